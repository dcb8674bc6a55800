/**
 * Test helpers: the two starter decks (cards/lotr-tcg/decks, read with the project's deck parser)
 * and the card libraries compiled with the project's compiler: cards/lotr-tcg/set01, or every bundled set.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "../../compiler/services/compile.ts";
import { emitSet } from "../../compiler/emit/index.ts";
import { parseDeck } from "../../compiler/decks/parse.ts";
import type { CardDef } from "../../runtime/core/cards.ts";
import type { CompiledCard } from "../../runtime/core/handlers.ts";
import type { CardLibrary, Deck } from "../../runtime/games/lotr-tcg/engine/engine.ts";

const DECKS_DIR = join(import.meta.dirname, "..", "..", "cards", "lotr-tcg", "decks");

/** Reads a starter `.deck` file (cards/lotr-tcg/decks) into the engine's deck shape. */
function starterDeck(file: string): Deck {
  const path = join(DECKS_DIR, file);
  const { deck, diagnostics } = parseDeck(readFileSync(path, "utf8"), path);
  if (diagnostics.length) throw new Error(`${file}: ${diagnostics.map((d) => d.message).join("; ")}`);
  const slot = (name: string) => deck.lines.filter((l) => l.slot === name).map((l) => l.id);
  return {
    ringBearer: slot("ring-bearer")[0]!,
    ring: slot("ring")[0]!,
    sites: slot("site"),
    drawDeck: deck.lines.filter((l) => l.slot === null).flatMap((l) => Array<string>(l.count).fill(l.id)),
  };
}

export const ARAGORN_STARTER: Deck = starterDeck("aragorn-starter.deck");
export const GANDALF_STARTER: Deck = starterDeck("gandalf-starter.deck");

export const STARTER_DECKS: [Deck, Deck] = [ARAGORN_STARTER, GANDALF_STARTER];

const SETS_DIR = join(import.meta.dirname, "..", "..", "cards", "lotr-tcg");
const SET_DIR = join(SETS_DIR, "set01");
const RULES_CARDS = join(import.meta.dirname, "fixtures", "rules-cards.card");

/** Compiles the files and emits every set they hold: each set's handler module and its JSON, as `cardc build` writes them. */
function emitted(name: string, paths: string[]): { js: string; json: string }[] {
  const result = compile(paths.map((path) => ({ path, text: readFileSync(path, "utf8") })));
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) throw new Error(`${name} does not compile: ${errors.map((d) => d.message).join("; ")}`);
  return result.sets.map((set) => {
    const out = emitSet(set, result.vocabularies[set.game]);
    return { js: out.find((f) => f.path.endsWith(".js"))!.contents, json: out.find((f) => f.path.endsWith(".json") && !f.path.endsWith("schema.json"))!.contents };
  });
}

/** Writes set01.js and set01.json of cards/lotr-tcg/set01 into `dir` (what `npm start` writes in dist/cards/lotr-tcg). */
export function writeSet01(dir: string): void {
  const [{ js, json }] = emitted("lotr-tcg/set01", setFiles()) as [{ js: string; json: string }];
  writeFileSync(join(dir, "set01.js"), js);
  writeFileSync(join(dir, "set01.json"), json);
}

/** Compiles the files into one library (every set they hold) and loads the handler modules. */
async function library(name: string, paths: string[]): Promise<CardLibrary> {
  const lib: CardLibrary = { name, defs: {}, compiled: {} };
  for (const { js, json: text } of emitted(name, paths)) {
    const json = JSON.parse(text);
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as { cards: CompiledCard[] };
    for (const d of (Array.isArray(json) ? json : json.cards) as CardDef[]) lib.defs[d.id] = d;
    for (const c of mod.cards) lib.compiled[c.id] = c;
  }
  return lib;
}

const cardFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".card"))
    .sort()
    .map((f) => join(dir, f));
const setFiles = () => cardFiles(SET_DIR);
/** Every bundled set's files (cards/lotr-tcg/set01, set02, …). */
const bundledFiles = () =>
  readdirSync(SETS_DIR)
    .filter((d) => /^set\d+$/.test(d))
    .sort()
    .flatMap((d) => cardFiles(join(SETS_DIR, d)));

let cached: Promise<CardLibrary> | null = null;
let cachedRules: Promise<CardLibrary> | null = null;
let cachedBundled: Promise<CardLibrary> | null = null;

/** Compiles cards/lotr-tcg/set01 and loads its handler module (once per test file). */
export function starterLibrary(): Promise<CardLibrary> {
  cached ??= library("lotr-tcg/set01", setFiles());
  return cached;
}

/** Every bundled set (1, 2, …) compiled together as a project is, in one library (once per test file). */
export function bundledLibrary(): Promise<CardLibrary> {
  cachedBundled ??= library("lotr-tcg/bundled", bundledFiles());
  return cachedBundled;
}

/** set01 plus the test cards of fixtures/rules-cards.card (a fierce minion, an archer ally, simultaneous triggers). */
export function rulesLibrary(): Promise<CardLibrary> {
  cachedRules ??= library("lotr-tcg/set01+rules-cards", [...setFiles(), RULES_CARDS]);
  return cachedRules;
}
