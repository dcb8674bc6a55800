/** Test support: positions built from a started game by moving cards, and environments with scripted answers. */
import { scriptedChooser, type Answer } from "../../../../runtime/core/decisions.ts";
import type { Env } from "../../../../runtime/core/env.ts";
import { allCards, ATTACHED, moveCard, type CardId, type GameState } from "../../../../runtime/core/state.ts";
import { envFor } from "../../../../runtime/games/war-of-the-ring/engine/library.ts";
import { apply, legalActions, newGame, pendingDecision } from "../../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import type { NewGameOptions } from "../../../../runtime/games/war-of-the-ring/engine/types.ts";
import { battlegroundDeck, ZONES, type ScenarioId } from "../../../../runtime/games/war-of-the-ring/state/game.ts";
import { defs, options } from "./data-cards.ts";

/** A new game at its first action: the set-up's decisions answered with the first legal answer. */
export function started(scenario: ScenarioId = "trilogy", seed = 1, extra: Partial<NewGameOptions> = {}): GameState {
  return answerDecisions(newGame(options(scenario, seed, extra)));
}

/** Answers every pending decision with its first legal answer (cards picked one by one), up to a deck's action. */
export function answerDecisions(state: GameState): GameState {
  let s = state;
  while (pendingDecision(s)) s = apply(s, legalActions(s)[0]!);
  return s;
}

/** The first card (by creation order) of a definition, optionally of an owner, that is not already `not`. */
export function find(state: GameState, def: string, owner?: string, not: CardId[] = []): CardId {
  for (const id of allCards(state)) {
    const c = state.cards[id]!;
    if (c.def === def && (owner === undefined || c.owner === owner) && !not.includes(id)) return id;
  }
  throw new Error(`no card ${def}`);
}

/** An empty table: every card in play or at a location back to its deck, hands emptied into the draw decks. */
export function clearTable(state: GameState): void {
  for (const id of allCards(state)) {
    const c = state.cards[id]!;
    const t = defs[c.def]!.type;
    if (t === "path") moveCard(state, id, ZONES.pathDeck);
    else if (t === "battleground") moveCard(state, id, battlegroundDeck(defs[c.def]!.side as "free-peoples" | "shadow"));
    else if (c.zone !== ZONES.drawDeck) moveCard(state, id, ZONES.drawDeck);
  }
}

export const activate = (state: GameState, id: CardId): void => moveCard(state, id, ZONES.active);
export const atLocation = (state: GameState, id: CardId, loc: CardId): void => moveCard(state, id, ZONES.atLocation, { attachedTo: loc });
export const wield = (state: GameState, item: CardId, wielder: CardId): void => moveCard(state, item, ATTACHED, { attachedTo: wielder });
export const toZone = (state: GameState, id: CardId, zone: string): void => moveCard(state, id, zone);

export function envWith(state: GameState, answers: Answer[] = [], controller?: string): Env & { asked: ReturnType<typeof scriptedChooser>["asked"] } {
  const chooser = scriptedChooser(answers);
  const env = envFor(state, chooser, controller);
  return Object.assign(env, { asked: chooser.asked });
}

/** The location card of a definition. */
export const loc = (state: GameState, def: string): CardId => find(state, def);
