/**
 * What `simulate` and `play` need before a game starts: the game's table (runtime), its cards
 * compiled from `cards/<game>/` and loaded as a handler module, and decks read from
 * `cards/<game>/decks/<name>.deck`. Problems come back as one-line messages, never thrown.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { globSync } from "tinyglobby";
import { emitSet } from "../../emit/index.ts";
import { parseDeck } from "../../decks/parse.ts";
import { compile } from "../../services/compile.ts";
import { tables, type CardDef, type CompiledCard, type GameTable } from "../../../runtime/index.ts";

type Deck = Exclude<ReturnType<GameTable["deck"]>, string>;
type Library = Parameters<GameTable["newGame"]>[0]["cards"];

export interface LoadedGame {
  game: string;
  table: GameTable;
  cards: Library;
  decks: Map<string, Deck>;
}

export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

export function gameTable(game: string): Loaded<GameTable> {
  const table = tables[game];
  return table ? { ok: true, value: table } : { ok: false, message: `unknown game '${game}' (known: ${Object.keys(tables).join(", ")})` };
}

/** Compiles every `.card` file under `cards/<game>/` and imports the generated handler module. */
export async function loadCards(root: string, game: string): Promise<Loaded<Library>> {
  const dir = join(root, "cards", game);
  const paths = globSync("**/*.card", { cwd: dir, absolute: true }).sort();
  if (paths.length === 0) return { ok: false, message: `no .card files under ${dir}` };
  const result = compile(paths.map((path) => ({ path, text: readFileSync(path, "utf8") })));
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) return { ok: false, message: `the cards of '${game}' do not compile (${errors.length} errors; run cardc check ${dir})` };
  const defs: Record<string, CardDef> = {};
  const compiled: Record<string, CompiledCard> = {};
  for (const set of result.sets) {
    const files = emitSet(set);
    const js = files.find((f) => f.path.endsWith(".js"))!.contents;
    const json = JSON.parse(files.find((f) => f.path.endsWith(".json") && !f.path.endsWith(".schema.json"))!.contents);
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as { cards: CompiledCard[] };
    for (const d of (Array.isArray(json) ? json : json.cards) as CardDef[]) defs[d.id] = d;
    for (const c of mod.cards) compiled[c.id] = c;
  }
  return { ok: true, value: { name: `${game}/cli`, defs, compiled } };
}

/** Reads `cards/<game>/decks/<name>.deck` into the engine's deck. */
export function loadDeck(root: string, game: string, table: GameTable, name: string): Loaded<Deck> {
  const path = join(root, "cards", game, "decks", `${name}.deck`);
  if (!existsSync(path)) return { ok: false, message: `unknown deck '${name}' (no file ${path})` };
  const { deck, diagnostics } = parseDeck(readFileSync(path, "utf8"), path);
  const error = diagnostics.find((d) => d.severity === "error");
  if (error) return { ok: false, message: `deck '${name}': ${error.message}` };
  const out = table.deck(deck.lines);
  return typeof out === "string" ? { ok: false, message: `deck '${name}': ${out}` } : { ok: true, value: out };
}

/** Checks the game and the decks first (cheap), then compiles the cards. */
export async function loadGame(root: string, game: string, deckNames: readonly string[]): Promise<Loaded<LoadedGame>> {
  const table = gameTable(game);
  if (!table.ok) return table;
  const decks = new Map<string, Deck>();
  for (const name of deckNames) {
    const deck = loadDeck(root, game, table.value, name);
    if (!deck.ok) return deck;
    decks.set(name, deck.value);
  }
  const cards = await loadCards(root, game);
  if (!cards.ok) return cards;
  return { ok: true, value: { game, table: table.value, cards: cards.value, decks } };
}
