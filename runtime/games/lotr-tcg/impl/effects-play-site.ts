/** Implementations of vocabulary/effects-play-site.ts, and the site playing that `play-next-site` shares. */
import { num } from "../../../core/args.ts";
import { bind, type Env } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { attachedTo, cardsIn, moveCard, type CardId } from "../../../core/state.ts";
import * as act from "../state/actions.ts";
import { ZONES } from "../state/game.ts";
import { endSite, startSite } from "./effects-site-replacement.ts";

/**
 * Puts the controller's site `n` from his or her adventure deck on the adventure path; a site of that number already
 * there (an opponent's) goes back to its owner's adventure deck, the conditions played on it discarded. Without such a
 * site in the adventure deck, nothing happens.
 */
export function playYourSite(env: Env, n: number): void {
  const siteNo = (id: CardId) => num(env, env.defs[env.state.cards[id]!.def]?.site);
  const mine = cardsIn(env.state, env.controller, ZONES.adventureDeck).find((id) => siteNo(id) === n);
  if (!mine) return;
  for (const id of cardsIn(env.state, env.controller, ZONES.adventurePath)) {
    if (siteNo(id) !== n) continue;
    for (const a of attachedTo(env.state, id)) act.discard(env, a);
    endSite(env, id);
  }
  moveCard(env.state, mine, ZONES.adventurePath);
  log(env.state, { card: mine, site: n, seq: nextSeq(env.state), type: "play-site" });
  bind(env, PLAYED_SITE, { cards: [mine] });
  startSite(env, mine);
}

/** The binding of the site an ability played (`Draw a card if you play an underground site.` reads it). */
export const PLAYED_SITE = "$played-site";

export const playSiteEffects: Implementations = {
  "play-your-site-number": {
    kind: "effect",
    run(env, args) {
      playYourSite(env, num(env, args.n));
    },
  },
};
