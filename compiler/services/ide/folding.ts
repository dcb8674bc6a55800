/** Folding ranges: each card spanning several lines, and runs of consecutive comment lines. Lines are 1-based. */
import type { Workspace } from "./workspace.ts";

export interface FoldingRange {
  startLine: number;
  endLine: number;
  kind?: "comment" | "region";
}

export function foldingRanges(ws: Workspace, file: string): FoldingRange[] {
  const tree = ws.tree(file);
  if (!tree) return [];
  const out: FoldingRange[] = [];
  for (const card of tree.cards) if (card.span.endLine > card.span.line) out.push({ startLine: card.span.line, endLine: card.span.endLine, kind: "region" });
  let run: { start: number; end: number } | undefined;
  const flush = () => {
    if (run && run.end > run.start) out.push({ startLine: run.start, endLine: run.end, kind: "comment" });
  };
  for (const c of tree.comments) {
    if (run && c.span.line === run.end + 1) run.end = c.span.line;
    else flush(), (run = { start: c.span.line, end: c.span.line });
  }
  flush();
  return out.sort((a, b) => a.startLine - b.startLine);
}
