/**
 * The engine's view of a game: the registered card library, the GameRules it runs with (LOTR rules
 * plus the engine's response hook and "active cards" rule), and environments over a state.
 */
import { createEnv, type Env } from "../../../core/env.ts";
import type { Chooser } from "../../../core/decisions.ts";
import type { AbilityObserver } from "../../../core/observer.ts";
import type { GameRules } from "../../../core/impl.ts";
import type { CardState, GameState, CardId } from "../../../core/state.ts";
import { lotrRules } from "../impl/rules.ts";
import { inPlay, lotr, ZONES } from "../state/game.ts";
import { factsOf, type DefFacts } from "./facts.ts";
import { allowedByRules } from "./moves.ts";
import { respond } from "./respond.ts";
import type { CardLibrary, EngineExt } from "./types.ts";

const libraries = new Map<string, CardLibrary>();
// The library asked for last (almost every call names the same one).
let lastName: string | null = null;
let lastLib: CardLibrary | null = null;

export function registerLibrary(lib: CardLibrary): void {
  libraries.set(lib.name, lib);
  lastName = null;
}

export function engineOf(state: GameState): EngineExt {
  return (state.ext as { engine: EngineExt }).engine;
}

export function libraryOf(state: GameState): CardLibrary {
  const name = engineOf(state).library;
  if (name === lastName) return lastLib!;
  const lib = libraries.get(name);
  if (!lib) throw new Error(`card library '${name}' is not registered (call newGame or registerLibrary first)`);
  lastName = name;
  lastLib = lib;
  return lib;
}

/**
 * Active cards: in your turn your Free Peoples cards (and your Ring) and your opponent's Shadow
 * cards; a site only while the fellowship is there. Inactive cards count as not in play.
 */
export function isActiveIn(state: GameState, c: CardState): boolean {
  return inPlay(state, c) && activeInPlay(state, c, factsOf(state, c.id));
}

/** `isActiveIn` for a card known to be in play, given its facts (undefined: a definition the library lacks). */
export function activeInPlay(state: GameState, c: CardState, facts: DefFacts | undefined): boolean {
  const ext = lotr(state);
  if (facts === undefined) return c.owner === ext.freePeoples;
  if (facts.isSite) return c.zone === ZONES.adventurePath && facts.site === ext.site;
  return facts.shadow ? c.owner !== ext.freePeoples : c.owner === ext.freePeoples;
}

export function isActive(env: Env, id: CardId): boolean {
  const c = env.state.cards[id];
  return !!c && isActiveIn(env.state, c);
}

// A record lasting while its source is in play applies only while the source is active: `inPlay` says so.
export const engineRules: GameRules = {
  ...lotrRules,
  inPlay: isActiveIn,
  respond,
  mayPlay: (env, id) => allowedByRules(env, env.state.cards[id]!.owner, id),
};

/** An environment over the state with the engine's rules; `observe` is told which abilities work (scenario coverage). */
export function envFor(state: GameState, chooser?: Chooser, controller?: string, observe?: AbilityObserver): Env {
  return createEnv({ state, defs: libraryOf(state).defs, rules: engineRules, chooser, controller: controller ?? state.activePlayer, observe });
}
