/**
 * The bundled set-1 cards (every card of cards/lotr-tcg/set01, compiled with the project's parser
 * and checker, with the file each came from) and their reference data (read-only, from
 * ../shared/data), including the 69 distinct starter-deck cards.
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

export interface CompiledSet {
  cards: Map<string, CardIR>;
  /** Card id → the file name (in cards/lotr-tcg/set01) that declares it. */
  fileOf: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** Parse and check every file of cards/lotr-tcg/set01 together. */
export function compileSet(): CompiledSet {
  const names = readdirSync(SET_DIR).filter((name) => name.endsWith(".card")).sort();
  const files = names.map((name) => parse(readFileSync(join(SET_DIR, name), "utf8"), `cards/lotr-tcg/set01/${name}`));
  const fileOf = new Map<string, string>();
  files.forEach((f, k) => f.file.cards.forEach((card) => fileOf.set(card.id.text, names[k]!)));
  const checked = check(files.map((f) => f.file));
  const cards = new Map<string, CardIR>();
  for (const set of checked.sets) for (const card of set.cards) cards.set(card.id, card);
  return { cards, fileOf, diagnostics: [...files.flatMap((f) => f.diagnostics), ...checked.diagnostics] };
}

/** The file a card belongs in: sites.card, the-one-ring.card, else its culture's file (ringwraith.card for Wraith). */
export function expectedFile(card: Pick<CardIR, "type" | "culture">): string {
  if (card.type === "site" || card.type === "the-one-ring") return `${card.type === "site" ? "sites" : card.type}.card`;
  return `${card.culture}.card`;
}
