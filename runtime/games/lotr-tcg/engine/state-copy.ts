/**
 * The game's parts of the state copies the unit protocol makes (runtime/engine/state-copy.ts): its engine's fields
 * and its own fields, what changes in place copied for a state to change, the rest shared.
 */
import { copyData } from "../../../core/copy-data.ts";
import { stateBookkeeping } from "../../../engine/state-copy.ts";
import { lotr, lotrExtWith } from "../state/game.ts";
import { engineOf } from "./library.ts";
import type { Action, EngineExt, Resume } from "./types.ts";

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

export const bookkeeping = stateBookkeeping<EngineExt, Resume, Action>({
  engineOf,
  engineWith,
  extWith: (s, engine, copy) => lotrExtWith(lotr(s), engine, copy) as unknown as Record<string, unknown>,
});
