/**
 * The zone index (core/state.ts) kept up to date by addCard/moveCard and carried over by
 * copy-on-write copies agrees with a scan of every card, at every step of live and applied games,
 * including for a zone first asked about late in a game.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { randomAgent } from "../../runtime/agents/random.ts";
import { allCards, attachedTo, cardsInZones, type GameState } from "../../runtime/core/state.ts";
import { apply, isOver, legalActions, newGame, playLive, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { PLAY_ZONES, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { starterLibrary, STARTER_DECKS } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

const ZONE_SETS = [PLAY_ZONES, [ZONES.characters], [ZONES.hand], [ZONES.attached, ZONES.discard]];

function expectIndexed(state: GameState): void {
  const ids = Object.values(state.cards).map((c) => c.id);
  expect(allCards(state)).toEqual(ids);
  for (const zones of ZONE_SETS) expect(cardsInZones(state, zones)).toEqual(ids.filter((id) => zones.includes(state.cards[id]!.zone)));
  for (const id of ids) {
    const on = ids.filter((a) => state.cards[a]!.attachedTo === id && state.cards[a]!.zone === ZONES.attached);
    expect(attachedTo(state, id)).toEqual(on);
  }
}

describe("zone index", () => {
  it("matches a scan of the cards after every live step", () => {
    for (const seed of [3, 4]) {
      const pick = randomAgent(seed);
      let checked = 0;
      playLive(newGame({ seed, decks: STARTER_DECKS, cards }), (_who, state, actions) => {
        expectIndexed(state);
        checked++;
        return pick.choose(state, actions);
      });
      expect(checked).toBeGreaterThan(20);
    }
  });

  it("lists a zone first asked about late in a game, and keeps it up to date from then on", () => {
    const pick = randomAgent(6);
    let step = 0;
    let checked = 0;
    playLive(newGame({ seed: 6, decks: STARTER_DECKS, cards }), (_who, state, actions) => {
      // the draw deck and the dead pile are asked about only from the 30th decision on (the index makes a zone's list when first asked)
      if (++step >= 30) {
        const ids = Object.values(state.cards).map((c) => c.id);
        for (const zone of [ZONES.drawDeck, ZONES.deadPile]) expect(cardsInZones(state, [zone])).toEqual(ids.filter((id) => state.cards[id]!.zone === zone));
        checked++;
      }
      return pick.choose(state, actions);
    });
    expect(checked).toBeGreaterThan(20);
  });

  it("matches a scan of the cards in every state apply returns, old states included", () => {
    const pick = randomAgent(5);
    const states: GameState[] = [newGame({ seed: 5, decks: STARTER_DECKS, cards })];
    while (!isOver(states[states.length - 1]!) && states.length < 150) {
      const s = states[states.length - 1]!;
      const actions = legalActions(s);
      states.push(apply(s, pick.choose(s, actions), actions));
    }
    for (const s of states) expectIndexed(s);
  });
});
