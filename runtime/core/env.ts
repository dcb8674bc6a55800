/**
 * The environment an ability runs in: state, card definitions, game rules, the chooser, the card
 * whose ability it is, its controller, and the bindings made so far (`that Dwarf`, `X`, `that wound`).
 */
import type { CardDef, CardDefs } from "./cards.ts";
import type { Chooser } from "./decisions.ts";
import { firstChoice } from "./decisions.ts";
import type { AbilityIR, StepIR } from "./ir.ts";
import type { GameRules, PhraseImpl, ImplOfKind } from "./impl.ts";
import type { AbilityObserver } from "./observer.ts";
import type { PhraseKind } from "./vocabulary.ts";
import { card, factKind, fixedFact, type CardId, type GameState } from "./state.ts";
import { builtinTerms } from "./terms.ts";

/** What a name is bound to; `refs`: the fixed names' cards when the running ability started (see `REFS_AT_START`). */
export type Binding = { cards: CardId[] } | { number: number } | { players: string[] } | { event: number } | { refs: CardId[][] };

export interface Env {
  state: GameState;
  defs: CardDefs;
  rules: GameRules;
  chooser: Chooser;
  /** The card whose ability is running (null for rules actions). */
  source: CardId | null;
  controller: string;
  bindings: Record<string, Binding>;
  /** True while checking that costs can be paid: nothing may change. */
  checking: boolean;
  /** The IR of the cost or effect being carried out (its `optional`, `duration`, `alternative`). */
  step: StepIR | null;
  /** The IR of the ability being used, when known (a step may look at the steps after it). */
  ability: AbilityIR | null;
  /** Told which abilities run or are consulted (coverage tools); absent in play. */
  observe?: AbilityObserver;
}

export interface EnvOptions {
  state: GameState;
  defs: CardDefs;
  rules: GameRules;
  chooser?: Chooser;
  source?: CardId | null;
  controller?: string;
  bindings?: Record<string, Binding>;
  observe?: AbilityObserver;
}

export function createEnv(o: EnvOptions): Env {
  const controller = o.controller ?? (o.source ? card(o.state, o.source).owner : o.state.activePlayer);
  return {
    state: o.state,
    defs: o.defs,
    rules: o.rules,
    chooser: o.chooser ?? firstChoice,
    source: o.source ?? null,
    controller,
    bindings: o.bindings ? { ...o.bindings } : {},
    checking: false,
    step: null,
    ability: null,
    observe: o.observe,
  };
}

/** The same game seen from another card's ability (fresh bindings). */
export function withSource(env: Env, source: CardId | null, controller?: string): Env {
  const c = source === null ? undefined : env.state.cards[source];
  return {
    state: env.state,
    defs: env.defs,
    rules: env.rules,
    chooser: env.chooser,
    source,
    controller: controller ?? (c ? c.owner : env.controller),
    bindings: {},
    checking: false,
    step: null,
    ability: null,
    observe: env.observe,
  };
}

/**
 * The same environment with another controller or source, everything else kept (the bindings shared). Written
 * out field by field, like `createEnv` and `withSource`, so that every Env has one hidden class.
 */
export function envWith(env: Env, changes: { controller?: string; source?: CardId | null }): Env {
  return {
    state: env.state,
    defs: env.defs,
    rules: env.rules,
    chooser: env.chooser,
    source: changes.source !== undefined ? changes.source : env.source,
    controller: changes.controller ?? env.controller,
    bindings: env.bindings,
    checking: env.checking,
    step: env.step,
    ability: env.ability,
    observe: env.observe,
  };
}

// A card's definition, kept by creation number: reading `defs` by a definition id is a hash lookup each time. Kept
// with the card index, so a state (and its copies) is read with one set of definitions, its library's.
const DEF = factKind((def: string, defs: CardDefs): CardDef | undefined => defs[def]);

export function defOf(env: Env, id: CardId): CardDef {
  const d = fixedFact(env.state, id, DEF, env.defs);
  if (d) return d;
  const c = env.state.cards[id];
  throw new Error(c ? `no definition '${c.def}'` : `no card '${id}'`);
}

// Implementations by phrase id, a map per set of rules (never changed once made): the rules' record has hundreds of
// keys, and reading it by a key that varies is a slow (megamorphic) lookup each time. Most reads are for the last rules.
const implementationMaps = new WeakMap<GameRules, Map<string, PhraseImpl>>();
let lastRules: GameRules | null = null;
let lastImplementations = new Map<string, PhraseImpl>();

/** The rules' implementation of a phrase (`rules.implementations[id]`), or undefined. */
export function implementation(rules: GameRules, id: string): PhraseImpl | undefined {
  if (rules !== lastRules) {
    let m = implementationMaps.get(rules);
    if (!m) implementationMaps.set(rules, (m = new Map(Object.entries(rules.implementations))));
    lastRules = rules;
    lastImplementations = m;
  }
  return lastImplementations.get(id);
}

export function implOf<K extends PhraseKind>(env: Pick<Env, "rules">, id: string, kind: K): ImplOfKind<K> {
  const impl: PhraseImpl | undefined = implementation(env.rules, id) ?? (kind === "filter" ? (env.rules.terms?.[id] ?? builtinTerms[id]) : undefined);
  if (!impl) throw new Error(`no implementation of phrase '${id}'`);
  if (impl.kind !== kind) throw new Error(`phrase '${id}' is a ${impl.kind}, used as a ${kind}`);
  return impl as ImplOfKind<K>;
}

export function bind(env: Env, name: string | undefined, b: Binding): void {
  if (name) env.bindings[name] = b;
}
