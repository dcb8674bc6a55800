/**
 * The things that change LOTR state: exert, wound, heal, burdens, twilight, draw, discard, kill,
 * put into play. Each returns whether it happened; none throws on an impossible request.
 */
import { defOf, type Env } from "../../../core/env.ts";
import { announce, makeEvent, settle, type GameEvent } from "../../../core/events.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { modifiedFlag, modifierAmounts } from "../../../core/modifiers.ts";
import { woundsThisPhase } from "./phases.ts";
import { addTokens, cardsOn, moveCard, player as playerState, ATTACHED, STACKED, type CardId } from "../../../core/state.ts";
import { CANNOT_REMOVE_BURDENS, lotr, TWILIGHT, WOUNDS_FORBIDDEN, ZONES } from "./game.ts";
import { burdens, burdensOn, canExert, cardType, isCharacter, resistance, ringBearer, vitality, wounds } from "./stats.ts";

/** Lets responses act on an "is about to" event (the engine's response window; none by default). */
function window(env: Env, e: GameEvent): boolean {
  announce(env.state, e);
  env.rules.respond?.(env, e, "before");
  return settle(env.state, e);
}

/** Tells the engine something happened (triggers fire there). */
export function happened(env: Env, e: Omit<GameEvent, "id">): void {
  if (e.type === "assigned") recordAssigned(env, e.cards);
  env.rules.respond?.(env, makeEvent(env.state, e), "after");
}

/** Characters assigned to a skirmish this turn (every "assigned" event of the turn). */
export function assignedThisTurn(env: Env): CardId[] {
  const r = lotr(env.state).assignedThisTurn;
  return r && r.turn === env.state.turn ? r.cards : [];
}

/** Notes characters as assigned this turn (the engine's assignment step calls it beside its "assigned" events). */
export function recordAssigned(env: Env, cards: CardId[]): void {
  const ext = lotr(env.state);
  ext.assignedThisTurn = { turn: env.state.turn, cards: [...assignedThisTurn(env), ...cards] };
}

/** Events after a character exerted / took a wound (the "is about to" windows are `exert` / `wound`). */
export const EXERTED = "exerted";
export const WOUNDED = "wounded";

export function exert(env: Env, id: CardId): boolean {
  if (!canExert(env, id)) return false;
  // "Is about to exert": a response may place no token (the exertion still counts as done).
  if (window(env, makeEvent(env.state, { type: "exert", cards: [id], source: env.source, amount: 1 }))) addTokens(env.state, id, "wound", 1);
  log(env.state, { card: id, seq: nextSeq(env.state), type: "exert" });
  happened(env, { type: EXERTED, cards: [id], source: env.source });
  return true;
}

/** One wound (responses may prevent it); the character dies if wounds reach vitality. */
export function wound(env: Env, id: CardId): boolean {
  if (!isCharacter(env, id) || !env.rules.inPlay(env.state, env.state.cards[id]!)) return false;
  if (modifiedFlag(env, id, "wounds-prevented", false) || modifiedFlag(env, id, WOUNDS_FORBIDDEN, false)) return false;
  const limits = modifierAmounts(env, id, "wound-limit");
  if (env.state.phase === "skirmish" && limits.length && woundsThisPhase(env, id) >= Math.min(...limits)) return false;
  if (!window(env, makeEvent(env.state, { type: "wound", cards: [id], source: env.source, amount: 1 }))) return false;
  addTokens(env.state, id, "wound", 1);
  log(env.state, { card: id, seq: nextSeq(env.state), type: "wound" });
  checkDeath(env, id);
  happened(env, { type: WOUNDED, cards: [id], source: env.source });
  return true;
}

/** Removes one wound (responses to "is about to heal" may prevent it). */
export function heal(env: Env, id: CardId): boolean {
  if (wounds(env, id) === 0 || modifiedFlag(env, id, "cannot-heal", false)) return false;
  if (!window(env, makeEvent(env.state, { type: "heal", cards: [id], source: env.source, amount: 1 }))) return false;
  addTokens(env.state, id, "wound", -1);
  log(env.state, { card: id, seq: nextSeq(env.state), type: "heal" });
  return true;
}

export function addBurdens(env: Env, n: number): number {
  const rb = ringBearer(env);
  if (!rb || n <= 0) return 0;
  addTokens(env.state, rb, "burden", n);
  log(env.state, { card: rb, n, seq: nextSeq(env.state), type: "add-burdens" });
  checkGameEnd(env);
  return n;
}

/** Removes up to n burdens; returns how many were removed. */
export function removeBurdens(env: Env, n: number): number {
  const rb = ringBearer(env);
  const removed = Math.min(Math.max(0, n), burdens(env));
  if (!rb || removed === 0 || modifiedFlag(env, rb, CANNOT_REMOVE_BURDENS, false)) return 0;
  addTokens(env.state, rb, "burden", -removed);
  log(env.state, { card: rb, n: removed, seq: nextSeq(env.state), type: "remove-burdens" });
  return removed;
}

export function twilight(env: Env): number {
  return env.state.pools[TWILIGHT] ?? 0;
}

export function addTwilight(env: Env, n: number): void {
  if (n <= 0) return;
  env.state.pools[TWILIGHT] = twilight(env) + n;
  log(env.state, { n, seq: nextSeq(env.state), type: "add-twilight" });
}

export function removeTwilight(env: Env, n: number): boolean {
  if (n < 0 || twilight(env) < n) return false;
  env.state.pools[TWILIGHT] = twilight(env) - n;
  log(env.state, { n, seq: nextSeq(env.state), type: "remove-twilight" });
  return true;
}

/** Events after a card was drawn / taken into hand otherwise (one per card; the card and its player). */
export const DREW = "drew";
export const TAKEN_INTO_HAND = "taken-into-hand";

/** Draws up to n cards (drawing from an empty deck does nothing); returns the cards drawn. */
export function draw(env: Env, player: string, n: number): CardId[] {
  // the top n, copied from the deck's own list (not the whole deck copied first)
  const drawn = (playerState(env.state, player).zones[ZONES.drawDeck] ?? []).slice(0, Math.max(0, n));
  for (const id of drawn) moveCard(env.state, id, ZONES.hand);
  if (drawn.length) log(env.state, { player, n: drawn.length, seq: nextSeq(env.state), type: "draw" });
  for (const id of drawn) happened(env, { type: DREW, cards: [id], player, source: env.source });
  return drawn;
}

/** Takes a card into its owner's hand from where it is (not a draw: the discard pile, cards revealed). */
export function takeIntoHand(env: Env, id: CardId): void {
  moveCard(env.state, id, ZONES.hand);
  happened(env, { type: TAKEN_INTO_HAND, cards: [id], player: env.state.cards[id]!.owner, source: env.source });
}

/** Puts a card (and what it bears) in its owner's discard pile. */
export function discard(env: Env, id: CardId): boolean {
  const left = leave(env, id);
  if (!left) return false;
  announceDiscards(env, left);
  return true;
}

/** Moves a card and what it bears to the discard pile; returns the cards that left play (null: nothing to do). */
function leave(env: Env, id: CardId): CardId[] | null {
  const c = env.state.cards[id];
  if (!c || c.zone === ZONES.discard) return null;
  const fromPlay = env.rules.inPlay(env.state, c);
  const left = leaveBorne(env, id);
  moveCard(env.state, id, ZONES.discard);
  log(env.state, { card: id, seq: nextSeq(env.state), type: "discard" });
  if (fromPlay) left.push(id);
  return left;
}

/** Discards what a card bears (the cards attached to it, then those stacked on it); returns the cards that left play. */
function leaveBorne(env: Env, id: CardId): CardId[] {
  // both lists as they are now (lists the index hands out stay as they were while cards move)
  const attached = cardsOn(env.state, id, ATTACHED);
  const stacked = cardsOn(env.state, id, STACKED);
  const left: CardId[] = [];
  for (const a of attached) for (const x of leave(env, a) ?? []) left.push(x);
  for (const a of stacked) for (const x of leave(env, a) ?? []) left.push(x);
  return left;
}

/** "… is discarded" triggers (Plundered Armories) answer, once everything has left play. */
function announceDiscards(env: Env, ids: CardId[]): void {
  for (const id of ids) happened(env, { type: "discard", cards: [id], source: env.source });
}

/**
 * A card leaves play some other way than by being discarded (it dies, it is stacked): what it bears is
 * discarded, `move` takes the card itself away, and only then do "… is discarded" triggers answer, so
 * none of them can put a card back on a bearer that is leaving (Plundered Armories on a stacked Orc).
 */
export function leavePlay(env: Env, id: CardId, move: () => void): void {
  const left = leaveBorne(env, id);
  move();
  announceDiscards(env, left);
}

/**
 * A character dies: Free Peoples to the dead pile, minions to the discard pile. A dead Ring-bearer
 * keeps its burdens (Sam's response may pass them on); `checkGameEnd` decides the loss afterwards.
 */
export function kill(env: Env, id: CardId): void {
  leavePlay(env, id, () => {
    const kept = burdensOn(env, id);
    moveCard(env.state, id, cardType(env, id) === "minion" ? ZONES.discard : ZONES.deadPile);
    if (kept) addTokens(env.state, id, "burden", kept);
    log(env.state, { card: id, seq: nextSeq(env.state), type: "die" });
  });
  happened(env, { type: "die", cards: [id], source: env.source });
}

export function checkDeath(env: Env, id: CardId): boolean {
  return isCharacter(env, id) && checkCharacterDeath(env, id);
}

/** `checkDeath` for a card known to be a character (one in the characters zone: the check after each step). */
export function checkCharacterDeath(env: Env, id: CardId): boolean {
  return env.rules.inPlay(env.state, env.state.cards[id]!) && diesOfWounds(env, id);
}

/** A character known to be in play dies if its wounds are as many as its vitality. */
export function diesOfWounds(env: Env, id: CardId): boolean {
  if (wounds(env, id) < vitality(env, id)) return false;
  kill(env, id);
  return true;
}

/** Modifier flag on the Ring-bearer: corrupted whatever the burdens (`the Ring-bearer is corrupted`). */
export const CORRUPTED = "corrupted";

/** Flag property of a card that is exerted until exhausted as it comes into play (`Each [sauron] Orc comes into play exhausted.`). */
export const ENTERS_EXHAUSTED = "enters-exhausted";

/** The Free Peoples player loses when the Ring-bearer is corrupted (burdens ≥ resistance, or flagged) or dead. */
export function checkGameEnd(env: Env): string | null {
  const ext = lotr(env.state);
  const rb = ringBearer(env);
  if (ext.winner || !rb) return ext.winner;
  const dead = !env.rules.inPlay(env.state, env.state.cards[rb]!);
  // `burdens(env)`, on the Ring-bearer found above
  const corrupted = burdensOn(env, rb) >= resistance(env, rb) || modifiedFlag(env, rb, CORRUPTED, false);
  if (!dead && !corrupted) return null;
  // a loop, not `find`: a closure reading `ext` would cost a context on every check (asked after every step)
  ext.winner = null;
  for (const p of env.state.players) if (ext.winner === null && p.id !== ext.freePeoples) ext.winner = p.id;
  log(env.state, { reason: dead ? "ring-bearer-killed" : "corrupted", winner: ext.winner, seq: nextSeq(env.state), type: "game-over" });
  return ext.winner;
}

/**
 * The "is about to be played" window (from hand or any other zone, its cost paid): false when a
 * response cancelled the play; the card then goes to the discard pile.
 */
export function aboutToPlay(env: Env, id: CardId, player: string): boolean {
  if (window(env, makeEvent(env.state, { type: "play", cards: [id], player, source: env.source }))) return true;
  discard(env, id);
  return false;
}

/**
 * Puts a card into play (after the "is about to be played" window): characters to the characters
 * zone, items/conditions on a bearer or to the support area; then "played" triggers fire.
 */
export function putIntoPlay(env: Env, id: CardId, bearer: CardId | null = null): boolean {
  if (!aboutToPlay(env, id, env.controller)) return false;
  const type = cardType(env, id);
  if (bearer) moveCard(env.state, id, ATTACHED, { attachedTo: bearer });
  else moveCard(env.state, id, ["companion", "ally", "minion"].includes(type) ? ZONES.characters : ZONES.support);
  if (modifiedFlag(env, id, ENTERS_EXHAUSTED, false)) while (canExert(env, id) && exert(env, id));
  log(env.state, { card: id, title: defOf(env, id).title, bearer, seq: nextSeq(env.state), type: "play" });
  happened(env, { type: "play", cards: [id], player: env.controller, source: env.source });
  return true;
}
