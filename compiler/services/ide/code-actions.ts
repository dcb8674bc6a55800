/** Code actions: the `fixes` of the diagnostics overlapping a range, as workspace edits. */
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { TextEdit } from "./rename.ts";
import type { Workspace } from "./workspace.ts";

export interface CodeAction {
  title: string;
  diagnostic: Diagnostic;
  edits: TextEdit[];
  preferred: boolean;
}

export function codeActions(ws: Workspace, file: string, start: number, end: number): CodeAction[] {
  return ws.diagnostics(file).filter((d) => d.span.end >= start && d.span.start <= end).flatMap(fixActions);
}

/** The quick fixes a diagnostic carries, as code actions (the only one is preferred). */
export function fixActions(d: Diagnostic): CodeAction[] {
  return (d.fixes ?? []).map((fix, k) => ({
    title: fix.title,
    diagnostic: d,
    edits: fix.edits.map((e) => ({ file: e.file, start: e.span.start, end: e.span.end, newText: e.newText })),
    preferred: k === 0 && d.fixes!.length === 1,
  }));
}
