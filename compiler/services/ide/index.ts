/**
 * IDE features over plain data (no LSP types): a `Workspace` of files, and one function per feature.
 * Positions are 0-based UTF-16 offsets into a file's text (like `Span.start`); lines in results are 1-based.
 */
export { Workspace } from "./workspace.ts";
export { fileDiagnostics } from "./diagnostics.ts";
export { completion, MAX_ITEMS, type CompletionItem, type CompletionKind, type Completions } from "./completion.ts";
export { hover, type Hover } from "./hover.ts";
export { definition, references, cardReferences } from "./references.ts";
export { rename, prepareRename, type TextEdit, type RenameResult } from "./rename.ts";
export { documentSymbols, workspaceSymbols, type DocumentSymbol, type WorkspaceSymbol } from "./symbols.ts";
export { foldingRanges, type FoldingRange } from "./folding.ts";
export { semanticTokens, tokenTypes, tokenModifiers, type SemanticToken } from "./semantic-tokens.ts";
export { documentHighlights } from "./highlight.ts";
export { formatFile, formatRange } from "./formatting.ts";
export { codeActions, type CodeAction } from "./code-actions.ts";
export { inlayHints, type InlayHint } from "./inlay-hints.ts";
export { SideDocuments, isSideDocument } from "./side-documents.ts";
export type { FileRange } from "./nodes.ts";
