/** Test support: the game's cards compiled from cards/war-of-the-ring/ (as `cardc simulate` loads them) and its deck files, once per test file. */
import { loadCards, loadDeck } from "../../../../compiler/cli/games/load.ts";
import type { CardLibrary } from "../../../../runtime/core/cards.ts";
import { scenarioTables, type WotrDeck, type WotrTable } from "../../../../runtime/games/war-of-the-ring/table.ts";
import type { ScenarioId } from "../../../../runtime/games/war-of-the-ring/state/game.ts";
import { repoRoot } from "../../../cli/run-cardc.ts";

const GAME = "war-of-the-ring";

let cards: CardLibrary | null = null;

export async function compiledCards(): Promise<CardLibrary> {
  if (cards) return cards;
  const got = await loadCards(repoRoot, GAME);
  if (!got.ok) throw new Error(got.message);
  return (cards = got.value);
}

/** A scenario's table and its default decks, in seat order. */
export function tableOf(scenario: ScenarioId): { table: WotrTable; decks: WotrDeck[] } {
  const table = scenarioTables[scenario];
  const decks = table.setup.defaultDecks!.map((name) => {
    const d = loadDeck(repoRoot, GAME, table, name);
    if (!d.ok) throw new Error(d.message);
    return d.value as WotrDeck;
  });
  return { table, decks };
}
