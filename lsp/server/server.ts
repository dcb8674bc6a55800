/**
 * The language server: a thin layer mapping LSP requests onto compiler/services/ide. It holds the open
 * documents, converts positions (LSP: 0-based line, UTF-16 character; IDE layer: offsets) and never lets a
 * bad request take the process down: each handler is wrapped, failures become error responses.
 */
import { readFile } from "node:fs/promises";
import {
  CodeActionKind,
  CompletionItemKind,
  DocumentHighlightKind,
  ErrorCodes,
  FoldingRangeKind,
  InlayHintKind,
  InsertTextFormat,
  MarkupKind,
  ResponseError,
  SemanticTokensBuilder,
  SymbolKind,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  type Connection,
  type InitializeParams,
} from "vscode-languageserver/node";
import * as ide from "../../compiler/services/ide/index.ts";
import { capabilities } from "./capabilities.ts";
import { Positions, lspDiagnostic, pathToUri, uriToPath, workspaceEdit } from "./convert.ts";
import { folderProjects, indexFiles, noProjects, type FolderProjects } from "./index-folder.ts";
import { RecheckSchedule } from "./schedule.ts";

const completionKinds: Record<ide.CompletionKind, CompletionItemKind> = {
  keyword: CompletionItemKind.Keyword,
  snippet: CompletionItemKind.Snippet,
  function: CompletionItemKind.Function,
  reference: CompletionItemKind.Reference,
  enum: CompletionItemKind.EnumMember,
  variable: CompletionItemKind.Variable,
  class: CompletionItemKind.Class,
};

/** A custom request answering the server's memory use, for tests and benchmarks. */
export const memoryRequest = "cardscript/memoryUsage";
/** A custom request answering the text the server holds for a document (to replay a failing test). */
export const textRequest = "cardscript/text";
/** A custom request answering the server process's CPU time so far (process.cpuUsage, µs), for benchmarks. */
export const cpuRequest = "cardscript/cpuUsage";
/** A custom request answering how many files, chunks and results the server's workspace holds. */
export const retainedRequest = "cardscript/retained";

export function startServer(connection: Connection): void {
  // each file is checked with its own project's files (see `projects` below, which the scope reads)
  const ws = new ide.Workspace(undefined, { deferDependents: true, scope: (path) => projects.scopeOf(path) });
  /** Versions of the open documents; their texts are the workspace's. */
  const open = new Map<string, number>();
  const onDisk = new Set<string>();
  const positions = new Positions(ws);
  const published = new Set<string>();

  const log = (what: string, error: unknown) => connection.console.error(`cardscript: ${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);

  /** Wraps a request handler: a thrown error becomes an error response, never a crash. */
  function guard<P, R>(name: string, handler: (params: P) => R | Promise<R>) {
    return async (params: P): Promise<R | ResponseError<void>> => {
      try {
        return await handler(params);
      } catch (error) {
        // a ResponseError is the handler's own answer to a bad request (InvalidParams, InvalidRequest): sent as it is
        if (error instanceof ResponseError) return error as ResponseError<void>;
        log(name, error);
        return new ResponseError(ErrorCodes.InternalError, `${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
  }
  function guardNotification<P>(name: string, handler: (params: P) => void | Promise<void>) {
    return (params: P) => {
      try {
        void Promise.resolve(handler(params)).catch((error: unknown) => log(name, error));
      } catch (error) {
        log(name, error);
      }
    };
  }

  /** The path of a request's document, if the workspace holds it. */
  function known(params: { textDocument?: { uri?: unknown } }): string | undefined {
    const uri = params?.textDocument?.uri;
    if (typeof uri !== "string") throw new ResponseError(ErrorCodes.InvalidParams, "textDocument.uri is missing");
    const path = uriToPath(uri);
    return ws.has(path) ? path : undefined;
  }
  /** `known`, for a request that reads other cards' results: dependents are re-checked first if due. */
  function settledKnown(params: { textDocument?: { uri?: unknown } }): string | undefined {
    const path = known(params);
    if (path) schedule.settleNow();
    return path;
  }
  const at = (path: string, position: unknown) => {
    const p = position as { line?: unknown; character?: unknown } | undefined;
    if (typeof p?.line !== "number" || typeof p.character !== "number") throw new ResponseError(ErrorCodes.InvalidParams, "position must be { line, character }");
    return positions.offset(path, { line: Math.max(0, p.line), character: Math.max(0, p.character) });
  };

  function lineCharacter(position: unknown): { line: number; character: number } {
    const p = position as { line?: unknown; character?: unknown } | undefined;
    if (typeof p?.line !== "number" || typeof p.character !== "number") throw new Error("a change's range must hold { line, character } positions");
    return { line: p.line, character: p.character };
  }
  function offsetOf(path: string, position: unknown): number {
    const p = lineCharacter(position);
    return ws.offsetAt(path, p.line, p.character);
  }
  function sideOffset(path: string, position: unknown): number {
    const p = lineCharacter(position);
    return side.offsetAt(path, p.line, p.character);
  }

  function publish(path: string): void {
    const uri = pathToUri(path);
    if (!ws.has(path)) {
      if (published.delete(path)) void connection.sendDiagnostics({ uri, diagnostics: [] });
      return;
    }
    const diagnostics = ide.fileDiagnostics(ws, path);
    if (diagnostics.length === 0 && !published.has(path)) return;
    if (diagnostics.length) published.add(path);
    else published.delete(path);
    void connection.sendDiagnostics({ uri, version: open.get(path), diagnostics: diagnostics.map((d) => positions.diagnostic(d)) });
  }
  /** Open deck and scenario files: texts of their own, checked as `cardc check` / `cardc test` do. */
  const side = new ide.SideDocuments(ws);
  const sideRange = (path: string, start: number, end: number) => ({ start: side.positionAt(path, start), end: side.positionAt(path, end) });
  function publishSide(path: string): void {
    const diagnostics = side.diagnostics(path).map((d) => lspDiagnostic(d, sideRange));
    void connection.sendDiagnostics({ uri: pathToUri(path), version: open.get(path), diagnostics });
  }
  const schedule = new RecheckSchedule(
    ws,
    (paths) => {
      paths.forEach(publish);
      // a deck is checked against the cards: when they change, so may its problems
      if (paths.length) side.paths().filter((p) => p.endsWith(".deck")).forEach(publishSide);
    },
    (error) => log("diagnostics", error),
  );
  connection.onShutdown(() => schedule.dispose());

  /** The workspace folders, and their projects: the files indexed, and those rename and references stay in. */
  let folders: string[] = [];
  let projects: FolderProjects = noProjects;
  let watchFiles = false;
  /** Reads the projects again (a project file changed, or .card files came or went): indexes the new members, drops the old. */
  async function reindex(): Promise<void> {
    const next = await folderProjects(folders);
    // the new members are read before the old ones go, so that no request answered meanwhile sees neither
    projects = next;
    ws.rescope();
    const added = await indexFiles(ws, [...next.members].filter((p) => !onDisk.has(p)));
    for (const path of [...onDisk]) {
      if (next.members.has(path)) continue;
      onDisk.delete(path);
      if (!open.has(path)) ws.removeFile(path);
    }
    for (const path of next.members) if (open.has(path)) onDisk.add(path);
    for (const path of added) onDisk.add(path);
    schedule.edited();
  }
  /** Results of a request keep to the files of its file's project. */
  const withinProject = <T>(origin: string, items: T[], file: (item: T) => string): T[] => {
    const scope = projects.scopeOf(origin);
    return items.filter((item) => projects.scopeOf(file(item)) === scope);
  };

  connection.onInitialize(async (params: InitializeParams) => {
    try {
      folders = (params.workspaceFolders ?? []).map((f) => uriToPath(f.uri));
      if (!folders.length && params.rootUri) folders.push(uriToPath(params.rootUri));
      folders = folders.filter((f) => f.startsWith("/") || /^[A-Za-z]:/.test(f));
      projects = await folderProjects(folders);
      for (const path of await indexFiles(ws, projects.members)) onDisk.add(path);
      watchFiles = params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    } catch (error) {
      log("indexing the workspace folders", error);
    }
    return { capabilities, serverInfo: { name: "cardscript" } };
  });
  connection.onInitialized(() => {
    schedule.publishSoon();
    // a client that lets the server ask tells it of project files and .card files changed outside the editor
    if (watchFiles) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/cardscript.json" }, { globPattern: "**/*.card" }] }).catch((error: unknown) => log("registering file watchers", error));
  });
  connection.onDidChangeWatchedFiles(
    guardNotification("didChangeWatchedFiles", async (params) => {
      let again = false;
      for (const change of params.changes ?? []) {
        const path = uriToPath(change.uri);
        if (path.endsWith("/cardscript.json") || path.endsWith("\\cardscript.json") || change.type !== FileChangeType.Changed) again = true;
        else if (onDisk.has(path) && !open.has(path)) {
          const text = await readFile(path, "utf8").catch(() => undefined);
          if (text !== undefined) ws.setFile(path, text.replace(/^\uFEFF/, ""));
        }
      }
      if (again) await reindex();
      else schedule.edited();
    }),
  );

  connection.onDidOpenTextDocument(
    guardNotification("didOpen", (params) => {
      const { uri, version, text } = params.textDocument;
      const path = uriToPath(uri);
      open.set(path, typeof version === "number" ? version : 0);
      if (ide.isSideDocument(path)) {
        side.set(path, String(text ?? ""));
        return publishSide(path);
      }
      ws.setFile(path, String(text ?? ""));
      schedule.edited();
    }),
  );
  connection.onDidChangeTextDocument(
    guardNotification("didChange", (params) => {
      const path = uriToPath(params.textDocument.uri);
      const version = open.get(path);
      if (version === undefined) return void connection.console.warn(`cardscript: didChange for ${params.textDocument.uri}, which is not open: ignored`);
      // each change is a splice of the workspace's text, its positions clamped into the text as an editor's
      // document clamps them (an edit past the end cannot throw); the whole text is neither copied nor re-split
      const sideDoc = side.has(path);
      for (const change of params.contentChanges ?? []) {
        const text = String(change.text ?? "");
        if (!("range" in change && change.range)) sideDoc ? side.set(path, text) : ws.setFile(path, text);
        else if (sideDoc) side.edit(path, sideOffset(path, change.range.start), sideOffset(path, change.range.end), text);
        else ws.editFile(path, offsetOf(path, change.range.start), offsetOf(path, change.range.end), text);
      }
      open.set(path, params.textDocument.version ?? version + 1);
      if (sideDoc) return publishSide(path);
      schedule.edited();
    }),
  );
  connection.onDidCloseTextDocument(
    guardNotification("didClose", async (params) => {
      const path = uriToPath(params.textDocument.uri);
      if (!open.delete(path)) return;
      if (side.has(path)) {
        side.remove(path);
        return void connection.sendDiagnostics({ uri: params.textDocument.uri, diagnostics: [] });
      }
      if (!onDisk.has(path)) ws.removeFile(path);
      else ws.setFile(path, await readFile(path, "utf8").catch(() => ws.text(path) ?? ""));
      schedule.edited();
    }),
  );

  /** The documentation of the last completion list's items, which `completionItem/resolve` sends (by `data`). */
  let lastCompletion = { id: 0, docs: [] as (string | undefined)[] };
  connection.onCompletion(
    guard("completion", (params) => {
      const sidePath = sideDocument(params);
      const path = sidePath ?? known(params);
      if (!path) return [];
      if (sidePath) schedule.settleNow();
      const { items, incomplete, replace } = sidePath ? side.completion(sidePath, sideOffset(sidePath, params.position)) : ide.completion(ws, path, at(path, params.position));
      lastCompletion = { id: lastCompletion.id + 1, docs: items.map((item) => item.documentation) };
      // the typed word is what an item replaces: a label of several words, or one typed in another case, replaces it whole
      const range = replace && !sidePath ? positions.range(path, replace.start, replace.end) : undefined;
      const converted = items.map((item, k) => ({
        label: item.label,
        kind: completionKinds[item.kind],
        detail: item.detail,
        data: item.documentation ? { list: lastCompletion.id, item: k } : undefined,
        ...(range ? { textEdit: { range, newText: item.insertText ?? item.label } } : { insertText: item.insertText }),
        filterText: item.filterText,
        // plain text is the default format: left out, which keeps the list small
        insertTextFormat: item.snippet ? InsertTextFormat.Snippet : undefined,
        sortText: item.sortText,
      }));
      return incomplete ? { isIncomplete: true, items: converted } : converted;
    }),
  );
  connection.onCompletionResolve(
    guard("completionResolve", (item) => {
      const data = item?.data as { list?: unknown; item?: unknown } | undefined;
      const doc = data?.list === lastCompletion.id && typeof data.item === "number" ? lastCompletion.docs[data.item] : undefined;
      return doc ? { ...item, documentation: { kind: MarkupKind.Markdown, value: doc } } : item;
    }),
  );
  /** The path of a request's document when it is an open deck or scenario file. */
  function sideDocument(params: { textDocument?: { uri?: unknown } }): string | undefined {
    const uri = params?.textDocument?.uri;
    return typeof uri === "string" && side.has(uriToPath(uri)) ? uriToPath(uri) : undefined;
  }
  connection.onHover(
    guard("hover", (params) => {
      const sidePath = sideDocument(params);
      if (sidePath) {
        schedule.settleNow();
        const h = side.hover(sidePath, sideOffset(sidePath, params.position));
        return h ? { contents: { kind: MarkupKind.Markdown, value: h.contents }, range: sideRange(sidePath, h.range.start, h.range.end) } : null;
      }
      const path = settledKnown(params);
      const h = path && ide.hover(ws, path, at(path, params.position));
      return h ? { contents: { kind: MarkupKind.Markdown, value: h.contents }, range: positions.fileRange(h.range) } : null;
    }),
  );
  connection.onDefinition(
    guard("definition", (params) => {
      const sidePath = sideDocument(params);
      if (sidePath) {
        schedule.settleNow();
        const d = side.definition(sidePath, sideOffset(sidePath, params.position));
        return d ? positions.location(d) : null;
      }
      const path = settledKnown(params);
      const d = path && ide.definition(ws, path, at(path, params.position));
      return d ? positions.location(d) : null;
    }),
  );
  connection.onReferences(
    guard("references", (params) => {
      const path = settledKnown(params);
      if (!path) return [];
      const found = ide.references(ws, path, at(path, params.position), params.context?.includeDeclaration ?? true);
      return withinProject(path, found, (r) => r.file).map((r) => positions.location(r));
    }),
  );
  connection.onPrepareRename(
    guard("prepareRename", (params) => {
      const path = settledKnown(params);
      if (!path) return null;
      const r = ide.prepareRename(ws, path, at(path, params.position));
      if ("error" in r) throw new ResponseError(ErrorCodes.InvalidRequest, r.error);
      return { range: positions.fileRange(r.range), placeholder: r.placeholder };
    }),
  );
  connection.onRenameRequest(
    guard("rename", (params) => {
      const path = settledKnown(params);
      if (!path) return null;
      const r = ide.rename(ws, path, at(path, params.position), String(params.newName ?? ""));
      if ("error" in r) throw new ResponseError(ErrorCodes.InvalidRequest, r.error);
      return workspaceEdit(positions, withinProject(path, r.edits, (e) => e.file));
    }),
  );
  connection.onDocumentSymbol(
    guard("documentSymbol", (params) => {
      const path = known(params);
      if (!path) return [];
      const convert = (s: ide.DocumentSymbol): import("vscode-languageserver/node").DocumentSymbol => ({
        name: s.name || "…",
        detail: s.detail,
        kind: s.kind === "card" ? SymbolKind.Class : SymbolKind.Method,
        range: positions.fileRange(s.range),
        selectionRange: positions.fileRange(s.selectionRange),
        children: s.children.map(convert),
      });
      return ide.documentSymbols(ws, path).map(convert);
    }),
  );
  connection.onWorkspaceSymbol(
    guard("workspaceSymbol", (params) => {
      schedule.settleNow();
      return ide.workspaceSymbols(ws, String(params.query ?? "")).map((s) => ({ name: s.name, containerName: s.detail, kind: SymbolKind.Class, location: positions.location(s.range) }));
    }),
  );
  connection.onFoldingRanges(
    guard("foldingRange", (params) => {
      const path = known(params);
      if (!path) return [];
      return ide.foldingRanges(ws, path).map((f) => ({ startLine: f.startLine - 1, endLine: f.endLine - 1, kind: f.kind === "comment" ? FoldingRangeKind.Comment : FoldingRangeKind.Region }));
    }),
  );
  connection.onDocumentHighlight(
    guard("documentHighlight", (params) => {
      const path = known(params);
      if (!path) return [];
      return ide.documentHighlights(ws, path, at(path, params.position)).map((r) => ({ range: positions.fileRange(r), kind: DocumentHighlightKind.Text }));
    }),
  );
  connection.onDocumentFormatting(
    guard("formatting", async (params) => {
      const path = known(params);
      if (!path) return [];
      return (await ide.formatFile(ws, path)).map((e) => positions.textEdit(e));
    }),
  );
  connection.onDocumentRangeFormatting(
    guard("rangeFormatting", async (params) => {
      const path = known(params);
      if (!path) return [];
      return (await ide.formatRange(ws, path, at(path, params.range?.start), at(path, params.range?.end))).map((e) => positions.textEdit(e));
    }),
  );
  connection.onCodeAction(
    guard("codeAction", (params) => {
      const uri = params?.textDocument?.uri;
      const sidePath = sideDocument(params);
      if (sidePath) {
        const [start, end] = [sideOffset(sidePath, params.range?.start), sideOffset(sidePath, params.range?.end)];
        return side.codeActions(sidePath, start, end).map((a) => ({
          title: a.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [lspDiagnostic(a.diagnostic, sideRange)],
          isPreferred: a.preferred,
          edit: { changes: { [uri as string]: a.edits.map((e) => ({ range: sideRange(sidePath, e.start, e.end), newText: e.newText })) } },
        }));
      }
      const path = known(params);
      if (!path) return [];
      return ide.codeActions(ws, path, at(path, params.range?.start), at(path, params.range?.end)).map((a) => ({
        title: a.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [positions.diagnostic(a.diagnostic)],
        isPreferred: a.preferred,
        edit: workspaceEdit(positions, a.edits),
      }));
    }),
  );
  connection.languages.inlayHint.on(
    guard("inlayHint", (params) => {
      const path = known(params);
      if (!path) return [];
      const start = at(path, params.range?.start);
      const end = at(path, params.range?.end);
      return ide.inlayHints(ws, path, start, end).map((h) => ({
        position: positions.range(path, h.offset, h.offset).start,
        label: h.label,
        kind: h.kind === "referent" ? InlayHintKind.Type : InlayHintKind.Parameter,
        paddingLeft: false,
      }));
    }),
  );
  function tokens(path: string | undefined, range?: { start?: unknown; end?: unknown }) {
    const builder = new SemanticTokensBuilder();
    if (path) {
      const types = ide.tokenTypes as readonly string[];
      const [start, end] = range ? [at(path, range.start), at(path, range.end)] : [];
      for (const t of ide.semanticTokens(ws, path, start, end)) builder.push(t.line - 1, t.column - 1, t.length, types.indexOf(t.type), t.declaration ? 1 : 0);
    }
    return builder.build();
  }
  connection.languages.semanticTokens.on(guard("semanticTokens", (params) => tokens(known(params))));
  connection.languages.semanticTokens.onRange(guard("semanticTokensRange", (params) => tokens(known(params), params.range ?? {})));
  connection.onRequest(memoryRequest, () => process.memoryUsage());
  connection.onRequest(cpuRequest, () => process.cpuUsage());
  connection.onRequest(retainedRequest, () => ({ ...ws.retained(), open: open.size, published: published.size }));
  connection.onRequest(textRequest, (params: { uri?: unknown }) => ws.text(uriToPath(String(params?.uri ?? ""))) ?? null);

  connection.listen();
}
