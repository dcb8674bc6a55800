/**
 * The resumable-unit decision protocol, for a game whose rules ask their decisions through a `Chooser` in the middle
 * of their work. A unit is a player action and the rules after it (or the rules alone, at the start). A decision met
 * in a unit does not suspend JavaScript: the state `apply` returns shows the unit carried out up to the decision and
 * keeps the state from before the unit (`Resume`); once the decision is answered, the unit runs again from there with
 * all the answers so far. The rng lives in the state, so the run again is exact.
 *
 * A game supplies its unit runner and its state's bookkeeping (`UnitGame`); `unitProtocol` returns the step API
 * over them. The functions are made per game (a closure over its parts), so their calls into the game stay
 * monomorphic in the hot loop.
 */
import type { Answer, Chooser, Decision } from "../core/decisions.ts";
import type { CardId } from "../core/state.ts";
import { answerActions, answerOf } from "./answers.ts";
import { NeedDecision, replayChooser, type LogAnswer } from "./choosers.ts";

/** Any game action: its type and the player taking it (the answers to decisions are `AnswerAction`s). */
export interface UnitAction {
  type: string;
  player: string;
}

/**
 * A decision asked in the middle of a unit: the state shows the unit carried out up to the decision; once answered,
 * the unit runs again from `base` with the answers.
 */
export interface Resume<A> {
  /** The state before the unit, without its log and history (they are prefixes of the current ones). */
  base: unknown;
  /** Length of the log before the unit. */
  baseLog: number;
  /** The player action that started the unit (null: the rules advancing). */
  action: A | null;
  answers: Answer[];
  decision: Decision;
  /** Cards picked so far for a multi-card decision. */
  partial: CardId[];
}

/** What a game supplies for the protocol: where its state keeps the protocol's records, how it is copied, its unit runner. */
export interface UnitGame<S, A extends UnitAction, X = undefined> {
  /** The unit waiting for an answer (null: none). */
  resumeOf(s: S): Resume<A> | null;
  setResume(s: S, r: Resume<A> | null): void;
  /** Every action applied, in order (the kernel appends to it): with the game's options it replays the game. */
  historyOf(s: S): A[];
  logLength(s: S): number;
  /** Logs the answer to a decision (see core/decisions.ts `logAnswer`). */
  logAnswer: LogAnswer<S>;
  /** A copy to change in place, with no unit waiting and a history of its own. */
  copy(s: S): S;
  /** `s` with another waiting unit and `action` (if any) after its history, the rest shared (neither is changed after). */
  withResume(s: S, r: Resume<A> | null, action: A | null): S;
  /** What a waiting unit keeps of the state it started from (`Resume.base`): without its log and history. */
  baseToKeep(s: S): S;
  /** The state the waiting unit `r` started from, with the log before it and every action `s` has applied. */
  baseOf(s: S, r: Resume<A>): S;
  /** Runs a unit on `s` in place: `action` (if any), then the rules up to the next player action or the end. */
  runUnit(s: S, chooser: Chooser, action: A | null): void;
  isOver(s: S): boolean;
  /** With no decision waiting: the actions of the player acting (`x`: the caller's, passed through). */
  playerActions(s: S, x?: X): A[];
  /** With no decision waiting: the player acting (null: nobody, as in a game not started). */
  playerActor(s: S): string | null;
  /** Invariants are checked after every unit (a game's option). */
  checks(s: S): boolean;
  violations(s: S): string[];
}

export interface UnitProtocol<S, A extends UnitAction, X = undefined> {
  /** Runs a unit on a copy of `state` (recording `recorded` in its history); stops at a decision past `answers`. */
  start(state: S, action: A | null, answers: Answer[], recorded: A | null): S;
  /** Applies a legal action; returns the new state (`state` is not changed). Throws on an illegal one. */
  apply(state: S, action: A, legal?: A[]): S;
  legalActions(state: S, x?: X): A[];
  actorOf(state: S): string | null;
  pendingDecision(state: S): (Decision & { partial: CardId[] }) | null;
  /** Throws unless `action` is one of `legal` (or equal to one). */
  checkLegal(action: A, legal: A[]): void;
  /** Throws when invariants are checked and one is broken, naming the unit's action (null: rules work alone). */
  checkInvariants(state: S, after: A | null, what?: string): void;
}

export const actionKey = (a: unknown): string => JSON.stringify(a);

export function unitProtocol<S, A extends UnitAction, X = undefined>(game: UnitGame<S, A, X>): UnitProtocol<S, A, X> {
  const { resumeOf, setResume, historyOf, logLength, logAnswer, copy, withResume, baseToKeep, baseOf, runUnit, isOver, playerActions, playerActor, checks, violations } = game;

  function checkInvariants(state: S, after: A | null, what?: string): void {
    if (!checks(state)) return;
    const v = violations(state);
    if (v.length) throw new Error(`invariant violated after ${what ?? actionKey(after)}: ${v.join("; ")}`);
  }

  function start(state: S, action: A | null, answers: Answer[], recorded: A | null): S {
    const next = copy(state);
    if (recorded) historyOf(next).push(recorded);
    try {
      runUnit(next, replayChooser(next, answers, logAnswer), action);
    } catch (e) {
      if (!(e instanceof NeedDecision)) throw e;
      setResume(next, { base: baseToKeep(state), baseLog: logLength(state), action, answers, decision: e.decision, partial: [] });
      return next;
    }
    checkInvariants(next, action);
    return next;
  }

  function legalActions(state: S, x?: X): A[] {
    if (isOver(state)) return [];
    const r = resumeOf(state);
    // the game's actions include the answers (an action type is a game's, or one of `AnswerAction`'s)
    if (r) return answerActions(r.decision, r.partial) as unknown as A[];
    return playerActions(state, x);
  }

  function apply(state: S, action: A, legal: A[] = legalActions(state)): S {
    const k = actionKey(action);
    if (!legal.some((l) => l === action || actionKey(l) === k)) throw new Error(`illegal action ${k}`);
    const r = resumeOf(state);
    if (!r) return start(state, action, [], action);
    const { answer, partial } = answerOf(r.decision, action, r.partial);
    if (answer === null) return withResume(state, { ...r, partial }, action);
    return start(baseOf(state, r), r.action, [...r.answers, answer], action);
  }

  function actorOf(state: S): string | null {
    if (isOver(state)) return null;
    const r = resumeOf(state);
    return r ? r.decision.player : playerActor(state);
  }

  function pendingDecision(state: S): (Decision & { partial: CardId[] }) | null {
    const r = resumeOf(state);
    return r ? { ...r.decision, partial: r.partial } : null;
  }

  function checkLegal(action: A, legal: A[]): void {
    if (legal.includes(action)) return;
    const k = actionKey(action);
    if (!legal.some((l) => actionKey(l) === k)) throw new Error(`illegal action ${k}`);
  }

  return { start, apply, legalActions, actorOf, pendingDecision, checkLegal, checkInvariants };
}
