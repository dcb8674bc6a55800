/**
 * The game's parts of the state copies the unit protocol makes (runtime/engine/state-copy.ts): its engine's fields
 * (nothing in them is changed in place) and its own fields, copied for a state to change.
 */
import { stateBookkeeping } from "../../../engine/state-copy.ts";
import { copyWotrExt, wotr } from "../state/game.ts";
import { engineOf } from "./library.ts";
import type { Action, EngineExt, Resume } from "./types.ts";

export const bookkeeping = stateBookkeeping<EngineExt, Resume, Action>({
  engineOf,
  engineWith: (e, resume, history) => ({ library: e.library, resume, history, checks: e.checks, cardCount: e.cardCount }),
  extWith: (s, engine, copy) => ({ wotr: copy ? copyWotrExt(wotr(s)) : wotr(s), engine }),
});

/** The state a waiting unit started from (the search plays a unit on from it). */
export const { baseOf } = bookkeeping;
