/**
 * Combat on a location (digest §5.3): path combat (skulls against the path's shields, the Free Peoples cancel the rest
 * by eliminating cards, survivors cycled, Shadow characters eliminated, corruption for what is left) and battleground
 * combat (the deck's side defends; leadership with one army per character; shields ignored on a battleground
 * reactivated from the opponent's scoring area; defenders' losses, survivors cycled, attackers eliminated).
 */
import { defOf, type Env } from "../../../core/env.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { endStatics } from "../../../core/modifiers.ts";
import { cardsOn, moveCard, tokens, type CardId } from "../../../core/state.ts";
import { addCorruption, cycle, eliminateInCombat } from "./actions.ts";
import { fire } from "./events.ts";
import { cardSide, cardType, EVENTS, otherSide, scenarioTable, scoringZone, wotr, ZONES, type Side } from "./game.ts";
import { decksOfSide } from "./players.ts";
import { bgAttack, bgDefence, hasLeadership, locationShields, maySupport, pathShields, pathSkulls } from "./stats.ts";

/** The characters and armies at a location. */
export const cardsAt = (env: Env, location: CardId): CardId[] => cardsOn(env.state, location, ZONES.atLocation).slice();

const sideCards = (env: Env, location: CardId, side: Side): CardId[] => cardsAt(env, location).filter((id) => cardSide(env, id) === side);

/** The deck of a side that decides for it: the first in turn order from the starting player owning one of the cards. */
function decider(env: Env, side: Side, cards: CardId[]): string {
  const ext = wotr(env.state);
  const n = ext.order.length;
  for (let k = 0; k < n; k++) {
    const p = ext.order[(ext.starting + k) % n]!;
    if (cards.some((c) => env.state.cards[c]!.owner === p)) return p;
  }
  return decksOfSide(env.state, side)[0]!;
}

/**
 * The losing side eliminates cards one at a time until `remaining` is covered or no card could cancel anything: a card
 * with no icon is never forced out. Returns what is left uncovered (0 or more).
 */
function takeLosses(env: Env, side: Side, cards: CardId[], value: (id: CardId) => number, remaining: number, purpose: string, combat: "path" | "battleground"): number {
  let left = remaining;
  const values = new Map(cards.map((c) => [c, value(c)] as const));
  while (left > 0) {
    const options = cards.filter((c) => (values.get(c) ?? 0) > 0 && env.state.cards[c]!.zone === ZONES.atLocation);
    if (options.length === 0) break;
    const p = decider(env, side, options);
    const [pick] = env.chooser.cards({ kind: "cards", player: p, purpose, options, min: 1, max: 1 });
    const id = pick !== undefined && options.includes(pick) ? pick : options[0]!;
    left -= values.get(id) ?? 0;
    eliminateInCombat(env, id, combat);
  }
  return Math.max(0, left);
}

/** Puts a location in a side's scoring area (leaving whichever it was in). */
function score(env: Env, location: CardId, side: Side | null): void {
  endStatics(env.state, location);
  moveCard(env.state, location, side === null ? ZONES.outOfGame : scoringZone(side));
  const ext = wotr(env.state);
  ext.reactivatedFromOpponent = ext.reactivatedFromOpponent.filter((c) => c !== location);
}

/** Resolves combat on an active location. */
export function resolveCombat(env: Env, location: CardId): void {
  const c = env.state.cards[location];
  if (!c || c.zone !== ZONES.active) return;
  fire(env, EVENTS.combat, [location]);
  if (env.state.cards[location]!.zone !== ZONES.active) return;
  const winner = cardType(env, location) === "path" ? pathCombat(env, location) : battlegroundCombat(env, location);
  fire(env, EVENTS.combatResolved, [location], undefined, { winner });
}

function pathCombat(env: Env, path: CardId): Side | null {
  const fp = sideCards(env, path, "free-peoples");
  const sh = sideCards(env, path, "shadow");
  const skulls = sh.reduce((n, id) => n + pathSkulls(env, id), 0) + tokens(env.state, path, "attack");
  const own = locationShields(env, path) + tokens(env.state, path, "defence");
  const cardShields = fp.reduce((n, id) => n + pathShields(env, id), 0);
  const remaining = skulls - own;
  const uncancelled = remaining > 0 ? takeLosses(env, "free-peoples", fp, (id) => pathShields(env, id), remaining, "path-loss", "path") : 0;
  for (const id of fp) if (env.state.cards[id]!.zone === ZONES.atLocation) cycle(env, id);
  for (const id of sh) if (env.state.cards[id]!.zone === ZONES.atLocation) eliminateInCombat(env, id, "path");
  for (const id of cardsAt(env, path)) eliminateInCombat(env, id, "path");
  const duel = scenarioTable(wotr(env.state).scenario).duelPathScoring;
  let winner: Side | null;
  if (duel) {
    // Duel path scoring: the Free Peoples score the path only when the shields exceed the skulls; a tie scores nothing
    const shields = own + cardShields;
    winner = shields > skulls ? "free-peoples" : shields === skulls ? null : "shadow";
  } else winner = uncancelled === 0 ? "free-peoples" : "shadow";
  if (uncancelled > 0) addCorruption(env, uncancelled);
  log(env.state, { card: path, skulls, shields: own, uncancelled, winner, seq: nextSeq(env.state), type: "path-combat" });
  score(env, path, winner);
  return winner;
}

/** The condition phrase that reads the pairing (`… supports …`): an army whose text reads it is worth pairing with a character that has no leadership icons. */
const SUPPORTS = "supports";
const readsSupportByDef = new WeakMap<object, boolean>();

const mentionsOp = (ir: unknown, op: string): boolean => {
  if (ir === null || typeof ir !== "object") return false;
  if (Array.isArray(ir)) return ir.some((x) => mentionsOp(x, op));
  const o = ir as Record<string, unknown>;
  if (o.op === op) return true;
  for (const k in o) if (mentionsOp(o[k], op)) return true;
  return false;
};

/** Does the army's text read whom it supports (a static under a `supports` condition)? Found once per definition. */
function readsSupport(env: Env, army: CardId): boolean {
  const d = defOf(env, army);
  let r = readsSupportByDef.get(d);
  if (r === undefined) readsSupportByDef.set(d, (r = (d.abilities ?? []).some((a) => a.kind === "static" && mentionsOp((a as { condition?: unknown }).condition, SUPPORTS))));
  return r;
}

/**
 * Leadership pairings of one side on a battleground, chosen by the owners (`ask`; else each one's first option, the
 * pairing the combat would make now): each character with leadership icons may be paired with one army that may
 * support it, and a character without them with an army whose text reads whom it supports; each army with one
 * character. Returns the pairs, army then character.
 */
function pairings(env: Env, cards: CardId[], ask: boolean): CardId[] {
  const armies = cards.filter((id) => cardType(env, id) === "army");
  const pairs: CardId[] = [];
  if (armies.length === 0) return pairs;
  const used = new Set<CardId>();
  for (const ch of cards) {
    if (cardType(env, ch) !== "character") continue;
    const lead = hasLeadership(env, ch);
    const options = armies.filter((a) => !used.has(a) && (lead || readsSupport(env, a)) && maySupport(env, a, ch));
    if (options.length === 0) continue;
    let army = options[0]!;
    if (ask) {
      const owner = env.state.cards[ch]!.owner;
      const [a] = env.chooser.cards({ kind: "cards", player: owner, purpose: `support:${ch}`, source: ch, options, min: 1, max: 1 });
      if (a !== undefined && options.includes(a)) army = a;
      log(env.state, { character: ch, army, seq: nextSeq(env.state), type: "support" });
    }
    used.add(army);
    pairs.push(army, ch);
  }
  return pairs;
}

const supportedIn = (pairs: readonly CardId[]): Set<CardId> => {
  const out = new Set<CardId>();
  for (let i = 1; i < pairs.length; i += 2) out.add(pairs[i]!);
  return out;
};

/**
 * The army–character pairing on a battleground: the one its combat made, while that combat is resolved; else the one
 * it would make now (each owner's first choice). Pairs, army then character.
 */
export function supportPairing(env: Env, bg: CardId): readonly CardId[] {
  const current = wotr(env.state).combatSupport;
  if (current !== null && current.location === bg) return current.pairs;
  if (cardType(env, bg) !== "battleground" || pairing.has(env.state)) return [];
  const defending: Side = cardSide(env, bg) ?? "free-peoples";
  // a text read while the pairing is made (an icon under a `supports` condition) sees none: no loop
  pairing.add(env.state);
  try {
    return [...pairings(env, sideCards(env, bg, otherSide(defending)), false), ...pairings(env, sideCards(env, bg, defending), false)];
  } finally {
    pairing.delete(env.state);
  }
}
const pairing = new WeakSet<object>();

/** The character an army at a battleground supports there, or null. */
export function supportedCharacter(env: Env, army: CardId): CardId | null {
  const c = env.state.cards[army];
  if (!c || c.zone !== ZONES.atLocation || c.attachedTo === null) return null;
  const pairs = supportPairing(env, c.attachedTo);
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === army) return pairs[i + 1]!;
  return null;
}

function battlegroundCombat(env: Env, bg: CardId): Side {
  const defending: Side = cardSide(env, bg) ?? "free-peoples";
  const attacking = otherSide(defending);
  const def = sideCards(env, bg, defending);
  const atk = sideCards(env, bg, attacking);
  const atkPairs = pairings(env, atk, true);
  const defPairs = pairings(env, def, true);
  const ext = wotr(env.state);
  // the pairing is fixed for the combat: `supports` reads it (Dead Men of Dunharrow's kind of text)
  ext.combatSupport = { location: bg, pairs: [...atkPairs, ...defPairs] };
  const atkSupported = supportedIn(atkPairs);
  const defSupported = supportedIn(defPairs);
  const attack = atk.reduce((n, id) => n + bgAttack(env, id, atkSupported.has(id)), 0) + tokens(env.state, bg, "attack");
  const ignored = ext.reactivatedFromOpponent.includes(bg);
  const own = (ignored ? 0 : locationShields(env, bg)) + tokens(env.state, bg, "defence");
  const remaining = attack - own;
  // leadership counts for the rest of the combat even if its army (or character) is gone: values fixed now
  const values = new Map(def.map((id) => [id, bgDefence(env, id, defSupported.has(id))] as const));
  const left = remaining > 0 ? takeLosses(env, defending, def, (id) => values.get(id) ?? 0, remaining, "battleground-loss", "battleground") : 0;
  for (const id of def) if (env.state.cards[id]!.zone === ZONES.atLocation) cycle(env, id);
  for (const id of atk) if (env.state.cards[id]!.zone === ZONES.atLocation) eliminateInCombat(env, id, "battleground");
  for (const id of cardsAt(env, bg)) eliminateInCombat(env, id, "battleground");
  const winner: Side = left > 0 ? attacking : defending;
  log(env.state, { card: bg, attack, shields: own, uncancelled: left, winner, seq: nextSeq(env.state), type: "battleground-combat" });
  ext.combatSupport = null;
  score(env, bg, winner);
  return winner;
}
