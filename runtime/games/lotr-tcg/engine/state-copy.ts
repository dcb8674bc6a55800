/**
 * Copies of a state as the unit protocol needs them (runtime/engine/units.ts): a copy to change, a state with another
 * waiting unit, the base a waiting unit keeps and the state it started from. What is never changed once made is
 * shared; what changes in place is copied.
 */
import { copyData } from "../../../core/copy-data.ts";
import type { LogEntry } from "../../../core/log.ts";
import { shareCards, type GameState } from "../../../core/state.ts";
import { lotr, lotrExtWith } from "../state/game.ts";
import { engineOf } from "./library.ts";
import type { Action, EngineExt, Resume } from "./types.ts";

const mapValues = <T, U>(o: Record<string, T>, f: (v: T) => U): Record<string, U> => {
  const out: Record<string, U> = {};
  for (const k in o) out[k] = f(o[k]!);
  return out;
};

/**
 * The engine's fields with another waiting unit and history: `copy` copies what is changed in place (for a state
 * to change), else it is shared. The fields are listed in `newGame`'s order, so they keep one hidden class.
 */
function engineWith(e: EngineExt, resume: Resume | null, history: Action[], copy: boolean): EngineExt {
  return {
    library: e.library,
    players: copy ? [e.players[0], e.players[1]] : e.players,
    step: copy ? copyData(e.step) : e.step,
    window: copy ? copyData(e.window) : e.window,
    resume,
    positions: copy ? { ...e.positions } : e.positions,
    fierce: e.fierce,
    checks: e.checks,
    bids: e.bids,
    maxTurns: e.maxTurns,
    finalSite: e.finalSite,
    drawn: e.drawn,
    cardCount: e.cardCount,
    history,
  };
}

/**
 * The state with another log and other engine fields, the rest shared (or, with `copy`, copied as `cloneState`
 * says). Fields are listed in `createState`'s order, so that every state has one hidden class.
 */
function stateWith(s: GameState, entries: LogEntry[], engine: EngineExt, copy: boolean): GameState {
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
    ext: lotrExtWith(lotr(s), engine, copy) as unknown as Record<string, unknown>,
  };
  if (s.teams) out.teams = s.teams; // never changed in a game: shared
  return out;
}

/**
 * Copies a state for changing: zones, pools and game fields are copied, cards copy-on-write; the append-only
 * log and history and the modifier records (never changed once made) are shared entry by entry.
 * The copy's `resume` is null (its caller starts a new unit), so the waiting unit is not copied.
 */
export function cloneState(state: GameState): GameState {
  const eng = engineOf(state);
  return stateWith(state, state.log.slice(), engineWith(eng, null, eng.history.slice(), true), true);
}

/** The state with another waiting unit, and `action` (if any) after its history. */
export function withResume(state: GameState, resume: Resume | null, action: Action | null): GameState {
  const eng = engineOf(state);
  return stateWith(state, state.log, engineWith(eng, resume, action ? [...eng.history, action] : eng.history, false), false);
}

/** What a waiting unit keeps of the state it started from: the state without its log and history. */
export function baseToKeep(state: GameState): GameState {
  const eng = engineOf(state);
  return stateWith(state, [], engineWith(eng, eng.resume, [], false), false);
}

/** The state a waiting unit started from, with the log before it and every action applied so far. */
export function baseOf(state: GameState, r: Resume): GameState {
  const base = r.base as GameState;
  const eng = engineOf(base);
  return stateWith(base, state.log.slice(0, r.baseLog), engineWith(eng, eng.resume, engineOf(state).history, false), false);
}
