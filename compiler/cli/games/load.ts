/**
 * What `simulate` and `play` need before a game starts: the game's table (runtime), its cards
 * compiled from `cards/<game>/` and loaded as a handler module (a game that plays them), and decks read from
 * `cards/<game>/decks/<name>.deck` (a game played with decks). Problems come back as one-line messages, never thrown.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { globSync } from "tinyglobby";
import { emitSet } from "../../emit/index.ts";
import { parseDeck } from "../../decks/parse.ts";
import { compile } from "../../services/compile.ts";
import { tables, type CardDef, type CompiledCard, type GameTable } from "../../../runtime/index.ts";
import type { AgentOptions } from "../../../runtime/games/table.ts";

type Deck = Exclude<ReturnType<NonNullable<GameTable["deck"]>>, string>;
type Library = NonNullable<Parameters<GameTable["newGame"]>[0]["cards"]>;

export interface LoadedGame {
  game: string;
  table: GameTable;
  /** The compiled cards (undefined for a game that brings its own). */
  cards: Library | undefined;
  /** The decks read, by name (none for a game played without decks). */
  decks: Map<string, Deck>;
}

export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

/** The table of a game, in the scenario named (a game played in several), or its own. */
export function gameTable(game: string, scenario?: string): Loaded<GameTable> {
  const table = tables[game];
  if (!table) return { ok: false, message: `unknown game '${game}' (known: ${Object.keys(tables).join(", ")})` };
  if (scenario === undefined) return { ok: true, value: table };
  const known = Object.keys(table.scenarios ?? {});
  if (!known.length) return { ok: false, message: `game '${game}' has no scenarios: leave out --scenario (found '${scenario}')` };
  const chosen = table.scenarios![scenario];
  return chosen ? { ok: true, value: chosen } : { ok: false, message: `unknown scenario '${scenario}' of game '${game}' (known: ${known.join(", ")})` };
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
    const files = emitSet(set, result.vocabularies[set.game]);
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
  if (!table.deck) return { ok: false, message: `game '${game}' is played without decks` };
  const out = table.deck(deck.lines);
  return typeof out === "string" ? { ok: false, message: `deck '${name}': ${out}` } : { ok: true, value: out };
}

/**
 * Checks the game and the decks first (cheap), then compiles the cards (for a game that plays them). A game played
 * without decks takes no deck names; a game played with decks needs them (the commands say how many).
 */
export async function loadGame(root: string, game: string, deckNames: readonly string[], scenario?: string): Promise<Loaded<LoadedGame>> {
  const table = gameTable(game, scenario);
  if (!table.ok) return table;
  if (!table.value.setup.decks && deckNames.length > 0) return { ok: false, message: `game '${game}' is played without decks: leave out the deck names (found '${deckNames.join(",")}')` };
  const decks = new Map<string, Deck>();
  for (const name of deckNames) {
    const deck = loadDeck(root, game, table.value, name);
    if (!deck.ok) return deck;
    decks.set(name, deck.value);
  }
  if (!table.value.setup.cards) return { ok: true, value: { game, table: table.value, cards: undefined, decks } };
  const cards = await loadCards(root, game);
  if (!cards.ok) return cards;
  return { ok: true, value: { game, table: table.value, cards: cards.value, decks } };
}

/** `--iterations` or `--time-per-move` (not both), or what is wrong with them. */
export function searchBudget(opts: { iterations?: string; timePerMove?: string }): AgentOptions | string {
  if (opts.iterations !== undefined && opts.timePerMove !== undefined) return "give --iterations or --time-per-move, not both";
  if (opts.iterations !== undefined) {
    const n = /^\d+$/.test(opts.iterations.trim()) ? Number(opts.iterations) : null;
    return n === null || n < 1 ? `--iterations must be a positive integer, found '${opts.iterations}'` : { iterations: n };
  }
  if (opts.timePerMove !== undefined) {
    const ms = /^\d+(\.\d+)?$/.test(opts.timePerMove.trim()) ? Number(opts.timePerMove) : NaN;
    return ms > 0 ? { timePerMoveMs: ms } : `--time-per-move must be a positive number of milliseconds, found '${opts.timePerMove}'`;
  }
  return {};
}
