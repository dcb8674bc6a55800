import { describe, expect, it } from "vitest";
import { hover } from "../../compiler/services/ide/index.ts";
import { fixture, HEADER } from "./fixture.ts";

const contents = (text: string) => {
  const { ws, file, offset } = fixture(text);
  return hover(ws, file, offset)?.contents;
};
const EVENT = (sentence: string) => `${HEADER}\ncard 1C2 "Axe Strike" {\n  Dwarven event\n  twilight 0\n\n  ${sentence}\n}\n`;

describe("hover", () => {
  it("shows a phrase's typed signature and doc", () => {
    const c = contents(EVENT("Skirmish: ex$0ert a Dwarf then make that Dwarf strength +2."));
    expect(c).toContain("exert {target: character}");
    expect(c).toMatch(/effect.*exert/);
  });
  it("shows a card reference's stats and rendered text", () => {
    const c = contents(`//- /a.card\n${HEADER}\ncard 1U12 "Gimli" "Dwarf of Erebor" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn\n\n  Damage +1.\n}\n//- /b.card\n${EVENT("Skirmish: make Gi$0mli strength +2.")}`);
    expect(c).toContain("Gimli, Dwarf of Erebor");
    expect(c).toContain("strength 6");
    expect(c).toContain("Damage +1");
  });
  it("says what a pronoun refers to", () => {
    expect(contents(EVENT("Skirmish: exert a Dwarf then make that Dw$0arf strength +2."))).toContain("refers to `a Dwarf`");
  });
  it("documents a timing word", () => {
    expect(contents(EVENT("Skirm$0ish: exert a Dwarf then make that Dwarf strength +2."))).toMatch(/timing.*skirmish/i);
  });
  it("shows nothing outside any card", () => {
    expect(contents(`${HEADER}$0\n`)).toBeUndefined();
  });
});
