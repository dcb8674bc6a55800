/**
 * The engine's registries: card libraries by name (states name theirs and hold no functions), the game rules the
 * cards' phrases run under, and environments over a state.
 */
import type { CardDefs } from "../../../core/cards.ts";
import { hashString } from "../../../core/digest.ts";
import type { Chooser } from "../../../core/decisions.ts";
import { createEnv, type Env } from "../../../core/env.ts";
import type { CompiledAbility, CompiledCard } from "../../../core/handlers.ts";
import type { GameRules } from "../../../core/impl.ts";
import type { AbilityObserver } from "../../../core/observer.ts";
import { opponentsOf, teamOf } from "../../../core/teams.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import { GAME, inPlay, PLAY_ZONES } from "../state/game.ts";
import { setAbilitySource } from "../state/play.ts";
import { playersOfSide } from "../state/players.ts";
import { respond } from "./respond.ts";
import type { CompiledCards, EngineExt } from "./types.ts";

export interface Library {
  name: string;
  defs: CardDefs;
  compiled: Record<string, CompiledCard>;
  /** The rules this library's cards run under (with the engine's hooks); absent: the default rules (`useRules`). */
  rules?: GameRules;
}

const libraries = new Map<string, Library>();
const names = new WeakMap<object, string>();
let lastName: string | null = null;
let lastLib: Library | null = null;

export function registerLibrary(cards: CompiledCards, with_?: GameRules): string {
  let name = cards.name ?? names.get(cards);
  if (!name) names.set(cards, (name = `${GAME}#${hashString(Object.keys(cards.defs).sort().join(","))}`));
  const was = libraries.get(name);
  const r = with_ ? withEngine(with_) : was?.defs === cards.defs && was.compiled === cards.handlers ? was.rules : undefined;
  libraries.set(name, { name, defs: cards.defs, compiled: cards.handlers, rules: r });
  lastName = null;
  return name;
}

/** Registers a library under a name as it is (views register theirs). */
export function registerNamed(lib: Library): void {
  libraries.set(lib.name, lib);
  lastName = null;
}

export function engineOf(state: GameState): EngineExt {
  return state.ext.engine as EngineExt;
}

export function libraryOf(state: GameState): Library {
  const name = engineOf(state).library;
  if (name === lastName) return lastLib!;
  const lib = libraries.get(name);
  if (!lib) throw new Error(`card library '${name}' is not registered (call newGame first)`);
  lastName = name;
  lastLib = lib;
  return lib;
}

/** The rules with no phrase implemented (cards without abilities still play): players words and durations. */
export const BASE_RULES: GameRules = {
  game: GAME,
  implementations: {},
  inPlay,
  playZones: PLAY_ZONES,
  refs: {},
  players: {
    you: (env) => [env.controller],
    opponent: (env) => opponentsOf(env.state, env.controller),
    teammate: (env) => teamOf(env.state, env.controller).filter((p) => p !== env.controller),
    "free-peoples": (env) => playersOfSide(env.state, "free-peoples"),
    shadow: (env) => playersOfSide(env.state, "shadow"),
  },
  nouns: {},
  defaultDuration: () => ({ kind: "end-of-turn" }),
};

// one engine-wrapped rules object per rules given (the caches keyed by rules then live as long as the rules, not one game)
const wrapped = new WeakMap<GameRules, GameRules>();

function withEngine(r: GameRules): GameRules {
  let w = wrapped.get(r);
  if (!w) wrapped.set(r, (w = { ...r, inPlay, playZones: PLAY_ZONES, respond }));
  return w;
}

let defaultRules: GameRules = withEngine(BASE_RULES);

/** The game's rules (the phrase implementations) the engine runs cards under, for libraries registered without rules. */
export function useRules(r: GameRules): void {
  defaultRules = withEngine(r);
}

/** The rules a state's cards run under. */
export const rulesOf = (state: GameState): GameRules => libraryOf(state).rules ?? defaultRules;

export function envFor(state: GameState, chooser?: Chooser, controller?: string, observe?: AbilityObserver): Env {
  const lib = libraryOf(state);
  return createEnv({ state, defs: lib.defs, rules: lib.rules ?? defaultRules, chooser, controller: controller ?? state.activePlayer, observe });
}

const NONE: readonly CompiledAbility[] = [];

/** What kinds of ability a library's definitions have, found once per library: most cards have no trigger and no action. */
interface Kinds {
  triggers: Set<string>;
  actions: Set<string>;
}
const kindsOf = new WeakMap<Record<string, CompiledCard>, Kinds>();

function kinds(lib: Library): Kinds {
  let k = kindsOf.get(lib.compiled);
  if (!k) {
    k = { triggers: new Set(), actions: new Set() };
    for (const def in lib.compiled)
      for (const a of lib.compiled[def]!.abilities) {
        const ir = (a.ir ?? {}) as { kind?: string; trigger?: unknown; timings?: unknown };
        if (ir.trigger && (ir.kind === "trigger" || ir.kind === "response")) k.triggers.add(def);
        if (ir.kind === "activated" || (Array.isArray(ir.timings) && ir.timings.includes("action"))) k.actions.add(def);
      }
    kindsOf.set(lib.compiled, k);
  }
  return k;
}

/** Has the card a trigger (or response) ability? */
export const hasTriggers = (state: GameState, id: CardId): boolean => hasLibrary(state) && kinds(libraryOf(state)).triggers.has(state.cards[id]!.def);
/** Has the card an ability the action step may offer (an `Action` ability; an event's text)? */
export const hasActions = (state: GameState, id: CardId): boolean => hasLibrary(state) && kinds(libraryOf(state)).actions.has(state.cards[id]!.def);
/** Has any card of the library a trigger? */
export const anyTriggers = (state: GameState): boolean => hasLibrary(state) && kinds(libraryOf(state)).triggers.size > 0;

/** A card's compiled abilities (none when the library has no handlers for it). */
export function abilitiesOf(env: Env, id: CardId): readonly CompiledAbility[] {
  const c = env.state.cards[id];
  // a state the engine did not make (a position built by hand) has no library: its cards have no compiled abilities here
  if (!c || !hasLibrary(env.state)) return NONE;
  return libraryOf(env.state).compiled[c.def]?.abilities ?? NONE;
}

/** Was the state made by the engine (it names a registered library)? */
export function hasLibrary(state: GameState): boolean {
  const e = state.ext.engine as EngineExt | undefined;
  return !!e && libraries.has(e.library);
}

setAbilitySource(abilitiesOf);
