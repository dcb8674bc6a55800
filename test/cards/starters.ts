/**
 * The 69 distinct starter-deck cards: their reference data (read-only, from /work/shared/data)
 * and the set compiled from cards/lotr-tcg/set01 with the project's parser and checker.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import type { CardIR } from "../../compiler/ir/ir.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const DATA = join(ROOT, "..", "shared", "data");
export const SET_DIR = join(ROOT, "cards", "lotr-tcg", "set01");
export const DIFFERENCES = join(ROOT, "docs", "text-differences.md");

/** One card of /work/shared/data/lotr-tcg-set01.json. */
export interface PrintedCard {
  collInfo: string;
  title: string;
  subtitle?: string;
  unique: boolean;
  side?: string;
  culture?: string;
  type: string;
  race?: string;
  itemclass?: string;
  twilight: number;
  strength?: number;
  vitality?: number;
  resistance?: number;
  signet?: string;
  site?: number;
  allyHome?: number;
  keywords?: string[];
  gametext?: string;
}

const printed = JSON.parse(readFileSync(join(DATA, "lotr-tcg-set01.json"), "utf8")) as PrintedCard[];
export const printedById = new Map(printed.map((card) => [card.collInfo, card]));

interface StarterDeck {
  ringBearer: string;
  ring: string;
  sites: { card: string }[];
  drawDeck: { card: string }[];
}
const decks = (JSON.parse(readFileSync(join(DATA, "lotr-tcg-starters.json"), "utf8")) as { decks: StarterDeck[] }).decks;

/** The distinct card ids of both starter decks (Ring-bearer, Ring, sites, draw deck). */
export const starterIds: string[] = [
  ...new Set(decks.flatMap((d) => [d.ringBearer, d.ring, ...d.sites.map((s) => s.card), ...d.drawDeck.map((c) => c.card)])),
];

export interface CompiledStarters {
  cards: Map<string, CardIR>;
  diagnostics: Diagnostic[];
}

/** Parse and check every file of cards/lotr-tcg/set01 together. */
export function compileSet(): CompiledStarters {
  const files = readdirSync(SET_DIR)
    .filter((name) => name.endsWith(".card"))
    .sort()
    .map((name) => parse(readFileSync(join(SET_DIR, name), "utf8"), `cards/lotr-tcg/set01/${name}`));
  const checked = check(files.map((f) => f.file));
  const cards = new Map<string, CardIR>();
  for (const set of checked.sets) for (const card of set.cards) cards.set(card.id, card);
  return { cards, diagnostics: [...files.flatMap((f) => f.diagnostics), ...checked.diagnostics] };
}
