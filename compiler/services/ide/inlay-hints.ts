/**
 * Inlay hints: the default duration of a lasting effect that does not say `until …` (an `implicit`
 * duration entry of the side table, at the end of its phrase), and what a pronoun refers to.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import type { DurationIR } from "../../ir/ir.ts";
import type { Workspace } from "./workspace.ts";

export interface InlayHint {
  /** Offset the hint is shown at. */
  offset: number;
  label: string;
  kind: "duration" | "referent";
}

const PRONOUNS = new Set(["he", "she", "him", "her", "it", "they", "them", "he or she", "him or her"]);
const MAX_LABEL = 40;

function durationText(d: DurationIR, vocab: GameVocabulary | undefined): string {
  if (d.until === "start-of-phase") return `until the ${(vocab?.timings.find((t) => t.id === d.phase)?.word ?? d.phase ?? "").toLowerCase()} phase`;
  return `until ${d.until.replace(/-/g, " ")}`;
}

export function inlayHints(ws: Workspace, file: string, start = 0, end = Number.MAX_SAFE_INTEGER): InlayHint[] {
  const text = ws.text(file) ?? "";
  const vocab = ws.game(file);
  const index = ws.indexIn(file, start, end);
  const out: InlayHint[] = [];
  for (const n of index) {
    if (n.kind !== "duration" || !n.duration?.implicit || n.span.end < start || n.span.start > end) continue;
    out.push({ offset: n.span.end, label: ` ${durationText(n.duration, vocab)}`, kind: "duration" });
  }

  for (const n of index) {
    if (n.kind !== "ref" || !n.target || n.span.end < start || n.span.start > end) continue;
    const word = text.slice(n.span.start, n.span.end).toLowerCase();
    if (!PRONOUNS.has(word)) continue;
    const to = (ws.text(n.target.file) ?? "").slice(n.target.span.start, n.target.span.end).replace(/\s+/g, " ");
    out.push({ offset: n.span.end, label: `: ${to.length > MAX_LABEL ? `${to.slice(0, MAX_LABEL - 1)}…` : to}`, kind: "referent" });
  }
  return out.sort((a, b) => a.offset - b.offset);
}
