/** Implementations of ../vocabulary/combat.ts: texts about combat cards, and the text cards' texts. */
import { enemyOf, type Direction } from "../board.ts";
import { cardDef, titleOf } from "../cards.ts";
import { retreatTargets } from "../rules.ts";
import type { Outcome } from "../state.ts";
import type { ConfrontationImplementations, Offer } from "./types.ts";

const once = (label: string, outcome: Outcome): Offer => ({ optional: false, choices: [{ label, outcome }] });
const fighting = (role: string): boolean => role === "attacker" || role === "defender";

/** A Magic card may not count as a card with the same text (it would ask again for ever). */
const REPLAY = "counts-as-used-card";
const replays = (card: string): boolean => !!cardDef(card)?.abilities.some((a) => (a.modifier as { op?: string } | undefined)?.op === REPLAY);

export const combatImpls: ConfrontationImplementations = {
  "ignore-enemy-text": { kind: "modifier", silencesEnemy: true },
  "may-cancel-cards": {
    kind: "modifier",
    atBattleStart: ({ self, role }) => (fighting(role) ? { optional: true, choices: [{ label: `${titleOf(self.card)}: no combat cards are played`, outcome: { kind: "no-cards" } }] } : null),
  },
  "opponent-plays-first": {
    kind: "modifier",
    atBattleStart: ({ self, role }) => (fighting(role) ? once(`the ${enemyOf(self.side)} player plays his card first, face up`, { kind: "open-first", side: enemyOf(self.side) }) : null),
  },
  "own-card-void": {
    kind: "modifier",
    atBattleStart: ({ self, role }) => (fighting(role) ? once(`the ${self.side} card has no value or text`, { kind: "void-card", side: self.side }) : null),
  },
  retreats: {
    kind: "modifier",
    cardText: ({ state, self }, _side, args) => {
      const to = retreatTargets(state, self, args.direction as Direction);
      return to.length === 0 ? null : { optional: false, choices: to.map((r) => ({ label: `${titleOf(self.card)} retreats to ${r}`, outcome: { kind: "retreat", piece: self.id, to: r } })) };
    },
  },
  "enemy-strength-card-zero": { kind: "modifier", cardText: (_c, side) => once(`the ${enemyOf(side)} strength card counts 0`, { kind: "zero-strength-card", side: enemyOf(side) }) },
  "both-characters-defeated": {
    kind: "modifier",
    cardText: ({ self, enemy }) => once(`${titleOf(self.card)} and ${titleOf(enemy.card)} are defeated`, { kind: "defeat", pieces: [self.id, enemy.id] }),
  },
  "ignore-enemy-text-card": { kind: "modifier", cardText: (_c, side) => once(`the ${enemyOf(side)} text card is ignored`, { kind: "ignore-text-card", side: enemyOf(side) }) },
  [REPLAY]: {
    kind: "modifier",
    cardText: ({ state }, side) => {
      const used = state.hands[side].used.filter((c) => !replays(c));
      return used.length === 0 ? null : { optional: false, choices: used.map((card) => ({ label: `counts as ${titleOf(card)}`, outcome: { kind: "replay", side, card } })) };
    },
  },
};
