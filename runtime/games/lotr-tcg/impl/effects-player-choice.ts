/** Implementations of effects another player carries out (vocabulary/effects-player-choice.ts). */
import { num, players } from "../../../core/args.ts";
import { envWith, implOf, type Env } from "../../../core/env.ts";
import { candidates } from "../../../core/filters.ts";
import { isCall, isFilter, type PhraseCall } from "../../../core/ir.ts";
import type { EffectImpl, Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { addModifier, durationOf, modifiedFlag } from "../../../core/modifiers.ts";
import { nextInt, shuffle } from "../../../core/rng.ts";
import { cardsIn, moveCard, player } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { lotr, ZONES } from "../state/game.ts";
import { burdens, canExert, resistance, ringBearer } from "../state/stats.ts";
import { chosen, fullOptions, zoneWhere } from "./common.ts";
import { topOfDeckEffects } from "./effects-top-of-deck.ts";

/** The same ability carried out by another player (who chooses, and whose cards `your` means). */
const as = (env: Env, player: string): Env => envWith(env, { controller: player });

/** That player chooses such characters of his or her own and exerts them. */
const mustExert: EffectImpl = {
  kind: "effect",
  run(env, args) {
    for (const p of players(env, args.who)) {
      const mine = (c: { owner: string; zone: string }) => c.owner === p && env.rules.inPlay(env.state, c as never);
      for (const id of chosen(as(env, p), args.target, "exert", (c) => canExert(env, c), mine)) act.exert(env, id);
    }
  },
};

export const playerChoiceEffects: Implementations = {
  "player-chooses-either": {
    kind: "effect",
    run(env, args) {
      const all = [args.first, args.second].filter(isCall) as PhraseCall[];
      for (const p of players(env, args.who)) {
        const options = fullOptions(as(env, p), all);
        const i = options.length > 1 ? env.chooser.option({ kind: "option", player: p, purpose: "choose-effect", options: options.map((o) => o.op) }) : 0;
        const pick = options[i] ?? options[0];
        if (pick) implOf(env, pick.op, "effect").run(as(env, p), pick.args);
      }
    },
  },
  "player-must-exert": mustExert,
  "player-discards-at-random": {
    kind: "effect",
    run(env, args) {
      for (const p of players(env, args.who)) {
        for (let k = num(env, args.n, 1); k > 0; k--) {
          const hand = cardsIn(env.state, p, ZONES.hand);
          if (!hand.length) break;
          const id = hand[nextInt(env.state.rng, hand.length)]!;
          log(env.state, { player: p, card: id, seq: nextSeq(env.state), type: "discard-at-random" });
          act.discard(env, id);
        }
      }
    },
  },
  "add-twilight-for-each": {
    kind: "effect",
    run: (env, args) => act.addTwilight(env, num(env, args.n) * (isFilter(args.per) ? candidates(env, args.per).length : 0)),
  },
  "strength-effect": {
    kind: "effect",
    run(env, args) {
      const duration = durationOf(env);
      for (const id of chosen(env, args.target, "strength")) addModifier(env, { property: "strength", delta: num(env, args.amount), targets: { cards: [id] }, duration });
    },
  },
  "shuffle-up-to": {
    kind: "effect",
    run(env, args) {
      const where = zoneWhere(env, args.zone);
      const options = isFilter(args.target) ? candidates(env, args.target, where) : [];
      const max = Math.min(num(env, args.n), options.length);
      const picked = max ? env.chooser.cards({ kind: "cards", player: env.controller, purpose: "shuffle-into-draw-deck", options, min: 0, max }) : [];
      for (const id of picked.filter((c) => options.includes(c)).slice(0, max)) moveCard(env.state, id, ZONES.drawDeck);
      shuffle(env.state.rng, player(env.state, env.controller).zones[ZONES.drawDeck]!);
      log(env.state, { player: env.controller, zone: ZONES.drawDeck, seq: nextSeq(env.state), type: "shuffle" });
    },
  },
  "either-effect": {
    kind: "effect",
    run(env, args) {
      const offered = fullOptions(env, [args.first, args.second].filter(isCall) as PhraseCall[]);
      const i = offered.length > 1 ? env.chooser.option({ kind: "option", player: env.controller, purpose: "choose-effect", options: offered.map((o) => o.op) }) : 0;
      const pick = offered[i] ?? offered[0];
      if (pick) implOf(env, pick.op, "effect").run(env, pick.args);
    },
  },
  "make-assign-to-skirmish": {
    kind: "effect",
    run(env, args) {
      const ext = lotr(env.state);
      const [minion] = chosen(env, args.enemy, "assign");
      if (!minion || Object.values(ext.assignments).some((ms) => ms.includes(minion))) return;
      for (const p of players(env, args.who)) {
        const [character] = chosen(as(env, p), args.target, "assign", undefined, (c) => c.owner === p && env.rules.inPlay(env.state, c));
        if (!character) continue;
        (ext.assignments[character] ??= []).push(minion);
        log(env.state, { companion: character, minion, by: env.source, seq: nextSeq(env.state), type: "assign" });
        return;
      }
    },
  },
  "add-twilight-once-per-turn": {
    kind: "effect",
    run(env, args) {
      const used = "once-per-turn:add-twilight";
      if (!env.source || modifiedFlag(env, env.source, used, false)) return;
      addModifier(env, { property: used, flag: true, targets: { cards: [env.source] }, duration: { kind: "end-of-turn" } });
      act.addTwilight(env, num(env, args.n));
    },
  },
  "make-exert-for-each-over": {
    kind: "effect",
    run(env, args) {
      const times = Math.max(0, (isFilter(args.per) ? candidates(env, args.per).length : 0) - num(env, args.n));
      for (let k = 0; k < times; k++) mustExert.run(env, { who: args.who, target: args.target });
    },
  },
  "repeat-for-each-over": {
    kind: "effect",
    run(env, args) {
      const steps = env.ability?.effects ?? [];
      const previous = steps[steps.findIndex((s) => s === env.step) - 1];
      const times = (isFilter(args.per) ? candidates(env, args.per).length : 0) - num(env, args.n) - 1;
      if (!previous) return;
      for (let k = 0; k < times; k++) implOf(env, previous.op, "effect").run(env, previous.args);
    },
  },
  "take-into-your-hand-discard-rest": topOfDeckEffects["take-revealed-discard-rest"]!,
  corrupt: {
    kind: "effect",
    run(env, args) {
      const rb = ringBearer(env);
      if (rb && chosen(env, args.target, "corrupt").includes(rb)) act.addBurdens(env, Math.max(1, resistance(env, rb) - burdens(env)));
    },
  },
};
