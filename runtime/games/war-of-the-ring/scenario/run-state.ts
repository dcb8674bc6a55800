/** What a scenario run holds while its lines are carried out, and the helpers every part of the runner shares. */
import type { AbilityObserver } from "../../../core/observer.ts";
import type { Env } from "../../../core/env.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import type { Word } from "../../../scenario/ast.ts";
import type { ScenarioSpan } from "../../../scenario/diagnostic.ts";
import type { CompiledCards } from "../../plugin.ts";
import { envFor } from "../engine/library.ts";
import type { ScenarioId } from "../state/game.ts";

/** An error in the scenario itself (not a failed expectation): reported as CS4105, and the scenario stops. */
export class ScenarioError extends Error {
  /** The line at fault when it is not the one being carried out (a position line found wrong when the position is built). */
  constructor(
    message: string,
    readonly at?: ScenarioSpan,
  ) {
    super(message);
  }
}

/** What the engine did that the scenario did not expect (an action it does not offer): a failure, and the scenario stops. */
export class ScenarioFailure extends Error {}

export interface CardLine {
  alias: string;
  def: string;
  deck: string;
  place: string;
  /** `at` a location / `on` a wielder: its alias. */
  host?: string;
  word: Word;
}

export interface LocationLine {
  alias: string;
  def: string;
  place: string;
  word: Word;
}

/** The position the setup lines describe, built at the first action or expectation. */
export interface PositionSpec {
  kind: ScenarioId;
  round: number;
  starting?: string;
  step: string;
  cards: CardLine[];
  locations: LocationLine[];
  tokens: { alias: string; kind: "attack" | "defence"; n: number }[];
  corruption: number;
  fill: Map<string, number>;
  ring: Map<string, number>;
  lastPath?: number;
  seed: number;
}

export interface Run {
  cards: CompiledCards;
  spec: PositionSpec;
  /** null until the first action or expectation builds the position. */
  state: GameState | null;
  aliases: Map<string, CardId>;
  /** Queued `choose` answers: the words of each line, used by the next decisions in order. */
  answers: { words: Word[] }[];
  /** Log length when the last action started (`expect log` looks from there). */
  logMark: number;
  observe: AbilityObserver | undefined;
}

export function stateOf(run: Run): GameState {
  if (!run.state) throw new ScenarioError("the position is not built yet");
  return run.state;
}

export function card(run: Run, w: Word): CardId {
  const id = run.aliases.get(w.text);
  if (id === undefined) throw new ScenarioError(`no card named '${w.text}'`);
  return id;
}

/** The scenario's name for a card, or its definition id. */
export function nameOf(run: Run, id: CardId): string {
  for (const [name, v] of run.aliases) if (v === id) return name;
  return run.state?.cards[id]?.def ?? String(id);
}

/** An environment over the run's game (the engine's rules), observed for ability coverage. */
export function runEnv(run: Run, controller?: string): Env {
  return envFor(stateOf(run), undefined, controller, run.observe);
}
