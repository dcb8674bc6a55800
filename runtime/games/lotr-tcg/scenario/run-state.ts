/** What a scenario run holds while its lines are carried out, and the helpers every part of the runner shares. */
import type { CardDefs } from "../../../core/cards.ts";
import type { Answer } from "../../../core/decisions.ts";
import type { Env } from "../../../core/env.ts";
import type { CompiledCard } from "../../../core/handlers.ts";
import type { AbilityObserver } from "../../../core/observer.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import { envFor } from "../engine/library.ts";
import type { Word } from "../../../scenario/ast.ts";

/** Compiled cards as the runner takes them: definitions (the emitted JSON) and handlers (the emitted module). */
export interface CompiledCards {
  defs: CardDefs;
  handlers: Record<string, CompiledCard>;
}

/** Player ids of the two sides (the Free Peoples player is seated first). */
export const PLAYERS: Record<string, string> = { "free-peoples": "fp", shadow: "sh" };
export const SIDE_OF_PLAYER: Record<string, string> = { fp: "free-peoples", sh: "shadow" };

/** A queued answer (`choose`, `answer`, `pick`) and the line that gave it, for errors. */
export interface Queued {
  answer: Answer;
  word: Word | null;
}

export interface Run {
  cards: CompiledCards;
  state: GameState;
  aliases: Map<string, CardId>;
  responders: Set<CardId>;
  answers: Queued[];
  outcome: string | null;
  /** Log length when the last action started (`expect log` looks from there). */
  logMark: number;
  started: boolean;
  observe: AbilityObserver | undefined;
  /** How many options the last decision offered (`expect options`). */
  lastOptions: number | null;
  /** The statement being carried out answers these decisions itself: by purpose, the cards or option labels, in order. */
  given: Map<string, (CardId | string)[]>;
  /** The `choose` answer being given card by card to a multi-card decision. */
  picking: { cards: CardId[]; next: number; word: Word | null } | null;
}

/** An error in the scenario itself (not a failed expectation): reported as a diagnostic, and the scenario stops. */
export class ScenarioError extends Error {}

export function card(run: Run, w: Word): CardId {
  const id = run.aliases.get(w.text);
  if (id === undefined) throw new ScenarioError(`no card named '${w.text}'`);
  return id;
}

/** The scenario's name for a card, or its definition id. */
export function nameOf(run: Run, id: CardId): string {
  for (const [name, v] of run.aliases) if (v === id) return name;
  return run.state.cards[id]?.def ?? String(id);
}

/** An environment over the run's game (the engine's rules), observed for ability coverage. */
export function runEnv(run: Run, controller?: string): Env {
  return envFor(run.state, undefined, controller, run.observe);
}
