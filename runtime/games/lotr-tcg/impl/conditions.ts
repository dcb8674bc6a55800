/** Implementations of the LOTR `condition` phrases. */
import { num } from "../../../core/args.ts";
import { norm } from "../../../core/cards.ts";
import type { Env } from "../../../core/env.ts";
import { cardOptions, denotes, LAST_CHOSEN, refCards } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { modifiedFlag } from "../../../core/modifiers.ts";
import { attachedTo, cardsIn, type CardId } from "../../../core/state.ts";
import { hasKeyword, keywordTotal } from "../../../core/terms.ts";
import { twilight } from "../state/actions.ts";
import { lotr, ZONES } from "../state/game.ts";
import { burdens, opponentsInSkirmish, ringBearer } from "../state/stats.ts";

/** The cards a `who` argument names; absent = the card the sentence is about (this card). */
export function who(env: Env, arg: unknown, dflt: () => CardId[]): CardId[] {
  if (arg === null || arg === undefined) return dflt();
  return cardOptions(env, arg)?.options ?? [];
}

/** The card a sentence is about when it does not say: the latest cards chosen, else this card. */
export const self = (env: Env): CardId[] => {
  const last = env.bindings[LAST_CHOSEN];
  if (last && "cards" in last) return last.cards;
  return env.source ? [env.source] : [];
};

/** The character a subject-less condition is about: as `self`, but a borne card's bearer (`Bearer is strength +2 while skirmishing a Man`). */
const character = (env: Env): CardId[] => {
  const ids = self(env);
  if (ids.length !== 1 || ids[0] !== env.source) return ids;
  const bearer = refCards(env, "bearer");
  return bearer?.length ? bearer : ids;
};

const bearing = (env: Env, ids: CardId[], item: unknown): boolean => ids.some((id) => attachedTo(env.state, id).some((a) => denotes(env, item, a)));

/** The site the fellowship is at. */
export function currentSite(env: Env): CardId | undefined {
  const n = lotr(env.state).site;
  return cardsIn(env.state, env.state.activePlayer, ZONES.adventurePath).find((id) => num(env, env.defs[env.state.cards[id]!.def]?.site) === n);
}

export function wearing(env: Env, id: CardId): boolean {
  return modifiedFlag(env, id, "wearing-the-one-ring", false);
}

export const conditions: Implementations = {
  "can-spot": {
    kind: "condition",
    test(env, args) {
      const o = cardOptions(env, args.target);
      return !!o && o.options.length >= Math.max(1, o.min);
    },
  },
  skirmishing: {
    kind: "condition",
    test: (env, args) => who(env, args.who, () => character(env)).some((id) => opponentsInSkirmish(env, id).some((o) => denotes(env, args.enemy, o))),
  },
  "wears-the-one-ring": { kind: "condition", test: (env, args) => who(env, args.who, () => []).some((id) => wearing(env, id)) },
  skirmishes: {
    kind: "condition",
    test: (env, args) => who(env, args.who, () => []).some((id) => opponentsInSkirmish(env, id).some((o) => denotes(env, args.enemy, o))),
  },
  "wearing-the-one-ring": {
    kind: "condition",
    test: (env, args) =>
      who(env, args.who, () => refCards(env, "bearer") ?? (ringBearer(env) ? [ringBearer(env)!] : [])).some((id) => wearing(env, id)),
  },
  "is-bearing": { kind: "condition", test: (env, args) => bearing(env, who(env, args.who, () => self(env)), args.item) },
  bears: { kind: "condition", test: (env, args) => bearing(env, who(env, args.who, () => self(env)), args.item) },
  "twilight-pool-fewer": { kind: "condition", test: (env, args) => twilight(env) < num(env, args.n) },
  "burdens-at-most": { kind: "condition", test: (env, args) => burdens(env) <= num(env, args.n) },
  "at-site-with-keyword": {
    kind: "condition",
    test(env, args) {
      const site = currentSite(env);
      return !!site && hasKeyword(env, site, norm(args.keyword));
    },
  },
  "has-keyword": {
    kind: "condition",
    test(env, args) {
      const k = norm(args.keyword);
      const ids = who(env, args.who, () => self(env));
      const min = args.amount === null || args.amount === undefined ? 1 : num(env, args.amount);
      // The rules' keyword term also knows computed keywords (`roaming`, `exhausted`).
      const has = (id: CardId) => env.rules.terms?.keyword?.test(env, id, { keyword: k }) ?? hasKeyword(env, id, k);
      return ids.length > 0 && ids.every((id) => has(id) && (args.amount === null || args.amount === undefined || keywordTotal(env, id, k) >= min));
    },
  },
};
