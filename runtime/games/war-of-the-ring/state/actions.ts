/**
 * The game's actions on cards and decks, as the rules and the phrase implementations call them. Every function takes
 * the core Env and never throws on an impossible request: it does what it can (nothing, when nothing can be done).
 * Choices go through `env.chooser`.
 */
import { observed } from "../../../core/observer.ts";
import type { Env } from "../../../core/env.ts";
import type { FilterIR } from "../../../core/ir.ts";
import { matches } from "../../../core/filters.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { applies, endStatics, modifiedFlag, type ModifierEffect } from "../../../core/modifiers.ts";
import { holds } from "../../../core/args.ts";
import { implementation, withSource } from "../../../core/env.ts";
import { isFilter, type AbilityIR } from "../../../core/ir.ts";
import { shuffle } from "../../../core/rng.ts";
import { addTokens, allCards, attachedTo, cardDefsToken, cardsIn, cardsOn, moveCard, player, type CardId, type GameState } from "../../../core/state.ts";
import { resolveCombat } from "./combat.ts";
import { abilitiesOf, startStatics } from "./play.ts";
import { fire } from "./events.ts";
import { cardSide, cardType, EVENTS, inPlay, printedStat, PROPS, scoringZone, titleOf, wotr, ZONES, type Side } from "./game.ts";
import { playerOfFaction, playersOfSide, sideOf } from "./players.ts";

export { playerOfFaction, playersOfSide, sideOf };

const zoneOf = (state: GameState, p: string, z: string): CardId[] => player(state, p).zones[z] ?? (player(state, p).zones[z] = []);

/** Shuffles the cycle pile into the draw deck (below what is left of it, shuffled together). */
export function recycle(env: Env, p: string): void {
  const pile = cardsIn(env.state, p, ZONES.cyclePile);
  if (pile.length === 0) return;
  for (const id of pile) moveCard(env.state, id, ZONES.drawDeck);
  shuffle(env.state.rng, zoneOf(env.state, p, ZONES.drawDeck));
  log(env.state, { player: p, cards: pile.length, seq: nextSeq(env.state), type: "recycle" });
}

/** Shuffles a player's draw deck. */
export function shuffleDeck(env: Env, p: string): void {
  shuffle(env.state.rng, zoneOf(env.state, p, ZONES.drawDeck));
}

/** The draw deck is never empty while the cycle pile holds cards (digest §10.3): the pile is shuffled at once into a new draw deck. */
export function recycleIfEmpty(env: Env, p: string): void {
  if (zoneOf(env.state, p, ZONES.drawDeck).length === 0 && zoneOf(env.state, p, ZONES.cyclePile).length > 0) recycle(env, p);
}

/** The top card of the draw deck, recycling the cycle pile first when the deck is empty. */
function topCard(env: Env, p: string): CardId | undefined {
  if (zoneOf(env.state, p, ZONES.drawDeck).length === 0) recycle(env, p);
  return zoneOf(env.state, p, ZONES.drawDeck)[0];
}

/** Draws up to n cards (recycling when the deck runs out); returns how many were drawn. */
export function draw(env: Env, p: string, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const id = topCard(env, p);
    if (id === undefined) break;
    moveCard(env.state, id, ZONES.hand);
    drawn++;
  }
  if (drawn > 0) log(env.state, { player: p, cards: drawn, seq: nextSeq(env.state), type: "draw" });
  recycleIfEmpty(env, p);
  return drawn;
}

/** A card and the items it wields leave play: their static abilities end. */
function leavingPlay(env: Env, id: CardId): CardId[] {
  const items = attachedTo(env.state, id);
  for (const c of [id, ...items]) if (inPlay(env.state, env.state.cards[c]!)) endStatics(env.state, c);
  return items;
}

/** The draw decks of a card's owner and of its items' owners are recycled if they ran out (each once, the card's owner first). */
function recycleOwners(env: Env, owner: string, items: readonly CardId[]): void {
  recycleIfEmpty(env, owner);
  if (items.length === 0) return;
  const done = [owner];
  for (const it of items) {
    const o = env.state.cards[it]!.owner;
    if (done.includes(o)) continue;
    done.push(o);
    recycleIfEmpty(env, o);
  }
}

/** Puts a card on its owner's cycle pile (its items go to their owners' cycle piles). */
export function cycle(env: Env, id: CardId): void {
  const c = env.state.cards[id];
  if (!c || c.zone === ZONES.cyclePile || c.zone === ZONES.eliminated) return;
  const items = leavingPlay(env, id);
  for (const it of items) moveCard(env.state, it, ZONES.cyclePile);
  moveCard(env.state, id, ZONES.cyclePile);
  log(env.state, { card: id, seq: nextSeq(env.state), type: "cycle" });
  // the draw deck is never empty while the cycle pile holds cards: recycled at once
  recycleOwners(env, c.owner, items);
  fire(env, EVENTS.cycle, items.length ? [id, ...items] : [id], c.owner);
}

/**
 * The player cycles n cards from hand, chosen; a cycle owed with an empty hand is a forsake instead. Returns the
 * cards cycled.
 */
export function cycleFromHand(env: Env, p: string, n: number, purpose = "cycle"): CardId[] {
  const out: CardId[] = [];
  if (n <= 0) return out;
  const hand = cardsIn(env.state, p, ZONES.hand);
  const k = Math.min(n, hand.length);
  if (k > 0) {
    const picked = env.chooser.cards({ kind: "cards", player: p, purpose, source: env.source, options: hand, min: k, max: k }).filter((c) => hand.includes(c));
    const chosen = [...new Set(picked)];
    for (const c of hand) if (chosen.length < k && !chosen.includes(c)) chosen.push(c);
    for (const c of chosen.slice(0, k)) {
      cycle(env, c);
      out.push(c);
    }
  }
  for (let i = k; i < n; i++) forsake(env, p);
  return out;
}

/** How a card is lost: forsaken (from the top of the draw deck or elsewhere), or eliminated in a combat. */
export interface Loss {
  forsaken?: boolean;
  fromDeck?: boolean;
  combat?: "path" | "battleground";
}

/**
 * Does one of the card's own static abilities grant it this flag now? A replacement on a card out of play ("cycled
 * instead of being forsaken from the top of the draw deck") is read from its text: its statics start only in play.
 */
function ownStaticFlag(env: Env, id: CardId, prop: string): boolean {
  return ownStaticFlags(env, id, prop).length > 0;
}

/** The flags of this property the card's own static abilities grant it now (their effects, with their `data`). */
export function ownStaticFlags(env: Env, id: CardId, prop: string): ModifierEffect[] {
  const out: ModifierEffect[] = [];
  if (!grantedProps(env, id).has(prop)) return out;
  let at: Env | null = null;
  for (const { effect: e, condition, origin } of ownFlagEffects(env, id, prop)) {
    at ??= withSource(env, id);
    const t = e.targets ?? { cards: [id] };
    const mine = "cards" in t ? t.cards.includes(id) : "filter" in t ? matches(at, id, t.filter) : false;
    if (mine && holds(at, condition)) {
      out.push(e);
      // the card's own text was consulted: a coverage tool counts the ability as exercised
      observed(env, id, origin);
    }
  }
  return out;
}

/** A flag effect of a card's own static text, and the condition it holds under. */
interface OwnFlag {
  effect: ModifierEffect;
  condition: AbilityIR["condition"] | undefined;
  /** The static ability (IR) the flag comes from. */
  origin: object;
}
// by the state's card family (`cardDefsToken`), property and card: the flag effects of the card's statics (what they
// grant is fixed by the card; whether they hold is asked each time)
const ownFlags = new WeakMap<object, Map<string, Map<CardId, readonly OwnFlag[]>>>();

function ownFlagEffects(env: Env, id: CardId, prop: string): readonly OwnFlag[] {
  const token = cardDefsToken(env.state);
  let byProp = ownFlags.get(token);
  if (!byProp) ownFlags.set(token, (byProp = new Map()));
  let byCard = byProp.get(prop);
  if (!byCard) byProp.set(prop, (byCard = new Map()));
  let list = byCard.get(id);
  if (!list) {
    const found: OwnFlag[] = [];
    const at = withSource(env, id);
    for (const a of abilitiesOf(env, id)) {
      const ir = (a.ir ?? {}) as AbilityIR;
      if (ir.kind !== "static" || !ir.modifier) continue;
      for (const modifier of [ir.modifier, ...(ir.joined ?? [])]) {
        const impl = implementation(env.rules, modifier.op);
        if (impl?.kind !== "modifier") continue;
        for (const e of impl.effects(at, modifier.args)) if (e.property === prop && e.flag === true) found.push({ effect: e, condition: ir.condition ?? undefined, origin: ir });
      }
    }
    byCard.set(id, (list = found));
  }
  return list;
}

// by rules, then definition, then owner: the properties the definition's statics name (whatever their targets and
// conditions), found once; most cards' name none
const granted = new WeakMap<object, Map<string, Map<string, ReadonlySet<string>>>>();
const NO_PROPS: ReadonlySet<string> = new Set();

function grantedProps(env: Env, id: CardId): ReadonlySet<string> {
  let byDef = granted.get(env.rules);
  if (!byDef) granted.set(env.rules, (byDef = new Map()));
  const c = env.state.cards[id]!;
  let byOwner = byDef.get(c.def);
  if (!byOwner) byDef.set(c.def, (byOwner = new Map()));
  let props = byOwner.get(c.owner);
  if (!props) {
    const found = new Set<string>();
    for (const a of abilitiesOf(env, id)) {
      const ir = (a.ir ?? {}) as AbilityIR;
      if (ir.kind !== "static" || !ir.modifier) continue;
      const at = withSource(env, id);
      for (const modifier of [ir.modifier, ...(ir.joined ?? [])]) {
        const impl = implementation(env.rules, modifier.op);
        if (impl?.kind === "modifier") for (const e of impl.effects(at, modifier.args)) found.add(e.property);
      }
    }
    byOwner.set(c.owner, (props = found.size ? found : NO_PROPS));
  }
  return props;
}

/** Where an eliminated card goes: the eliminated pile, or the cycle pile when a replacement ("cycle instead") says so. */
/** A flag of a card: the modifiers in force, and (out of play, where its statics have not started) its own text's. */
export function cardFlag(env: Env, id: CardId, prop: string): boolean {
  if (modifiedFlag(env, id, prop, false)) return true;
  const c = env.state.cards[id];
  return !!c && !inPlay(env.state, c) && ownStaticFlag(env, id, prop);
}

function eliminatedTo(env: Env, id: CardId, loss: Loss): string {
  const flag = (p: string) => cardFlag(env, id, p);
  if (flag(PROPS.eliminatedToCycle)) return ZONES.cyclePile;
  if (loss.forsaken && flag(PROPS.forsakenToCycle)) return ZONES.cyclePile;
  if (loss.fromDeck && flag(PROPS.forsakenFromDeckToCycle)) return ZONES.cyclePile;
  if (loss.combat) {
    if (flag(PROPS.eliminatedInCombatToCycle)) return ZONES.cyclePile;
    if (flag(loss.combat === "path" ? PROPS.eliminatedInPathCombatToCycle : PROPS.eliminatedInBattlegroundCombatToCycle)) return ZONES.cyclePile;
  }
  return ZONES.eliminated;
}

function eliminateAs(env: Env, id: CardId, loss: Loss): void {
  const c = env.state.cards[id];
  if (!c || c.zone === ZONES.eliminated) return;
  const from = c.zone;
  const forsaken = !!loss.forsaken;
  const wasInDeck = from === ZONES.drawDeck;
  const to = eliminatedTo(env, id, loss);
  // items go with their wielder (to the cycle pile too, when it is cycled instead, unless its text eliminates them),
  // each as its own replacement says
  const items = attachedTo(env.state, id);
  const itemsFollow = to === ZONES.cyclePile && !modifiedFlag(env, id, PROPS.itemsEliminated, false);
  const itemsTo = items.map((it) => (itemsFollow ? ZONES.cyclePile : eliminatedTo(env, it, { combat: loss.combat })));
  // the other character cycled along is read from the card's text while it is still in force (before it leaves play)
  const another = to === ZONES.cyclePile && c.zone === ZONES.atLocation ? cycledAlong(env, id) : null;
  leavingPlay(env, id);
  items.forEach((it, i) => moveCard(env.state, it, itemsTo[i]!));
  moveCard(env.state, id, to);
  if (another !== null) cycle(env, another);
  if (wasInDeck && !loss.fromDeck) shuffleDeck(env, c.owner);
  recycleOwners(env, c.owner, items);
  log(env.state, { card: id, from, to, forsaken, seq: nextSeq(env.state), type: "eliminate" });
  const data = { from, forsaken, cycledInstead: to === ZONES.cyclePile, ...(loss.combat ? { combat: loss.combat } : {}) };
  if (forsaken) fire(env, EVENTS.forsake, [id], c.owner, data);
  fire(env, EVENTS.eliminate, [id], c.owner, data);
  items.forEach((it, i) => fire(env, EVENTS.eliminate, [it], env.state.cards[it]!.owner, { from: ZONES.attached, forsaken: false, cycledInstead: itemsTo[i] === ZONES.cyclePile }));
}

/** "… is cycled with another character … instead": the other character at its location cycled along (its owner's choice), if any. */
function cycledAlong(env: Env, id: CardId): CardId | null {
  const c = env.state.cards[id]!;
  for (const rec of env.state.modifiers) {
    if (rec.property !== PROPS.cyclesAnother || rec.flag !== true || !applies(env, rec, id)) continue;
    const other = rec.data?.other;
    const at = withSource(env, rec.source, rec.controller);
    const options = cardsOn(env.state, c.attachedTo!, ZONES.atLocation).filter(
      (o) => o !== id && cardType(env, o) === "character" && (!isFilter(other) || matches(at, o, other)),
    );
    if (options.length === 0) return null;
    const [pick] = env.chooser.cards({ kind: "cards", player: c.owner, purpose: "cycle-along", source: id, options, min: 1, max: 1 });
    return pick !== undefined && options.includes(pick) ? pick : options[0]!;
  }
  return null;
}

/** Eliminates a card lost in a combat (combat replacements apply). */
export function eliminateInCombat(env: Env, id: CardId, combat: "path" | "battleground"): void {
  eliminateAs(env, id, { combat });
}

/** Eliminates a card wherever it is (items go with their wielder; "cycle instead" replacements are flags on the card). */
export function eliminate(env: Env, id: CardId): void {
  eliminateAs(env, id, {});
}

/** The cards a player may forsake from reserve: his reserve cards and the items on his reserve characters (whoever owns them). */
export function forsakeableInReserve(state: GameState, p: string): CardId[] {
  const out: CardId[] = [];
  for (const id of cardsIn(state, p, ZONES.reserve)) {
    out.push(id);
    for (const it of cardsOn(state, id)) out.push(it);
  }
  return out;
}

/**
 * Forsakes one card, the player's choice: from hand, from reserve (an item apart from its wielder), or the top of the
 * draw deck, blind (looked at afterwards). Returns the card forsaken, or null when there was nothing to forsake.
 * `exclude`: cards that may not be chosen (the wielder an item being paid for goes onto).
 */
export function forsake(env: Env, p: string, exclude: readonly CardId[] = []): CardId | null {
  const hand = cardsIn(env.state, p, ZONES.hand);
  const reserve = forsakeableInReserve(env.state, p).filter((c) => !exclude.includes(c));
  if (zoneOf(env.state, p, ZONES.drawDeck).length === 0) recycle(env, p);
  const deck = zoneOf(env.state, p, ZONES.drawDeck);
  const where: string[] = [];
  if (hand.length) where.push("hand");
  if (reserve.length) where.push("reserve");
  if (deck.length) where.push("deck");
  if (where.length === 0) return null;
  const i = where.length === 1 ? 0 : env.chooser.option({ kind: "option", player: p, purpose: "forsake-from", source: env.source, options: where });
  const from = where[i] ?? where[0]!;
  let id: CardId;
  if (from === "deck") id = deck[0]!;
  else {
    const options = from === "hand" ? hand : reserve;
    const [c] = env.chooser.cards({ kind: "cards", player: p, purpose: "forsake", source: env.source, options, min: 1, max: 1 });
    id = c !== undefined && options.includes(c) ? c : options[0]!;
  }
  log(env.state, { player: p, from, seq: nextSeq(env.state), type: "forsake" });
  eliminateAs(env, id, { forsaken: true, fromDeck: from === "deck" });
  return id;
}

/** Winnow: eliminate 2 cards from hand, then draw 1. A voluntary cost: with fewer than 2 cards in hand nothing happens (false). */
export function winnow(env: Env, p: string): boolean {
  const hand = cardsIn(env.state, p, ZONES.hand);
  if (hand.length < 2) return false;
  const picked = env.chooser.cards({ kind: "cards", player: p, purpose: "winnow", source: env.source, options: hand, min: 2, max: 2 }).filter((c) => hand.includes(c));
  const chosen = [...new Set(picked)];
  for (const c of hand) if (chosen.length < 2 && !chosen.includes(c)) chosen.push(c);
  for (const c of chosen.slice(0, 2)) eliminate(env, c);
  draw(env, p, 1);
  return true;
}

/** Remove from the game: eliminate the named card (or every card of that title) wherever it is; a deck it left is shuffled. */
export function removeFromGame(env: Env, what: string | CardId): void {
  const ids = typeof what === "number" ? [what] : allCards(env.state).filter((id) => sameTitle(titleOf(env, id), what));
  for (const id of ids) {
    const c = env.state.cards[id];
    if (!c || c.zone === ZONES.eliminated) continue;
    log(env.state, { card: id, seq: nextSeq(env.state), type: "remove" });
    eliminate(env, id);
  }
}

const normed = new Map<string, string>();
function normTitle(t: string): string {
  let n = normed.get(t);
  if (n === undefined) {
    n = t
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .trim();
    if (normed.size < 10_000) normed.set(t, n);
  }
  return n;
}
export const sameTitle = (a: string, b: string): boolean => normTitle(a) === normTitle(b);

/**
 * Take a card from the draw deck or the cycle pile into hand: the player chooses among those matching (a filter IR or
 * a test), the card is shown, then the draw deck is shuffled. Returns the card, or null when none matches.
 */
export function takeFromDeck(env: Env, p: string, filter: FilterIR | ((id: CardId) => boolean), zones: readonly string[] = [ZONES.drawDeck, ZONES.cyclePile]): CardId | null {
  const test = typeof filter === "function" ? filter : (id: CardId) => matches(env, id, filter);
  const options: CardId[] = [];
  for (const z of zones) for (const id of cardsIn(env.state, p, z)) if (test(id)) options.push(id);
  if (options.length === 0) {
    if (zones.includes(ZONES.drawDeck)) shuffleDeck(env, p);
    return null;
  }
  const [c] = env.chooser.cards({ kind: "cards", player: p, purpose: "take", source: env.source, options, min: 1, max: 1 });
  const id = c !== undefined && options.includes(c) ? c : options[0]!;
  moveCard(env.state, id, ZONES.hand);
  log(env.state, { player: p, card: id, seq: nextSeq(env.state), type: "take" });
  if (zones.includes(ZONES.drawDeck)) shuffleDeck(env, p);
  recycleIfEmpty(env, p);
  return id;
}

/** Combat tokens on a location or a card (a token on a card is part of it). */
export function addCombatTokens(env: Env, target: CardId, kind: "attack" | "defence", n: number): void {
  if (!env.state.cards[target] || n === 0) return;
  addTokens(env.state, target, kind, n);
  log(env.state, { card: target, kind, n, seq: nextSeq(env.state), type: "combat-tokens" });
}

/** Corruption tokens for the Shadow (negative removes; never below 0). */
export function addCorruption(env: Env, n: number): void {
  const was = env.state.pools.corruption ?? 0;
  env.state.pools.corruption = Math.max(0, was + n);
  if (env.state.pools.corruption !== was) log(env.state, { corruption: env.state.pools.corruption, seq: nextSeq(env.state), type: "corruption" });
}

/** The active path, if any. */
export function activePath(env: Env): CardId | undefined {
  for (const id of env.state.zones[ZONES.active] ?? []) if (cardType(env, id) === "path") return id;
  return undefined;
}

/** The active battlegrounds. */
export function activeBattlegrounds(env: Env): CardId[] {
  return (env.state.zones[ZONES.active] ?? []).filter((id) => cardType(env, id) === "battleground");
}

/** May this path be activated (never activated before in this game)? */
export function pathUnused(env: Env, path: CardId): boolean {
  return !wotr(env.state).usedPaths.includes(env.state.cards[path]!.def);
}

/**
 * Activates a location: placed among the active locations and its activation text resolved (the `activate` event).
 * A path already used this game cannot be activated (false). When card text activates a new path, combat on the
 * current path is resolved first. A battleground in a scoring area is reactivated instead.
 */
export function activateLocation(env: Env, location: CardId, byText: boolean): boolean {
  const c = env.state.cards[location];
  if (!c) return false;
  if (c.zone === ZONES.active) return false;
  const t = cardType(env, location);
  if (t === "battleground" && (c.zone === ZONES.scoringFreePeoples || c.zone === ZONES.scoringShadow)) return reactivate(env, location);
  const ext = wotr(env.state);
  if (t === "path") {
    if (!pathUnused(env, location)) return false;
    const current = activePath(env);
    if (current !== undefined) {
      if (!byText) return false;
      resolveCombat(env, current);
    }
    ext.usedPaths.push(c.def);
    ext.lastPath = printedStat(env, location, "path");
  } else if (t !== "battleground") return false;
  const deck = c.zone;
  moveCard(env.state, location, ZONES.active);
  // a battleground chosen by card text: its deck is shuffled afterwards
  if (byText && t === "battleground" && env.state.zones[deck]) shuffle(env.state.rng, env.state.zones[deck]!);
  startStatics(env, location);
  log(env.state, { card: location, byText, seq: nextSeq(env.state), type: "activate" });
  fire(env, EVENTS.activate, [location], env.controller, { byText, reactivated: false });
  return true;
}

/** Reactivates a battleground from a scoring area: its text resolves again; from the other side's area its shields are ignored. */
export function reactivate(env: Env, location: CardId): boolean {
  const c = env.state.cards[location];
  if (!c || cardType(env, location) !== "battleground") return false;
  const from = c.zone;
  if (from !== ZONES.scoringFreePeoples && from !== ZONES.scoringShadow) return false;
  const own = cardSide(env, location);
  const area: Side = from === ZONES.scoringFreePeoples ? "free-peoples" : "shadow";
  moveCard(env.state, location, ZONES.active);
  if (own !== null && own !== area) wotr(env.state).reactivatedFromOpponent.push(location);
  startStatics(env, location);
  log(env.state, { card: location, from, seq: nextSeq(env.state), type: "reactivate" });
  fire(env, EVENTS.activate, [location], env.controller, { byText: true, reactivated: true, from });
  return true;
}

/** "(Re)activate X": from its deck if it is still there, else from whichever scoring area holds it. */
export function reactivateOrActivate(env: Env, location: CardId): boolean {
  const z = env.state.cards[location]?.zone;
  if (z === ZONES.scoringFreePeoples || z === ZONES.scoringShadow) return reactivate(env, location);
  return activateLocation(env, location, true);
}

/** A team's scoring area. */
export const scoringArea = (state: GameState, side: Side): CardId[] => state.zones[scoringZone(side)] ?? [];

/** The victory points of a location (printed). */
export const vpOf = (env: Env, id: CardId): number => printedStat(env, id, "vp");

