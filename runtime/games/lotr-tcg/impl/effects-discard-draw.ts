/** Implementations of vocabulary/effects-discard-draw.ts. */
import { num, players } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import { isFilter } from "../../../core/ir.ts";
import { implOf } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import { addModifier, modifiedFlag } from "../../../core/modifiers.ts";
import * as act from "../state/actions.ts";
import { PHASE_ENDED, ZONES } from "../state/game.ts";
import { burdens } from "../state/stats.ts";
import { cardAction } from "./common.ts";

export const discardDrawEffects: Implementations = {
  "discard-from-play-or-hand": cardAction("target", () => true, act.discard, (env) => (c) =>
    c.owner === env.controller && (c.zone === ZONES.hand || env.rules.inPlay(env.state, c)),
  ),
  "play-limit-per-turn": {
    kind: "effect",
    run(env, args) {
      const used = "once-per-turn:play";
      if (!env.source || modifiedFlag(env, env.source, used, false)) return;
      addModifier(env, { property: used, flag: true, targets: { cards: [env.source] }, duration: { kind: "end-of-turn" } });
      implOf(env, "play", "effect").run(env, { ...args, host: null });
    },
  },
  "play-up-to-from": {
    kind: "effect",
    run(env, args) {
      if (!isFilter(args.target)) return;
      const one = { ...args.target, filter: { ...args.target.filter, quantifier: "a", count: undefined, plural: false } };
      const play = implOf(env, "play", "effect");
      for (let k = 0; k < num(env, args.n, 1); k++) {
        if (k > 0 && !env.chooser.yesNo({ kind: "yes-no", player: env.controller, purpose: "play-up-to-from" })) break;
        const before = env.state.log.length;
        play.run(env, { target: one, zone: args.zone, host: null });
        if (!env.state.log.slice(before).some((e) => e.type === "play")) break;
      }
    },
  },
  "end-your-phase": {
    kind: "effect",
    run(env, args) {
      if (env.state.phase !== norm(args.timing)) return;
      addModifier(env, { property: PHASE_ENDED, flag: true, targets: { global: true }, duration: { kind: "end-of-phase" } });
    },
  },
  "may-draw-per-burden": {
    kind: "effect",
    run(env, args) {
      const n = burdens(env);
      if (n === 0) return;
      for (const p of players(env, args.who)) {
        if (env.chooser.yesNo({ kind: "yes-no", player: p, purpose: "may-draw-per-burden" })) act.draw(env, p, n);
      }
    },
  },
};
