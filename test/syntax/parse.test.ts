import { describe, expect, it } from "vitest";
import { LineMap } from "../../compiler/diagnostics/span.ts";
import type { Element, SentenceNode } from "../../compiler/syntax/ast.ts";
import { parse } from "../../compiler/syntax/parse.ts";

const GIMLI = `game lotr-tcg
set 1 "The Fellowship of the Ring"

# Gimli
card 1U12 "Gimli" "Dwarf of Erebor" {
  unique Dwarven companion, Dwarf
  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn

  Damage +1.
  Fellowship: if the twilight pool has fewer than 2 twilight tokens, add (2) then place a card from hand beneath your draw deck.
}

card 1C3 "Axe Strike" {
  Dwarven event
  twilight 0
  Skirmish: make a Dwarf strength +2 (or +3 if he bears a [dwarven] hand weapon).
  Response: if a companion is about to take a wound, spot Gandalf then
    prevent that wound.
}
`;

/** The source text of every element, as the parser saw it. */
function texts(text: string, elements: Element[]): string[] {
  return elements.map((e) => text.slice(e.span.start, e.span.end));
}

function onlySentence(body: string): SentenceNode {
  const { file, diagnostics } = parse(`card 1R1 "A" {\n  Dwarven event\n  ${body}\n}\n`, "t.card");
  expect(diagnostics).toEqual([]);
  return file.cards[0]!.sentences[0]!;
}

describe("parse: structure", () => {
  const { file, diagnostics } = parse(GIMLI, "gimli.card");

  it("parses the example without diagnostics", () => {
    expect(diagnostics).toEqual([]);
    expect(file.game?.name.text).toBe("lotr-tcg");
    expect(file.set?.number.value).toBe(1);
    expect(file.set?.name?.value).toBe("The Fellowship of the Ring");
    expect(file.cards.map((c) => c.id.text)).toEqual(["1U12", "1C3"]);
    expect(file.comments.map((c) => c.text)).toEqual([" Gimli"]);
  });

  it("reads the header lines", () => {
    const gimli = file.cards[0]!;
    expect(gimli.title.value).toBe("Gimli");
    expect(gimli.subtitle?.value).toBe("Dwarf of Erebor");
    expect(gimli.kindLine?.groups.map((g) => g.map((w) => w.text))).toEqual([["unique", "Dwarven", "companion"], ["Dwarf"]]);
    expect(gimli.stats.map((s) => [s.name.text, s.value.kind, "value" in s.value ? s.value.value : "text" in s.value ? s.value.text : s.value.kind])).toEqual([
      ["twilight", "number", 2],
      ["strength", "number", 6],
      ["vitality", "number", 3],
      ["resistance", "number", 6],
      ["signet", "word", "Aragorn"],
    ]);
    expect(file.cards[1]!.stats.map((s) => s.name.text)).toEqual(["twilight"]);
  });

  it("splits sentences into label, clauses and separators", () => {
    const [damage, fellowship] = file.cards[0]!.sentences;
    expect(damage!.label).toBeUndefined();
    expect(texts(GIMLI, damage!.clauses[0]!.elements)).toEqual(["Damage", "+1"]);
    expect(texts(GIMLI, fellowship!.label!.elements)).toEqual(["Fellowship"]);
    expect(fellowship!.separators.map((s) => s.text)).toEqual([",", "then"]);
    expect(fellowship!.clauses[1]!.elements.map((e) => e.kind)).toEqual(["word", "tokens"]);
  });

  it("parses nested groups and multi-line sentences", () => {
    const [skirmish, response] = file.cards[1]!.sentences;
    const group = skirmish!.clauses[0]!.elements.at(-1)!;
    expect(group.kind).toBe("group");
    expect(GIMLI.slice(group.span.start, group.span.end)).toBe("(or +3 if he bears a [dwarven] hand weapon)");
    expect(response!.separators.map((s) => s.text)).toEqual([",", "then"]);
    expect(texts(GIMLI, response!.clauses[2]!.elements)).toEqual(["prevent", "that", "wound"]);
    expect(response!.span.endLine).toBe(response!.span.line + 1);
  });

  it("gives every node a span consistent with LineMap", () => {
    const lines = new LineMap(GIMLI);
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== "object") return;
      const node = value as { span?: { start: number; end: number } };
      if (node.span) expect(node.span).toEqual(lines.span(node.span.start, node.span.end));
      Object.values(value).forEach(visit);
    };
    visit(file);
    const title = file.cards[0]!.title;
    expect(GIMLI.slice(title.span.start, title.span.end)).toBe('"Gimli"');
  });
});

describe("parse: tokens", () => {
  it("reads words with accents, apostrophes and hyphens", () => {
    const s = onlySentence("exert Nazgûl, Saruman's Uruk-hai, Glóin’s Ring-bearer, Théoden.");
    expect(s.clauses.flatMap((c) => c.elements).map((e) => (e.kind === "word" ? e.text : e.kind))).toEqual([
      "exert", "Nazgûl", "Saruman's", "Uruk-hai", "Glóin’s", "Ring-bearer", "Théoden",
    ]);
  });

  it("reads numbers, signed numbers, token counts, icons and strings", () => {
    const s = onlySentence('add (2) (X) 3 +2 -1 [dwarven] "The \\"Balrog\\" \\\\ x".');
    const values = s.clauses[0]!.elements.map((e) =>
      e.kind === "tokens" || e.kind === "number" || e.kind === "signed" ? [e.kind, e.value] : e.kind === "icon" ? [e.kind, e.name] : e.kind === "string" ? [e.kind, e.value] : [e.kind],
    );
    expect(values).toEqual([["word"], ["tokens", 2], ["tokens", "X"], ["number", 3], ["signed", 2], ["signed", -1], ["icon", "dwarven"], ["string", 'The "Balrog" \\ x']]);
  });

  it("reads a possessive after a closing quote as part of the string, and signed X", () => {
    const s = onlySentence('"The Balrog"\'s cost is -X, "Bill"’s +X "It\'s".');
    const values = s.clauses.flatMap((c) => c.elements).map((e) =>
      e.kind === "string" ? [e.kind, e.value, !!e.possessive] : e.kind === "signedX" ? [e.kind, e.negative] : e.kind === "word" ? [e.text] : [e.kind],
    );
    expect(values).toEqual([["string", "The Balrog", true], ["cost"], ["is"], ["signedX", true], ["string", "Bill", true], ["signedX", false], ["string", "It's", false]]);
  });

  it("treats then as a separator but thence and theneby as words", () => {
    const s = onlySentence("exert Gimli then heal thence theneby.");
    expect(s.separators.map((x) => x.text)).toEqual(["then"]);
    expect(s.clauses[1]!.elements.map((e) => (e.kind === "word" ? e.text : e.kind))).toEqual(["heal", "thence", "theneby"]);
  });

  it("reads game, set and card as ordinary words inside sentences", () => {
    const s = onlySentence("draw a card; set the game aside.");
    expect(s.clauses.flatMap((c) => c.elements).map((e) => (e.kind === "word" ? e.text : e.kind))).toEqual(["draw", "a", "card", "set", "the", "game", "aside"]);
  });

  it("does not split a card id into a number and a word", () => {
    const { file } = parse('card 1R13 "Gimli" {\n  Dwarven event\n  play 1C290.\n}', "t.card");
    expect(file.cards[0]!.id.text).toBe("1R13");
    expect(file.cards[0]!.sentences[0]!.clauses[0]!.elements.map((e) => e.kind)).toEqual(["word", "word"]);
  });

  it("reads several labels joined by or, and signed stats", () => {
    const { file, diagnostics } = parse('card 1R1 "Ring" {\n  unique The One Ring\n  twilight 0, strength +1, vitality -1\n  Fellowship or Regroup: draw a card.\n}', "t.card");
    expect(diagnostics).toEqual([]);
    expect(file.cards[0]!.stats.map((s) => s.value.kind)).toEqual(["number", "signed", "signed"]);
    expect(file.cards[0]!.sentences[0]!.label!.elements.map((e) => (e.kind === "word" ? e.text : ""))).toEqual(["Fellowship", "or", "Regroup"]);
  });

  it("takes a sentence on the second line for a sentence, not a stat line", () => {
    const { file } = parse('card 1R1 "A" {\n  Dwarven companion\n  Damage +1.\n}', "t.card");
    expect(file.cards[0]!.stats).toEqual([]);
    expect(file.cards[0]!.sentences).toHaveLength(1);
  });
});
