/**
 * What `simulate` and `play` need before a game starts: the game's table (runtime), its cards compiled from the
 * `.card` files of the game in the project (cardscript.json of the working directory, else its folder) or in
 * `--cards`, and loaded as a handler module (a game that plays them), and decks read from files (a game played
 * with decks), given by path or by name. Problems come back as one-line messages, never thrown.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve, sep } from "node:path";
import { globSync } from "tinyglobby";
import { displayPath, openProjectSync, projectFilesSync, type Project } from "../../services/project.ts";
import { emitSet } from "../../emit/index.ts";
import { parseDeck } from "../../decks/parse.ts";
import { compile } from "../../services/compile.ts";
import { cacheFolder, compileCache } from "./compile-cache.ts";
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
export function gameTable(game: string, scenario?: string): Loaded<GameTable> {
  const table = tables[game];
  if (!table) return { ok: false, message: `unknown game '${game}' (known: ${Object.keys(tables).join(", ")})` };
  if (scenario === undefined) return { ok: true, value: table };
  const known = Object.keys(table.scenarios ?? {});
  if (!known.length) return { ok: false, message: `game '${game}' has no scenarios: leave out --scenario (found '${scenario}')` };
  const chosen = table.scenarios![scenario];
  return chosen ? { ok: true, value: chosen } : { ok: false, message: `unknown scenario '${scenario}' of game '${game}' (known: ${known.join(", ")})` };
}

/** The table of a game, in the scenario named (a game played in several), or its own. */

/** Where the cards come from: `--cards` (a file or folder), else the project of the root. */
export interface CardsAt {
  cards?: string;
}

/** The project of `root`, or what is wrong with its project file. */
function projectOf(root: string): Loaded<Project> {
  const opened = openProjectSync(root, root);
  const problem = opened.diagnostics[0];
  if (problem) return { ok: false, message: `the project file ${displayPath(opened.project.file ?? root, root)} has errors (${problem.message}; run cardc check)` };
  return { ok: true, value: opened.project };
}

/** `--cards` as an absolute folder, if it names one. */
function cardsFolder(root: string, at: CardsAt): string | undefined {
  const given = at.cards === undefined ? undefined : resolve(root, at.cards);
  return given !== undefined && existsSync(given) && statSync(given).isDirectory() ? given : undefined;
}

/** The `.card` files (absolute) of `--cards`, or of the project, and how to name where they are. */
function cardFiles(root: string, at: CardsAt): Loaded<{ paths: string[]; where: string }> {
  if (at.cards !== undefined) {
    const given = resolve(root, at.cards);
    if (!existsSync(given)) return { ok: false, message: `--cards ${at.cards}: no such file or folder` };
    const folder = cardsFolder(root, at);
    const paths = folder ? globSync("**/*.card", { cwd: folder, absolute: true, ignore: ["**/node_modules/**"] }).sort() : [given];
    return { ok: true, value: { paths, where: at.cards } };
  }
  const project = projectOf(root);
  if (!project.ok) return project;
  const where = project.value.file ? `the project of ${displayPath(project.value.file, root)}` : displayPath(project.value.root, root) || ".";
  return { ok: true, value: { paths: projectFilesSync(project.value, "include"), where } };
}

/** The game a card file is of: its `game` line's. */
const gameOf = (text: string): string | undefined => /^[ \t]*game[ \t]+(\S+)/m.exec(text)?.[1];

/** A game's compiled cards as plain data (to hand to a worker thread or another machine): definitions and handler modules. */
export interface ShippedCards {
  name: string;
  defs: CardDef[];
  /** The generated handler module of each set, as JavaScript source. */
  modules: string[];
}

/**
 * Compiles the game's `.card` files (of `--cards`, or of the project of `root`) into definitions and handler modules,
 * or reads them from the compile cache (compile-cache.ts) when the same files were compiled by this build before.
 */
export function compileCards(root: string, game: string, at: CardsAt = {}): Loaded<ShippedCards> {
  const files = cardFiles(root, at);
  if (!files.ok) return files;
  const sources = files.value.paths.flatMap((path) => {
    const text = readFileSync(path, "utf8");
    return gameOf(text) === game ? [{ path, text }] : [];
  });
  if (sources.length === 0) return { ok: false, message: `no .card files of game '${game}' in ${files.value.where}` };
  const cache = compileCache(cacheFolder(root), game, sources, isShippedCards);
  const cached = cache.read();
  if (cached) return { ok: true, value: cached };
  const result = compile(sources);
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) return { ok: false, message: `the cards of '${game}' in ${files.value.where} do not compile (${errors.length} errors; run cardc check${at.cards ? ` ${at.cards}` : ""})` };
  const defs: CardDef[] = [];
  const modules: string[] = [];
  for (const set of result.sets) {
    const files = emitSet(set, result.vocabularies[set.game]);
    modules.push(files.find((f) => f.path.endsWith(".js"))!.contents);
    const json = JSON.parse(files.find((f) => f.path.endsWith(".json") && !f.path.endsWith(".schema.json"))!.contents);
    defs.push(...((Array.isArray(json) ? json : json.cards) as CardDef[]));
  }
  const shipped: ShippedCards = { name: `${game}/cli`, defs, modules };
  cache.write(shipped);
  return { ok: true, value: shipped };
}

/** A cache entry read back is compiled cards (the shape alone: the entry's name is the hash of what it was compiled from). */
function isShippedCards(v: unknown): v is ShippedCards {
  const c = v as ShippedCards | null;
  return typeof c === "object" && c !== null && typeof c.name === "string" && Array.isArray(c.defs) && Array.isArray(c.modules) && c.modules.every((m) => typeof m === "string");
}

/** The engine's library of compiled cards: the definitions, and the handlers of the generated modules (imported as modules, never evaluated as text). */
export async function libraryOf(cards: ShippedCards): Promise<Library> {
  const defs: Record<string, CardDef> = {};
  const compiled: Record<string, CompiledCard> = {};
  for (const d of cards.defs) defs[d.id] = d;
  for (const js of cards.modules) {
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as { cards: CompiledCard[] };
    for (const c of mod.cards) compiled[c.id] = c;
  }
  return { name: cards.name, defs, compiled };
}

/** Compiles the game's cards and imports the generated handler modules. */
export async function loadCards(root: string, game: string, at: CardsAt = {}): Promise<Loaded<Library>> {
  const cards = compileCards(root, game, at);
  return cards.ok ? { ok: true, value: await libraryOf(cards.value) } : cards;
}

/** A deck given by its file's path rather than by name. */
const isDeckPath = (deck: string) => deck.endsWith(".deck") || deck.includes("/") || deck.includes(sep);

/**
 * The file of a deck: a path as given (relative to `root`); a name is `<name>.deck` among the decks of `--cards` and of
 * the project (one in a folder named after the game first), else `cards/<game>/decks/<name>.deck` under `root`.
 */
function deckFile(root: string, game: string, name: string, at: CardsAt): Loaded<string> {
  if (isDeckPath(name)) {
    const path = resolve(root, name);
    return existsSync(path) ? { ok: true, value: path } : { ok: false, message: `unknown deck '${name}' (no file ${path})` };
  }
  const project = projectOf(root);
  if (!project.ok) return project;
  const folder = cardsFolder(root, at);
  const given = folder ? globSync("**/*.deck", { cwd: folder, absolute: true, ignore: ["**/node_modules/**"] }).sort() : [];
  const named = [...given, ...projectFilesSync(project.value, "decks")].filter((f) => basename(f) === `${name}.deck`);
  const found = named.find((f) => f.split(/[\\/]/).includes(game)) ?? named[0];
  if (found) return { ok: true, value: found };
  const path = join(root, "cards", game, "decks", `${name}.deck`);
  return existsSync(path) ? { ok: true, value: path } : { ok: false, message: `unknown deck '${name}' (no file ${path}, nor ${name}.deck among the project's decks)` };
}

type DeckLines = ReturnType<typeof parseDeck>["deck"]["lines"];

/** Reads a deck's lines (a path, or a name: see `deckFile`). */
function readDeck(root: string, game: string, name: string, at: CardsAt): Loaded<DeckLines> {
  const file = deckFile(root, game, name, at);
  if (!file.ok) return file;
  const path = file.value;
  const { deck, diagnostics } = parseDeck(readFileSync(path, "utf8"), path);
  const error = diagnostics.find((d) => d.severity === "error");
  return error ? { ok: false, message: `deck '${name}': ${error.message}` } : { ok: true, value: deck.lines };
}

/** A deck's lines made the engine's deck. */
function tableDeck(table: GameTable, game: string, name: string, lines: DeckLines): Loaded<Deck> {
  if (!table.deck) return { ok: false, message: `game '${game}' is played without decks` };
  const out = table.deck(lines);
  return typeof out === "string" ? { ok: false, message: `deck '${name}': ${out}` } : { ok: true, value: out };
}

/** Reads a deck (a path, or a name: see `deckFile`) into the engine's deck. */
export function loadDeck(root: string, game: string, table: GameTable, name: string, at: CardsAt = {}): Loaded<Deck> {
  const lines = readDeck(root, game, name, at);
  return lines.ok ? tableDeck(table, game, name, lines.value) : lines;
}

/**
 * A game ready to play, as plain data: the game, its scenario, the decks' lines and the compiled cards. Loaded once,
 * it is what worker threads and the machines of a queue receive, so that none of them reads or compiles a file.
 */
export interface ShippedGame {
  game: string;
  scenario?: string;
  decks: [name: string, lines: DeckLines][];
  cards?: ShippedCards;
}

/**
 * Checks the game and the decks first (cheap), then compiles the cards (for a game that plays them). A game played
 * without decks takes no deck names; a game played with decks needs them (the commands say how many).
 */
export async function loadGame(root: string, game: string, deckNames: readonly string[], scenario?: string, at: CardsAt = {}): Promise<Loaded<LoadedGame & { shipped: ShippedGame }>> {
  const table = gameTable(game, scenario);
  if (!table.ok) return table;
  if (!table.value.setup.decks && deckNames.length > 0) return { ok: false, message: `game '${game}' is played without decks: leave out the deck names (found '${deckNames.join(",")}')` };
  const decks: ShippedGame["decks"] = [];
  for (const name of deckNames) {
    const lines = readDeck(root, game, name, at);
    if (!lines.ok) return lines;
    const deck = tableDeck(table.value, game, name, lines.value);
    if (!deck.ok) return deck;
    decks.push([name, lines.value]);
  }
  let cards: ShippedCards | undefined;
  if (table.value.setup.cards) {
    const compiled = compileCards(root, game, at);
    if (!compiled.ok) return compiled;
    cards = compiled.value;
  }
  const shipped: ShippedGame = { game, ...(scenario !== undefined ? { scenario } : {}), decks, ...(cards ? { cards } : {}) };
  const loaded = await unshipGame(shipped);
  return loaded.ok ? { ok: true, value: { ...loaded.value, shipped } } : loaded;
}

/** A shipped game made ready to play again (in a worker thread, or on another machine). */
export async function unshipGame(shipped: ShippedGame): Promise<Loaded<LoadedGame>> {
  const table = gameTable(shipped.game, shipped.scenario);
  if (!table.ok) return table;
  const decks = new Map<string, Deck>();
  for (const [name, lines] of shipped.decks) {
    const deck = tableDeck(table.value, shipped.game, name, lines);
    if (!deck.ok) return deck;
    decks.set(name, deck.value);
  }
  const cards = shipped.cards ? await libraryOf(shipped.cards) : undefined;
  return { ok: true, value: { game: shipped.game, table: table.value, cards, decks } };
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
