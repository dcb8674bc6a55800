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

/** The flag of `(limit 1 per turn)` on a card's plays. */
const PLAYED_THIS_TURN = "once-per-turn:play";

export const discardDrawEffects: Implementations = {
  "discard-from-play-or-hand": cardAction("target", () => true, act.discard, (env) => (c) =>
    c.owner === env.controller && (c.zone === ZONES.hand || env.rules.inPlay(env.state, c)),
  ),
  "play-limit-per-turn": {
    kind: "effect",
    run(env, args) {
      if (!env.source || modifiedFlag(env, env.source, PLAYED_THIS_TURN, false)) return;
      addModifier(env, { property: PLAYED_THIS_TURN, flag: true, targets: { cards: [env.source] }, duration: { kind: "end-of-turn" } });
      implOf(env, "play", "effect").run(env, { ...args, host: null });
    },
    needs: (env, args) => !(env.source && modifiedFlag(env, env.source, PLAYED_THIS_TURN, false)) && (implOf(env, "play", "effect").needs?.(env, args) ?? true),
  },
  "play-up-to-from": {
    kind: "effect",
    run(env, args) {
      if (!isFilter(args.target)) return;
      // one card at a time (each played may change what the next costs), each an "up to 1" choice (min 0): "up to"
      // allows none at all, and choosing none ends the plays
      const one = { ...args.target, filter: { ...args.target.filter, quantifier: "up to", count: 1, plural: false } };
      const play = implOf(env, "play", "effect");
      for (let k = 0; k < num(env, args.n, 1); k++) {
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
