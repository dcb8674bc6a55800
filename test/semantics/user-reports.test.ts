/** Small things a user met (issue 27): hidden characters in titles, a misspelt card type, a missing `then`, articles. */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { article, withArticle } from "../../compiler/semantics/article.ts";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";

function diagnose(text: string): Diagnostic[] {
  const parsed = parse(text, "t.card");
  return [...parsed.diagnostics, ...check([parsed.file]).diagnostics];
}

/** A file of one card with this header line and title (the body a fine event otherwise). */
const card = (title: string, kind = "Dwarven event", stats = "twilight 0", body = "Fellowship: draw a card.") =>
  `game lotr-tcg\nset 1\n\ncard 1C301 ${title} {\n  ${kind}\n  ${stats}\n  ${body}\n}\n`;

/** The fixed text: the diagnostic's first fix applied. */
function applyFix(text: string, d: Diagnostic): string {
  const edits = [...d.fixes![0]!.edits].sort((a, b) => b.span.start - a.span.start);
  return edits.reduce((t, e) => t.slice(0, e.span.start) + e.newText + t.slice(e.span.end), text);
}

describe("titles", () => {
  for (const [what, inner] of [
    ["an ANSI escape sequence", "\u001b[31m"],
    ["a control character", "\u0007"],
    ["a right-to-left override", "\u202e"],
    ["a bidirectional isolate", "\u2066"],
  ] as const) {
    it(`with ${what} get CS3015 on exactly those characters, with a fix removing them`, () => {
      const text = card(`"Axe${inner} Strike"`);
      const [d, ...rest] = diagnose(text);
      expect(rest).toEqual([]);
      expect(d!.code).toBe("CS3015");
      expect(text.slice(d!.span.start, d!.span.end)).toBe(inner);
      expect(d!.span.column).toBe(text.split("\n")[3]!.indexOf(inner) + 1);
      expect(d!.message).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069]/u);
      expect(diagnose(applyFix(text, d!))).toEqual([]);
    });
  }

  it("places the span right after an escaped quote in the title", () => {
    const text = card(`"Say \\"hi\\"\u0007"`);
    const [d] = diagnose(text);
    expect(text.slice(d!.span.start, d!.span.end)).toBe("\u0007");
  });

  it("checks the subtitle too", () => {
    expect(diagnose(card(`"Axe Strike" "Bad\u202eSub"`)).map((d) => d.code)).toEqual(["CS3015"]);
  });

  for (const title of ['""', '"   "']) {
    it(`${title} is an empty title (CS3016)`, () => {
      const ds = diagnose(card(title));
      expect(ds.map((d) => d.code)).toEqual(["CS3016"]);
      expect(ds[0]!.span.column).toBe("card 1C301 ".length + 1);
    });
  }
});

describe("a misspelt card type", () => {
  it("gets one diagnostic, the type with the right fix, not a cascade over the stats and sentences", () => {
    const text = card('"Sting Thing"', "Shire posession, hand weapon", "twilight 1, strength +1", "Bearer must be a Hobbit.\n  Skirmish: exert bearer then make bearer strength +1.");
    const ds = diagnose(text);
    expect(ds.map((d) => [d.code, d.message])).toEqual([["CS3021", "unknown card type 'posession'; did you mean 'possession'?"]]);
    expect(diagnose(applyFix(text, ds[0]!))).toEqual([]);
  });

  it("with no close type still reports nothing about the stats and sentences that fit other types", () => {
    const ds = diagnose(card('"Sting Thing"', "Shire wibblewobble", "twilight 1, strength +1", "Bearer must be a Hobbit."));
    expect(ds.map((d) => d.code)).toEqual(["CS3021"]);
  });
});

describe("a missing 'then'", () => {
  it("between a cost and an effect gets a hint that says so, and a fix inserting it", () => {
    const text = card('"Axe Strike"', "Dwarven event", "twilight 0", "Fellowship: exert a Dwarf draw a card.");
    const [d, ...rest] = diagnose(text);
    expect(rest).toEqual([]);
    expect(d!.code).toBe("CS2004");
    expect(d!.message).toContain("is a 'then' missing between 'exert a Dwarf' (a cost) and 'draw a card' (an effect)?");
    expect(applyFix(text, d!)).toContain("Fellowship: exert a Dwarf then draw a card.");
    expect(diagnose(applyFix(text, d!))).toEqual([]);
  });

  it("is not hinted where no cost could end", () => {
    const [d] = diagnose(card('"Axe Strike"', "Dwarven event", "twilight 0", "Fellowship: draw Gimli wibble."));
    expect(d!.message).not.toContain("'then' missing");
  });
});

describe("articles", () => {
  it("write 'an' before a vowel sound, 'a' before a consonant one", () => {
    expect(["event", "ally", "item", "[elven] card", "unique card", "one", "companion", "The One Ring"].map(withArticle)).toEqual([
      "an event", "an ally", "an item", "an [elven] card", "a unique card", "a one", "a companion", "The One Ring",
    ]);
    expect(article("Orc")).toBe("an");
  });

  it("are right in the checker's messages", () => {
    const ds = diagnose(card('"Axe Strike"', "Dwarven event", "strength 2"));
    expect(ds.map((d) => d.message)).toEqual(["an event has no 'strength' stat", "an event needs a 'twilight' stat"]);
  });
});
