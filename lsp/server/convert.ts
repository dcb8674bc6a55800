/** The LSP edge: URIs ↔ workspace paths, and 0-based UTF-16 positions ↔ the IDE layer's offsets. */
import { fileURLToPath, pathToFileURL } from "node:url";
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type Position, type Range, type TextEdit as LspTextEdit } from "vscode-languageserver/node";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import type { FileRange, TextEdit, Workspace } from "../../compiler/services/ide/index.ts";

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

/** Position conversion against the workspace's texts (open editors' texts are the workspace's). */
export class Positions {
  constructor(private readonly ws: Workspace) {}

  offset(path: string, position: Position): number {
    return this.ws.offsetAt(path, position.line, position.character);
  }

  /** Offsets that are not finite numbers (a span the parser could not close) become the end of the text. */
  range(path: string, start: number, end: number): Range {
    return { start: this.ws.positionAt(path, start), end: this.ws.positionAt(path, end) };
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
    return lspDiagnostic(d, (file, start, end) => this.range(file, start, end));
  }
}

/** A diagnostic for the protocol, its offsets turned into ranges by `range`. */
export function lspDiagnostic(d: Diagnostic, range: (file: string, start: number, end: number) => Range): LspDiagnostic {
  return {
    range: range(d.file, d.span.start, d.span.end),
    severity: d.severity === "error" ? DiagnosticSeverity.Error : d.severity === "warning" ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
    code: d.code,
    source: "cardc",
    message: d.message,
    relatedInformation: d.related?.map((r) => ({ location: { uri: pathToUri(r.file), range: range(r.file, r.span.start, r.span.end) }, message: r.message })),
  };
}

/** Group edits by document for a WorkspaceEdit. */
export function workspaceEdit(positions: Positions, edits: readonly TextEdit[]): { changes: Record<string, LspTextEdit[]> } {
  const changes: Record<string, LspTextEdit[]> = {};
  for (const e of edits) (changes[pathToUri(e.file)] ??= []).push(positions.textEdit(e));
  return { changes };
}
