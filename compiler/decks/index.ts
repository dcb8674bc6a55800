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
import { deckRules } from "../../runtime/games/deck-rules.ts";

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

/**
 * Checks each deck against the cards of its game among `sets`; a game with no cards there is looked up
 * in `fallback` (the game's bundled cards, when the caller has them). A deck whose game has cards in
 * neither gets one CS4013 instead of an unknown-id error on every line.
 */
export function checkDecks(decks: readonly SourceFile[], sets: readonly SetIR[], fallback: ReadonlyMap<string, readonly SetIR[]> = new Map()): Diagnostic[] {
  if (decks.length === 0) return [];
  return decks.flatMap((source) => {
    const { deck, diagnostics } = parseDeck(source.text, source.path);
    if (deck.game === null) return diagnostics;
    const own = sets.filter((s) => s.game === deck.game);
    const gameSets = own.length ? own : (fallback.get(deck.game) ?? []);
    if (gameSets.length === 0 && deck.game in deckRules) {
      const message = `Expected the cards of '${deck.game}' to check this deck against (pass their .card files or directory with the deck), found none.`;
      return [...diagnostics, { code: "CS4013", severity: "error" as const, file: source.path, span: deck.gameSpan!, message, expected: `cards of ${deck.game}`, found: "no cards" }];
    }
    const cards = new Map<string, CardRecord>();
    for (const set of gameSets) for (const c of set.cards) cards.set(c.id, c as unknown as CardRecord);
    return [...diagnostics, ...validateDeck(deck, cards)];
  });
}

/** The games named by the decks' `game` lines (read without a full check). */
export function deckGames(decks: readonly SourceFile[]): string[] {
  return [...new Set(decks.map((d) => parseDeck(d.text, d.path).deck.game).filter((g): g is string => g !== null))];
}
