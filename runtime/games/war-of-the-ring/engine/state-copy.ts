/**
 * Copies of a state as the unit protocol needs them (runtime/engine/units.ts): a copy to change, a state with another
 * waiting unit, the base a waiting unit keeps and the state it started from. What is never changed once made (log
 * entries, modifier records, actions) is shared; what changes in place is copied; cards are copy-on-write.
 */
import { copyData } from "../../../core/copy-data.ts";
import type { LogEntry } from "../../../core/log.ts";
import { shareCards, type GameState } from "../../../core/state.ts";
import { copyWotrExt, wotr } from "../state/game.ts";
import { engineOf } from "./library.ts";
import type { Action, EngineExt, Resume } from "./types.ts";

const mapValues = <T, U>(o: Record<string, T>, f: (v: T) => U): Record<string, U> => {
  const out: Record<string, U> = {};
  for (const k in o) out[k] = f(o[k]!);
  return out;
};

function engineWith(e: EngineExt, resume: Resume | null, history: Action[]): EngineExt {
  return { library: e.library, resume, history, checks: e.checks, cardCount: e.cardCount };
}

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
    ext: { wotr: copy ? copyWotrExt(wotr(s)) : wotr(s), engine },
  };
  if (s.teams) out.teams = s.teams;
  return out;
}

export function cloneState(state: GameState): GameState {
  const eng = engineOf(state);
  return stateWith(state, state.log.slice(), engineWith(eng, null, eng.history.slice()), true);
}

export function withResume(state: GameState, resume: Resume | null, action: Action | null): GameState {
  const eng = engineOf(state);
  return stateWith(state, state.log, engineWith(eng, resume, action ? [...eng.history, action] : eng.history), false);
}

export function baseToKeep(state: GameState): GameState {
  const eng = engineOf(state);
  return stateWith(state, [], engineWith(eng, eng.resume, []), false);
}

export function baseOf(state: GameState, r: Resume): GameState {
  const base = r.base as GameState;
  const eng = engineOf(base);
  return stateWith(base, state.log.slice(0, r.baseLog), engineWith(eng, eng.resume, engineOf(state).history), false);
}
