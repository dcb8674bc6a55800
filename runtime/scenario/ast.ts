/** A parsed scenario: a position to set up, then actions and expectations, each with its source span. */
import type { ScenarioSpan } from "./diagnostic.ts";

export interface Word {
  text: string;
  span: ScenarioSpan;
}

/** One line of a scenario: its keyword and arguments (words, in order). */
export interface Statement {
  keyword: Word;
  args: Word[];
  span: ScenarioSpan;
}

export interface Scenario {
  name: string;
  /** The game it plays: its file's `game` line, else the game whose folder holds it (`scenarios/<game>/`), else the first registered. */
  game: string;
  file: string;
  span: ScenarioSpan;
  /** `cards` line: the card ids the scenario is about (for coverage). */
  covers: string[];
  statements: Statement[];
  /** Errors reported in its lines: a scenario with any is not run (its failures would only echo them). */
  errors: number;
}
