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
      const recovered = [...file.cards.filter((c) => c.recovered), ...file.cards.flatMap((c) => c.sentences.filter((s) => s.recovered))].map((n) => n.span);
      const { diagnostics } = check([file]);
      expect(diagnostics.filter((d) => recovered.some((r) => inside(d.span, r) || inside(r, d.span)))).toEqual([]);
    });
  }

  test("an unterminated title gets no missing-kind-line error", () => {
    const { file, diagnostics: syntax } = parse(readFileSync(new URL("unterminated-string.card", dir), "utf8"), "u.card");
    expect(syntax.map((d) => d.code)).toEqual(["CS1003", "CS1003"]);
    expect(file.cards[0]!.recovered).toBe(true);
    expect(check([file]).diagnostics).toEqual([]);
  });

  test("a sentence missing its full stop is not matched against phrases", () => {
    const text = 'game lotr-tcg\nset 1\ncard 1C3 "Axe Strike" {\n  Dwarven event\n  twilight 0\n  Skirmish: make a Dwarf strength +2 wibble\n}';
    const { file, diagnostics: syntax } = parse(text, "t.card");
    expect(syntax.map((d) => d.code)).toEqual(["CS1001"]);
    expect(check([file]).diagnostics).toEqual([]);
  });
});
