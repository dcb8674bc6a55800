/**
 * The published runtime (runtime/index.ts) carries what a program needs to seat players fairly: a player's view,
 * the kernel's step API and who plays with whom.
 */
import { beforeAll, expect, it } from "vitest";
import * as runtime from "../../runtime/index.ts";
import type { CardLibrary } from "../../runtime/index.ts";
import { STARTER_DECKS, starterLibrary } from "../engine/starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

it("a view from the published API hides the opponent's hand and keeps the player's own", () => {
  const seats = { p1: runtime.randomAgent(1), p2: runtime.randomAgent(2) };
  const { state: s } = runtime.playNewGame({ seed: 3, decks: STARTER_DECKS, cards }, seats, 40);
  const [me, them] = s.players;
  const v = runtime.view(s, me!.id);
  const defOf = (id: number) => v.cards[id]?.def;
  const theirHand = v.players.find((p) => p.id === them!.id)!.zones[runtime.lotrZones.hand]!;
  const myHand = v.players.find((p) => p.id === me!.id)!.zones[runtime.lotrZones.hand]!;
  expect(theirHand.length).toBeGreaterThan(0);
  expect(theirHand.every((id) => defOf(id) === runtime.HIDDEN)).toBe(true);
  expect(myHand.every((id) => defOf(id) !== runtime.HIDDEN)).toBe(true);
});

it("publishes the kernel's step API and teams", () => {
  expect(typeof runtime.playOut).toBe("function");
  expect(typeof runtime.withInvariants).toBe("function");
  const s = runtime.createState({ game: "g", seed: 1, players: ["a", "b", "c", "d"], playerZones: [], teams: [["a", "c"], ["b", "d"]] });
  expect(runtime.opponentsOf(s, "a")).toEqual(["b", "d"]);
  expect(runtime.teamOf(s, "d")).toEqual(["b", "d"]);
});
