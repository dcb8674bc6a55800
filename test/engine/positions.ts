/** Hand-built positions: a game with empty draw decks (no set-up choices), then cards placed by hand. */
import type { Env } from "../../runtime/core/env.ts";
import type { GameEvent } from "../../runtime/core/events.ts";
import { scriptedChooser, type Answer } from "../../runtime/core/decisions.ts";
import { addCard, type CardId, type GameState } from "../../runtime/core/state.ts";
import { apply, engineOf, envFor, legalActions, newGame, pendingDecision, type Action, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { ARAGORN_STARTER, GANDALF_STARTER } from "./starter-game.ts";

export function bareGame(cards: CardLibrary, seed = 1): GameState {
  return newGame({
    seed,
    cards,
    decks: [
      { ...ARAGORN_STARTER, drawDeck: [] },
      { ...GANDALF_STARTER, drawDeck: [] },
    ],
  });
}

export const fp = (s: GameState) => lotr(s).freePeoples;
export const shadow = (s: GameState) => s.players.map((p) => p.id).find((p) => p !== fp(s))!;

/** Puts a card by definition id into a zone (keeps the engine's card count right). */
export function put(s: GameState, def: string, owner: string, zone: string = ZONES.characters, on: CardId | null = null): CardId {
  const id = addCard(s, def, owner, on ? ZONES.attached : zone, on);
  engineOf(s).cardCount++;
  return id;
}

export const env = (s: GameState, answers: Answer[] = []) => envFor(s, scriptedChooser(answers));

/** Applies the first legal action matching `pred` (fails the test when there is none). */
export function act(s: GameState, pred: (a: Action) => boolean): GameState {
  const a = legalActions(s).find(pred);
  if (!a) throw new Error(`no such action among ${JSON.stringify(legalActions(s))}`);
  return apply(s, a);
}

export const pass = (s: GameState) => act(s, (a) => a.type === "pass");

/** Passes, and answers every decision with its first legal action, until `stop` holds (at most `limit` steps). */
export function until(s: GameState, stop: (s: GameState) => boolean, limit = 100): GameState {
  for (let i = 0; i < limit && !stop(s); i++) s = apply(s, legalActions(s).find((a) => a.type === "pass") ?? legalActions(s)[0]!);
  if (!stop(s)) throw new Error(`still waiting after ${limit} steps`);
  return s;
}

/** The purpose of the decision waiting for an answer (undefined in an action procedure). */
export const asking = (s: GameState): string | undefined => pendingDecision(s)?.purpose;

/** An env whose response hook records every event and prevents those `prevent` says to. */
export function watching(e: Env, prevent: (ev: GameEvent, when: string) => boolean = () => false): { e: Env; seen: string[] } {
  const seen: string[] = [];
  const respond = e.rules.respond!;
  const rules = {
    ...e.rules,
    respond(at: Env, ev: GameEvent, when: "before" | "after") {
      seen.push(`${when}:${ev.type}:${ev.cards.join(",")}`);
      if (prevent(ev, when)) ev.prevented = true;
      respond(at, ev, when);
    },
  };
  return { e: { ...e, rules }, seen };
}
