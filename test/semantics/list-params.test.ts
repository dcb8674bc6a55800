/**
 * A list parameter (`{ kind: "list", item, conjunction }`) takes a serial list of two or more items
 * (`Hobbit, Dwarf, Elf, and Man`, `Hobbit and Dwarf`): IR an array, rendered back as a serial list. A colon
 * after the first clause of a sentence introduces the last words of that clause (the phrase renders the colon).
 */
import { describe, expect, it } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { joinColonLists } from "../../compiler/semantics/serial-lists.ts";

function compile(sentences: string[]) {
  const src = `game lotr-tcg\nset 1\ncard 1R903 "Gandalf" "List Test" {\n  unique Gandalf companion, Wizard\n  twilight 4, strength 6, vitality 4, resistance 6, signet Frodo\n\n${sentences.map((x) => `  ${x}\n`).join("")}}\n`;
  const parsed = parse(src, "list.card");
  expect(parsed.diagnostics).toEqual([]);
  const result = check([parsed.file]);
  return { result, card: result.sets[0]?.cards[0] };
}

const prefix = "Gandalf is strength +1 for each of these races you can spot in the fellowship:";

describe("list parameters", () => {
  it("take serial lists of any length of at least two, in written order, and render them back", () => {
    const lists = ["Hobbit, Dwarf, Elf, and Man", "Hobbit and Dwarf", "Elf, Man, and Dwarf"];
    const { result, card } = compile(lists.map((l) => `${prefix} ${l}.`));
    expect(result.diagnostics).toEqual([]);
    expect(card!.abilities.map((a) => (a.kind === "static" ? a.modifier.args.races : null))).toEqual([["hobbit", "dwarf", "elf", "man"], ["hobbit", "dwarf"], ["elf", "man", "dwarf"]]);
    expect(card!.text.split("\n")).toEqual(lists.map((l) => `${prefix} ${l}.`));
  });

  it("do not take a single item", () => {
    const { result } = compile([`${prefix} Hobbit.`]);
    expect(result.diagnostics.map((d) => [d.code, d.span.line])).toEqual([["CS2004", 7]]);
  });
});

describe("a colon inside a sentence", () => {
  it("joins the last clause to the one before it; other sentences are unchanged", () => {
    const file = parse(`game g\nset 1\ncard 1C1 "X" {\n  thing\n\n  It counts 1 for each of these in the deck: red and blue.\n  Skirmish: draw a card.\n}\n`, "t.card").file;
    const [colon, label] = file.cards[0]!.sentences;
    const joined = joinColonLists(colon!);
    expect(joined.clauses).toHaveLength(1);
    expect(joined.clauses[0]!.elements.map((e) => (e.kind === "word" ? e.text : e.kind)).slice(-5)).toEqual(["the", "deck", "red", "and", "blue"]);
    expect(joinColonLists(label!)).toBe(label);
  });
});
