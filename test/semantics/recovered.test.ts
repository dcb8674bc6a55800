import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { Span } from "../../compiler/diagnostics/diagnostic.ts";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";

/** The checker skips what the parser could only read in part: a syntax error gets no cascaded errors. */
const dir = new URL("../fixtures/syntax/", import.meta.url);

const inside = (a: Span, b: Span) => a.start >= b.start && a.end <= b.end;

describe("recovered cards and sentences are not checked", () => {
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".card")).sort()) {
    test(name, () => {
      const { file } = parse(readFileSync(new URL(name, dir), "utf8"), name);
      const sentences = file.cards.flatMap((c) => c.sentences.filter((s) => s.recovered)).map((n) => n.span);
      const cards = file.cards.filter((c) => c.recovered);
      const { diagnostics } = check([file]);
      // nothing about a broken sentence, no header error on a broken card, nothing at all on one without its kind line
      expect(diagnostics.filter((d) => sentences.some((r) => inside(d.span, r) || inside(r, d.span)))).toEqual([]);
      expect(diagnostics.filter((d) => cards.some((c) => inside(d.span, c.span) && (d.code.startsWith("CS30") || !c.kindLine)))).toEqual([]);
    });
  }

  test("an unterminated title gets no missing-kind-line error", () => {
    const { file, diagnostics: syntax } = parse(readFileSync(new URL("unterminated-string.card", dir), "utf8"), "u.card");
    expect(syntax.map((d) => d.code)).toEqual(["CS1003", "CS1003"]);
    expect(file.cards[0]!.recovered).toBe(true);
    expect(check([file]).diagnostics).toEqual([]);
  });

  test("the complete sentences of a card missing its closing brace are still checked", () => {
    const { file } = parse(readFileSync(new URL("missing-brace.card", dir), "utf8"), "m.card");
    expect(file.cards.map((c) => !!c.recovered)).toEqual([true, true]);
    expect(check([file]).diagnostics.map((d) => `${d.code} ${d.span.line}`)).toEqual(["CS2004 14"]);
  });

  test("a sentence missing its full stop is not matched against phrases", () => {
    const text = 'game lotr-tcg\nset 1\ncard 1C3 "Axe Strike" {\n  Dwarven event\n  twilight 0\n  Skirmish: make a Dwarf strength +2 wibble\n}';
    const { file, diagnostics: syntax } = parse(text, "t.card");
    expect(syntax.map((d) => d.code)).toEqual(["CS1001"]);
    expect(check([file]).diagnostics).toEqual([]);
  });
});
