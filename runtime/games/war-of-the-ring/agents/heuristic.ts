/**
 * The heuristic agent: a simple sensible policy for any deck. In the action step it weighs each play and move by what
 * it adds where it matters: shields where skulls are not yet cancelled (Free Peoples), skulls where the path's
 * defence still holds (Shadow), attack or defence on a battleground it is not yet winning, weighted by the location's
 * VP and never more than the margin it needs; it passes once nothing is worth an action (and it may pass), and
 * otherwise cycles its weakest card. In decisions it pays costs with its weakest cards and takes losses with its
 * strongest (fewest cards lost).
 *
 * It reads only the state it is handed (the acting deck's view): its own hand, the cards in play, the decision asked.
 */
import type { Env } from "../../../core/env.ts";
import { createRng, nextInt } from "../../../core/rng.ts";
import { cardsIn, cardsOn, tokens, type CardId, type GameState } from "../../../core/state.ts";
import { envFor } from "../engine/library.ts";
import { mayPass } from "../engine/moves.ts";
import { pendingDecision } from "../engine/step-engine.ts";
import type { Action } from "../engine/types.ts";
import { cardSide, cardType, factionOf, printedStat, PROPS, ZONES, type Side } from "../state/game.ts";
import { sideOf } from "../state/players.ts";
import { bgAttack, bgDefence, iconWithItems, locationShields, pathShields, pathSkulls } from "../state/stats.ts";

export interface WotrAgent {
  name: string;
  choose(state: GameState, actions: Action[]): Action;
}

/** What a card is worth in general (its icons, all kinds): the weakest are cycled and forsaken first. */
function worth(env: Env, id: CardId): number {
  if (!env.state.cards[id] || env.state.cards[id]!.def === "hidden") return 0;
  const t = cardType(env, id);
  if (t === "event") return 1.5;
  let n = 0;
  for (const p of [PROPS.shields, PROPS.skulls, PROPS.attack, PROPS.defence, PROPS.leaderAttack, PROPS.leaderDefence]) n += printedStat(env, id, p);
  return n;
}

const at = (env: Env, loc: CardId): CardId[] => cardsOn(env.state, loc, ZONES.atLocation).slice();

/** How much `side` is short at a location (positive: losing by that much; negative: winning with that to spare). */
function shortfall(env: Env, loc: CardId, side: Side): number {
  const cards = at(env, loc);
  if (cardType(env, loc) === "path") {
    const skulls = cards.filter((c) => cardSide(env, c) === "shadow").reduce((n, c) => n + pathSkulls(env, c), 0) + tokens(env.state, loc, "attack");
    const shields = cards.filter((c) => cardSide(env, c) === "free-peoples").reduce((n, c) => n + pathShields(env, c), 0) + locationShields(env, loc) + tokens(env.state, loc, "defence");
    return side === "free-peoples" ? skulls - shields : shields - skulls + 1;
  }
  const defending = cardSide(env, loc) ?? "free-peoples";
  const attack = cards.filter((c) => cardSide(env, c) !== defending).reduce((n, c) => n + bgAttack(env, c, true), 0) + tokens(env.state, loc, "attack");
  const defence = cards.filter((c) => cardSide(env, c) === defending).reduce((n, c) => n + bgDefence(env, c, true), 0) + locationShields(env, loc) + tokens(env.state, loc, "defence");
  return side === defending ? attack - defence : defence - attack + 1;
}

/** What the card adds at a location for its side. */
function adds(env: Env, id: CardId, loc: CardId, side: Side, wielder?: CardId): number {
  const path = cardType(env, loc) === "path";
  const prop = path ? (side === "free-peoples" ? PROPS.shields : PROPS.skulls) : cardSide(env, loc) === side ? PROPS.defence : PROPS.attack;
  let n = iconWithItems(env, id, prop);
  if (!path) {
    const lead = prop === PROPS.defence ? PROPS.leaderDefence : PROPS.leaderAttack;
    const f = factionOf(env, wielder ?? id);
    if (at(env, loc).some((c) => cardType(env, c) === "army" && factionOf(env, c) === f)) n += iconWithItems(env, id, lead);
  }
  return n;
}

/** An action's value for the deck: what it gains where it is short, by the location's VP. */
function value(env: Env, a: Action, side: Side): number {
  if (a.type === "play" || a.type === "move") {
    const t = cardType(env, a.card);
    if (t === "event") return 1.2;
    let loc: CardId | null = null;
    let wielder: CardId | undefined;
    if (a.to === "reserve") return t === "item" ? 0 : 0.4 + worth(env, a.card) * 0.05;
    if (t === "item") {
      wielder = a.to;
      const w = env.state.cards[a.to]!;
      if (w.zone === ZONES.atLocation) loc = w.attachedTo;
      else return 0.3 + worth(env, a.card) * 0.05;
    } else loc = a.to;
    if (loc === null) return 0;
    const short = shortfall(env, loc, side);
    const gain = adds(env, a.card, loc, side, wielder);
    if (gain <= 0) return 0.1;
    const vp = Math.max(1, printedStat(env, loc, "vp"));
    const useful = Math.min(gain, Math.max(0, short + 1));
    return (useful > 0 ? 2 + useful * vp : 0.2) + (a.type === "move" ? 0.5 : 0);
  }
  if (a.type === "ring") return cardsIn(env.state, a.player, ZONES.hand).length <= 2 ? 1 : 0.2;
  if (a.type === "use") return 1;
  return 0;
}

function weakest(env: Env, options: CardId[], n: number): CardId[] {
  return options
    .slice()
    .sort((x, y) => worth(env, x) - worth(env, y) || x - y)
    .slice(0, n);
}

function decide(env: Env, state: GameState, actions: Action[], rng: { seed: number }): Action {
  const d = pendingDecision(state);
  if (d) {
    if (d.kind === "yes-no") return actions.find((a) => a.type === "yes") ?? actions[0]!;
    if (d.kind === "option") {
      const pick = (label: string) => actions.find((a) => a.type === "option" && a.label === label);
      if (d.purpose === "forsake-from") return pick("deck") ?? pick("hand") ?? actions[0]!;
      return actions[0]!;
    }
    const choose = actions.filter((a): a is Extract<Action, { type: "choose" }> => a.type === "choose");
    const done = actions.find((a) => a.type === "done");
    if (choose.length === 0 || (done && d.partial.length >= d.max)) return done ?? actions[0]!;
    const options = choose.map((a) => a.card);
    const losses = d.purpose.endsWith("-loss");
    // losses: the strongest (fewest cards lost); costs and cycling: the weakest
    const pick = losses ? weakest(env, options, options.length).reverse()[0]! : weakest(env, options, 1)[0]!;
    if (done && d.partial.length >= d.min && !losses && d.purpose.startsWith("support")) return done;
    return choose.find((a) => a.card === pick)!;
  }
  const me = actions[0]!.player;
  const side = sideOf(state, me);
  let best: Action | null = null;
  let top = 0.5;
  for (const a of actions) {
    const v = value(env, a, side);
    if (v > top) [best, top] = [a, v];
  }
  if (best) return best;
  const pass = actions.find((a) => a.type === "pass");
  if (pass && mayPass(env, me)) return pass;
  const cycles = actions.filter((a): a is Extract<Action, { type: "cycle" }> => a.type === "cycle");
  if (cycles.length) {
    const w = weakest(
      env,
      cycles.map((a) => a.card),
      1,
    )[0];
    return cycles.find((a) => a.card === w)!;
  }
  return pass ?? actions[nextInt(rng, actions.length)]!;
}

export function heuristicAgent(seed: number): WotrAgent {
  const rng = createRng(seed);
  return {
    name: "heuristic",
    choose(state, actions) {
      return decide(envFor(state), state, actions, rng);
    },
  };
}

