/**
 * `Each time you play a hand weapon, its twilight cost is -1.`: a `you play` trigger whose effect changes the played
 * card's twilight cost changes it while the card is paid for (state/play.ts asks), not after it is in play.
 */
import { num } from "../../../core/args.ts";
import type { CardDef } from "../../../core/cards.ts";
import { defOf, withSource, type Env } from "../../../core/env.ts";
import type { GameEvent } from "../../../core/events.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { modifiedFlag } from "../../../core/modifiers.ts";
import { observed } from "../../../core/observer.ts";
import { triggers } from "../../../core/statics.ts";
import { cardsInZones, type CardId } from "../../../core/state.ts";
import { PLAY_ZONES } from "../state/game.ts";
import { NO_GAME_TEXT } from "./effects-return-to-master.ts";

const COST_OPS = new Set(["played-twilight-cost", "played-twilight-cost-of"]);

// asked for every card in hand each time actions are listed: each definition's such triggers, found once
const byDef = new WeakMap<CardDef, AbilityIR[]>();

function costTriggers(def: CardDef): AbilityIR[] {
  let list = byDef.get(def);
  if (!list) {
    const all = (def.abilities ?? []) as AbilityIR[];
    byDef.set(def, (list = all.filter((a) => a.kind === "trigger" && a.trigger?.op === "you-play" && (a.effects ?? []).some((e) => COST_OPS.has(e.op)))));
  }
  return list;
}

/** The change the controller's `Each time you play …, its twilight cost is …` triggers make to this card's cost now. */
export function playTriggerCostChange(env: Env, id: CardId): number {
  let change = 0;
  for (const c of cardsInZones(env.state, PLAY_ZONES)) {
    const list = costTriggers(defOf(env, c));
    if (list.length === 0 || !env.rules.inPlay(env.state, env.state.cards[c]!) || modifiedFlag(env, c, NO_GAME_TEXT, false)) continue;
    const at = withSource(env, c, env.state.cards[c]!.owner);
    const event: GameEvent = { id: -1, type: "play", cards: [id], player: env.controller };
    for (const a of list) {
      if (!triggers(at, a, event)) continue;
      if (env.observe) observed(env, c, a);
      for (const e of a.effects ?? []) if (COST_OPS.has(e.op)) change += num(at, e.args.amount);
    }
  }
  return change;
}
