/**
 * Decisions: every choice a rule or card asks for goes through a `Chooser`, so agents, UIs and
 * tests can answer. `firstChoice` is the default deterministic chooser; `scriptedChooser` answers
 * from a queue (then falls back to the default).
 */

import { log, nextSeq } from "./log.ts";
import type { CardId, GameState } from "./state.ts";

export interface CardChoice {
  kind: "cards";
  player: string;
  /** What the choice is for (`exert`, `discard` …). */
  purpose: string;
  /** The card whose ability asks, when one does (for telling a person what the choice is about). */
  source?: CardId | null;
  options: CardId[];
  min: number;
  max: number;
  /** The order of the cards answered matters (cards put back in an order chosen): asked even when every option must be taken. */
  ordered?: boolean;
}

/** A card decision with one possible answer, which the rules take without asking: none may be taken, or every option must be (in no chosen order). */
export function onlyAnswer(d: CardChoice): boolean {
  return d.max <= 0 || (d.options.length <= d.min && !(d.ordered && d.options.length > 1));
}

export interface YesNoChoice {
  kind: "yes-no";
  player: string;
  purpose: string;
  source?: CardId | null;
}

export interface OptionChoice {
  kind: "option";
  player: string;
  purpose: string;
  source?: CardId | null;
  options: string[];
  /** A secret answer (a bid): the log gets it when the rules reveal it (`logAnswer`), not when it is given. */
  secret?: boolean;
}

export type Decision = CardChoice | YesNoChoice | OptionChoice;

/**
 * Logs a player's answer to a decision (an `answer` entry). With the player actions, these entries are
 * every choice of a game, so a game replays from its log. A secret answer is logged by the rules that
 * reveal it, in the order the answers were given.
 */
export function logAnswer(state: GameState, d: Decision, answer: Answer): void {
  log(state, { player: d.player, purpose: d.purpose, answer: Array.isArray(answer) ? answer.slice() : answer, seq: nextSeq(state), type: "answer" });
}

/** Whether the answer is logged when it is given (not a secret one). */
export const loggedWhenGiven = (d: Decision): boolean => !(d.kind === "option" && d.secret);

export interface Chooser {
  cards(d: CardChoice): CardId[];
  yesNo(d: YesNoChoice): boolean;
  option(d: OptionChoice): number;
}

/** Takes the first options, as many as allowed; says yes; picks option 0. */
export const firstChoice: Chooser = {
  cards: (d) => d.options.slice(0, d.max),
  yesNo: () => true,
  option: () => 0,
};

export type Answer = CardId[] | boolean | number;

/** Answers decisions in order from `answers`; `asked` records every decision seen. */
export function scriptedChooser(answers: Answer[], fallback: Chooser = firstChoice): Chooser & { asked: Decision[] } {
  const queue = [...answers];
  const asked: Decision[] = [];
  const next = <T extends Answer>(d: Decision, ok: (a: Answer) => a is T, dflt: () => T): T => {
    asked.push(d);
    const a = queue[0];
    if (a !== undefined && ok(a)) {
      queue.shift();
      return a;
    }
    return dflt();
  };
  return {
    asked,
    cards: (d) =>
      next(d, (a): a is CardId[] => Array.isArray(a), () => fallback.cards(d)).filter((id) => d.options.includes(id)).slice(0, d.max),
    yesNo: (d) => next(d, (a): a is boolean => typeof a === "boolean", () => fallback.yesNo(d)),
    option: (d) => next(d, (a): a is number => typeof a === "number", () => fallback.option(d)),
  };
}
