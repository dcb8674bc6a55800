/** What the server announces in `initialize`. */
import { CodeActionKind, TextDocumentSyncKind, type ServerCapabilities } from "vscode-languageserver/node";
import { tokenModifiers, tokenTypes } from "../../compiler/services/ide/index.ts";

export const capabilities: ServerCapabilities = {
  textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: false },
  // documentation is sent when an item is resolved (selected), which keeps completion lists small
  completionProvider: { triggerCharacters: ["[", " "], resolveProvider: true },
  hoverProvider: true,
  definitionProvider: true,
  referencesProvider: true,
  renameProvider: { prepareProvider: true },
  documentSymbolProvider: true,
  workspaceSymbolProvider: true,
  foldingRangeProvider: true,
  documentHighlightProvider: true,
  documentFormattingProvider: true,
  documentRangeFormattingProvider: true,
  codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
  inlayHintProvider: true,
  semanticTokensProvider: { legend: { tokenTypes: [...tokenTypes], tokenModifiers: [...tokenModifiers] }, full: true, range: true },
};
