/** Whatever the input, parse returns a tree and diagnostics, never throws, and stays within bounds. */
import { describe, expect, it } from "vitest";
import { MAX_GROUP_DEPTH } from "../../compiler/syntax/parser.ts";
import { parse } from "../../compiler/syntax/parse.ts";

const CARD = `card 1C3 "Axe Strike" {
  Dwarven event
  twilight 0

  Skirmish: make a Dwarf strength +2 (or +3 if he bears a [dwarven] hand weapon).
}
`;

describe("robustness", () => {
  it("accepts an empty file and a file of white space", () => {
    for (const text of ["", "   \n\t\r\n  \r", "# only a comment"]) {
      const { file, diagnostics } = parse(text, "t.card");
      expect(diagnostics).toEqual([]);
      expect(file.cards).toEqual([]);
      expect(file.span).toMatchObject({ start: 0, end: text.length });
    }
  });

  it("reports one diagnostic per run of invalid characters", () => {
    const { diagnostics } = parse(`${CARD}@@@@@@ $$$ ok`, "t.card");
    const invalid = diagnostics.filter((d) => d.code === "CS1002");
    expect(invalid.map((d) => [d.span.start, d.span.end])).toEqual([
      [CARD.length, CARD.length + 6],
      [CARD.length + 7, CARD.length + 10],
    ]);
  });

  it("caps the diagnostics of binary garbage", () => {
    let seed = 42;
    const garbage = Array.from({ length: 100_000 }, () => String.fromCharCode((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 65536)).join("");
    const { diagnostics } = parse(garbage, "t.card");
    expect(diagnostics.length).toBeLessThan(110);
    expect(diagnostics.some((d) => d.code === "CS1019")).toBe(true);
  });

  it("skips a byte order mark, keeping offsets into the text as given", () => {
    const text = `\uFEFFgame lotr-tcg\n${CARD}`;
    const { file, diagnostics } = parse(text, "t.card");
    expect(diagnostics).toEqual([]);
    const name = file.game!.name;
    expect(text.slice(name.span.start, name.span.end)).toBe("lotr-tcg");
    expect(file.cards[0]!.span.line).toBe(2);
  });

  it("counts CRLF and lone CR as line breaks, in the header lines too", () => {
    for (const eol of ["\r\n", "\r"]) {
      const text = CARD.replace(/\n/g, eol) + `card 1C4 "X" {${eol}  Dwarven event${eol}  Skirmish: draw a card${eol}}`;
      const { file, diagnostics } = parse(text, "t.card");
      expect(file.cards[0]!.stats.map((s) => s.name.text)).toEqual(["twilight"]);
      expect(diagnostics.map((d) => `${d.code} ${d.span.line}:${d.span.column}`)).toEqual(["CS1001 10:1"]);
    }
  });

  it(`bounds parenthesis nesting at ${MAX_GROUP_DEPTH} with one diagnostic`, () => {
    const deep = `card 1R1 "A" {\n  x\n  Damage ${"(".repeat(100_000)}a${")".repeat(100_000)}.\n  Archer.\n}\n`;
    const { file, diagnostics } = parse(deep, "t.card");
    expect(diagnostics.map((d) => d.code)).toEqual(["CS1015"]);
    expect(file.cards[0]!.sentences).toHaveLength(2);
    expect(parse("(".repeat(100_000), "t.card").diagnostics.map((d) => d.code)).toEqual(["CS1005"]);
    const unclosed = parse(`card 1R1 "A" {\n  x\n  Damage ${"(".repeat(100_000)}.\n}`, "t.card").diagnostics.map((d) => d.code);
    expect(unclosed).toContain("CS1015");
  });

  it("parses a large file of repeated cards", () => {
    const text = `game lotr-tcg\nset 1\n\n${CARD.repeat(5_000)}`;
    const { file, diagnostics } = parse(text, "t.card");
    expect(diagnostics).toEqual([]);
    expect(file.cards).toHaveLength(5_000);
    expect(file.cards.at(-1)!.span.endLine).toBe(2 + 1 + 6 * 5_000);
  });
});
