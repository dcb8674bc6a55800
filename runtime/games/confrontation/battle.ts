/**
 * A battle sequence, as a resumable machine over `state.battle`: it runs until it needs an answer (`state.pending`)
 * or the attack is over. Order (rules digest, "Battle"):
 *   defender (the attacker picks a revealed enemy, or an unrevealed one at random) → both revealed →
 *   character texts: the Warg's kind first (silencing the enemy's), then the defender's companions (Sam), the Fellowship
 *   fighter, the Sauron fighter → combat cards (secret and together; an open-first side first) → text cards, Sauron's
 *   first → totals (lower defeated, a tie both) → winner's texts (Shelob) → cards used → next battle while both sides
 *   remain in the region → survivors hidden again.
 */
import { enemyOf, SIDES, type Side } from "./board.ts";
import { cardTextOffers, hasOffersAt, offersAt, silencesEnemy } from "./abilities.ts";
import { cardDef, isRingBearer, isTextCard, titleOf } from "./cards.ts";
import type { BattleCtx, Offer, Role } from "./impl/types.ts";
import { nextInt } from "../../core/rng.ts";
import { countIn, setRegion, strengthOf } from "./rules.ts";
import { addLog, clearFlags, emptyFlags, pieceById, question, type Battle, type GameState, type Outcome, type Piece } from "./state.ts";

export function startAttack(s: GameState, attacker: string, region: string): void {
  s.battle = {
    region,
    attacker,
    number: 0,
    defender: null,
    stage: "defender",
    phase: 0,
    index: 0,
    flags: emptyFlags(),
    cards: { fellowship: null, sauron: null },
    cardsRevealed: false,
    effective: { fellowship: null, sauron: null },
    textIndex: 0,
  };
}

const inBattle = (s: GameState, b: Battle, id: string | null): Piece | undefined => {
  const p = id === null ? undefined : pieceById(s, id);
  return p && !p.defeated && p.region === b.region ? p : undefined;
};

/** Has this battle been decided before the totals (someone defeated or gone)? */
const decided = (s: GameState, b: Battle): boolean => !inBattle(s, b, b.attacker) || !inBattle(s, b, b.defender);

/** The fighter of `side`: the attacker or the defender. */
function fighter(s: GameState, b: Battle, side: Side): Piece {
  const a = pieceById(s, b.attacker)!;
  return a.side === side ? a : pieceById(s, b.defender!)!;
}

function ctxFor(s: GameState, b: Battle, self: Piece, role: Role): BattleCtx {
  return { state: s, battle: b, self, role, enemy: fighter(s, b, enemyOf(self.side)), friend: fighter(s, b, self.side) };
}

const roleOf = (b: Battle, p: Piece): Role => (p.id === b.attacker ? "attacker" : "defender");

export function defeat(s: GameState, ids: string[]): void {
  for (const id of ids) {
    const p = pieceById(s, id);
    if (!p || p.defeated) continue;
    p.revealed = true;
    if (!s.quiet) addLog(s, `${titleOf(p.card)} (${p.side}) is defeated in ${p.region}.`);
    setRegion(s, p, null);
    p.defeated = true;
    if (isRingBearer(p.card)) endGame(s, "sauron", "frodo-defeated");
  }
}

export function endGame(s: GameState, winner: Side | null, reason: string): void {
  if (s.over) return;
  s.over = true;
  s.winner = winner;
  s.endReason = reason;
  s.pending = null;
  addLog(s, winner ? `The ${winner} player wins (${reason}).` : `The game is drawn (${reason}).`);
}

export function applyOutcome(s: GameState, o: Outcome): void {
  const b = s.battle!;
  switch (o.kind) {
    case "defeat":
      defeat(s, o.pieces);
      break;
    case "retreat":
    case "move": {
      const p = pieceById(s, o.piece)!;
      if (!s.quiet) addLog(s, `${titleOf(p.card)} ${o.kind === "retreat" ? "retreats" : "goes"} to ${o.to}.`);
      setRegion(s, p, o.to);
      break;
    }
    case "substitute": {
      const p = pieceById(s, o.piece)!;
      p.revealed = true;
      b.defender = p.id;
      b.flags.strength[p.id] = o.strength;
      if (!s.quiet) addLog(s, `${titleOf(p.card)} takes ${titleOf(pieceById(s, o.for)?.card)}'s place (strength ${o.strength}).`);
      break;
    }
    case "no-cards":
      b.flags.noCards = true;
      addLog(s, "No combat cards are played in this battle.");
      break;
    case "open-first":
      b.flags.openFirst = o.side;
      break;
    case "void-card":
      b.flags.voidCard.push(o.side);
      break;
    case "ignore-text-card":
      b.flags.ignoredText.push(o.side);
      break;
    case "zero-strength-card":
      b.flags.zeroStrengthCard.push(o.side);
      break;
    case "replay":
      b.effective[o.side] = o.card;
      if (!s.quiet) addLog(s, `The ${o.side} Magic card counts as ${titleOf(o.card)}.`);
      break;
    case "none":
      break;
  }
}

/** Take an offer: at once when it has one compulsory choice, else ask its side. Returns true when waiting. */
function take(s: GameState, side: Side, source: string, offer: Offer): boolean {
  if (!offer.optional && offer.choices.length === 1) {
    applyOutcome(s, offer.choices[0]!.outcome);
    return false;
  }
  if (offer.choices.length === 0) return false;
  s.pending = { kind: "choice", player: side, source, optional: offer.optional, choices: offer.choices };
  return true;
}

interface AbilityOffer {
  side: Side;
  source: string;
  offer: Offer;
}

/** The next offer of the abilities stage, or null when the stage is done; advances the pointer past it. */
function nextAbilityOffer(s: GameState, b: Battle): AbilityOffer | null {
  while (b.phase <= 2) {
    const offers = phaseOffers(s, b, b.phase);
    if (b.index < offers.length) return offers[b.index++]!;
    b.phase++;
    b.index = 0;
  }
  return null;
}

const NO_OFFERS: AbilityOffer[] = [];

/** The offers of abilities phase `phase` (see `Battle.phase`), every text asked in order, as they stand now. */
function phaseOffers(s: GameState, b: Battle, phase: number): AbilityOffer[] {
  let out = NO_OFFERS;
  if (phase === 0) {
    const d = pieceById(s, b.defender!)!;
    for (const p of s.pieces) if (p !== d && p.side === d.side && p.region === b.region && !p.defeated) out = ask(s, b, p, "companion", out);
  } else {
    const f = fighter(s, b, phase === 1 ? "fellowship" : "sauron");
    out = ask(s, b, f, roleOf(b, f), out);
  }
  return out;
}

/** `out` with the piece's battle-start offers added (a new list for the first offer when `out` is `NO_OFFERS`). */
function ask(s: GameState, b: Battle, piece: Piece, role: Role, out: AbilityOffer[]): AbilityOffer[] {
  if (b.flags.textless.includes(piece.side) || !hasOffersAt(piece.card, "battle-start")) return out;
  for (const offer of offersAt(ctxFor(s, b, piece, role), "battle-start")) {
    if (out === NO_OFFERS) out = [];
    out.push({ side: piece.side, source: piece.card ?? "", offer });
  }
  return out;
}

function chooseDefender(s: GameState, b: Battle, attacker: Piece): boolean {
  // the attacker's options: each revealed enemy, and "an unrevealed one" if there is any
  let options = 0;
  let hidden = false;
  let revealed: Piece | undefined;
  for (const p of s.pieces) {
    if (p.side === attacker.side || p.region !== b.region || p.defeated) continue;
    if (p.revealed) {
      options++;
      revealed ??= p;
    } else if (!hidden) {
      hidden = true;
      options++;
    }
  }
  if (options > 1) {
    s.pending = question("defender", attacker.side);
    return true;
  }
  setDefender(s, b, revealed?.id ?? null);
  return false;
}

/** null: an unrevealed enemy, at random. */
export function setDefender(s: GameState, b: Battle, id: string | null): void {
  const attacker = pieceById(s, b.attacker)!;
  const d = (id === null ? undefined : pieceById(s, id)) ?? randomHidden(s, b.region, enemyOf(attacker.side));
  b.defender = d.id;
  attacker.revealed = true;
  d.revealed = true;
  if (!s.quiet) addLog(s, `Battle in ${b.region}: ${titleOf(attacker.card)} (${attacker.side}) attacks ${titleOf(d.card)} (${d.side}).`);
  for (const side of SIDES) if (silencesEnemy(s, fighter(s, b, side))) b.flags.textless.push(enemyOf(side));
  b.stage = "abilities";
}

/** One of the side's unrevealed pieces in the region, at random (in the order of `s.pieces`). */
function randomHidden(s: GameState, region: string, side: Side): Piece {
  let n = 0;
  for (const p of s.pieces) if (isHidden(p, region, side)) n++;
  let pick = nextInt(s.rng, n);
  for (const p of s.pieces) if (isHidden(p, region, side) && pick-- === 0) return p;
  throw new Error(`no unrevealed ${side} piece in ${region}`);
}

const isHidden = (p: Piece, region: string, side: Side): boolean => p.region === region && !p.defeated && p.side === side && !p.revealed;

function cardValue(b: Battle, side: Side): number {
  const card = b.effective[side];
  const v = cardDef(card)?.might;
  if (v == null || b.flags.zeroStrengthCard.includes(side)) return 0;
  return v;
}

function totals(s: GameState, b: Battle): void {
  const f = fighter(s, b, "fellowship");
  const e = fighter(s, b, "sauron");
  const tf = strengthOf(s, f) + cardValue(b, "fellowship");
  const te = strengthOf(s, e) + cardValue(b, "sauron");
  if (!s.quiet) addLog(s, `Totals: ${titleOf(f.card)} ${tf}, ${titleOf(e.card)} ${te}.`);
  if (tf === te) defeat(s, [f.id, e.id]);
  else defeat(s, [tf < te ? f.id : e.id]);
}

/** Played cards go face up; a side that has played all its cards takes them back. */
function discard(s: GameState, b: Battle): void {
  for (const side of SIDES) {
    const c = b.cards[side];
    if (c === null) continue;
    const h = s.hands[side];
    remove(h.available, c);
    h.used.push(c);
    if (h.available.length === 0) {
      h.available = h.used;
      h.used = [];
      if (!s.quiet) addLog(s, `The ${side} player takes back his combat cards.`);
    }
  }
}

/** Removes every `x` from `list`, in place (a state's lists are its own: `copyState` copies them). */
function remove(list: string[], x: string): void {
  let n = 0;
  for (const y of list) if (y !== x) list[n++] = y;
  list.length = n;
}

/** Runs the battle until it waits for an answer or the attack ends (then `state.battle` is null). */
export function runBattle(s: GameState): void {
  while (s.battle && !s.over && !s.pending) {
    const b: Battle = s.battle;
    const attacker = pieceById(s, b.attacker)!;
    switch (b.stage) {
      case "defender": {
        if (!inBattle(s, b, b.attacker) || countIn(s, b.region, enemyOf(attacker.side)) === 0) {
          for (const p of s.pieces) if (!p.defeated) p.revealed = false;
          s.battle = null;
          return;
        }
        b.number++;
        b.defender = null;
        b.phase = 0;
        b.index = 0;
        clearFlags(b.flags);
        b.cardsRevealed = false;
        b.textIndex = 0;
        b.cards.fellowship = b.cards.sauron = null;
        b.effective.fellowship = b.effective.sauron = null;
        if (chooseDefender(s, b, attacker)) return;
        break;
      }
      case "abilities": {
        if (decided(s, b)) {
          b.stage = "totals";
          break;
        }
        const next = nextAbilityOffer(s, b);
        if (!next) b.stage = b.flags.noCards ? "totals" : "cards";
        else take(s, next.side, next.source, next.offer);
        break;
      }
      case "cards": {
        const first: Side = b.flags.openFirst ?? "sauron";
        const waiting = b.cards[first] === null ? first : b.cards[enemyOf(first)] === null ? enemyOf(first) : null;
        if (waiting) {
          s.pending = question("card", waiting);
          return;
        }
        b.cardsRevealed = true;
        for (const side of SIDES) b.effective[side] = b.flags.voidCard.includes(side) ? null : b.cards[side];
        if (!s.quiet) addLog(s, `Combat cards: Fellowship ${titleOf(b.cards.fellowship)}, Sauron ${titleOf(b.cards.sauron)}.`);
        b.stage = "texts";
        break;
      }
      case "texts": {
        if (decided(s, b) || b.textIndex > 1) {
          b.stage = "totals";
          break;
        }
        const side: Side = b.textIndex === 0 ? "sauron" : "fellowship";
        const card = b.effective[side];
        if (!isTextCard(card) || b.flags.ignoredText.includes(side)) {
          b.textIndex++;
          break;
        }
        const self = fighter(s, b, side);
        const offers = cardTextOffers(ctxFor(s, b, self, roleOf(b, self)), side, card!);
        const before = b.effective[side];
        // a Magic card that now counts as another card resolves that card's text in the same place
        const waiting = offers.length > 0 && take(s, side, card!, offers[0]!);
        if (!waiting && b.effective[side] === before) b.textIndex++;
        break;
      }
      case "totals": {
        if (!decided(s, b)) totals(s, b);
        afterBattle(s, b);
        break;
      }
    }
  }
}

/** After a choice answered during the texts stage, move on (a replay stays on the same card). */
export function afterChoice(s: GameState, replayed: boolean): void {
  const b = s.battle;
  if (b && b.stage === "texts" && !replayed) b.textIndex++;
}

function afterBattle(s: GameState, b: Battle): void {
  discard(s, b);
  b.stage = "defender";
  if (s.over) return;
  for (const side of SIDES) {
    const w = fighter(s, b, side);
    const l = fighter(s, b, enemyOf(side));
    if (w.defeated || !l.defeated || b.flags.textless.includes(side) || !hasOffersAt(w.card, "battle-won")) continue;
    for (const offer of offersAt(ctxFor(s, b, w, roleOf(b, w)), "battle-won")) {
      // only compulsory texts here (Shelob); an optional one would need a stage of its own
      if (!offer.optional && offer.choices.length === 1) applyOutcome(s, offer.choices[0]!.outcome);
    }
  }
}
