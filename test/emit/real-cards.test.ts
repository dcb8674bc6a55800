import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { importHandlers } from "./import-emitted.ts";

const root = resolve(import.meta.dirname, "../..");

/** The bundled card sets, checked together as `cardc build cards` does. */
function bundledSets() {
  const paths = globSync("cards/**/*.card", { cwd: root }).sort();
  const files = paths.map((p) => parse(readFileSync(resolve(root, p), "utf8"), p).file);
  return check(files);
}

describe("emitting the bundled cards", () => {
  // the vocabularies with the words the sets declare (`item class staff …`), as `cardc build` emits with
  const { sets, vocabularies } = bundledSets();

  it("has cards to emit", () => {
    expect(sets.flatMap((s) => s.cards).length).toBeGreaterThan(0);
  });

  it("names each `…; or …` alternative in English, for the player's choice", () => {
    const choice = sets.flatMap((s) => s.cards).find((c) => c.id === "1R100")!;
    const ability = choice.abilities.find((a) => a.kind === "activated");
    expect(ability?.kind === "activated" && ability.options).toEqual(["exert Aragorn to heal Arwen", "exert Arwen to heal Aragorn"]);
  });

  for (const set of sets) {
    it(`${set.game} set ${set.number}: the JSON satisfies the schema`, () => {
      const out = Object.fromEntries(emitSet(set, vocabularies?.[set.game]).map((f) => [f.path, f.contents]));
      const base = Object.keys(out)[0]!.replace(/\.json$/, "");
      const validate = new Ajv2020({ allErrors: true, strict: true }).compile(JSON.parse(out[`${base}.schema.json`]!));
      const valid = validate(JSON.parse(out[`${base}.json`]!));
      expect(valid, JSON.stringify(validate.errors?.slice(0, 5), null, 1)).toBe(true);
    });

    it(`${set.game} set ${set.number}: the handler module loads and holds every card's IR`, async () => {
      const mod = await importHandlers(emitSet(set));
      expect(mod.cards.map((c: { id: string }) => c.id).sort()).toEqual(set.cards.map((c) => c.id).sort());
      const byId = new Map(set.cards.map((c) => [c.id, c]));
      for (const compiled of mod.cards) {
        expect(compiled.abilities.map((a: { ir: unknown }) => a.ir)).toEqual(byId.get(compiled.id)!.abilities);
      }
    });
  }
});
