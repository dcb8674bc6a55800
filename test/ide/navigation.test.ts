import { describe, it } from "vitest";
import { definition, documentHighlights, references, rename } from "../../compiler/services/ide/index.ts";
import { check, HEADER, showRanges } from "./fixture.ts";

const GIMLI = `//- /gimli.card\n${HEADER}\ncard 1U12 "Gimli" "Dwarf of Erebor" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn\n\n  Fellowship: exert Gimli then draw a card.\n}\n`;
const AXE = (body: string) => `//- /axe.card\n${HEADER}\ncard 1C9 "Gimli's Battle Axe" {\n  Dwarven possession, hand weapon\n  twilight 1, strength +2\n\n  ${body}\n}\n`;

describe("definition", () => {
  it("goes from a card reference to the card's title in another file", () => {
    check(GIMLI + AXE("Bearer must be Gi$0mli."), ({ ws, file, offset }) => showRanges(ws, [definition(ws, file, offset)!]), ['/gimli.card "\\"Gimli\\""']);
  });
  it("goes from a pronoun to the noun phrase it stands for", () => {
    check(
      `${HEADER}\ncard 1C2 "Axe Strike" {\n  Dwarven event\n  twilight 0\n\n  Skirmish: exert a Dwarf then make that Dw$0arf strength +2.\n}\n`,
      ({ ws, file, offset }) => showRanges(ws, [definition(ws, file, offset)!]),
      ['/main.card "a Dwarf"'],
    );
  });
  it("finds nothing on a plain word", () => {
    check(GIMLI + AXE("Bearer must be Gimli.").replace("Dwarven possession", "Dwa$0rven possession"), ({ ws, file, offset }) => definition(ws, file, offset), undefined);
  });
});

describe("references", () => {
  it("lists the definition and every use of a card's title across files", () => {
    check(GIMLI + AXE("Bearer must be Gim$0li."), ({ ws, file, offset }) => showRanges(ws, references(ws, file, offset)), [
      '/axe.card "Gimli"',
      '/gimli.card "\\"Gimli\\""',
      '/gimli.card "Gimli"',
    ]);
  });
  it("highlights only the uses in the current file", () => {
    check(GIMLI.replace('"Gimli" "Dwarf', '"Gi$0mli" "Dwarf') + AXE("Bearer must be Gimli."), ({ ws, file, offset }) => showRanges(ws, documentHighlights(ws, file, offset)), [
      '/gimli.card "\\"Gimli\\""',
      '/gimli.card "Gimli"',
    ]);
  });
});

describe("rename", () => {
  it("renames the title string and every reference, quoting only where needed", () => {
    check(GIMLI + AXE("Bearer must be Gim$0li."), ({ ws, file, offset }) => {
      const r = rename(ws, file, offset, "Gimli Son of Gloin");
      return "edits" in r ? r.edits.map((e) => `${e.file} ${e.newText}`).sort() : r.error;
    }, ["/axe.card Gimli Son of Gloin", '/gimli.card "Gimli Son of Gloin"', "/gimli.card Gimli Son of Gloin"]);
  });
  it("refuses a title with a double quote, and a cursor not on a card", () => {
    check(GIMLI + AXE("Bearer must be Gim$0li."), ({ ws, file, offset }) => "error" in rename(ws, file, offset, 'Gimli "the"'), true);
    check(GIMLI + AXE("Bearer must be Gimli.").replace("twilight 1", "twi$0light 1"), ({ ws, file, offset }) => "error" in rename(ws, file, offset, "X"), true);
  });
});
