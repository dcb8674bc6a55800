/**
 * The bundled set-1 cards (every card of cards/lotr-tcg/set01, compiled with the project's parser
 * and checker, with the file each came from) and their reference data (read-only, from
 * ../shared/data), including the 69 distinct starter-deck cards.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileSet as compileNumberedSet, type CompiledSet, type PrintedCard } from "./sets.ts";

export { expectedFile, type CompiledSet, type PrintedCard } from "./sets.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const DATA = join(ROOT, "..", "shared", "data");
export const SET_DIR = join(ROOT, "cards", "lotr-tcg", "set01");
export const DIFFERENCES = join(ROOT, "docs", "text-differences.md");

export const printed = JSON.parse(readFileSync(join(DATA, "lotr-tcg-set01.json"), "utf8")) as PrintedCard[];
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

/** Parse and check every file of cards/lotr-tcg/set01 together. */
export const compileSet = (): CompiledSet => compileNumberedSet(1);
