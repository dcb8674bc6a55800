/**
 * A battle sequence, as a resumable machine over `state.battle`: it runs until it needs an answer (`state.pending`)
 * or the attack is over. Order (rules digest, "Battle"):
 *   defender (the attacker picks a revealed enemy, or an unrevealed one at random) → both revealed →
 *   character texts: the Warg's kind first (silencing the enemy's), then the defender's companions (Sam), the Fellowship
 *   fighter, the Sauron fighter → combat cards (secret and together; an open-first side first) → text cards, Sauron's
 *   first → totals (lower defeated, a tie both) → winner's texts (Shelob) → cards used → next battle while both sides
 *   remain in the region → survivors hidden again.
 */
import { enemyOf, type Side } from "./board.ts";
import { cardTextOffers, offersAt, silencesEnemy } from "./abilities.ts";
import { cardDef, isRingBearer, isTextCard, titleOf } from "./cards.ts";
import type { BattleCtx, Offer, Role } from "./impl/types.ts";
import { nextInt } from "../../core/rng.ts";
import { strengthOf } from "./rules.ts";
import { addLog, emptyFlags, pieceById, piecesIn, type Battle, type GameState, type Outcome, type Piece } from "./state.ts";

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

function fighters(s: GameState, b: Battle): Record<Side, Piece> {
  const a = pieceById(s, b.attacker)!;
  const d = pieceById(s, b.defender!)!;
  return a.side === "fellowship" ? { fellowship: a, sauron: d } : { fellowship: d, sauron: a };
}

function ctxFor(s: GameState, b: Battle, self: Piece, role: Role): BattleCtx {
  const f = fighters(s, b);
  return { state: s, battle: b, self, role, enemy: f[enemyOf(self.side)], friend: f[self.side] };
}

export function defeat(s: GameState, ids: string[]): void {
  for (const id of ids) {
    const p = pieceById(s, id);
    if (!p || p.defeated) continue;
    p.defeated = true;
    p.revealed = true;
    addLog(s, `${titleOf(p.card)} (${p.side}) is defeated in ${p.region}.`);
    p.region = null;
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
      addLog(s, `${titleOf(p.card)} ${o.kind === "retreat" ? "retreats" : "goes"} to ${o.to}.`);
      p.region = o.to;
      break;
    }
    case "substitute": {
      const p = pieceById(s, o.piece)!;
      p.revealed = true;
      b.defender = p.id;
      b.flags.strength[p.id] = o.strength;
      addLog(s, `${titleOf(p.card)} takes ${titleOf(pieceById(s, o.for)?.card)}'s place (strength ${o.strength}).`);
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
      addLog(s, `The ${o.side} Magic card counts as ${titleOf(o.card)}.`);
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

/** Pieces whose texts are asked in abilities phase `phase` (see `Battle.phase`). */
function phasePieces(s: GameState, b: Battle, phase: number): { piece: Piece; role: Role }[] {
  const f = fighters(s, b);
  const silenced = (p: Piece): boolean => b.flags.textless.includes(p.side);
  const d = pieceById(s, b.defender!)!;
  const list =
    phase === 0
      ? piecesIn(s, b.region, d.side).filter((p) => p.id !== d.id).map((piece) => ({ piece, role: "companion" as Role }))
      : [{ piece: f[phase === 1 ? "fellowship" : "sauron"], role: (f[phase === 1 ? "fellowship" : "sauron"].id === b.attacker ? "attacker" : "defender") as Role }];
  return list.filter((x) => !silenced(x.piece));
}

/** The next offer of the abilities stage, or null when the stage is done; advances the pointer past it. */
function nextAbilityOffer(s: GameState, b: Battle): { side: Side; source: string; offer: Offer } | null {
  while (b.phase <= 2) {
    const offers = phasePieces(s, b, b.phase).flatMap(({ piece, role }) =>
      offersAt(ctxFor(s, b, piece, role), "battle-start").map((offer) => ({ side: piece.side, source: piece.card ?? "", offer })),
    );
    if (b.index < offers.length) return offers[b.index++]!;
    b.phase++;
    b.index = 0;
  }
  return null;
}

function chooseDefender(s: GameState, b: Battle, attacker: Piece): boolean {
  const enemies = piecesIn(s, b.region, enemyOf(attacker.side));
  const revealed = enemies.filter((p) => p.revealed);
  const hidden = enemies.filter((p) => !p.revealed);
  if (revealed.length + (hidden.length > 0 ? 1 : 0) > 1) {
    s.pending = { kind: "defender", player: attacker.side };
    return true;
  }
  setDefender(s, b, revealed[0]?.id ?? null);
  return false;
}

/** null: an unrevealed enemy, at random. */
export function setDefender(s: GameState, b: Battle, id: string | null): void {
  const attacker = pieceById(s, b.attacker)!;
  let d = id === null ? undefined : pieceById(s, id);
  if (!d) {
    const hidden = piecesIn(s, b.region, enemyOf(attacker.side)).filter((p) => !p.revealed);
    d = hidden[nextInt(s.rng, hidden.length)]!;
  }
  b.defender = d.id;
  attacker.revealed = true;
  d.revealed = true;
  addLog(s, `Battle in ${b.region}: ${titleOf(attacker.card)} (${attacker.side}) attacks ${titleOf(d.card)} (${d.side}).`);
  const f = fighters(s, b);
  for (const side of ["fellowship", "sauron"] as const) if (silencesEnemy(s, f[side])) b.flags.textless.push(enemyOf(side));
  b.stage = "abilities";
}

function cardValue(b: Battle, side: Side): number {
  const card = b.effective[side];
  const v = cardDef(card)?.might;
  if (v == null || b.flags.zeroStrengthCard.includes(side)) return 0;
  return v;
}

function totals(s: GameState, b: Battle): void {
  const f = fighters(s, b);
  const t = { fellowship: strengthOf(s, f.fellowship) + cardValue(b, "fellowship"), sauron: strengthOf(s, f.sauron) + cardValue(b, "sauron") };
  addLog(s, `Totals: ${titleOf(f.fellowship.card)} ${t.fellowship}, ${titleOf(f.sauron.card)} ${t.sauron}.`);
  if (t.fellowship === t.sauron) defeat(s, [f.fellowship.id, f.sauron.id]);
  else defeat(s, [t.fellowship < t.sauron ? f.fellowship.id : f.sauron.id]);
}

/** Played cards go face up; a side that has played all its cards takes them back. */
function discard(s: GameState, b: Battle): void {
  for (const side of ["fellowship", "sauron"] as const) {
    const c = b.cards[side];
    if (c === null) continue;
    const h = s.hands[side];
    h.available = h.available.filter((x) => x !== c);
    h.used.push(c);
    if (h.available.length === 0) {
      h.available = h.used;
      h.used = [];
      addLog(s, `The ${side} player takes back his combat cards.`);
    }
  }
}

/** Runs the battle until it waits for an answer or the attack ends (then `state.battle` is null). */
export function runBattle(s: GameState): void {
  while (s.battle && !s.over && !s.pending) {
    const b: Battle = s.battle;
    const attacker = pieceById(s, b.attacker)!;
    switch (b.stage) {
      case "defender": {
        if (!inBattle(s, b, b.attacker) || piecesIn(s, b.region, enemyOf(attacker.side)).length === 0) {
          for (const p of s.pieces) if (!p.defeated) p.revealed = false;
          s.battle = null;
          return;
        }
        Object.assign(b, { number: b.number + 1, defender: null, phase: 0, index: 0, flags: emptyFlags(), cardsRevealed: false, textIndex: 0 });
        b.cards = { fellowship: null, sauron: null };
        b.effective = { fellowship: null, sauron: null };
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
        for (const side of [first, enemyOf(first)]) {
          if (b.cards[side] === null) {
            s.pending = { kind: "card", player: side };
            return;
          }
        }
        b.cardsRevealed = true;
        for (const side of ["fellowship", "sauron"] as const) b.effective[side] = b.flags.voidCard.includes(side) ? null : b.cards[side];
        addLog(s, `Combat cards: Fellowship ${titleOf(b.cards.fellowship)}, Sauron ${titleOf(b.cards.sauron)}.`);
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
        const f = fighters(s, b);
        const self = f[side];
        const offers = cardTextOffers(ctxFor(s, b, self, self.id === b.attacker ? "attacker" : "defender"), side, card!);
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
  const f = fighters(s, b);
  for (const side of ["fellowship", "sauron"] as const) {
    const w = f[side];
    const l = f[enemyOf(side)];
    if (w.defeated || !l.defeated || b.flags.textless.includes(side)) continue;
    for (const offer of offersAt(ctxFor(s, b, w, w.id === b.attacker ? "attacker" : "defender"), "battle-won")) {
      // only compulsory texts here (Shelob); an optional one would need a stage of its own
      if (!offer.optional && offer.choices.length === 1) applyOutcome(s, offer.choices[0]!.outcome);
    }
  }
}
