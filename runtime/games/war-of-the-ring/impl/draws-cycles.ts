/** The deck and hand phrases (vocabulary/draws-cycles.ts) on the state API (state/actions.ts). */
import { num } from "../../../core/args.ts";
import type { Env } from "../../../core/env.ts";
import { matches } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter, isRef } from "../../../core/ir.ts";
import { cardsIn, moveCard, type CardId } from "../../../core/state.ts";
import { cycle, cycleFromHand, draw, eliminate, forsake, forsakeableInReserve, recycle, removeFromGame, takeFromDeck } from "../state/actions.ts";
import { zoneSize, ZONES } from "../state/game.ts";
import { playCard, playDestinations } from "../state/play.ts";
import { actors, agrees, cardsNamed, choose, countOf, titleOfArg } from "./common.ts";

/** How many cards a player could forsake now (hand, reserve with items, draw deck and cycle pile). */
function forsakeable(env: Env, p: string): number {
  const z = (name: string) => zoneSize(env.state, p, name);
  return z(ZONES.hand) + forsakeableInReserve(env.state, p).length + z(ZONES.drawDeck) + z(ZONES.cyclePile);
}

const PILES: Record<string, string[]> = {
  "draw deck": [ZONES.drawDeck],
  "cycle pile": [ZONES.cyclePile],
  "draw deck or cycle pile": [ZONES.drawDeck, ZONES.cyclePile],
};

/** The player picks up to `max` (at least `min`) of `options`; a bad answer is completed in order. */
function pick(env: Env, p: string, options: CardId[], min: number, max: number, purpose: string): CardId[] {
  const hi = Math.min(max, options.length);
  const lo = Math.min(min, hi);
  if (hi === 0) return [];
  const got = [...new Set(env.chooser.cards({ kind: "cards", player: p, purpose, source: env.source, options, min: lo, max: hi }).filter((c) => options.includes(c)))].slice(0, hi);
  for (const c of options) if (got.length < lo && !got.includes(c)) got.push(c);
  return got;
}

/** Draw n cards, returning the cards drawn. */
function drawCards(env: Env, p: string, n: number): CardId[] {
  const before = new Set(cardsIn(env.state, p, ZONES.hand));
  draw(env, p, n);
  return cardsIn(env.state, p, ZONES.hand).filter((c) => !before.has(c));
}

export const drawCycleImplementations: Implementations = {
  draw: {
    kind: "effect",
    run(env, args) {
      const n = num(env, args.n, 1);
      const c = args.cycle === null || args.cycle === undefined ? 0 : num(env, args.cycle, 0);
      for (const p of actors(env, args.who)) {
        draw(env, p, n);
        if (c > 0) cycleFromHand(env, p, c);
      }
    },
  },
  "cycle-from-hand": {
    kind: "effect",
    // a cycle owed with an empty hand is a forsake instead: paid in full while there is anything to forsake
    canPay: (env, args) => actors(env, args.who).every((p) => zoneSize(env.state, p, ZONES.hand) >= num(env, args.n, 1) || forsakeable(env, p) >= num(env, args.n, 1)),
    pay(env, args) {
      const ps = actors(env, args.who);
      if (!ps.every((p) => agrees(env, p, args.mood, "cycle"))) return false;
      for (const p of ps) cycleFromHand(env, p, num(env, args.n, 1));
      return true;
    },
    run(env, args) {
      for (const p of actors(env, args.who)) if (agrees(env, p, args.mood, "cycle")) cycleFromHand(env, p, num(env, args.n, 1));
    },
  },
  "cycle-card": {
    kind: "effect",
    canPay: (env, args) => {
      const s = choose(env, args.target, "cycle");
      return s.cards.length >= s.required;
    },
    run(env, args) {
      for (const id of choose(env, args.target, "cycle").cards) cycle(env, id);
    },
  },
  forsake: {
    kind: "effect",
    canPay: (env, args) => actors(env, args.who).every((p) => forsakeable(env, p) >= num(env, args.n, 1)),
    pay(env, args) {
      const ps = actors(env, args.who);
      if (!ps.every((p) => agrees(env, p, args.mood, "forsake"))) return false;
      for (const p of ps) for (let i = 0; i < num(env, args.n, 1); i++) forsake(env, p);
      return true;
    },
    run(env, args) {
      for (const p of actors(env, args.who)) {
        if (!agrees(env, p, args.mood, "forsake")) continue;
        for (let i = 0; i < num(env, args.n, 1); i++) forsake(env, p);
      }
    },
  },
  eliminate: {
    kind: "effect",
    canPay: (env, args) => {
      const s = choose(env, args.target, "eliminate");
      return s.cards.length >= s.required;
    },
    run(env, args) {
      const by = args.who === null || args.who === undefined ? env.controller : actors(env, args.who)[0];
      if (by !== undefined && !agrees(env, by, args.mood, "eliminate")) return;
      for (const id of choose(env, args.target, "eliminate", by).cards) eliminate(env, id);
    },
  },
  "remove-from-game": {
    kind: "effect",
    run(env, args) {
      const title = titleOfArg(args.target);
      if (title !== null) return removeFromGame(env, title);
      // the card itself (`remove Strider from the game` on Strider)
      if (isRef(args.target)) {
        for (const id of cardsNamed(env, args.target)) removeFromGame(env, id);
        return;
      }
      // every card the noun phrase names, wherever it is
      const all = Object.values(env.state.cards).filter((c) => isFilter(args.target) && matches(env, c.id, args.target));
      for (const c of all) removeFromGame(env, c.id);
    },
  },
  "take-into-hand": {
    kind: "effect",
    run(env, args) {
      const zones = PILES[String(args.pile)] ?? [ZONES.drawDeck];
      const f = args.target;
      const test = (id: CardId) => (isFilter(f) ? matches(env, id, f) : typeof f === "string" ? titleOfArg(f) === String(env.defs[env.state.cards[id]!.def]?.title) : false);
      for (const p of actors(env, args.who)) {
        if (!agrees(env, p, args.mood, "take")) continue;
        for (let i = 0; i < countOf(f); i++) if (takeFromDeck(env, p, test, zones) === null) break;
      }
    },
  },
  recycle: {
    kind: "effect",
    run(env, args) {
      for (const p of actors(env, args.who)) recycle(env, p);
    },
  },
  "draw-and-play": {
    kind: "effect",
    run(env, args) {
      for (const p of actors(env, args.who)) {
        const drawn = drawCards(env, p, num(env, args.n, 1));
        const e = args.e === null || args.e === undefined ? 0 : num(env, args.e, 0);
        for (const id of pick(env, p, drawn, e, e, "eliminate")) eliminate(env, id);
        const what = args.what;
        for (let k = 0; k < countOf(what); k++) {
          const held = drawn.filter((id) => env.state.cards[id]!.zone === ZONES.hand && owner(env, id) === p);
          const playable = held.filter((id) => (!isFilter(what) || matches(env, id, what)) && destinations(env, p, id, args).length > 0);
          const [chosen] = pick(env, p, playable, 0, 1, "play");
          if (chosen === undefined) break;
          const to = destinations(env, p, chosen, args);
          const i = to.length > 1 ? env.chooser.option({ kind: "option", player: p, purpose: "destination", source: env.source, options: to.map(String) }) : 0;
          playCard(env, p, chosen, to[i] ?? to[0]!, true);
        }
        for (const id of drawn) if (env.state.cards[id]!.zone === ZONES.hand && owner(env, id) === p) cycle(env, id);
      }
    },
  },
  "look-and-sort": {
    kind: "effect",
    run(env, args) {
      const p = env.controller;
      if (zoneSize(env.state, p, ZONES.drawDeck) === 0) recycle(env, p);
      const top = cardsIn(env.state, p, ZONES.drawDeck).slice(0, num(env, args.n, 3));
      const e = num(env, args.e, 0);
      const gone = pick(env, p, top, e, e, "eliminate");
      for (const id of gone) eliminate(env, id);
      const rest = top.filter((id) => !gone.includes(id));
      const c = num(env, args.c, 0);
      const cycled = pick(env, p, rest, c, c, "cycle");
      for (const id of cycled) cycle(env, id);
      for (const id of rest) if (!cycled.includes(id)) moveCard(env.state, id, ZONES.hand);
    },
  },
};

const owner = (env: Env, id: CardId): string => env.state.cards[id]!.owner;

/** Where a card drawn by `draw-and-play` may be played: its legal destinations, narrowed to the location or place named. */
function destinations(env: Env, p: string, id: CardId, args: Record<string, unknown>): (CardId | "reserve")[] {
  const all = playDestinations(env, p, id);
  if (args.place === "reserve") return all.filter((d) => d === "reserve");
  if (args.where !== null && args.where !== undefined) return all.filter((d) => d !== "reserve" && isWhere(env, d, args.where));
  return all;
}

function isWhere(env: Env, location: CardId, where: unknown): boolean {
  return choose({ ...env, checking: true, bindings: { ...env.bindings } }, where, "where").cards.includes(location);
}
