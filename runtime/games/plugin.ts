/**
 * A game as the toolchain sees it: one object a game's folder (`runtime/games/<game>/plugin.ts`) exports, listed once
 * in the registry (registry.ts). The compiler reads the declarations (vocabulary, deck rules); the CLI, the scenario
 * runner, coverage and the agents read the rest. Nothing outside a game's folder names the game.
 */
import type { GameRules } from "../core/impl.ts";
import type { GameEngine } from "../engine/kernel.ts";
import type { GameVocabulary } from "../core/vocabulary.ts";
import type { Scenario } from "../scenario/ast.ts";
import type { DeckRules } from "./deck-rules.ts";
import type { GameTable } from "./table.ts";

/** Compiled cards as a game's runtime takes them: definitions (the emitted JSON) and handlers (the emitted module). */
export interface CompiledCards {
  defs: import("../core/cards.ts").CardDefs;
  handlers: Record<string, import("../core/handlers.ts").CompiledCard>;
}

/** What a scenario run returns (see runtime/scenario/run.ts). */
export interface ScenarioResult {
  name: string;
  file: string;
  line: number;
  passed: boolean;
  failures: { line: number; column: number; message: string }[];
  diagnostics: import("../scenario/diagnostic.ts").ScenarioDiagnostic[];
}

/** A game's card-behaviour scenarios: the statements its files may hold (beside the shared ones) and how they run. */
export interface ScenarioSupport {
  /** Position statements (before and between actions), by keyword: the argument spec (runtime/scenario/parse.ts). */
  setup: Record<string, string>;
  /** Action statements. */
  actions: Record<string, string>;
  /** `expect <what> …` statements. */
  expectations: Record<string, string>;
  /** Words the specs' kinds accept: `side`, `zone`, `phase`, `outcome`, by kind. */
  kinds: Record<string, readonly string[]>;
  run(cards: CompiledCards, scenario: Scenario, options: { observe?: import("../core/observer.ts").AbilityObserver }): ScenarioResult;
}

/** A value a reference file gives for a stat: a number, a word, or a list (a path range, factions). */
export type ReferenceStat = number | string | readonly (number | string)[];

/** One card of a reference file (the printed cards a set is checked against: `cardc coverage --reference`). */
export interface ReferenceCard {
  game?: string;
  id: string;
  title: string;
  text: string;
  /** Stats to compare with the scripted card's, by the vocabulary's stat names (a stat the card leaves out is 0 or empty). */
  stats?: Record<string, ReferenceStat>;
}

/** Reads reference files kept in a game's own format (not the plain array of cards every game may use). */
export interface ReferenceReader {
  /** The reference cards of a parsed JSON file, or null when the file is not in this game's format. */
  read(raw: unknown): ReferenceCard[] | null;
}

export interface GamePlugin {
  /** The name on a file's `game` line. */
  game: string;
  title: string;
  vocabulary: GameVocabulary;
  /** Each phrase of the vocabulary's implementation, by phrase id (a game's own shape: its engine calls them). */
  implementations: Readonly<Record<string, unknown>>;
  /** For a game on the core card kernel (runtime/core: abilities, modifiers, triggers): the rules its phrases run under. */
  rules?: GameRules;
  deckRules?: DeckRules;
  /** The game's step API, which the kernel's generic functions drive (replay, play-out, invariant checks). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  engine?: GameEngine<any, any, any>;
  /** How `cardc simulate` and `cardc play` run the game. */
  table?: GameTable;
  scenarios?: ScenarioSupport;
  /** The game's own reference-file format, for `cardc coverage --reference`. */
  reference?: ReferenceReader;
}
