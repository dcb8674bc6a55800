/** Implementations of ../vocabulary/battle.ts: texts that act at the start or the end of a battle. */
import type { Direction } from "../board.ts";
import { titleOf } from "../cards.ts";
import { denotes, hasEnemy, hasRoom, retreatTargets } from "../rules.ts";
import type { Offer } from "./types.ts";
import type { ConfrontationImplementations } from "./types.ts";

const once = (label: string, outcome: Offer["choices"][number]["outcome"]): Offer => ({ optional: false, choices: [{ label, outcome }] });
const fighting = (role: string): boolean => role === "attacker" || role === "defender";

export const battleImpls: ConfrontationImplementations = {
  "defeats-at-once": {
    kind: "modifier",
    atBattleStart: ({ self, enemy, role }, args) =>
      fighting(role) && denotes(args.target, enemy, self) ? once(`${titleOf(self.card)} defeats ${titleOf(enemy.card)} at once`, { kind: "defeat", pieces: [enemy.id] }) : null,
  },
  "both-defeated-at-once": {
    kind: "modifier",
    atBattleStart: ({ self, enemy, role }) =>
      fighting(role) ? once(`${titleOf(self.card)} and ${titleOf(enemy.card)} are both defeated`, { kind: "defeat", pieces: [self.id, enemy.id] }) : null,
  },
  attacks: { kind: "trigger", at: "battle-start", match: ({ self, role }, args) => role === "attacker" && denotes(args.who, self, self) },
  "is-attacked": { kind: "trigger", at: "battle-start", match: ({ self, role }, args) => role === "defender" && denotes(args.who, self, self) },
  "is-attacked-in-region-of": {
    kind: "trigger",
    at: "battle-start",
    // the defender is the named friend, and this piece stands beside it (a companion of the battle)
    match: ({ self, friend, role }, args) => role === "companion" && denotes(args.who, friend, self) && denotes(args.other, self, self),
  },
  "wins-battle": { kind: "trigger", at: "battle-won", match: ({ self }, args) => denotes(args.who, self, self) },
  "defeats-first-enemy": {
    kind: "effect",
    offer: ({ battle, self, enemy }) =>
      battle.number === 1 ? once(`${titleOf(self.card)} defeat ${titleOf(enemy.card)} at once`, { kind: "defeat", pieces: [enemy.id] }) : null,
  },
  "may-retreat": {
    kind: "effect",
    offer: ({ state, self }, args) => {
      const to = retreatTargets(state, self, args.direction as Direction);
      if (to.length === 0) return null;
      return { optional: true, choices: to.map((r) => ({ label: `${titleOf(self.card)} retreats to ${r}`, outcome: { kind: "retreat", piece: self.id, to: r } })) };
    },
  },
  "take-place": {
    kind: "effect",
    offer: ({ self, friend }, args) => ({
      optional: true,
      choices: [
        {
          label: `${titleOf(self.card)} takes ${titleOf(friend.card)}'s place`,
          outcome: { kind: "substitute", piece: self.id, for: friend.id, strength: typeof args.n === "number" ? args.n : 0 },
        },
      ],
    }),
  },
  "returns-to": {
    kind: "effect",
    offer: ({ state, self }, args) => {
      const to = String(args.region);
      if (self.region === to || !hasRoom(state, self.side, to) || hasEnemy(state, self.side, to)) return null;
      return once(`${titleOf(self.card)} returns to ${to}`, { kind: "move", piece: self.id, to });
    },
  },
};
