/**
 * Dealing a view as a full state: each deck's hidden cards get the definitions of its card list (the view keeps every
 * deck's list) that the view does not show, shuffled with the search's rng; a fresh rng for the game's own shuffles.
 */
import { createRng, nextInt, shuffle, type RngState } from "../../../core/rng.ts";
import { allCards, type CardState, type GameState } from "../../../core/state.ts";
import { engineOf } from "../engine/library.ts";
import type { EngineExt } from "../engine/types.ts";
import { HIDDEN } from "../state/view.ts";

const VIEW_SUFFIX = "#view";

/** A full state consistent with `v` (a view at no decision, or the start of a unit: search/mid-unit.ts): every hidden card dealt a definition its deck may still hold. */
export function deal(v: GameState, rng: RngState): GameState {
  const e = engineOf(v);
  const known = e.known!;
  const cards: Record<number, CardState> = { ...v.cards };
  const ids = allCards(v);
  for (const p of v.players) {
    // the deck's list less the cards the view shows of it
    const pool = (known.decks[p.id] ?? []).slice();
    const hidden: number[] = [];
    for (const id of ids) {
      const c = v.cards[id]!;
      if (c.owner !== p.id) continue;
      if (c.def === HIDDEN) hidden.push(id);
      else {
        const i = pool.indexOf(c.def);
        if (i >= 0) pool.splice(i, 1);
      }
    }
    if (hidden.length === 0) continue;
    shuffle(rng, pool);
    hidden.forEach((id, k) => (cards[id] = { ...v.cards[id]!, def: pool[k] ?? pool[0] ?? HIDDEN }));
  }
  const library = e.library.endsWith(VIEW_SUFFIX) ? e.library.slice(0, -VIEW_SUFFIX.length) : e.library;
  const engine: EngineExt = { library, resume: null, history: [], checks: false, cardCount: e.cardCount };
  return { ...v, cards, rng: createRng(nextInt(rng, 0x7fffffff)), log: [], ext: { ...v.ext, engine } };
}
