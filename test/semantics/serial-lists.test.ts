/** Which commas of a sentence are list commas (`A, B, or C`) and which still separate clauses. */
import { describe, expect, it } from "vitest";
import { joinSerialLists } from "../../compiler/semantics/serial-lists.ts";
import type { ClauseNode, SentenceNode } from "../../compiler/syntax/ast.ts";
import { parse } from "../../compiler/syntax/parse.ts";

function sentence(text: string): SentenceNode {
  const file = parse(`game g\nset 1\ncard 1C1 "X" {\n  thing\n\n  ${text}\n}\n`, "t.card").file;
  return file.cards[0]!.sentences[0]!;
}

const words = (c: ClauseNode) => c.elements.map((e) => (e.kind === "word" ? e.text : e.kind === "number" ? String(e.value) : e.kind)).join(" ");
// an item here: a clause of at most two elements that does not begin with a verb-like word "take"
const isItem = (c: ClauseNode) => c.elements.length <= 2 && words(c).split(" ")[0] !== "take";

function read(text: string): { clauses: string[]; separators: string[] } {
  const s = joinSerialLists(sentence(text), isItem);
  return { clauses: s.clauses.map(words), separators: s.separators.map((x) => x.text) };
}

describe("serial lists", () => {
  it("joins `A, B, or C` and `A, B, C, and D` into one clause", () => {
    expect(read("take a red, a blue, or a green.")).toEqual({ clauses: ["take a red or a blue or a green"], separators: [] });
    expect(read("count red, blue, green, and black.")).toEqual({ clauses: ["count red and blue and green and black"], separators: [] });
    expect(read("while it is at level 6, 7, or 8, it wins.")).toEqual({ clauses: ["while it is at level 6 or 7 or 8", "it wins"], separators: [","] });
  });

  it("keeps clause commas: one comma before `or`, and a clause that is no item", () => {
    expect(read("take a red, or take a blue.")).toEqual({ clauses: ["take a red", "or take a blue"], separators: [","] });
    expect(read("if it wins, take a red, a blue, or a green.")).toEqual({ clauses: ["if it wins", "take a red or a blue or a green"], separators: [","] });
    expect(read("when it wins, take a red, take a blue.")).toEqual({ clauses: ["when it wins", "take a red", "take a blue"], separators: [",", ","] });
  });

  it("leaves other separators alone", () => {
    expect(read("take a red then a blue, or a green.")).toEqual({ clauses: ["take a red", "a blue", "or a green"], separators: ["then", ","] });
  });
});
