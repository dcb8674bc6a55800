import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import { buildFile } from "./ast-builder.ts";
import { testVocabulary } from "./test-vocabulary.ts";
import { runs } from "../support/properties.ts";

/** Errors are values: whatever words a sentence holds, `check` returns diagnostics and never throws. */
const dir = new URL("./fixtures/", import.meta.url);
const texts = readdirSync(dir).filter((f) => f.endsWith(".card")).map((f) => readFileSync(new URL(f, dir), "utf8"));
const options = { vocabularies: { ...vocabularies, "test-game": testVocabulary } };
const noise = ["then", "him", "that", "or", "(or", "+2", "(2)", "[dwarven]", "a", "every", "Gimli", "'s", "until", "you", "may", ",", ";", ":", "X", "\"Quoted\"", "if", "(", ")", "otherwise", "Otherwise,"];

test("check never throws on mutated cards", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: texts.length - 1 }), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...noise), fc.boolean()), { maxLength: 8 }), (k, edits) => {
      const lines = texts[k]!.split("\n");
      const body = lines.map((l, i) => ({ l, i })).filter(({ l }) => /[.]\s*$/.test(l) && !l.startsWith("#"));
      for (const [n, word, replace] of edits) {
        if (!body.length) break;
        const { i } = body[n % body.length]!;
        const words = lines[i]!.split(" ");
        const at = n % words.length;
        words.splice(at, replace ? 1 : 0, word);
        lines[i] = words.join(" ");
      }
      const result = check([buildFile(lines.join("\n"), "mutated.card")], options);
      expect(Array.isArray(result.diagnostics)).toBe(true);
    }),
    { numRuns: runs(150) },
  );
});

const starterDir = new URL("../../cards/lotr-tcg/set01/", import.meta.url);
const starters = readdirSync(starterDir).filter((f) => f.endsWith(".card")).map((f) => readFileSync(new URL(f, starterDir), "utf8"));
const starterNoise = [...noise, "-X", "+X", "\"The Balrog\"'s", ".", "he", "she", "it", "his", "that companion", "While", "When", "Response:", "Skirmish:", "(limit +3)", "(or +3 if he is damage +1)", "instead", "If it is an Orc,", "; otherwise,"];

test("parse and check never throw on mutated starter cards", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: starters.length - 1 }), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...starterNoise), fc.boolean()), { maxLength: 10 }), (k, edits) => {
      const lines = starters[k]!.split("\n");
      const body = lines.map((l, i) => ({ l, i })).filter(({ l }) => /[.]\s*$/.test(l) && !l.startsWith("#"));
      for (const [n, word, replace] of edits) {
        const { i } = body[n % body.length]!;
        const words = lines[i]!.split(" ");
        words.splice(n % words.length, replace ? 1 : 0, word);
        lines[i] = words.join(" ");
      }
      const result = check([parse(lines.join("\n"), "mutated.card").file]);
      expect(Array.isArray(result.diagnostics)).toBe(true);
    }),
    { numRuns: runs(100) },
  );
});
