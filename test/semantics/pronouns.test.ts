import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";

/**
 * What every pronoun of the starter cards, of the set-1 parser fixtures (where their sentence checks)
 * and of pronouns/binding.card refers to: card id, pronoun, the words of its referent. A pronoun
 * prefers the subject of the latest clause with a fitting choice (`While Arwen is skirmishing a
 * Nazgûl, she …` is Arwen), then the fixed name the previous sentence began with (`Bearer must be
 * Gimli. He is …` is the bearer).
 */
const EXPECTED = [
  // cards/lotr-tcg/set01
  ["1C116", "he or she", "a [gondor] companion"],
  ["1C121", "it", "an Uruk-hai"],
  ["1C2", "he", "bearer"],
  ["1R1", "he", "bearer"],
  // test/fixtures/set01-extra
  ["1R13", "him", "Gimli"],
  ["1R14", "He", "Bearer"],
  ["1R30", "she", "Arwen"],
  ["1R75", "He", "Bearer"],
  ["1R89", "him", "Aragorn"],
  ["1R90", "He", "Bearer"],
  ["1R96", "his", "Boromir"],
  // test/semantics/pronouns/binding.card
  ["1C3", "he", "a Dwarf"],
  ["1C4", "him", "a Dwarf or an Elf"],
  ["1C5", "he", "this minion"],
  ["1C6", "He", "Bearer"],
].map((row) => row.join(" | "));

const PRONOUN = /^(he|she|him|her|it|his|its|they|them|their|he or she|him or her|his or her)$/i;
const ROOT = join(import.meta.dirname, "..", "..");

function bindings(dir: string, alongside: string[] = []): string[] {
  const texts = new Map<string, string>();
  const read = (d: string, own: boolean) =>
    readdirSync(d).filter((f) => f.endsWith(".card")).sort().map((f) => {
      const path = join(d, f);
      const text = readFileSync(path, "utf8");
      if (own) texts.set(path, text);
      return parse(text, path).file;
    });
  const files = [...read(dir, true), ...alongside.flatMap((d) => read(d, false))];
  const out: string[] = [];
  for (const n of check(files).index ?? []) {
    const text = texts.get(n.file);
    if (n.kind !== "ref" || !text) continue;
    const word = text.slice(n.span.start, n.span.end);
    if (!PRONOUN.test(word)) continue;
    out.push([n.cardId, word, n.target ? text.slice(n.target.span.start, n.target.span.end) : `(${n.binding})`].join(" | "));
  }
  return out;
}

test("every pronoun refers to what the printed card means", () => {
  const starters = join(ROOT, "cards", "lotr-tcg", "set01");
  const actual = [
    ...bindings(starters),
    ...bindings(join(ROOT, "test", "fixtures", "set01-extra"), [starters]),
    ...bindings(join(import.meta.dirname, "pronouns")),
  ];
  expect(actual.sort()).toEqual([...EXPECTED].sort());
});
