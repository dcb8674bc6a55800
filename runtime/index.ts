/**
 * The Cardscript runtime: a deterministic rules engine for compiled cards. Browser-safe (no Node
 * modules); bundled by esbuild as `build/runtime.mjs`.
 */
import type { GameRules } from "./core/impl.ts";
import { plugins } from "./games/registry.ts";
import type { GameTable } from "./games/table.ts";

export type { AbilityContext, AbilityStep, CompiledAbility, CompiledCard, IRArgs } from "./core/handlers.ts";
export type { GameVocabulary, PhraseDecl, PhraseKind } from "./core/vocabulary.ts";
export type { CardState, GameState, PlayerState, NewGame, MoveOptions } from "./core/state.ts";
export type { CardDef, CardDefs } from "./core/cards.ts";
export type { Binding, Env, EnvOptions } from "./core/env.ts";
export type { Chooser, Decision, CardChoice, YesNoChoice, OptionChoice, Answer } from "./core/decisions.ts";
export type { GameEvent } from "./core/events.ts";
export type { LogEntry } from "./core/log.ts";
export type { Duration, ModifierEffect, ModifierRecord, ModTargets, Moment } from "./core/modifiers.ts";
export type { GameRules, Implementations, PhraseImpl } from "./core/impl.ts";
export type { FilterIR, PhraseCall, RefIR, StepIR, AbilityIR } from "./core/ir.ts";
export type { AbilityOutcome } from "./core/context.ts";
export type { LotrExt, SkirmishState } from "./games/lotr-tcg/state/game.ts";

export { createState, addCard, moveCard, cardsIn, attachedTo, tokens, addTokens } from "./core/state.ts";
export { createRng, nextFloat, nextInt, shuffle } from "./core/rng.ts";
export { createEnv, withSource } from "./core/env.ts";
export { createContext, useAbility } from "./core/context.ts";
export { firstChoice, scriptedChooser } from "./core/decisions.ts";
export { select, candidates, matches } from "./core/filters.ts";
export { addModifier, expireModifiers, modifiedValue, modifiedFlag } from "./core/modifiers.ts";
export { applyStatic, triggers } from "./core/statics.ts";
export { lotrTcg } from "./games/lotr-tcg/vocabulary/index.ts";
export { createLotrState, lotr, ZONES as lotrZones } from "./games/lotr-tcg/state/game.ts";
export { strength, vitality, resistance, twilightCost, wounds, burdens, isExhausted, canExert, keyword, isSkirmishing } from "./games/lotr-tcg/state/stats.ts";
export { enterPhase, startSkirmish, endSkirmish } from "./games/lotr-tcg/state/phases.ts";
export { playCard, playEvent } from "./games/lotr-tcg/state/play.ts";
export { isRoaming } from "./games/lotr-tcg/state/stats.ts";

export type { Action, CardLibrary, Deck, NewGameOptions } from "./games/lotr-tcg/engine/engine.ts";
export { newGame, legalActions, apply, isOver, winner, replay, replayLog, history, pendingDecision, actorOf, digest, registerLibrary } from "./games/lotr-tcg/engine/engine.ts";
export type { ViewOptions } from "./games/lotr-tcg/state/view.ts";
export { view, HIDDEN, HIDDEN_DEF, HIDDEN_ID } from "./games/lotr-tcg/state/view.ts";
export type { Agent, GameResult } from "./games/lotr-tcg/agents/agent.ts";
export { playGame, playNewGame } from "./games/lotr-tcg/agents/agent.ts";
export { randomAgent } from "./agents/random.ts";
export { heuristicAgent } from "./games/lotr-tcg/agents/heuristic.ts";
export type { GameEngine, Seat } from "./engine/kernel.ts";
export { playOut, withInvariants } from "./engine/kernel.ts";
export { teamOf, opponentsOf } from "./core/teams.ts";
export type { RandomDeckOptions, RandomDeckResult } from "./games/random-deck.ts";
export { randomDeck, deckFileText } from "./games/lotr-tcg/random-deck.ts";

export type { Scenario } from "./scenario/ast.ts";
export type { ScenarioDiagnostic } from "./scenario/diagnostic.ts";
export type { ParsedScenarios } from "./scenario/parse.ts";
export type { CompiledCards, ScenarioFailure, ScenarioResult } from "./scenario/run.ts";
export { parseScenarios } from "./scenario/parse.ts";
export type { DeckLine, GameTable } from "./games/table.ts";
export type { GamePlugin, ScenarioSupport } from "./games/plugin.ts";
export { plugins, pluginOf } from "./games/registry.ts";
export { runScenario } from "./scenario/run.ts";

/** The rules and phrase implementations of each game on the core card kernel, by the name on a file's `game` line (from the registry). */
export const games: Record<string, GameRules> = Object.fromEntries(plugins.flatMap((p) => (p.rules ? [[p.game, p.rules]] : [])));

/** Each game that can be played and simulated (`cardc simulate`, `cardc play`), by name (from the registry). */
export const tables: Record<string, GameTable> = Object.fromEntries(plugins.flatMap((p) => (p.table ? [[p.game, p.table]] : [])));
