import { readFileSync } from "node:fs";
import { globSync } from "tinyglobby";
import { expect, test } from "vitest";
import { vocabularies } from "../../runtime/games/vocabularies.ts";

/**
 * The compiler is game-agnostic: every game word comes from a vocabulary. This scans every
 * compiler/**\/*.ts file (code and comments) for the words of every vocabulary.
 */
const ALLOWED: Record<string, string> = {
  card: "the language's generic noun (`a card`), also a vocabulary noun",
  cards: "plural of the generic noun",
  condition: "a phrase kind of the vocabulary format (`While <condition>,`), also a card type of one game",
  response: "a sentence form of the language (docs/language.md), also a timing word of one game",
  pipe: "generic English (a Unix pipe, in the I/O diagnostics), also an item class of one game",
  item: "generic English (\"item class\", a list item), also a noun type of one game",
  character: "generic English (a text character), also a noun type of one game",
  event: "generic English (a file-system or editor event), also a card type of one game",
  path: "generic English (a file path), also a card type of one game",
  paths: "plural of a file path, also a stat of one game",
  action: "generic English (an editor's code action, a command's action), also a timing word of one game",
};

/** Words that name CardIR fields: the public JSON contract (compiler/ir/ir.ts) names them, so only the contract and its lowering may say them. */
const CONTRACT_FILES = ["compiler/ir/ir.ts", "compiler/semantics/card-record.ts", "compiler/emit/card-fields.ts", "compiler/emit/schema.ts"];


/** Catalogue `example` and `fixed` fields are `.card` snippets for docs/diagnostics.md: card text is game text by nature. */
function withoutExamples(file: string, text: string): string {
  return file.startsWith("compiler/diagnostics/codes/") ? text.replace(/(?:example|fixed):\s*("(?:[^"\\]|\\.)*"|`[^`]*`|'(?:[^'\\]|\\.)*')/g, (m) => m.replace(/[^\n]/g, " ")) : text;
}
const CONTRACT_WORDS = new Set(["twilight", "strength", "vitality", "resistance", "signet", "site", "home", "free-peoples", "shadow"]);

function gameWords(): Set<string> {
  const out = new Set<string>();
  const add = (w: string) => {
    const n = w.toLowerCase().replace(/’/g, "'");
    if (!(n in ALLOWED)) out.add(n);
  };
  for (const v of Object.values(vocabularies)) {
    add(v.game);
    for (const t of v.cardTypes) add(t.word), add(t.id), t.plural && add(t.plural);
    for (const t of v.timings) add(t.word);
    for (const c of v.cultures) add(c.word), add(c.icon);
    for (const r of v.races) add(r.word), r.plural && add(r.plural);
    for (const c of v.itemClasses) add(c.word);
    for (const k of v.keywords) add(k.word);
    for (const s of v.stats) add(s.name), (s.words ?? []).forEach(add);
    for (const s of v.sides) add(s.word), add(s.id);
    for (const n of Object.keys(v.nouns)) add(n);
    for (const r of v.refs ?? []) add(r.word);
    for (const p of v.players ?? []) add(p.word);
  }
  return out;
}

test("no vocabulary word appears in compiler/", () => {
  const words = gameWords();
  expect(words.size).toBeGreaterThan(20);
  const hits: string[] = [];
  for (const file of globSync("compiler/**/*.ts")) {
    const text = withoutExamples(file, readFileSync(file, "utf8")).toLowerCase().replace(/’/g, "'");
    for (const w of words) {
      if (CONTRACT_FILES.includes(file) && CONTRACT_WORDS.has(w)) continue;
      const re = new RegExp(`(?<![\\p{L}\\p{N}'-])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}-])`, "u");
      const m = re.exec(text);
      if (m) hits.push(`${file}:${text.slice(0, m.index).split("\n").length}: '${w}'`);
    }
  }
  expect(hits).toEqual([]);
});
