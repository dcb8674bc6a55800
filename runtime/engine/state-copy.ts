/**
 * Copies of a card game's state (core/state.ts) as the unit protocol needs them (units.ts): a copy to change, a state
 * with another waiting unit, the base a waiting unit keeps and the state it started from. What is never changed once
 * made (log entries, modifier records, actions) is shared; what changes in place is copied; cards are copy-on-write.
 * A game supplies how its engine's fields and its own fields are copied (`CopyParts`).
 */
import { copyData } from "../core/copy-data.ts";
import { logAnswer } from "../core/decisions.ts";
import type { LogEntry } from "../core/log.ts";
import { shareCards, type GameState } from "../core/state.ts";
import { historyShared } from "../core/turn-history.ts";
import type { UnitAction, UnitGame } from "./units.ts";

/** The engine's fields the protocol reads: the waiting unit, the history of actions, whether invariants are checked. */
export interface EngineFields<R, A> {
  resume: R | null;
  history: A[];
  checks: boolean;
}

export interface CopyParts<E extends EngineFields<R, A>, R, A> {
  engineOf(s: GameState): E;
  /** The engine's fields with another waiting unit and history; with `copy`, what changes in place is copied too. */
  engineWith(e: E, resume: R | null, history: A[], copy: boolean): E;
  /** The state's `ext` holding `engine`: the game's own fields shared, or with `copy` copied. */
  extWith(s: GameState, engine: E, copy: boolean): Record<string, unknown>;
}

export const mapValues = <T, U>(o: Record<string, T>, f: (v: T) => U): Record<string, U> => {
  const out: Record<string, U> = {};
  for (const k in o) out[k] = f(o[k]!);
  return out;
};

/**
 * The state with another log and `ext`, the rest shared (or, with `copy`, copied as `cloneState` says). Fields are
 * listed in `createState`'s order, so that every state has one hidden class.
 */
export function stateWith(s: GameState, entries: LogEntry[], ext: Record<string, unknown>, copy: boolean): GameState {
  historyShared(s);
  const out: GameState = {
    game: s.game,
    rng: copy ? { ...s.rng } : s.rng,
    turn: s.turn,
    phase: s.phase,
    activePlayer: s.activePlayer,
    players: copy ? s.players.map((p) => ({ id: p.id, zones: mapValues(p.zones, (z) => z.slice()) })) : s.players,
    cards: copy ? shareCards(s.cards) : s.cards,
    zones: copy ? mapValues(s.zones, (z) => z.slice()) : s.zones,
    pools: copy ? { ...s.pools } : s.pools,
    modifiers: copy ? s.modifiers.slice() : s.modifiers,
    pending: copy ? copyData(s.pending) : s.pending,
    log: entries,
    nextId: s.nextId,
    thisTurn: s.thisTurn,
    ext,
  };
  if (s.teams) out.teams = s.teams; // never changed in a game: shared
  return out;
}

/** What the protocol keeps in a state, and its copies (`UnitGame`'s bookkeeping, without the game's rules). */
export type StateBookkeeping<A extends UnitAction, X> = Pick<
  UnitGame<GameState, A, X>,
  "resumeOf" | "setResume" | "historyOf" | "logLength" | "logAnswer" | "copy" | "withResume" | "baseToKeep" | "baseOf" | "checks"
>;

/** The protocol's bookkeeping for a game whose engine's fields are `parts.engineOf(s)`. */
export function stateBookkeeping<E extends EngineFields<R, A>, R extends { base: unknown; baseLog: number }, A extends UnitAction, X = undefined>(
  parts: CopyParts<E, R, A>,
): StateBookkeeping<A, X> {
  const { engineOf, engineWith, extWith } = parts;
  const withEngine = (s: GameState, entries: LogEntry[], engine: E, copy: boolean): GameState => stateWith(s, entries, extWith(s, engine, copy), copy);
  return {
    resumeOf: (s) => engineOf(s).resume as never,
    setResume: (s, r) => {
      engineOf(s).resume = r as unknown as R | null;
    },
    historyOf: (s) => engineOf(s).history,
    logLength: (s) => s.log.length,
    logAnswer,
    /**
     * A copy for changing: zones, pools and game fields are copied, cards copy-on-write; the append-only log and
     * history and the modifier records (never changed once made) are shared entry by entry. Its `resume` is null (its
     * caller starts a new unit), so the waiting unit is not copied.
     */
    copy(s) {
      const e = engineOf(s);
      return withEngine(s, s.log.slice(), engineWith(e, null, e.history.slice(), true), true);
    },
    /** The state with another waiting unit, and `action` (if any) after its history. */
    withResume(s, r, action) {
      const e = engineOf(s);
      return withEngine(s, s.log, engineWith(e, r as unknown as R | null, action ? [...e.history, action] : e.history, false), false);
    },
    /** What a waiting unit keeps of the state it started from: the state without its log and history. */
    baseToKeep(s) {
      const e = engineOf(s);
      return withEngine(s, [], engineWith(e, e.resume, [], false), false);
    },
    /** The state a waiting unit started from, with the log before it and every action applied so far. */
    baseOf(s, r) {
      const base = r.base as GameState;
      const e = engineOf(base);
      return withEngine(base, s.log.slice(0, r.baseLog), engineWith(e, e.resume, engineOf(s).history, false), false);
    },
    checks: (s) => engineOf(s).checks,
  };
}
