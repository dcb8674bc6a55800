/** Implementations of vocabulary/effects-hand-reset.ts. */
import { num, players } from "../../../core/args.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { shuffle } from "../../../core/rng.ts";
import { moveCard, player, type CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";
import { burdens, wounds } from "../state/stats.ts";
import { chosen } from "./common.ts";

export const handResetEffects: Implementations = {
  "shuffle-hand-and-draw": {
    kind: "effect",
    run(env, args) {
      for (const p of players(env, args.who)) {
        const zones = player(env.state, p).zones;
        for (const id of [...(zones[ZONES.hand] ?? [])]) moveCard(env.state, id, ZONES.drawDeck);
        shuffle(env.state.rng, zones[ZONES.drawDeck]!);
        log(env.state, { player: p, zone: ZONES.drawDeck, seq: nextSeq(env.state), type: "shuffle" });
        act.draw(env, p, num(env, args.n, 1));
      }
    },
  },
  "remove-burden-or-wound": {
    kind: "effect",
    run(env, args) {
      const wounded = (id: CardId) => wounds(env, id) > 0;
      const options = [...(burdens(env) > 0 ? ["remove a burden"] : []), "remove a wound"];
      const pick = options.length > 1 ? env.chooser.option({ kind: "option", player: env.controller, purpose: "remove-burden-or-wound", options }) : 0;
      if (options[pick] === "remove a burden") act.removeBurdens(env, 1);
      else for (const id of chosen(env, args.target, "heal", wounded)) act.heal(env, id);
    },
  },
};
