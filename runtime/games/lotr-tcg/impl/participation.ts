/** Implementations of the ally-participation phrases (vocabulary/participation.ts): the engine reads the PARTICIPATES flag. */
import type { Implementations } from "../../../core/impl.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import { PARTICIPATES } from "../state/game.ts";
import { chosen } from "./common.ts";
import { targetsOf } from "./modifiers.ts";

export const participation: Implementations = {
  participate: {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "participate");
      if (ids.length) addModifier(env, { property: PARTICIPATES, flag: true, targets: { cards: ids }, duration: durationOf(env) });
    },
  },
  participates: {
    kind: "modifier",
    effects: (env, args) => [{ property: PARTICIPATES, flag: true, targets: targetsOf(env, args.target) }],
  },
};
