/** The LSP edge: URIs ↔ workspace paths, and 0-based UTF-16 positions ↔ the IDE layer's offsets. */
import { fileURLToPath, pathToFileURL } from "node:url";
import { TextDocument } from "vscode-languageserver-textdocument";
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type Position, type Range, type TextEdit as LspTextEdit } from "vscode-languageserver/node";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import type { FileRange, TextEdit } from "../../compiler/services/ide/index.ts";

/** `file:` URIs become file system paths (so diagnostics name files as the CLI does); others stay URIs. */
export function uriToPath(uri: string): string {
  if (uri.startsWith("file:")) {
    try {
      return fileURLToPath(uri);
    } catch {
      return uri;
    }
  }
  return uri;
}

export function pathToUri(path: string): string {
  return path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path) ? pathToFileURL(path).href : path;
}

/** Documents for position conversion: the open ones, else a snapshot of the workspace text. */
export class Positions {
  private readonly snapshots = new Map<string, TextDocument>();

  constructor(
    private readonly text: (path: string) => string | undefined,
    private readonly open: ReadonlyMap<string, TextDocument>,
  ) {}

  /** An open document is the workspace's text for it (both are updated together on each change). */
  doc(path: string): TextDocument {
    const open = this.open.get(path);
    if (open) return open;
    const text = this.text(path) ?? "";
    let doc = this.snapshots.get(path);
    if (!doc || doc.getText() !== text) this.snapshots.set(path, (doc = TextDocument.create(pathToUri(path), "cardscript", 0, text)));
    return doc;
  }

  forget(path: string): void {
    this.snapshots.delete(path);
  }

  offset(path: string, position: Position): number {
    return this.doc(path).offsetAt(position);
  }

  /** Offsets that are not finite numbers (a span the parser could not close) become the end of the text. */
  range(path: string, start: number, end: number): Range {
    const doc = this.doc(path);
    return { start: doc.positionAt(start), end: doc.positionAt(end) };
  }

  fileRange(r: FileRange): Range {
    return this.range(r.file, r.start, r.end);
  }

  location(r: FileRange): { uri: string; range: Range } {
    return { uri: pathToUri(r.file), range: this.fileRange(r) };
  }

  textEdit(e: TextEdit): LspTextEdit {
    return { range: this.fileRange(e), newText: e.newText };
  }

  /** Diagnostic spans already hold 0-based offsets; they are re-derived from the current text. */
  diagnostic(d: Diagnostic): LspDiagnostic {
    return {
      range: this.range(d.file, d.span.start, d.span.end),
      severity: d.severity === "error" ? DiagnosticSeverity.Error : d.severity === "warning" ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
      code: d.code,
      source: "cardc",
      message: d.message,
      relatedInformation: d.related?.map((r) => ({ location: { uri: pathToUri(r.file), range: this.range(r.file, r.span.start, r.span.end) }, message: r.message })),
    };
  }
}

/** Group edits by document for a WorkspaceEdit. */
export function workspaceEdit(positions: Positions, edits: readonly TextEdit[]): { changes: Record<string, LspTextEdit[]> } {
  const changes: Record<string, LspTextEdit[]> = {};
  for (const e of edits) (changes[pathToUri(e.file)] ??= []).push(positions.textEdit(e));
  return { changes };
}
