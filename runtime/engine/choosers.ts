/**
 * The choosers a unit's rules ask through (core/decisions.ts): one that answers from the answers given so far and
 * stops the unit at the first decision past them (`apply`), and one that puts each decision to a player as the
 * rules meet it (live play). Both log an answer as it is given (`loggedWhenGiven`), with the game's `logAnswer`.
 */
import { loggedWhenGiven, onlyAnswer, type Answer, type Chooser, type Decision } from "../core/decisions.ts";
import type { CardId } from "../core/state.ts";
import { morePicks } from "./answers.ts";

/** Thrown out of a unit's rules at a decision the answers so far do not reach. */
export class NeedDecision {
  constructor(readonly decision: Decision) {}
}

export type LogAnswer<S> = (state: S, d: Decision, a: Answer) => void;

/** Answers from the list in order; a decision with only one possible answer is answered without asking. */
export function replayChooser<S>(state: S, answers: Answer[], logAnswer: LogAnswer<S>): Chooser {
  let next = 0;
  const take = (d: Decision): Answer => {
    if (next >= answers.length) throw new NeedDecision(d);
    const a = answers[next++]!;
    if (loggedWhenGiven(d)) logAnswer(state, d, a);
    return a;
  };
  return {
    cards(d) {
      if (onlyAnswer(d)) return d.max <= 0 ? [] : d.options.slice();
      const a = take(d);
      if (!Array.isArray(a)) throw new Error(`answer ${JSON.stringify(a)} does not fit a card decision`);
      return a;
    },
    yesNo(d) {
      const a = take(d);
      if (typeof a !== "boolean") throw new Error(`answer ${JSON.stringify(a)} does not fit a yes/no decision`);
      return a;
    },
    option(d) {
      if (d.options.length <= 1) return 0;
      const a = take(d);
      if (typeof a !== "number") throw new Error(`answer ${JSON.stringify(a)} does not fit an option decision`);
      return a;
    },
  };
}

/** An answer action as the live chooser reads it (see answers.ts). */
interface Picked {
  type: string;
  card?: CardId;
  index?: number;
}

/** Decisions met on the live path: `ask` puts one to a player; `pre`, answers given before (a unit resumed live); `partial`, cards picked so far. */
export interface LiveIo<A> {
  ask: (d: Decision) => A;
  pre: Answer[];
  partial: CardId[];
}

/** The chooser of the live path: answers given before first, then each decision asked (a multi-card one card by card). */
export function liveChooser<S, A extends Picked>(state: S, io: LiveIo<A>, logAnswer: LogAnswer<S>): Chooser {
  const partialDone = (): CardId[] => {
    const out = io.partial;
    io.partial = [];
    return out;
  };
  const take = <T extends Answer>(d: Decision, answer: (a: A) => T | null): T => {
    if (io.pre.length > 0) {
      const [a, ...rest] = io.pre;
      io.pre = rest;
      if (loggedWhenGiven(d)) logAnswer(state, d, a!);
      return a as T;
    }
    for (;;) {
      const got = answer(io.ask(d));
      if (got !== null) {
        if (loggedWhenGiven(d)) logAnswer(state, d, got);
        return got;
      }
    }
  };
  return {
    cards(d) {
      if (onlyAnswer(d)) return d.max <= 0 ? [] : d.options.slice();
      return take(d, (a) => {
        if (a.type !== "choose") return partialDone();
        io.partial = [...io.partial, a.card!];
        return morePicks(d.max, d.options, io.partial) ? null : partialDone();
      });
    },
    yesNo: (d) => take(d, (a) => a.type === "yes"),
    option: (d) => (d.options.length <= 1 ? 0 : take(d, (a) => (a.type === "option" ? a.index! : 0))),
  };
}

/** `c`, telling `notice` of every decision first (also those answered without asking). */
export function noticing(c: Chooser, notice: (d: Decision) => void): Chooser {
  return {
    cards: (d) => (notice(d), c.cards(d)),
    yesNo: (d) => (notice(d), c.yesNo(d)),
    option: (d) => (notice(d), c.option(d)),
  };
}
