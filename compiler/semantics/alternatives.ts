/**
 * `(or <words> [if <condition>])` after a cost or effect clause: the alternative's words stand in for a
 * run of the clause's own words (`draw a card (or 2 cards if …)`: `2 cards` for `a card`; `… +2 (or +4 and
 * <more> if …)`: `+4 and <more>` for `+2`), and the clause so changed must read as a phrase of its own.
 */
import type { PhraseKind } from "../../runtime/core/vocabulary.ts";
import { matchPhrases, tokenizeGroup, type MatchContext } from "./match.ts";
import type { Call } from "./syntax-tree.ts";
import type { Tok } from "./tokens.ts";

/** The parts of an `(or …)` group: the words that stand in, and what follows `if`/`when` (none: the player's choice). */
export interface AlternativeGroup {
  words: Tok[];
  /** Index in `inner` of `if`/`when`, or -1. */
  at: number;
  inner: Tok[];
}

export function alternativeGroup(inner: Tok[]): AlternativeGroup | null {
  if (inner[0]?.kind !== "word" || inner[0].text !== "or") return null;
  const at = inner.findIndex((t, k) => k > 0 && t.kind === "word" && (t.text === "if" || t.text === "when"));
  const words = inner.slice(1, at < 0 ? inner.length : at);
  return words.length ? { words, at, inner } : null;
}

/** `<word> +1 (or <word> +2 if …) until …`: a group written before `until` is read as if written last. */
export function alternativeLast(toks: Tok[]): Tok[] {
  const k = toks.findIndex((t, i) => t.kind === "group" && toks[i + 1]?.kind === "word" && toks[i + 1]!.text === "until" && tokenizeGroup(t)[0]?.text === "or");
  return k < 0 ? toks : [...toks.slice(0, k), ...toks.slice(k + 1), toks[k]!];
}

export interface Substitution {
  call: Call;
  /** How many of the alternative's first words repeat the words they stand in for (`<word> +1 (or <word> +2 …)`). */
  repeats: number;
}

/**
 * The reading of toks[from, to) with a run of its words (never the first) replaced by `words`: of the runs that
 * give exactly one reading, one that keeps the clause's phrase if any does, then the longest (`a condition`, not
 * `condition`, for `2 conditions`), then the latest. Null when none does.
 */
export function substitute(ctx: MatchContext, kinds: PhraseKind[], toks: Tok[], from: number, to: number, words: Tok[], phrase: string, accept?: (c: Call) => boolean): Substitution | null {
  let best: (Substitution & { score: number }) | null = null;
  const inPlace: MatchContext = { ...ctx, such: true };
  for (let len = to - from - 1; len >= 1; len--) {
    for (let i = to - len; i > from; i--) {
      const changed = [...toks.slice(from, i), ...words, ...toks.slice(i + len, to)];
      const calls = kinds.flatMap((k) => matchPhrases(inPlace, k, changed, 0, changed.length).map((m) => m.call)).filter((c) => !accept || accept(c));
      if (calls.length !== 1) continue;
      const score = (calls[0]!.pattern.phrase.id === phrase ? 1000 : 0) + len;
      if (best && best.score >= score) continue;
      let repeats = 0;
      while (repeats < Math.min(len, words.length) && words[repeats]!.text === toks[i + repeats]!.text) repeats++;
      best = { call: calls[0]!, repeats, score };
    }
  }
  return best && { call: best.call, repeats: best.repeats };
}
