/**
 * docs/reference/<game>.md is generated from each game's vocabulary and bundled cards: regenerating it must give the
 * committed file, and it must hold every sentence form, word and phrase of the game.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { plugins } from "../../runtime/games/registry.ts";
import { referencePath, renderReferences, root } from "../../scripts/reference-doc.ts";
import { renderDiagnosticsDoc } from "../../scripts/diagnostics-doc.ts";

const generated = renderReferences();

describe("the generated reference", () => {
  it("has one file per registered game, and no other", () => {
    expect([...generated.keys()].sort()).toEqual(plugins.map((p) => referencePath(p.game)).sort());
    const onDisk = existsSync(join(root, "docs/reference")) ? readdirSync(join(root, "docs/reference")).map((f) => `docs/reference/${f}`) : [];
    expect(onDisk.sort(), "stale files in docs/reference/: run `npm run docs:reference`").toEqual([...generated.keys()].sort());
  });

  for (const [path, text] of generated) {
    it(`${path} is up to date`, () => {
      const file = join(root, path);
      const committed = existsSync(file) ? readFileSync(file, "utf8") : "(missing)";
      expect(committed === text, `${path} differs from what the vocabulary and the bundled cards give: run \`npm run docs:reference\``).toBe(true);
    });
  }

  for (const plugin of plugins) {
    it(`documents every phrase and word of ${plugin.title}`, () => {
      const doc = generated.get(referencePath(plugin.game))!;
      const vocab = plugin.vocabulary;
      for (const p of vocab.phrases) {
        const entry = doc.split("\n#### ").find((e) => e.startsWith(`${p.id}\n`) || e.startsWith(`${p.id} (`));
        expect(entry!, p.id).toBeDefined();
        for (const pattern of p.patterns) expect(entry!, p.id).toContain(`\`${pattern}\``);
        for (const param of p.params) expect(entry!, p.id).toContain(`\`{${param.name}}\``);
        expect(entry!, p.id).toContain(p.doc);
        expect(entry!, p.id).toContain(`\`${p.render}\``);
        expect(entry!, p.id).toMatch(/- example: (no bundled card uses it|\S+ \*.+\* \(cards\/)/);
      }
      for (const t of vocab.timings) expect(doc).toContain(`\`${t.word}:\``);
      for (const k of vocab.keywords) expect(doc).toContain(`\`${k.word}\``);
      for (const t of vocab.cardTypes) expect(doc).toContain(`\`${t.word}\``);
      for (const form of ["keyword", "static modifier", "activated ability or event", "trigger"]) expect(doc).toContain(`| ${form} |`);
    });
  }

  it("takes each example from a bundled card that uses the phrase", () => {
    const plugin = plugins[0]!;
    const doc = generated.get(referencePath(plugin.game))!;
    const used = (doc.match(/- example: \S+ \*/g) ?? []).length;
    expect(used).toBeGreaterThan(plugin.vocabulary.phrases.length / 2);
    // an example's sentence is Cardscript source from cards/<game>/: it is in one of the bundled files
    const [, file, sentence] = /- example: \S+ \*[^*]+\* \((cards\/[^)]+)\): `([^`]+)`/.exec(doc)!;
    expect(readFileSync(join(root, file!), "utf8").replace(/\s+/g, " ")).toContain(sentence);
  });

  it("is linked from the diagnostics catalogue", () => {
    const catalogue = renderDiagnosticsDoc();
    for (const p of plugins) expect(catalogue).toContain(`](reference/${p.game}.md)`);
  });
});
