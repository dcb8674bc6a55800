/** The scenario decks (the four Trilogy decks, the Duels' and the Fellowship scenario's) check clean against the game's deck rules. */
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkDecks } from "../../../compiler/decks/index.ts";
import { compile } from "../../../compiler/services/compile.ts";
import { loadSources } from "../../../compiler/services/load-sources.ts";

const DIR = "cards/war-of-the-ring/decks";
const sets = compile((await loadSources(["cards/war-of-the-ring"])).sources).sets;

describe("the scenario decks", () => {
  it("are the eight the scenarios play", () => {
    expect(readdirSync(DIR).sort()).toEqual(
      ["aragorn", "duel-gandalf", "duel-witch-king", "fellowship-balrog", "fellowship-gandalf", "frodo", "saruman", "witch-king"].map((d) => `${d}.deck`),
    );
  });

  for (const name of readdirSync(DIR)) {
    it(`${name} is a valid deck`, () => {
      const path = `${DIR}/${name}`;
      expect(checkDecks([{ path, text: readFileSync(path, "utf8") }], sets).map((d) => `${d.code} ${d.message}`)).toEqual([]);
    });
  }

  it("hold the counts the rules give: 31 cards a Trilogy deck (the sheet's), every card of a side in a Duel, 30 in the Fellowship scenario", () => {
    const size = (name: string) =>
      readFileSync(`${DIR}/${name}.deck`, "utf8")
        .split("\n")
        .map((l) => /^(\d+)\s/.exec(l))
        .reduce((n, m) => n + (m ? Number(m[1]) : 0), 0);
    expect(["frodo", "witch-king", "aragorn", "saruman"].map(size)).toEqual([31, 31, 31, 31]);
    expect([size("duel-gandalf"), size("duel-witch-king")]).toEqual([62, 62]);
    expect([size("fellowship-gandalf"), size("fellowship-balrog")]).toEqual([30, 30]);
  });
});
