/**
 * The game at a table (runtime/games/war-of-the-ring/table.ts): every scenario's table plays a game to the end with
 * each agent; the view hides the other decks' hands; the board, the actions and the narration name cards by title and
 * never a card the seat may not know; a determinization of a deck's view keeps that deck's legal actions by key.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { CardLibrary } from "../../../runtime/core/cards.ts";
import { createRng, nextInt } from "../../../runtime/core/rng.ts";
import { allCards, cardsIn, type GameState } from "../../../runtime/core/state.ts";
import type { Action } from "../../../runtime/games/war-of-the-ring/engine/types.ts";
import { envFor } from "../../../runtime/games/war-of-the-ring/engine/library.ts";
import { SCENARIOS, ZONES, type ScenarioId } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { HIDDEN } from "../../../runtime/games/war-of-the-ring/state/view.ts";
import { deal, dealable, determinize, searchView, warOfTheRingSearch } from "../../../runtime/games/war-of-the-ring/search/game.ts";
import { keyOf, keysFor } from "../../../runtime/games/war-of-the-ring/search/keys.ts";
import { warOfTheRingPlugin } from "../../../runtime/games/war-of-the-ring/plugin.ts";
import { ENDINGS, type WotrTableAgent } from "../../../runtime/games/war-of-the-ring/engine-table.ts";
import { runs } from "../../support/properties.ts";
import { compiledCards, tableOf } from "./support/table-cards.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await compiledCards();
});

const SEARCH_ITERATIONS = 2;

function play(scenario: ScenarioId, seed: number, agent: (seat: string, k: number) => WotrTableAgent): GameState {
  const { table, decks } = tableOf(scenario);
  const agents = Object.fromEntries(table.players.map((p, k) => [p, agent(p, k)]));
  return table.playNewGame({ seed, decks, cards }, agents).state;
}

describe("the tables", () => {
  it("the plugin's table is Trilogy's, with every scenario's", () => {
    const t = warOfTheRingPlugin.table!;
    expect(t.scenario).toBe("trilogy");
    expect(Object.keys(t.scenarios!)).toEqual([...SCENARIOS]);
    expect(t.players).toEqual(["frodo", "witch-king", "aragorn", "saruman"]);
    expect(t.teams).toEqual([
      ["frodo", "aragorn"],
      ["witch-king", "saruman"],
    ]);
    expect(t.setup).toEqual({ decks: true, cards: true, seatDecks: true, defaultDecks: ["frodo", "witch-king", "aragorn", "saruman"] });
    expect(t.scenarios!.fellowship!.players).toEqual(["balrog", "gandalf"]);
    expect(t.scenarios!.fellowship!.setup.defaultDecks).toEqual(["fellowship-balrog", "fellowship-gandalf"]);
    expect(t.scenarios!["duel-3"]!.teams).toEqual([["gandalf"], ["witch-king", "saruman"]]);
  });

  for (const scenario of SCENARIOS) {
    for (const name of ["random", "heuristic"]) {
      it(`${scenario}: a game of ${name} agents ends, its winner a seat of the winning team, its ending one of the table's`, () => {
        const { table } = tableOf(scenario);
        const s = play(scenario, 7, (_p, k) => table.agents[name]!(100 + k));
        expect(table.isOver(s)).toBe(true);
        const w = table.winner(s);
        expect(table.players).toContain(w);
        expect(ENDINGS).toContain(table.ending(s));
        expect(table.ending(s)).not.toBe("unfinished");
        expect(table.turn(s)).toBeGreaterThan(0);
      });
    }
  }

  // each search agent plays a game for the first deck, the others random (two iterations a move: the agents are slow)
  const searches: [string, ScenarioId][] = [
    ["ismcts", "trilogy"],
    ["determinized-uct", "duel"],
    ["cheating-uct", "fellowship"],
    ["ismcts", "duel-3"],
  ];
  for (const [name, scenario] of searches) {
    it(`${scenario}: a game with ${name} in the first seat ends`, () => {
      const { table } = tableOf(scenario);
      const s = play(scenario, 3, (_p, k) => (k === 0 ? table.agents[name]!(1, { iterations: SEARCH_ITERATIONS }) : table.agents.random!(10 + k)));
      expect(table.isOver(s)).toBe(true);
      expect(table.players).toContain(table.winner(s));
    }, 120_000);
  }

  it("the same seed and agents play the same game", () => {
    const { table } = tableOf("trilogy");
    const a = play("trilogy", 11, (_p, k) => table.agents.heuristic!(k));
    const b = play("trilogy", 11, (_p, k) => table.agents.heuristic!(k));
    expect(a.log).toEqual(b.log);
  });
});

/** The titles of the cards `v` hides that no card it shows bears (a title the seat may not read anywhere). */
function hiddenTitles(truth: GameState, v: GameState, ...shown: GameState[]): Set<string> {
  const defs = envFor(truth).defs;
  const visible = new Set<string>();
  for (const x of [v, ...shown]) for (const id of allCards(x)) if (x.cards[id]!.def !== HIDDEN) visible.add(String(defs[x.cards[id]!.def]?.title));
  const out = new Set<string>();
  for (const id of allCards(truth)) if (v.cards[id]?.def === HIDDEN) out.add(String(defs[truth.cards[id]!.def]!.title));
  for (const t of visible) out.delete(t);
  return out;
}

describe("the game in words", () => {
  it("the view hides the other decks' hands and shows the seat's own", () => {
    const { table, decks } = tableOf("trilogy");
    const s = table.newGame({ seed: 5, decks, cards });
    let x = s;
    const rng = createRng(1);
    while (table.actorOf(x) !== "witch-king" || table.prompt(x) !== null) {
      const legal = table.legalActions(x);
      x = table.apply(x, legal[nextInt(rng, legal.length)]!, legal);
    }
    const v = table.view!(x, "frodo");
    for (const p of ["witch-king", "aragorn", "saruman"]) {
      const hand = cardsIn(v, p, ZONES.hand);
      expect(hand.length).toBe(cardsIn(x, p, ZONES.hand).length);
      for (const id of hand) expect(v.cards[id]!.def).toBe(HIDDEN);
    }
    for (const id of cardsIn(v, "frodo", ZONES.hand)) expect(v.cards[id]!.def).toBe(x.cards[id]!.def);
    const board = table.board(v, "frodo");
    const defs = envFor(x).defs;
    for (const id of cardsIn(x, "frodo", ZONES.hand)) expect(board).toContain(String(defs[x.cards[id]!.def]!.title));
    for (const line of ["Score:", "Active locations:", "Scoring area, Free Peoples:", "Your hand", "Your reserve", "Round "]) expect(board).toContain(line);
  });

  for (const scenario of SCENARIOS) {
    it(`${scenario}: board, actions and narration for the first seat name cards by title and never a card it may not know`, () => {
      const { table, decks } = tableOf(scenario);
      const me = table.players[0]!;
      const rng = createRng(3);
      let s = table.newGame({ seed: 9, decks, cards });
      let told = 0;
      let narrated = 0;
      let steps = 0;
      const defs = envFor(s).defs;
      const ids = /#\d|card \d/;
      // a card's game text may name other cards: it is left out of what is checked
      const texts = Object.values(defs)
        .map((d) => String(d.text ?? ""))
        .filter((t) => t.length > 0)
        .sort((x, y) => y.length - x.length);
      // a title inside another one the seat may read ("Elrond" in "The Council of Elrond") is no leak
      const titles = Object.values(defs)
        .map((d) => String(d.title))
        .sort((x, y) => y.length - x.length);
      const check = (text: string, forbidden: Set<string>) => {
        expect(text).not.toMatch(ids);
        let bare = text;
        for (const t of texts) if (bare.includes(t)) bare = bare.split(t).join("");
        for (const t of titles) if (!forbidden.has(t) && bare.includes(t)) bare = bare.split(t).join("|");
        for (const t of forbidden) expect(bare, `names the hidden card ${t}: ${text}`).not.toContain(t);
      };
      while (!table.isOver(s) && steps < 3000) {
        const before = table.view!(s, me);
        const legal = table.legalActions(s);
        const actor = table.actorOf(s)!;
        const forbidden = hiddenTitles(s, before);
        // the seat's own words: the board and its actions; another's action as it is told to the seat
        if (actor === me) {
          check(table.board(before, me), forbidden);
          for (const a of legal) check(table.describe(before, a), forbidden);
        }
        const a = legal[nextInt(rng, legal.length)]!;
        if (actor !== me && !table.isPass(a)) check(table.describe(before, a, me), forbidden);
        s = table.apply(s, a, legal);
        steps++;
        const now = table.view!(s, me);
        const lines = table.narrate(now, me, told, before);
        told = table.logSize(now);
        narrated += lines.length;
        for (const line of lines) check(line, hiddenTitles(s, now, before));
      }
      expect(table.isOver(s)).toBe(true);
      expect(narrated).toBeGreaterThan(20);
      // the whole game told at the end names the locations fought over by title
      const all = table.narrate(table.view!(s, me), me, 0).join("\n");
      expect(all).toMatch(/Combat at /);
      expect(all).toMatch(/Result at /);
      expect(all).toMatch(/Game over: the (Free Peoples|Shadow) win/);
      const scored = [...cardsIn(s, "", ZONES.scoringFreePeoples), ...cardsIn(s, "", ZONES.scoringShadow)];
      for (const id of scored) expect(all).toContain(String(defs[s.cards[id]!.def]!.title));
    }, 60_000);
  }

  it("a card's text: title, faction and type, icons, game text", () => {
    const { table, decks } = tableOf("trilogy");
    let s = table.newGame({ seed: 2, decks, cards });
    while (table.prompt(s) !== null || table.actorOf(s) !== "frodo") s = table.apply(s, table.legalActions(s)[0]!);
    const v = table.view!(s, "frodo");
    const plays = table.legalActions(s).filter((a: Action) => a.type === "play");
    expect(plays.length).toBeGreaterThan(0);
    const text = table.cardText(v, plays[0]!)!;
    const def = envFor(s).defs[s.cards[(plays[0] as { card: number }).card]!.def]!;
    expect(text.split("\n")[0]).toContain(String(def.title));
    expect(text).toContain(String(def.type));
    expect(table.cardText(v, { type: "pass", player: "frodo" })).toBeNull();
    expect(table.introduction!("frodo")).toMatch(/Trilogy/);
  });
});

/** A random position of a scenario: a random game `steps` actions in (by `apply`). */
function position(scenario: ScenarioId, seed: number, steps: number): GameState {
  const { table, decks } = tableOf(scenario);
  const rng = createRng(seed ^ 0x2545f491);
  let s = table.newGame({ seed, decks, cards });
  for (let k = 0; k < steps && !table.isOver(s); k++) {
    const legal = table.legalActions(s);
    s = table.apply(s, legal[nextInt(rng, legal.length)]!, legal);
  }
  return s;
}

const keys = (s: GameState, actions: readonly Action[]): string[] => {
  keysFor(s, actions);
  return actions.map(keyOf).sort();
};

describe("search", () => {
  it("a determinization of the acting deck's view keeps its legal actions, by key, and its hand", () => {
    const game = warOfTheRingSearch;
    let dealt = 0;
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIOS), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 400 }), fc.integer(), (scenario, seed, steps, r) => {
        const s = position(scenario, seed, steps);
        const p = game.actor(s);
        if (p === null) return;
        const v = searchView(s, p);
        if (dealable(v) !== null) return;
        // at a decision in the middle of a unit: the unit's start dealt and run again to it (null: no deal reached it)
        const d = determinize(v, createRng(r));
        if (d === null) return;
        dealt++;
        expect(keys(d, game.actions(d))).toEqual(keys(s, game.actions(s).slice()));
        expect(new Set(keys(s, game.actions(s))).size).toBe(game.actions(s).length);
        for (const q of s.players) {
          expect(cardsIn(d, q.id, ZONES.hand).length).toBe(cardsIn(s, q.id, ZONES.hand).length);
          expect(cardsIn(d, q.id, ZONES.drawDeck).length).toBe(cardsIn(s, q.id, ZONES.drawDeck).length);
        }
        for (const id of cardsIn(s, p, ZONES.hand)) expect(d.cards[id]!.def).toBe(s.cards[id]!.def);
        // every deck holds its own cards still
        const defsOf = (x: GameState, owner: string) => allCards(x).filter((id) => x.cards[id]!.owner === owner).map((id) => x.cards[id]!.def).sort();
        for (const q of s.players) expect(defsOf(d, q.id)).toEqual(defsOf(s, q.id));
      }),
      { numRuns: runs(40) },
    );
    expect(dealt).toBeGreaterThan(10);
  }, 120_000);

  it("the keys of another deck's hand cards name their definitions, never the view's ids", () => {
    const s = position("trilogy", 4, 30);
    const p = warOfTheRingSearch.actor(s)!;
    const v = searchView(s, p);
    if (dealable(v) !== null) return;
    for (const a of warOfTheRingSearch.actions(deal(v, createRng(1)))) {
      const k = keyOf(a);
      if ((a.type === "play" || a.type === "cycle") && cardsIn(s, p, ZONES.hand).includes(a.card)) expect(k).not.toContain(`@${a.card}`);
    }
  });
});
