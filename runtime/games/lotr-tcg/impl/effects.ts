/** Implementations of the LOTR `effect` phrases (some may also be paid as costs). */
import { num, players } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import { bind, envWith, implOf, type Env } from "../../../core/env.ts";
import { candidates, matches, select } from "../../../core/filters.ts";
import { isCall, isFilter, type PhraseCall } from "../../../core/ir.ts";
import type { EffectImpl, Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { addModifier, durationOf, modifiedFlag } from "../../../core/modifiers.ts";
import { shuffle } from "../../../core/rng.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { addTokens, attachedTo, cardsIn, cardsInZones, moveCard, player, tokens, type CardId } from "../../../core/state.ts";
import { chosen, cardAction, enough, fullOptions, preventBound, REVEALED, THAT_PLAYER, zoneWhere } from "./common.ts";
import * as act from "../state/actions.ts";
import { mayLookAtHand } from "../state/hands.ts";
import { chooseX } from "./choose-x.ts";
import { playYourSite } from "./effects-play-site.ts";
import { DISCARD_PROTECTED, freePeoplesPlayer, lotr, ZONES } from "../state/game.ts";
import { canPlay, playCard } from "../state/play.ts";
import { burdens, canExert, isSkirmishing, wounds } from "../state/stats.ts";
// the keyword list alone, not the whole vocabulary (its patterns and docs are the compiler's, not the engine's)
import { keywords } from "../vocabulary/words.ts";

const runNested = (env: Env, call: unknown): void => {
  if (isCall(call)) implOf(env, call.op, "effect").run(env, call.args);
};

/** Total strength (or a value keyword) this source's records already give a card (for `(limit +3)`). */
function givenBy(env: Env, id: CardId, property = "strength"): number {
  return env.state.modifiers
    .filter((m) => m.source === env.source && m.property === property && "cards" in m.targets && m.targets.cards.includes(id))
    .reduce((s, m) => s + (m.delta ?? 0), 0);
}

/** The cost change a later `its twilight cost is …` step of this ability makes to the card played now. */
function laterCostChange(env: Env): number {
  const ops = new Set(["played-twilight-cost", "played-twilight-cost-of"]);
  const later = (env.ability?.effects ?? []).find((s) => ops.has(s.op));
  return later ? num(env, later.args.amount) : 0;
}

const COST_APPLIED = "played-cost-applied";

const playedCostChange: EffectImpl = {
  kind: "effect",
  run(env, args) {
    // Applied by `play` when it paid; on its own, it lowers the card's cost for the rest of the phase. A card
    // already in play was paid for (`Each time you play …, its twilight cost is …` changed it then).
    if (env.bindings[COST_APPLIED]) return;
    const ids = chosen(env, args.target, "twilight-cost", undefined, () => true).filter((id) => !env.rules.inPlay(env.state, env.state.cards[id]!));
    if (ids.length === 0) return;
    addModifier(env, { property: "twilight-cost", delta: num(env, args.amount), targets: { cards: ids }, duration: { kind: "end-of-phase" } });
  },
};

const keywordIsValued = (k: string): boolean => keywords.some((d) => d.id === norm(k) && d.value);

/** Up to `n` cards of the controller's hand, as the controller picks them (for discarding). */
export function pickFromHand(env: Env, n: number): CardId[] {
  const hand = cardsIn(env.state, env.controller, ZONES.hand);
  const max = Math.min(n, hand.length);
  if (max === 0) return [];
  const picked = env.chooser.cards({ kind: "cards", player: env.controller, purpose: "discard", options: hand, min: 0, max });
  return picked.filter((c) => hand.includes(c)).slice(0, max);
}

export const effects: Implementations = {
  exert: cardAction("target", canExert, act.exert),
  "must-exert": {
    kind: "effect",
    run(env, args) {
      const target = args.target;
      const decider = envWith(env, { controller: freePeoplesPlayer(env.state) });
      if (isFilter(target) && target.filter.anyOf?.length) {
        // Only alternatives that can be done in full are offered; if none can, any (done as far as possible).
        const doable = target.filter.anyOf.filter((alt) => enough(env, alt, canExert));
        const alts = doable.length ? doable : target.filter.anyOf;
        const i = alts.length > 1 ? env.chooser.option({ kind: "option", player: decider.controller, purpose: "must-exert", options: alts.map((_, n) => String(n)) }) : 0;
        for (const id of chosen(decider, alts[i] ?? alts[0], "exert", (c) => canExert(env, c))) act.exert(env, id);
        return;
      }
      for (const id of chosen(decider, target, "exert", (c) => canExert(env, c))) act.exert(env, id);
    },
  },
  wound: {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "wound")) act.wound(env, id);
    },
  },
  exhaust: {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "exhaust", (c) => canExert(env, c))) while (canExert(env, id) && act.exert(env, id));
    },
  },
  heal: {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "heal", (c) => wounds(env, c) > 0)) act.heal(env, id);
    },
  },
  "wound-twice": {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "wound")) for (let k = 0; k < 2 && act.wound(env, id); k++);
    },
  },
  "no-archery-contribution": {
    kind: "effect",
    run(env, args) {
      const archers = chosen(env, args.target, "archery").filter((id) => hasKeyword(env, id, "archer")).length;
      if (archers) addModifier(env, { property: "archery-total:fellowship", delta: -archers, targets: { global: true }, duration: durationOf(env) });
    },
  },
  "heal-times": {
    kind: "effect",
    run(env, args) {
      const [id] = chosen(env, args.target, "heal", (c) => wounds(env, c) > 0);
      for (let k = num(env, args.n); id && k > 0 && act.heal(env, id); k--);
    },
  },
  "discard-up-to-from-hand": {
    kind: "effect",
    run(env, args) {
      for (const id of pickFromHand(env, num(env, args.n))) act.discard(env, id);
    },
  },
  discard: cardAction(
    "target",
    // a card in a draw deck or hand is found only by a widened filter (`a Shadow card revealed`): it may be discarded too
    (env, id) =>
      (env.rules.inPlay(env.state, env.state.cards[id]!) || env.state.cards[id]!.zone === ZONES.drawDeck || env.state.cards[id]!.zone === ZONES.hand) &&
      !(env.state.cards[id]!.owner !== env.controller && modifiedFlag(env, id, DISCARD_PROTECTED, false)),
    act.discard,
  ),
  "discard-from-hand": cardAction("target", () => true, act.discard, (env) => zoneWhere(env, "hand")),
  "add-twilight": {
    kind: "effect",
    run: (env, args) => act.addTwilight(env, num(env, args.n)),
    canPay: () => true,
    pay: (env, args) => (chooseX(env, args.n), act.addTwilight(env, num(env, args.n)), true),
  },
  "remove-twilight": {
    kind: "effect",
    run: (env, args) => void act.removeTwilight(env, Math.min(num(env, args.n), act.twilight(env))),
    canPay: (env, args) => act.twilight(env) >= num(env, args.n),
    pay: (env, args) => act.removeTwilight(env, num(env, args.n)),
  },
  "remove-twilight-for-each": {
    kind: "effect",
    run(env, args) {
      const counted = isFilter(args.per) ? candidates(env, args.per).length : 0;
      const cap = args.limit === null || args.limit === undefined ? Infinity : num(env, args.limit);
      act.removeTwilight(env, Math.min(num(env, args.n) * counted, cap, act.twilight(env)));
    },
  },
  "add-burdens": {
    kind: "effect",
    run: (env, args) => void act.addBurdens(env, num(env, args.n, 1)),
    canPay: (env) => lotr(env.state).ringBearer[freePeoplesPlayer(env.state)] != null,
    pay: (env, args) => act.addBurdens(env, num(env, args.n, 1)) > 0,
  },
  "remove-burdens": {
    kind: "effect",
    run: (env, args) => void act.removeBurdens(env, num(env, args.n, 1)),
    canPay: (env, args) => burdens(env) >= num(env, args.n, 1),
    pay: (env, args) => burdens(env) >= num(env, args.n, 1) && act.removeBurdens(env, num(env, args.n, 1)) > 0,
  },
  "draw-cards": {
    kind: "effect",
    run: (env, args) => void act.draw(env, env.controller, num(env, args.n, 1)),
  },
  "modify-strength": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "modify-strength");
      const duration = durationOf(env);
      for (const id of ids) {
        // `+1 for each other [moria] Orc`: "other" means other than the card made stronger.
        let delta = num(envWith(env, { source: id }), args.amount);
        if (args.limit !== null && args.limit !== undefined) delta = Math.min(delta, num(env, args.limit) - givenBy(env, id));
        if (delta !== 0) addModifier(env, { property: "strength", delta, targets: { cards: [id] }, duration });
      }
    },
  },
  "grant-keyword": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "grant-keyword");
      const k = norm(args.keyword);
      const duration = durationOf(env);
      if (keywordIsValued(k) && args.limit !== null && args.limit !== undefined) {
        const property = `keyword:${k}`;
        for (const id of ids) {
          const delta = Math.min(num(env, args.amount, 1), num(env, args.limit) - givenBy(env, id, property));
          if (delta > 0) addModifier(env, { property, delta, targets: { cards: [id] }, duration });
        }
      } else if (keywordIsValued(k)) addModifier(env, { property: `keyword:${k}`, delta: num(env, args.amount, 1), targets: { cards: ids }, duration });
      else addModifier(env, { property: `keyword:${k}`, flag: true, targets: { cards: ids }, duration });
    },
  },
  play: {
    kind: "effect",
    run(env, args) {
      playFrom(env, args);
    },
    canPay: canPlayFrom,
    pay: (env, args) => playFrom(env, args),
    // the card it plays must be there (and playable) before the ability starts
    needs: canPlayFrom,
  },
  "played-twilight-cost": playedCostChange,
  "played-twilight-cost-of": playedCostChange,
  "take-into-hand": {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "take-into-hand", undefined, zoneWhere(env, args.zone))) act.takeIntoHand(env, id);
    },
  },
  "shuffle-into-draw-deck": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "shuffle-into-draw-deck", undefined, zoneWhere(env, args.zone));
      for (const id of ids) moveCard(env.state, id, ZONES.drawDeck);
      shuffle(env.state.rng, player(env.state, env.controller).zones[ZONES.drawDeck]!);
      log(env.state, { player: env.controller, zone: ZONES.drawDeck, seq: nextSeq(env.state), type: "shuffle" });
    },
  },
  "cancel-event": {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "cancel-event", undefined, () => true)) {
        for (const e of env.state.pending) if (e.type === "play" && e.cards.includes(id)) e.prevented = true;
        act.discard(env, id);
        log(env.state, { card: id, seq: nextSeq(env.state), type: "cancel-event" });
      }
    },
  },
  "place-beneath-draw-deck": {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "place-beneath-draw-deck", undefined, zoneWhere(env, args.zone))) moveCard(env.state, id, ZONES.drawDeck);
    },
  },
  "make-ring-bearer": {
    kind: "effect",
    run(env, args) {
      const [id] = chosen(env, args.target, "make-ring-bearer");
      if (!id) return;
      const ext = lotr(env.state);
      const owner = env.state.cards[id]!.owner;
      const old = ext.ringBearer[owner];
      const carried = old ? tokens(env.state, old, "burden") : 0;
      if (old) addTokens(env.state, old, "burden", -carried);
      addTokens(env.state, id, "burden", carried);
      ext.ringBearer[owner] = id;
      ext.resistanceSet = { ...ext.resistanceSet, [id]: num(env, args.resistance) };
      log(env.state, { card: id, burdens: carried, seq: nextSeq(env.state), type: "ring-bearer" });
    },
  },
  "wear-the-one-ring": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "wear-the-one-ring");
      if (!ids.length) return;
      addModifier(env, { property: "wearing-the-one-ring", flag: true, targets: { cards: ids }, duration: durationOf(env) });
      act.happened(env, { type: "put-on-ring", cards: ids, source: env.source });
    },
  },
  "prevent-wound": preventBound("wound"),
  "cancel-skirmish": {
    kind: "effect",
    run(env, args) {
      const s = lotr(env.state).skirmish;
      const [id] = chosen(env, args.target, "cancel-skirmish", (c) => isSkirmishing(env, c));
      if (!s || !id) return;
      s.cancelled = true;
      log(env.state, { card: id, seq: nextSeq(env.state), type: "skirmish-cancelled" });
    },
  },
  "at-sites": {
    kind: "effect",
    run(env, args) {
      const site = lotr(env.state).site;
      const here = site >= num(env, args.from) && site <= num(env, args.to);
      bind(env, "at-sites", { number: here ? 1 : 0 });
      if (here) runNested(env, args.effect);
    },
  },
  "at-other-site": {
    kind: "effect",
    run(env, args) {
      const b = env.bindings["at-sites"];
      if (!(b && "number" in b && b.number === 1)) runNested(env, args.effect);
    },
  },
  "choose-effect": {
    kind: "effect",
    run(env, args) {
      const options = fullOptions(env, [args.first, args.second].filter(isCall) as PhraseCall[]);
      if (options.length === 0) return;
      const i = options.length > 1 ? env.chooser.option({ kind: "option", player: env.controller, purpose: "choose-effect", options: options.map((o) => o.op) }) : 0;
      runNested(env, options[i] ?? options[0]);
    },
  },
  "remove-from": {
    kind: "effect",
    run(env, args) {
      const hosts = chosen(env, args.from, "remove-from", (c) => attachedTo(env.state, c).length > 0);
      const on = new Set(hosts.flatMap((h) => attachedTo(env.state, h)));
      for (const id of chosen(env, args.target, "remove", undefined, (c) => on.has(c.id))) act.discard(env, id);
    },
  },
  "look-at-hand": {
    kind: "effect",
    run(env, args) {
      const [p] = players(env, args.who);
      if (p && mayLookAtHand(env, p)) log(env.state, { player: env.controller, of: p, cards: cardsIn(env.state, p, ZONES.hand), seq: nextSeq(env.state), type: "look-at-hand" });
    },
  },
  "reveal-hand": {
    kind: "effect",
    run(env) {
      const [p] = players(env, "opponent");
      if (!p || !mayLookAtHand(env, p)) return;
      const cards = cardsIn(env.state, p, ZONES.hand);
      log(env.state, { of: p, cards, seq: nextSeq(env.state), type: "reveal-hand" });
      bind(env, REVEALED, { cards });
      bind(env, THAT_PLAYER, { players: [p] });
    },
  },
  "play-next-site": {
    kind: "effect",
    run(env) {
      playYourSite(env, lotr(env.state).site + 1);
    },
  },
  "prevent-moving": {
    kind: "effect",
    run(env) {
      addModifier(env, { property: "can-move", flag: false, targets: { global: true }, duration: { kind: "end-of-turn" } });
    },
  },
  "player-discards-from-hand": {
    kind: "effect",
    run(env, args) {
      const times = isFilter(args.per) ? candidates(env, args.per).length : 1;
      for (const p of players(env, args.who))
        for (let k = 0; k < times; k++) {
          const ids = select(env, args.target, { purpose: "discard", player: p, where: (c) => c.owner === p && c.zone === ZONES.hand })?.cards ?? [];
          for (const id of ids) act.discard(env, id);
        }
    },
  },
  "prevent-overwhelm": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.target, "prevent-overwhelm");
      if (ids.length) addModifier(env, { property: "overwhelm-tripled", flag: true, targets: { cards: ids }, duration: durationOf(env) });
    },
  },
};

/** Does the card fit the `play` phrase's noun phrase (wherever it is)? */
function fitsTarget(env: Env, args: Record<string, unknown>, id: CardId): boolean {
  return !isFilter(args.target) || matches(env, id, args.target);
}

/** Is a card the `play` phrase could play there now? */
function canPlayFrom(env: Env, args: Record<string, unknown>): boolean {
  const delta = laterCostChange(env);
  const where = zoneWhere(env, args.zone);
  const cards = env.state.cards;
  return cardsInZones(env.state, where.zones!).some((id) => where(cards[id]!) && fitsTarget(env, args, id) && canPlay(env, id, delta));
}

/** `play {target} [from {zone}] [on {host}]`: choose a playable card there and play it. */
function playFrom(env: Env, args: Record<string, unknown>): boolean {
  const delta = laterCostChange(env);
  const [id] = chosen(env, args.target, "play", (c) => canPlay(env, c, delta), zoneWhere(env, args.zone));
  if (!id) return false;
  const hosts = args.host ? chosen(env, args.host, "host") : undefined;
  if (!playCard(env, id, delta, hosts)) return false;
  if (delta !== 0) bind(env, COST_APPLIED, { number: 1 });
  return true;
}
