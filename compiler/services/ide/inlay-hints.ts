/**
 * Inlay hints: the default duration of a lasting effect that does not say `until …` (recorded as
 * `implicit` in the IR), and what a pronoun refers to.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import type { AbilityIR, DurationIR, StepIR } from "../../ir/ir.ts";
import type { NodeInfo } from "../../semantics/check.ts";
import type { Workspace } from "./workspace.ts";

export interface InlayHint {
  /** Offset the hint is shown at. */
  offset: number;
  label: string;
  kind: "duration" | "referent";
}

const PRONOUNS = new Set(["he", "she", "him", "her", "it", "they", "them", "he or she", "him or her"]);
const MAX_LABEL = 40;

/** Steps in source order: costs before effects, as the checker reads them. */
function steps(a: AbilityIR): StepIR[] {
  const all: StepIR[] = [];
  if ("costs" in a && Array.isArray(a.costs)) all.push(...(a.costs as StepIR[]));
  if ("effects" in a && Array.isArray(a.effects)) all.push(...(a.effects as StepIR[]));
  return all;
}

function durationText(d: DurationIR, vocab: GameVocabulary | undefined): string {
  if (d.until === "start-of-phase") return `until the ${(vocab?.timings.find((t) => t.id === d.phase)?.word ?? d.phase ?? "").toLowerCase()} phase`;
  return `until ${d.until.replace(/-/g, " ")}`;
}

export function inlayHints(ws: Workspace, file: string, start = 0, end = Number.MAX_SAFE_INTEGER): InlayHint[] {
  const text = ws.text(file) ?? "";
  const vocab = ws.game(file);
  const index = ws.indexIn(file, start, end);
  const out: InlayHint[] = [];
  const lasting = new Set(vocab?.phrases.filter((p) => p.lasting).map((p) => p.id));

  const byCard = new Map<string, NodeInfo[]>();
  for (const n of index) if (n.cardId && n.kind === "phrase" && lasting.has(n.id ?? "")) (byCard.get(n.cardId) ?? byCard.set(n.cardId, []).get(n.cardId)!).push(n);
  for (const [cardId, phrases] of byCard) {
    if (phrases[phrases.length - 1]!.span.end < start || phrases[0]!.span.start > end) continue;
    const ir = ws.cardIR(file, cardId);
    const durations = (ir?.abilities ?? []).flatMap(steps).filter((s) => s.duration && lasting.has(s.op)).map((s) => s.duration!);
    // the IR carries no spans: pair lasting steps and lasting phrases in order, only when they line up
    if (durations.length !== phrases.length) continue;
    phrases.forEach((p, k) => {
      if (durations[k]!.implicit) out.push({ offset: p.span.end, label: ` ${durationText(durations[k]!, vocab)}`, kind: "duration" });
    });
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
