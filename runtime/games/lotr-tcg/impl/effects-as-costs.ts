/** Implementations of vocabulary/effects-as-costs.ts. */
import { num, players } from "../../../core/args.ts";
import { bind, type Env } from "../../../core/env.ts";
import { candidates, denotes, select } from "../../../core/filters.ts";
import { isFilter } from "../../../core/ir.ts";
import type { IRArgs } from "../../../core/handlers.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { canExert } from "../state/stats.ts";
import { REVEALED, THAT_PLAYER, zoneWhere } from "./common.ts";

const isX = (arg: unknown): boolean => arg === "X";

/** The characters bearing the cards `item` names (its bearer); null while that name is not bound yet (costs being checked). */
function bearers(env: Env, args: IRArgs): CardId[] | null {
  const items = select(env, args.item, { purpose: "exert-bearer", where: () => true });
  if (!items) return null;
  return [...new Set(items.cards.map((id) => env.state.cards[id]?.attachedTo).filter((b): b is CardId => !!b))];
}

/** How many times the character can exert now. */
function exertions(env: Env, id: CardId): number {
  let n = 0;
  while (canExert(env, id, n + 1)) n++;
  return n;
}

/** `exert its bearer X times` as a cost: an X nothing set yet is the player's choice, from 1 to what the bearer can bear. */
function times(env: Env, args: IRArgs, bearer: CardId): number {
  if (isX(args.n) && env.bindings.X === undefined) {
    const most = exertions(env, bearer);
    // checking: payable when the bearer can exert at least once (no number of times when he cannot)
    if (env.checking) return most > 0 ? 1 : Infinity;
    const options = Array.from({ length: most }, (_, k) => String(k + 1));
    const pick = options.length > 1 ? env.chooser.option({ kind: "option", player: env.controller, purpose: "choose-x", source: env.source, options }) : 0;
    bind(env, "X", { number: Math.min(most, Math.max(1, pick + 1)) });
  }
  return num(env, args.n, 1);
}

export const effectsAsCosts: Implementations = {
  "exert-bearer": {
    kind: "effect",
    run(env, args) {
      for (const b of bearers(env, args) ?? []) for (let k = times(env, args, b); k > 0 && act.exert(env, b); k--);
    },
    canPay(env, args) {
      const b = bearers(env, args);
      return !b || (b.length > 0 && b.every((id) => canExert(env, id, times(env, args, id))));
    },
    pay(env, args) {
      const b = bearers(env, args);
      if (!b?.length) return false;
      const n = b.map((id) => times(env, args, id));
      if (!b.every((id, k) => canExert(env, id, n[k]!))) return false;
      b.forEach((id, k) => {
        for (let i = 0; i < n[k]!; i++) act.exert(env, id);
      });
      return true;
    },
  },
  "reveal-any-number-from-hand": {
    kind: "effect",
    run(env, args) {
      const options = isFilter(args.target) ? candidates(env, args.target, zoneWhere(env, "hand")) : [];
      // while checking, every such card counts as revealed: the effects after it are checked at their most
      const picked = env.checking || !options.length ? options : env.chooser.cards({ kind: "cards", player: env.controller, purpose: "reveal", source: env.source, options, min: 0, max: options.length });
      const revealed = picked.filter((id) => options.includes(id));
      bind(env, REVEALED, { cards: revealed });
      bind(env, "X", { number: revealed.length });
    },
    // any number, none included: always carried out in full; checked, every such card counts as revealed (as in `run`)
    canPay(env, args) {
      const options = isFilter(args.target) ? candidates(env, args.target, zoneWhere(env, "hand")) : [];
      bind(env, REVEALED, { cards: options });
      bind(env, "X", { number: options.length });
      return true;
    },
  },
  "borne-by": {
    kind: "filter",
    test: (env, id, args) => {
      const bearer = env.state.cards[id]?.attachedTo;
      return !!bearer && denotes(env, args.bearer, bearer);
    },
  },
  "make-choose-to-discard": {
    kind: "effect",
    run(env, args) {
      const all = players(env, args.who);
      if (!all.length) return;
      const i = all.length > 1 ? env.chooser.option({ kind: "option", player: env.controller, purpose: "choose-player", source: env.source, options: all }) : 0;
      const p = all[i] ?? all[0]!;
      bind(env, THAT_PLAYER, { players: [p] });
      for (const id of select(env, args.target, { purpose: "discard", player: p })?.cards ?? []) act.discard(env, id);
    },
  },
};
