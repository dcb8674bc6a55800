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
  // cards/lotr-tcg/set01 and test/semantics/pronouns/binding.card (ids 1C3–1C6 there)
  ["1C116", "he or she", "a [gondor] companion"],
  ["1C121", "it", "an Uruk-hai"],
  ["1C144", "him", "your Uruk-hai"],
  ["1C193", "it", "your [moria] weapon"],
  ["1C2", "he", "bearer"],
  ["1C255", "he", "a [sauron] Orc"],
  ["1C271", "he", "this minion"],
  ["1C295", "it", "opponent's site 1"],
  ["1C3", "he", "a Dwarf"],
  ["1C303", "he", "Merry"],
  ["1C4", "him", "a Dwarf or an Elf"],
  ["1C5", "he", "this minion"],
  ["1C6", "He", "Bearer"],
  ["1R1", "he", "bearer"],
  ["1R118", "he", "Aragorn"],
  ["1R13", "him", "Gimli"],
  ["1R14", "He", "Bearer"],
  ["1R15", "He", "Bearer"],
  ["1R15", "him", "Bearer"],
  ["1R190", "him", "bearer"],
  ["1R200", "it", "reveal the bottom card of your draw deck"],
  ["1R200", "it", "reveal the bottom card of your draw deck"],
  ["1R200", "it", "reveal the bottom card of your draw deck"],
  ["1R217", "His", "a Nazgûl"],
  ["1R221", "He", "Bearer"],
  ["1R221", "him", "The Witch-king"],
  ["1R230", "he", "Úlairë Cantëa"],
  ["1R272", "it", "this minion"],
  ["1R302", "him", "Merry"],
  ["1R302", "his", "Merry"],
  ["1R47", "She", "Bearer"],
  ["1R47", "her", "Arwen"],
  ["1R75", "He", "Bearer"],
  ["1R89", "him", "Aragorn"],
  ["1R90", "He", "Bearer"],
  ["1R95", "He", "Bearer"],
  ["1R95", "he", "Boromir"],
  ["1R96", "his", "Boromir"],
  ["1U112", "He", "Bearer"],
  ["1U159", "him", "your Uruk-hai"],
  ["1U225", "He", "Bearer"],
  ["1U225", "he", "Úlairë Lemenya"],
  ["1U233", "it", "an opponent's site"],
  ["1U242", "it", "reveal the top card of your draw deck"],
  ["1U242", "it", "reveal the top card of your draw deck"],
  ["1U242", "it", "reveal the top card of your draw deck"],
  ["1U267", "he", "this minion"],
  ["1U27", "him", "Thrarin"],
  ["1U270", "it", "this minion"],
  ["1U293", "him", "a Hobbit"],
  ["1U48", "he", "Haldir"],
].map((row) => row.join(" | "));

const PRONOUN = /^(he|she|him|her|it|his|its|they|them|their|he or she|him or her|his or her)$/i;
const ROOT = join(import.meta.dirname, "..", "..");

function bindings(dir: string): string[] {
  const texts = new Map<string, string>();
  const files = readdirSync(dir).filter((f) => f.endsWith(".card")).sort().map((f) => {
    const path = join(dir, f);
    const text = readFileSync(path, "utf8");
    texts.set(path, text);
    return parse(text, path).file;
  });
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
    ...bindings(join(import.meta.dirname, "pronouns")),
  ];
  expect(actual.sort()).toEqual([...EXPECTED].sort());
});
