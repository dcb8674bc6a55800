/** Implementation of vocabulary/skirmish-fierce.ts. */
import type { Env } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import type { CardId } from "../../../core/state.ts";
import { lotr } from "../state/game.ts";
import { isSkirmishing, opponentsInSkirmish } from "../state/stats.ts";
import { chosen } from "./common.ts";
import { self, who } from "./conditions.ts";

/** The skirmishes of the fierce minions' second assignment: the turn engine's `fierce` flag (engine/turn.ts sets it). */
const fierce = (env: Env): boolean => (lotr(env.state).engine as { fierce?: boolean } | undefined)?.fierce === true;

function cancel(env: Env, id: CardId): void {
  lotr(env.state).skirmish!.cancelled = true;
  log(env.state, { card: id, seq: nextSeq(env.state), type: "skirmish-cancelled" });
}

export const fierceSkirmishPhrases: Implementations = {
  "in-fierce-skirmish": { kind: "condition", test: (env, args) => fierce(env) && who(env, args.who, () => self(env)).some((id) => isSkirmishing(env, id)) },
  "cancel-fierce-skirmish": {
    kind: "effect",
    run(env, args) {
      if (!fierce(env)) return;
      const [id] = chosen(env, args.target, "cancel-skirmish", (c) => isSkirmishing(env, c));
      if (id) cancel(env, id);
    },
  },
  "cancel-skirmish-between": {
    kind: "effect",
    run(env, args) {
      const [id] = chosen(env, args.target, "cancel-skirmish", (c) => isSkirmishing(env, c));
      if (!id) return;
      const [other] = chosen(env, args.other, "cancel-skirmish", (c) => opponentsInSkirmish(env, id).includes(c));
      if (other) cancel(env, id);
    },
  },
};
