/** Implementation of spotting as an effect (vocabulary/effects-spot.ts). */
import type { Implementations } from "../../../core/impl.ts";
import { chosen } from "./common.ts";

export const spotEffects: Implementations = {
  "spot-effect": {
    kind: "effect",
    run(env, args) {
      chosen(env, args.target, "spot");
    },
  },
};
