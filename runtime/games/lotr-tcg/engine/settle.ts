/** The checks after every step of the rules: deaths (wounds ≥ vitality), discards by rule, The One Ring goes with the Ring-bearer, game end. */
import type { Env } from "../../../core/env.ts";
import { allCards, cardCount, cardDefsToken, moveCard, type CardId, type GameState } from "../../../core/state.ts";
import { checkGameEnd, diesOfWounds } from "../state/actions.ts";
import { ringBearerAt, ZONES } from "../state/game.ts";
import { discardByRule } from "../state/rule-discards.ts";
import { factsOf, knownFacts } from "./facts.ts";
import { activeInPlay } from "./library.ts";
import { charactersInPlay } from "./turn.ts";

// Cards are never removed and keep their owner and definition: the answer holds for the cards of a card index's fact
// tables (`cardDefsToken`: a game, its copies, and the other games of its deal) while no card is added. Kept for the
// last two (games alternate between the deals of two seatings), not in a WeakMap: the key is asked about after every step.
interface Rings {
  token: object | null;
  count: number;
  /** By seat: the player the answer is for, and their ring (a slot read where a player's id would be hashed). */
  owners: (string | undefined)[];
  rings: (CardId | null)[];
}
let lastRings: Rings = { token: null, count: -1, owners: [], rings: [] };
let ringsBefore: Rings = lastRings;

/** The answers for the state's cards. */
function ringsOf(state: GameState): Rings {
  const token = cardDefsToken(state);
  const count = cardCount(state);
  if (lastRings.token !== token || lastRings.count !== count) {
    const was = lastRings;
    lastRings = ringsBefore.token === token && ringsBefore.count === count ? ringsBefore : { token, count, owners: [], rings: [] };
    ringsBefore = was;
  }
  return lastRings;
}

/** The The One Ring of player `p` (in `seat`): the first such card by creation order, or null. */
function theOneRing(state: GameState, rings: Rings, seat: number, p: string): CardId | null {
  if (rings.owners[seat] === p) return rings.rings[seat]!;
  let ring: CardId | null = null;
  // the index's list, in creation order
  for (const id of allCards(state)) {
    if (state.cards[id]!.owner === p && factsOf(state, id).type === "the-one-ring") {
      ring = id;
      break;
    }
  }
  rings.owners[seat] = p;
  rings.rings[seat] = ring;
  return ring;
}

/** After every step: deaths (wounds ≥ vitality), discards by rule (`Discard The Balrog if not underground.`), The One Ring goes with the Ring-bearer, game end. */
export function settle(env: Env): void {
  const cards = env.state.cards;
  // only characters are in the characters zone, and they are in play: whether each is active is read from the facts
  // table, read once (`checkCharacterDeath` asks the rules, which look the facts up again)
  const known = knownFacts(env.state);
  for (const id of charactersInPlay(env)) {
    const c = cards[id]!;
    if (c.tokens.wound && activeInPlay(env.state, c, known[id] ?? factsOf(env.state, id))) diesOfWounds(env, id);
  }
  discardByRule(env);
  const players = env.state.players;
  const rings = ringsOf(env.state);
  for (let seat = 0; seat < players.length; seat++) {
    const p = players[seat]!.id;
    const rb = ringBearerAt(env.state, seat);
    if (!rb || cards[rb]?.zone !== ZONES.characters) continue;
    const ring = theOneRing(env.state, rings, seat, p);
    if (ring && cards[ring]!.attachedTo !== rb) moveCard(env.state, ring, ZONES.attached, { attachedTo: rb, keepTokens: true });
  }
  checkGameEnd(env);
}