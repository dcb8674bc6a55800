/**
 * The bundled LOTR TCG sets (cards/lotr-tcg/setNN, compiled together with the project's parser and checker,
 * as a project is: set 2 names set-1 titles) and their reference data (read-only, from ../shared/data).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { check } from "../../compiler/semantics/check.ts";
import { declaredWords, withDeclared } from "../../compiler/semantics/declarations.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import type { CardIR } from "../../compiler/ir/ir.ts";
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import { lotrTcg } from "../../runtime/games/lotr-tcg/vocabulary/index.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const DATA = join(ROOT, "..", "shared", "data");
const SETS_DIR = join(ROOT, "cards", "lotr-tcg");

/** One card of /work/shared/data/lotr-tcg-setNN.json. */
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

/** `set01`, `set02`: a set's folder name. */
export const setName = (n: number) => `set${String(n).padStart(2, "0")}`;
export const setDir = (n: number) => join(SETS_DIR, setName(n));

export function printedSet(n: number): Map<string, PrintedCard> {
  const cards = JSON.parse(readFileSync(join(DATA, `lotr-tcg-${setName(n)}.json`), "utf8")) as PrintedCard[];
  return new Map(cards.map((card) => [card.collInfo, card]));
}

export interface CompiledSet {
  cards: Map<string, CardIR>;
  /** Card id → the file name (in the set's folder) that declares it. */
  fileOf: Map<string, string>;
  diagnostics: Diagnostic[];
  /** The game's vocabulary with the words the checked files declare. */
  vocabulary: GameVocabulary;
}

/** Parse and check every file of sets 1…n together; the cards and file names are set n's, the diagnostics all sets'. */
export function compileSet(n: number): CompiledSet {
  const folders = Array.from({ length: n }, (_, k) => setName(k + 1));
  const files = folders.flatMap((folder) =>
    readdirSync(join(SETS_DIR, folder))
      .filter((name) => name.endsWith(".card"))
      .sort()
      .map((name) => ({ folder, name, parsed: parse(readFileSync(join(SETS_DIR, folder, name), "utf8"), `cards/lotr-tcg/${folder}/${name}`) })),
  );
  const own = files.filter((f) => f.folder === setName(n));
  const fileOf = new Map<string, string>();
  for (const f of own) for (const card of f.parsed.file.cards) fileOf.set(card.id.text, f.name);
  const checked = check(files.map((f) => f.parsed.file));
  const cards = new Map<string, CardIR>();
  for (const set of checked.sets) for (const card of set.cards) if (fileOf.has(card.id)) cards.set(card.id, card);
  const vocabulary = withDeclared(lotrTcg, declaredWords(files.map((f) => f.parsed.file), lotrTcg, []));
  return { cards, fileOf, vocabulary, diagnostics: [...files.flatMap((f) => f.parsed.diagnostics), ...checked.diagnostics] };
}

/** The file a card belongs in: sites.card, the-one-ring.card, else its culture's file (ringwraith.card for Wraith). */
export function expectedFile(card: Pick<CardIR, "type" | "culture">): string {
  if (card.type === "site" || card.type === "the-one-ring") return `${card.type === "site" ? "sites" : card.type}.card`;
  return `${card.culture}.card`;
}
