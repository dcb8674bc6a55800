/**
 * Deck files in `cardc check`: `withDecks` takes the `.deck` files out of the loaded sources (so
 * they are not compiled as cards) and finds those under directories; `checkDecks` parses and
 * validates them against the compiled sets.
 */
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SetIR } from "../ir/ir.ts";
import type { LoadResult } from "../services/load-sources.ts";
import type { SourceFile } from "../services/source.ts";
import { readFilesWithExtension } from "./files.ts";
import { parseDeck } from "./parse.ts";
import { validateDeck, type CardRecord } from "./validate.ts";

export const deckExtension = ".deck";

export interface LoadWithDecks extends LoadResult {
  decks: SourceFile[];
}

export async function withDecks(paths: readonly string[], loaded: LoadResult, cwd?: string): Promise<LoadWithDecks> {
  const isDeck = (p: string) => p.endsWith(deckExtension);
  const found = await readFilesWithExtension(paths.filter((p) => !isDeck(p)), "deck", { cwd });
  const direct = loaded.sources.filter((s) => isDeck(s.path));
  const decks = [...direct, ...found.sources.filter((f) => !direct.some((d) => d.path === f.path))];
  const deckDirs = paths.filter((p) => decks.some((d) => d.path.startsWith(p)));
  return {
    sources: loaded.sources.filter((s) => !isDeck(s.path)),
    found: [...loaded.found.filter((p) => !isDeck(p)), ...decks.map((d) => d.path)],
    // A directory that holds decks but no card files is not a usage problem.
    diagnostics: [...loaded.diagnostics.filter((d) => !(d.code === "CS9002" && deckDirs.includes(d.file))), ...found.diagnostics],
    decks,
  };
}

export function checkDecks(decks: readonly SourceFile[], sets: readonly SetIR[]): Diagnostic[] {
  if (decks.length === 0) return [];
  const cards = new Map<string, CardRecord>();
  for (const set of sets) for (const c of set.cards) cards.set(c.id, c as unknown as CardRecord);
  return decks.flatMap((source) => {
    const { deck, diagnostics } = parseDeck(source.text, source.path);
    return [...diagnostics, ...validateDeck(deck, cards)];
  });
}
