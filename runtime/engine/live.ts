/**
 * Live play on the resumable-unit protocol (units.ts): one working copy of the state is changed in place, and each
 * decision is put to the player when the rules meet it, so nothing is copied per action and no unit runs twice. The
 * game is the same as `apply` step by step. The rare endings a live run cannot show as `apply` would (the step
 * budget, or the game ending while a decision is asked) are finished by applying the actions so far instead.
 */
import type { Chooser, Decision } from "../core/decisions.ts";
import type { CardId } from "../core/state.ts";
import { liveChooser, type LiveIo } from "./choosers.ts";
import { type UnitAction, type UnitGame, type UnitProtocol } from "./units.ts";

/** Picks the next action for `player` among `actions` (all legal). */
export type Decide<S, A> = (player: string, state: S, actions: A[]) => A;

export interface Played<S> {
  state: S;
  steps: number;
}

export interface LivePlay<S, A> {
  /**
   * Plays from `from` to the end (or `maxSteps` actions), each action from `decide`. While `decide` runs, the
   * state it is shown has the decision pending; it is the working copy, to read, not keep.
   */
  playLive(from: S, decide: Decide<S, A>, maxSteps?: number): Played<S>;
  /**
   * `playLive` on `state` (changed in place). `from`: the state `state` copies, to finish from with `apply`;
   * `unstarted`, for a game not started yet, gives it again as it was before its first unit.
   */
  live(state: S, from: S | null, unstarted: (() => S) | null, decide: Decide<S, A>, maxSteps: number): Played<S>;
  /**
   * Runs one unit on `state` in place, live: `action` (legal now; null for rules work only) is recorded, then `run`
   * does the unit's work with the chooser given. A game that ends while a decision is asked stops there.
   */
  stepLive(state: S, action: A | null, run: (chooser: Chooser) => void, decide: Decide<S, A>): void;
}

/** Thrown out of a live game that must be finished by `apply` instead. */
class LeaveLive {}

export function livePlay<S, A extends UnitAction, X>(game: UnitGame<S, A, X>, p: UnitProtocol<S, A, X>): LivePlay<S, A> {
  const { resumeOf, setResume, historyOf, logLength, logAnswer, copy, baseOf, runUnit, isOver, playerActor, checks } = game;
  const { start, apply, legalActions, actorOf, checkLegal, checkInvariants } = p;

  /** Puts decision `d` to its player: the state shows it pending while `decide` runs; the action is checked and recorded. */
  function askLive(state: S, d: Decision, partial: CardId[], decide: Decide<S, A>): A {
    setResume(state, { base: null, baseLog: logLength(state), action: null, answers: [], decision: d, partial });
    const legal = legalActions(state);
    if (legal.length === 0) throw new Error(`no legal action for ${d.player} in a game not over`);
    const a = decide(d.player, state, legal);
    checkLegal(a, legal);
    setResume(state, null);
    historyOf(state).push(a);
    return a;
  }

  function playLive(from: S, decide: Decide<S, A>, maxSteps = Infinity): Played<S> {
    const r = resumeOf(from);
    // a game set up but not started: nobody acts (neither a decision waits nor a player acts) in a game not over
    const fresh = !r && playerActor(from) === null && !isOver(from);
    return live(copy(r ? baseOf(from, r) : from), from, fresh ? () => from : null, decide, maxSteps);
  }

  function live(state: S, from: S | null, unstarted: (() => S) | null, decide: Decide<S, A>, maxSteps: number): Played<S> {
    const fresh = unstarted !== null;
    const r = from ? resumeOf(from) : null;
    const history = historyOf(state);
    const firstActions = history.length;
    const checked = checks(state);
    let steps = 0;
    const io: LiveIo<A> = {
      pre: r ? r.answers : [],
      partial: r ? r.partial : [],
      ask(d) {
        if (isOver(state) || steps >= maxSteps) throw new LeaveLive();
        const a = askLive(state, d, io.partial, decide);
        steps++;
        return a;
      },
    };
    const chooser = liveChooser(state, io, logAnswer);
    const unit = (action: A | null) => {
      runUnit(state, chooser, action);
      if (checked) checkInvariants(state, action);
    };

    try {
      if (r || fresh) unit(r ? r.action : null);
      while (!isOver(state) && steps < maxSteps) {
        const legal = legalActions(state);
        const who = actorOf(state);
        if (!who || legal.length === 0) throw new Error(`no legal action for ${who ?? "nobody"} in a game not over`);
        const a = decide(who, state, legal);
        checkLegal(a, legal);
        history.push(a);
        steps++;
        unit(a);
      }
    } catch (e) {
      if (!(e instanceof LeaveLive)) throw e;
      let s = unstarted ? start(unstarted(), null, [], null) : from!;
      for (const a of history.slice(firstActions)) s = apply(s, a);
      return { state: s, steps };
    }
    return { state, steps };
  }

  function stepLive(state: S, action: A | null, run: (chooser: Chooser) => void, decide: Decide<S, A>): void {
    const io: LiveIo<A> = {
      pre: [],
      partial: [],
      ask(d) {
        if (isOver(state)) throw new LeaveLive();
        return askLive(state, d, io.partial, decide);
      },
    };
    try {
      if (action) {
        checkLegal(action, legalActions(state));
        historyOf(state).push(action);
      }
      run(liveChooser(state, io, logAnswer));
    } catch (e) {
      if (!(e instanceof LeaveLive)) throw e;
    }
    checkInvariants(state, action, action ? undefined : "a rules step");
  }

  return { playLive, live, stepLive };
}
