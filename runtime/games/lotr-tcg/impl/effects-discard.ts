/** Implementations of vocabulary/effects-discard.ts. */
import { num, players } from "../../../core/args.ts";
import { select } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { moveCard } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { pickFromHand } from "./effects.ts";
import { ZONES } from "../state/game.ts";
import { chosen, zoneWhere } from "./common.ts";
import { playerChoiceEffects } from "./effects-player-choice.ts";

export const discardEffects: Implementations = {
  "make-discard-at-random": playerChoiceEffects["player-discards-at-random"]!,
  "choose-opponent-to-discard": {
    kind: "effect",
    run(env, args) {
      const opponents = players(env, "opponent");
      if (!opponents.length) return;
      const i = opponents.length > 1 ? env.chooser.option({ kind: "option", player: env.controller, purpose: "choose-opponent", options: opponents }) : 0;
      const p = opponents[i] ?? opponents[0]!;
      const ids = select(env, args.target, { purpose: "discard", player: p, where: (c) => c.owner === p && c.zone === ZONES.hand })?.cards ?? [];
      for (const id of ids) act.discard(env, id);
    },
  },
  "discard-up-to-then-draw-equal": {
    kind: "effect",
    run(env, args) {
      let n = 0;
      for (const id of pickFromHand(env, num(env, args.n))) if (act.discard(env, id)) n++;
      if (n) act.draw(env, env.controller, n);
    },
  },
  "reveal-place-beneath-draw-deck": {
    kind: "effect",
    run(env, args) {
      const [id] = chosen(env, args.target, "reveal", undefined, zoneWhere(env, args.zone ?? "hand"));
      if (!id) return;
      log(env.state, { player: env.controller, cards: [id], seq: nextSeq(env.state), type: "reveal" });
      moveCard(env.state, id, ZONES.drawDeck);
    },
  },
};
