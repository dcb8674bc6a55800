/** Implementations of vocabulary/conditions-state.ts. */
import { players } from "../../../core/args.ts";
import type { Implementations } from "../../../core/impl.ts";
import { cardsIn } from "../../../core/state.ts";
import { targetsOf } from "./modifiers.ts";
import { ZONES } from "../state/game.ts";
import { CORRUPTED } from "../state/actions.ts";

export const stateConditions: Implementations = {
  "no-cards-in-draw-deck": {
    kind: "condition",
    test: (env, args) => players(env, args.who).every((p) => cardsIn(env.state, p, ZONES.drawDeck).length === 0),
  },
  "is-corrupted": { kind: "modifier", effects: (env, args) => [{ property: CORRUPTED, flag: true, targets: targetsOf(env, args.target) }] },
};
