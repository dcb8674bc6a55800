import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { syntaxCodes } from "../../compiler/diagnostics/codes/syntax.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { parse } from "../../compiler/syntax/parse.ts";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "syntax");

function parseFixture(name: string) {
  return parse(readFileSync(join(FIXTURES, `${name}.card`), "utf8"), `${name}.card`);
}

/** `CODE line:column` of each diagnostic, the key facts the fixtures pin down. */
function keys(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code} ${d.span.line}:${d.span.column}`);
}

/** Apply a diagnostic's first fix to the text. */
function applyFix(text: string, diagnostic: Diagnostic): string {
  const edit = diagnostic.fixes![0]!.edits[0]!;
  return text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end);
}

describe("syntax error fixtures (test/fixtures/syntax)", () => {
  const cases: Record<string, { diagnostics: string[]; cards: string[] }> = {
    "missing-full-stop": { diagnostics: ["CS1001 9:3", "CS1001 17:1"], cards: ["1R13", "1C3"] },
    "unterminated-string": { diagnostics: ["CS1003 4:11", "CS1003 15:18"], cards: ["1R13", "1C3"] },
    "stray-brace": { diagnostics: ["CS1005 10:1"], cards: ["1C3", "1C4"] },
    "bad-token": { diagnostics: ["CS1002 8:38", "CS1002 9:27"], cards: ["1C3"] },
    "missing-card-id": { diagnostics: ["CS1007 4:6", "CS1001 16:1"], cards: ["1C4"] },
    "missing-brace": { diagnostics: ["CS1006 8:80", "CS1004 10:1", "CS1004 15:1"], cards: ["1C3", "1C4"] },
  };
  for (const [name, expected] of Object.entries(cases)) {
    it(`${name}: reports every error and keeps the cards after it`, () => {
      const { file, diagnostics } = parseFixture(name);
      expect(keys(diagnostics)).toEqual(expected.diagnostics);
      expect(file.cards.map((c) => c.id.text)).toEqual(expected.cards);
    });
  }

  it("names what was expected and what was found", () => {
    const [first] = parseFixture("missing-full-stop").diagnostics;
    expect(first!.message).toBe("expected '.' to end the sentence, found 'Skirmish'");
    const [, last] = parseFixture("missing-full-stop").diagnostics;
    expect(last!.message).toBe("expected '.' to end the sentence, found '}'");
    expect(parseFixture("stray-brace").diagnostics[0]!.message).toBe("expected 'card' to start a card, found '}'");
    expect(parseFixture("missing-card-id").diagnostics[0]!.message).toBe("expected a card id after 'card', found '\"Axe Strike\"'");
    expect(parseFixture("bad-token").diagnostics[0]!.message).toContain("found the invalid characters '@@'");
  });

  it("offers fixes that repair a missing full stop, parenthesis and brace", () => {
    for (const name of ["missing-full-stop", "missing-brace"]) {
      let text = readFileSync(join(FIXTURES, `${name}.card`), "utf8");
      for (let round = 0; round < 5; round++) {
        const fixable = parse(text, name).diagnostics.find((d) => d.fixes);
        if (!fixable) break;
        text = applyFix(text, fixable);
      }
      expect(parse(text, name).diagnostics).toEqual([]);
    }
  });

  it("reports a possessive after a title string and offers to remove it", () => {
    const text = 'card 1R1 "Gimli"\'s {\n  Dwarven event\n}';
    const { file, diagnostics } = parse(text, "t.card");
    expect(diagnostics.map((d) => [d.code, d.span.column, d.span.endColumn, d.message])).toEqual([["CS1020", 17, 19, "expected a string alone here, found a possessive 's after it"]]);
    expect(file.cards[0]!.title.value).toBe("Gimli");
    expect(applyFix(text, diagnostics[0]!).split("\n")[0]).toBe('card 1R1 "Gimli" {');
  });

  it("fixes an unterminated string by closing it at the end of the line", () => {
    const text = 'card 1R1 "Gimli\n  Dwarven event\n}';
    const [diagnostic] = parse(text, "t.card").diagnostics;
    expect(diagnostic!.code).toBe("CS1003");
    expect(applyFix(text, diagnostic!).split("\n")[0]).toBe('card 1R1 "Gimli"');
  });
});

describe("recovery", () => {
  it("resyncs after a bad sentence at the next full stop", () => {
    const { file, diagnostics } = parse('card 1R1 "A" {\n  Dwarven event\n  Skirmish: , exert.\n  Fellowship: draw a card, .\n  Damage +1.\n}', "t.card");
    expect(keys(diagnostics)).toEqual(["CS1012 3:13", "CS1012 4:28"]);
    expect(file.cards[0]!.sentences.map((s) => !!s.recovered)).toEqual([true, true, false]);
  });

  it("reports a stray token inside a card once and goes on", () => {
    const { file, diagnostics } = parse('card 1R1 "A" {\n  Dwarven event\n  ) draw a card.\n  Damage +1.\n}', "t.card");
    expect(keys(diagnostics)).toEqual(["CS1017 3:3"]);
    expect(file.cards[0]!.sentences).toHaveLength(1);
  });

  it("reports a missing kind line, a bad escape, a huge number and an empty kind group", () => {
    expect(keys(parse('card 1R1 "A" {\n  Damage +1.\n}', "t").diagnostics)).toEqual(["CS1016 2:3"]);
    expect(keys(parse('card 1R1 "A\\n" {\n  x\n}', "t").diagnostics)).toEqual(["CS1013 1:12"]);
    expect(keys(parse('card 1R1 "A" {\n  x\n  Damage +99999999999999999999.\n}', "t").diagnostics)).toEqual(["CS1014 3:10"]);
    expect(keys(parse('card 1R1 "A" {\n  Dwarven companion,\n  Damage +1.\n}', "t").diagnostics)).toEqual(["CS1018 2:21"]);
    expect(parse('card 1R1 "A" {\n  Dwarven companion,\n  Damage +1.\n}', "t").diagnostics[0]!.message).toBe(
      "expected a word after ',' in the kind line, found the end of the line",
    );
  });

  it("reports bad game and set lines and goes on to the cards", () => {
    const { file, diagnostics } = parse('game "x"\nset "y"\ncard 1R1 "A" {\n  x\n}', "t");
    expect(keys(diagnostics)).toEqual(["CS1010 1:6", "CS1011 2:5"]);
    expect(file.cards).toHaveLength(1);
  });

  it("never shows chevrotain's own wording or token names", () => {
    const inputs = ['card 1R1 "A" "B" "C" {\n}', "card", 'card 1R1 "A" { x\n a ( b ; ) .\n}', "game\nset\n{}", '"', "(((", 'card 1R1 "A" {\n x\n a:b:.\n}'];
    for (const input of inputs) {
      for (const d of parse(input, "t").diagnostics) {
        expect(d.message).toMatch(/^expected .+, found .+/);
        expect(d.message).not.toMatch(/Expecting|Identifier|NumberLiteral|StringLiteral|RBrace|LParen|AnyToken|-->|<EOF>/);
      }
    }
  });

  it("declares every code it reports, with title, description and example", () => {
    const declared = new Set(syntaxCodes.map((c) => c.code));
    expect(declared.size).toBe(syntaxCodes.length);
    for (const c of syntaxCodes) {
      expect(c.code).toMatch(/^CS1\d{3}$/);
      expect(c.title && c.description && c.example).toBeTruthy();
    }
    const inputs = ["missing-full-stop", "unterminated-string", "stray-brace", "bad-token", "missing-card-id", "missing-brace"].map((n) =>
      readFileSync(join(FIXTURES, `${n}.card`), "utf8"),
    );
    for (const input of inputs) for (const d of parse(input, "t").diagnostics) expect(declared.has(d.code)).toBe(true);
  });
});
