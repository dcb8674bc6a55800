/**
 * The view's log keeps the ids of the entries written while a card was public: a card played face up, then cycled or
 * eliminated (face down in a pile the viewing deck may not see), is still named by the entries about its play, and
 * the narration names it by title; an entry written while it was hidden (a card cycled from another deck's hand)
 * names it -1.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CardLibrary } from "../../../runtime/core/cards.ts";
import type { LogEntry } from "../../../runtime/core/log.ts";
import { createRng, nextInt } from "../../../runtime/core/rng.ts";
import type { CardId, GameState } from "../../../runtime/core/state.ts";
import { loggedDef } from "../../../runtime/engine/views.ts";
import { envFor } from "../../../runtime/games/war-of-the-ring/engine/library.ts";
import { narrate } from "../../../runtime/games/war-of-the-ring/narrate.ts";
import { ZONES } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { HIDDEN, HIDDEN_ID, view } from "../../../runtime/games/war-of-the-ring/state/view.ts";
import { compiledCards, tableOf } from "./support/table-cards.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await compiledCards();
});

const ME = "frodo";

/** A random Trilogy game by `apply`, the states after every step. */
function game(seed: number): GameState[] {
  const { table, decks } = tableOf("trilogy");
  const rng = createRng(seed);
  let s = table.newGame({ seed, decks, cards });
  const out = [s];
  while (!table.isOver(s) && out.length < 2000) {
    const legal = table.legalActions(s);
    s = table.apply(s, legal[nextInt(rng, legal.length)]!, legal);
    out.push(s);
  }
  return out;
}

const cardOf = (e: LogEntry): CardId | undefined => (typeof e.card === "number" ? e.card : undefined);
const secretToMe = (s: GameState, id: CardId): boolean => {
  const z = s.cards[id]!.zone;
  return z === ZONES.drawDeck || (s.cards[id]!.owner !== ME && (z === ZONES.hand || z === ZONES.cyclePile || z === ZONES.eliminated));
};

describe("the log of a view", () => {
  it("keeps the ids of entries written while a card was public, and only those", () => {
    const states = game(4);
    const last = states.at(-1)!;
    const v = view(last, ME);
    const defs = envFor(last).defs;
    let kept = 0;
    let hiddenPlays = 0;
    for (let k = 0; k < last.log.length; k++) {
      const e = last.log[k]!;
      const c = cardOf(e);
      if (c === undefined || c < 100 || !secretToMe(last, c)) continue;
      // was the card public (in no zone secret to anybody) when the entry was written? The state of that step tells
      const at = states.find((s) => s.log.length > k)!;
      const wasPublic = !secretToMe(at, c) && ![ZONES.hand, ZONES.cyclePile, ZONES.eliminated].includes(at.cards[c]!.zone as never);
      if (e.type === "play" && wasPublic) {
        expect(v.cards[c]!.def).toBe(HIDDEN);
        expect(v.log[k]!.card, `entry ${k}: ${JSON.stringify(e)}`).toBe(c);
        expect(loggedDef(v, c)).toBe(last.cards[c]!.def);
        kept++;
      }
      if (e.type === "action" && e.action === "cycle" && e.player !== ME) {
        expect(v.log[k]!.card).toBe(HIDDEN_ID);
        hiddenPlays++;
      }
    }
    expect(kept).toBeGreaterThan(3);
    expect(hiddenPlays).toBeGreaterThan(0);
    // the narration names such a card by its title
    const told = narrate(v, ME, 0).join("\n");
    const named = Object.entries(v.log).filter(([, e]) => e.type === "play" && typeof e.card === "number" && e.card >= 100 && v.cards[e.card]!.def === HIDDEN);
    expect(named.length).toBeGreaterThan(0);
    for (const [, e] of named) expect(told).toContain(String(defs[last.cards[e.card as number]!.def]!.title));
  }, 60_000);

});
