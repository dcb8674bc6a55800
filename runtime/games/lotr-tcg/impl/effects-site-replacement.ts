/** Implementations of vocabulary/effects-site-replacement.ts. */
import { num } from "../../../core/args.ts";
import { defOf, type Env } from "../../../core/env.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { endStatics } from "../../../core/modifiers.ts";
import { applyStatic } from "../../../core/statics.ts";
import type { Implementations } from "../../../core/impl.ts";
import { denotes } from "../../../core/filters.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { cardsIn, moveCard, type CardId } from "../../../core/state.ts";
import { ZONES } from "../state/game.ts";
import { chosen } from "./common.ts";
import { currentSite } from "./conditions.ts";

/**
 * A site put on the adventure path (laid as the fellowship moves, played by a card, or replacing another) comes into
 * play: its static abilities start now, as any card's do, and hold while the fellowship is there.
 */
export function startSite(env: Env, site: CardId): void {
  for (const a of (defOf(env, site).abilities ?? []) as AbilityIR[]) if (a.kind === "static") applyStatic(env, site, a);
}

/** A site taken off the path (back to its owner's adventure deck) leaves play: its static abilities end. */
export function endSite(env: Env, site: CardId): void {
  moveCard(env.state, site, ZONES.adventureDeck);
  endStatics(env.state, site);
}

/** Puts the controller's site of the same number (one `mine` denotes, when given) on the adventure path in place of `site`. */
export function replaceSite(env: Env, site: CardId, mineArg?: unknown): void {
  const number = (id: CardId) => num(env, env.defs[env.state.cards[id]!.def]?.site);
  const n = number(site);
  const mine = cardsIn(env.state, env.controller, ZONES.adventureDeck).find((id) => number(id) === n && (mineArg === undefined || denotes(env, mineArg, id)));
  if (!mine || env.state.cards[site]!.owner === env.controller) return;
  endSite(env, site);
  moveCard(env.state, mine, ZONES.adventurePath);
  log(env.state, { site: n, card: mine, replaced: site, seq: nextSeq(env.state), type: "replace-site" });
  startSite(env, mine);
}

export const siteReplacementEffects: Implementations = {
  "replace-site-same-number": {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "replace-site", (c) => env.state.cards[c]!.zone === ZONES.adventurePath)) replaceSite(env, id, args.mine);
    },
  },
  "replace-fellowship-site": {
    kind: "effect",
    run(env) {
      const site = currentSite(env);
      if (site) replaceSite(env, site);
    },
  },
};
