/**
 * Answers as actions: a decision asked in the middle of a unit (core/decisions.ts) is answered by one of these,
 * listed by `answerActions` beside a game's own actions. A card decision is answered card by card (`choose`), then
 * `done` once enough are picked.
 */
import type { Answer, Decision } from "../core/decisions.ts";
import type { CardId } from "../core/state.ts";

export type AnswerAction =
  | { type: "choose"; player: string; card: CardId }
  | { type: "done"; player: string }
  | { type: "yes"; player: string }
  | { type: "no"; player: string }
  | { type: "option"; player: string; index: number; label: string };

/** The answers open to decision `d` with cards `partial` picked so far. */
export function answerActions(d: Decision, partial: readonly CardId[]): AnswerAction[] {
  const player = d.player;
  if (d.kind === "yes-no") return [{ type: "yes", player }, { type: "no", player }];
  if (d.kind === "option") return d.options.map((label, index) => ({ type: "option", player, index, label }));
  const out: AnswerAction[] = [];
  for (const card of d.options) if (!partial.includes(card)) out.push({ type: "choose", player, card });
  if (partial.length >= d.min) out.push({ type: "done", player });
  return out;
}

/** A card decision still open after `partial` is picked: fewer than its most, and some option left. */
export const morePicks = (max: number, options: readonly CardId[], partial: readonly CardId[]): boolean =>
  partial.length < max && options.some((c) => !partial.includes(c));

/**
 * What a legal answer action says to decision `d`: the answer, or null when it only picks one more card of an
 * answer still open (`partial`, the cards picked before it). Any action other than `choose` ends a card answer.
 */
export function answerOf(d: Decision, a: { type: string; card?: CardId; index?: number }, partial: readonly CardId[]): { answer: Answer | null; partial: CardId[] } {
  if (d.kind === "cards") {
    if (a.type !== "choose") return { answer: partial.slice(), partial: [] };
    const picked = [...partial, a.card!];
    return morePicks(d.max, d.options, picked) ? { answer: null, partial: picked } : { answer: picked, partial: [] };
  }
  if (d.kind === "yes-no") return { answer: a.type === "yes", partial: [] };
  return { answer: a.type === "option" ? a.index! : 0, partial: [] };
}
