/** A set's own words, declared between its `set` line and its first card (compiler/syntax/parser.ts `declaration`). */
import { describe, expect, it } from "vitest";
import { printFile } from "../../compiler/format/print.ts";
import { parse } from "../../compiler/syntax/parse.ts";

const HEAD = 'game lotr-tcg\nset 2 "Mines of Moria"\n';
const CARD = '\ncard 2R1 "A" {\n  Dwarven event\n}\n';

const shown = (text: string) => {
  const { file, diagnostics } = parse(text, "t.card");
  return {
    declarations: file.declarations.map((d) => [d.parts.map((p) => (p.kind === "word" ? p.text : `"${p.value}"`)).join(" "), d.doc.value]),
    diagnostics: diagnostics.map((d) => `${d.code} ${d.span.line}:${d.span.column} ${d.message}`),
  };
};

describe("declarations", () => {
  it("reads the kind of word, the word (or a quoted title) and the documentation, each with its span", () => {
    const text = `${HEAD}keyword Tentacle "A minion with Tentacle."\nitem class staff "A wizard's staff."\ntitle "The Balrog" "Named by set 2."\n${CARD}`;
    expect(shown(text)).toEqual({
      declarations: [
        ["keyword Tentacle", "A minion with Tentacle."],
        ["item class staff", "A wizard's staff."],
        ['title "The Balrog"', "Named by set 2."],
      ],
      diagnostics: [],
    });
    const d = parse(text, "t.card").file.declarations[1]!;
    expect(text.slice(d.span.start, d.span.end)).toBe('item class staff "A wizard\'s staff."');
    expect(d.parts.map((p) => text.slice(p.span.start, p.span.end))).toEqual(["item", "class", "staff"]);
  });

  it("a missing documentation string is reported at the end of the line; something after it at that thing", () => {
    expect(shown(`${HEAD}keyword Tentacle\nrace Creature "A creature." 3\n${CARD}`)).toEqual({
      declarations: [],
      diagnostics: [
        "CS1021 3:17 expected the declaration's documentation string at the end of its line, found the end of the line",
        "CS1021 4:29 expected a word or the declaration's documentation string at the end of its line, found '3'",
      ],
    });
  });

  it("declarations come before the cards: one after a card is text outside a card, and says so", () => {
    const r = shown(`${HEAD}${CARD}keyword Late "Too late."\n`);
    expect(r.declarations).toEqual([]);
    expect(r.diagnostics).toEqual(["CS1005 7:1 expected 'card' to start a card (a file's declarations go before its first card), found 'keyword'"]);
  });

  it("a stray sentence between the head and the cards is still text outside a card", () => {
    expect(shown(`${HEAD}Skirmish: exert Gimli.\n${CARD}`).diagnostics).toEqual(["CS1005 3:1 expected 'card' to start a card, found 'Skirmish'"]);
  });

  it("the formatter prints the declarations as one block between the head and the cards", () => {
    const text = `${HEAD}keyword   Tentacle    "A minion."\n\n\nitem class staff "A staff."${CARD}`;
    const { file } = parse(text, "t.card");
    expect(printFile(file, text).join("\n")).toBe(`${HEAD}\nkeyword Tentacle "A minion."\nitem class staff "A staff."\n${CARD.trimEnd()}`);
  });
});
