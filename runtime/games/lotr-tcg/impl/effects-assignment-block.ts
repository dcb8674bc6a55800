/** Implementations of vocabulary/effects-assignment-block.ts (the engine reads the flag: state/assignment.ts). */
import type { Implementations } from "../../../core/impl.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import { opponentsOf } from "../../../core/teams.ts";
import { assignForbidden } from "../state/assignment.ts";
import { chosen } from "./common.ts";

export const assignmentBlockEffects: Implementations = {
  "prevent-opponent-assigning": {
    kind: "effect",
    run(env, args) {
      const characters = chosen(env, args.target, "prevent-assigning");
      const duration = durationOf(env);
      for (const minion of chosen(env, args.minion, "prevent-assigning"))
        for (const p of opponentsOf(env.state, env.controller))
          addModifier(env, { property: assignForbidden(p, minion), flag: true, targets: { cards: characters }, duration });
    },
  },
};
