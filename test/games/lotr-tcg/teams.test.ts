/**
 * Teams in the card kernel (runtime/core/teams.ts): with four seats in two teams, "opponent" means the players of the
 * other team only (a player argument, and a filter on who controls a card); a state without teams is as before.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../runtime/core/cards.ts";
import { createEnv } from "../../../runtime/core/env.ts";
import { players } from "../../../runtime/core/args.ts";
import { candidates } from "../../../runtime/core/filters.ts";
import { addCard, createState, type GameState } from "../../../runtime/core/state.ts";
import { opponentsOf, teamOf } from "../../../runtime/core/teams.ts";
import { lotrRules } from "../../../runtime/games/lotr-tcg/impl/index.ts";
import { filter, term } from "../../runtime/builder.ts";

const SEATS = ["north", "east", "south", "west"];
const DEFS: Record<string, CardDef> = { orc: { id: "orc", title: "Orc", type: "minion", keywords: [], side: "shadow", strength: 5, vitality: 1 } };

/** Four seats, one Orc each in play; north and south play together against east and west (unless `teams` is given). */
function table(teams?: string[][]): GameState {
  const state = createState({ game: "lotr-tcg", seed: 1, players: SEATS, playerZones: ["characters", "hand"], teams });
  for (const p of SEATS) addCard(state, "orc", p, "characters");
  return state;
}

const env = (state: GameState, controller: string) => createEnv({ state, defs: DEFS, rules: lotrRules, controller });
const owners = (state: GameState, ids: number[]) => ids.map((id) => state.cards[id]!.owner);

describe("teams", () => {
  const PAIRS = [
    ["north", "south"],
    ["east", "west"],
  ];

  it("'each opponent' and 'an opponent' are the other team's seats, in seat order", () => {
    const s = table(PAIRS);
    expect(players(env(s, "north"), "each opponent")).toEqual(["east", "west"]);
    expect(players(env(s, "west"), "an opponent")).toEqual(["north", "south"]);
    expect(teamOf(s, "south")).toEqual(["north", "south"]);
    expect(opponentsOf(s, "east")).toEqual(["north", "south"]);
  });

  it("a card an opponent controls is one of the other team's, never a team-mate's", () => {
    const s = table(PAIRS);
    const theirs = filter("every", [term("controller", { player: "opponent" }), term("type", { type: "minion" })]);
    expect(owners(s, candidates(env(s, "north"), theirs))).toEqual(["east", "west"]);
    expect(owners(s, candidates(env(s, "east"), theirs))).toEqual(["north", "south"]);
  });

  it("without teams each seat plays alone: every other seat is an opponent", () => {
    const s = table();
    expect(players(env(s, "north"), "each opponent")).toEqual(["east", "south", "west"]);
    expect(teamOf(s, "north")).toEqual(["north"]);
  });

  it("three seats, two of them a team: the third is the only opponent of either", () => {
    const s = createState({ game: "lotr-tcg", seed: 1, players: ["a", "b", "c"], playerZones: ["characters"], teams: [["a", "c"], ["b"]] });
    expect(players(env(s, "a"), "each opponent")).toEqual(["b"]);
    expect(players(env(s, "b"), "each opponent")).toEqual(["a", "c"]);
  });
});
