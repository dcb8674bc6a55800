/**
 * What a game provides to the engine: an implementation for every phrase of its vocabulary,
 * keyed by phrase id, and a few game rules the core needs (what "in play" means, named refs).
 */
import type { CardDef } from "./cards.ts";
import type { PhraseKind } from "./vocabulary.ts";
import type { Binding, Env } from "./env.ts";
import type { GameEvent } from "./events.ts";
import type { IRArgs } from "./handlers.ts";
import type { Duration, ModifierEffect, ModifierRecord } from "./modifiers.ts";
import type { CardId, CardState, GameState } from "./state.ts";

export interface EffectImpl {
  kind: "effect";
  run(env: Env, args: IRArgs): void;
  /**
   * Effects that may also be paid as costs (`exert`, `discard` …): can the effect be carried out in full now? A cost
   * is such an effect carried out in full; without `pay`, paying it is checking this, then `run`.
   */
  canPay?(env: Env, args: IRArgs): boolean;
  /** Paying it, when that differs from checking `canPay` then running it (it chooses as a cost chooses); false: not paid. */
  pay?(env: Env, args: IRArgs): boolean;
  /**
   * What the effect cannot start without (a card to play from a zone): checked with the costs, in checking mode,
   * so an ability whose effect could not start is not usable and nothing is paid. Effects without it do as much as they can.
   */
  needs?(env: Env, args: IRArgs): boolean;
}

export interface CostImpl {
  kind: "cost";
  canPay(env: Env, args: IRArgs): boolean;
  pay(env: Env, args: IRArgs): boolean;
}

export interface ConditionImpl {
  kind: "condition";
  test(env: Env, args: IRArgs): boolean;
  /**
   * A condition decided later by an event (`if a minion loses this skirmish to that Elf`): a conditional
   * step on it waits (core/awaited.ts); its branch runs when this accepts an event, with the bindings returned.
   */
  awaits?(env: Env, event: GameEvent, args: IRArgs): Record<string, Binding> | null;
}

export interface ValueImpl {
  kind: "value";
  value(env: Env, args: IRArgs): number;
}

export interface FilterImpl {
  kind: "filter";
  test(env: Env, card: CardId, args: IRArgs): boolean;
  /**
   * Set when the term reads only the card's definition (and its own arguments, which are constants): the
   * same answer as `test`, which then never changes for a definition, so a filter remembers it per definition.
   */
  byDefinition?: (def: CardDef, args: IRArgs, rules: GameRules) => boolean;
  /** This term says where the card is (hand, draw deck …), so the default "in play" does not apply. */
  zone?: (env: Env, args: IRArgs) => boolean;
  /**
   * The cards a noun phrase of this term's arguments stands for, given a card chosen by the filter (`a <item> <who> is
   * bearing`: `who` is that item's bearer); a later reference to that noun phrase (`him`) names them.
   */
  related?: (env: Env, card: CardId, args: IRArgs) => Record<string, CardId[]>;
}

/** A modifier phrase turns its arguments into changes of card (or game) properties. */
export interface ModifierImpl {
  kind: "modifier";
  /** The changes, and (when the phrase names its own subject) which cards they apply to. */
  effects(env: Env, args: IRArgs): ModifierEffect[];
}

/** A trigger matches an event and returns the bindings it makes (`that wound`), or null. */
export interface TriggerImpl {
  kind: "trigger";
  match(env: Env, event: GameEvent, args: IRArgs): Record<string, Binding> | null;
  /** "is about to" triggers look at pending events; others at events that happened. */
  before?: boolean;
  /** The event types `match` may accept (it answers null to every other): the engine skips the others without asking. */
  events?: readonly string[];
}

/** A placement sentence: where a card may go when played (`Plays on …`, `Plays to your support area`). */
export interface PlacementImpl {
  kind: "placement";
  /** May the card (env.source) be played on this bearer (null = not on a card: support area)? */
  allows(env: Env, bearer: CardId | null, args: IRArgs): boolean;
}

export type PhraseImpl = EffectImpl | CostImpl | ConditionImpl | ValueImpl | FilterImpl | ModifierImpl | TriggerImpl | PlacementImpl;

export type Implementations = Record<string, PhraseImpl>;

export type ImplOfKind<K extends PhraseKind> = Extract<PhraseImpl, { kind: K }>;

export interface GameRules {
  game: string;
  implementations: Implementations;
  /** Is this card in play (filters match only cards in play unless a term names a zone)? */
  inPlay(state: GameState, card: CardState): boolean;
  /** Zones every card in play is in (`inPlay` is false elsewhere): filters look only there. Default: every zone. */
  playZones?: readonly string[];
  /** Named references that always mean a card (`bearer`, `ring-bearer`). */
  refs: Record<string, (env: Env) => CardId[]>;
  /** Player words (`you`, `opponent`, `free-peoples`, `shadow`) → player ids. */
  players: Record<string, (env: Env) => string[]>;
  /** Game-specific versions of built-in filter terms (core/terms.ts), e.g. `item-class` with `weapon`. */
  terms?: Record<string, FilterImpl>;
  /** Noun types (`character`) → the card type ids they cover. */
  nouns: Record<string, string[]>;
  /**
   * Events as they happen: `before` is the "is about to" window (responses may mark the event
   * prevented or replaced), `after` is when triggers fire. The turn engine plugs in here.
   */
  respond?(env: Env, event: GameEvent, when: "before" | "after"): void;
  /** Extra game-specific test whether a modifier record applies now (e.g. "the first … played each phase"). */
  modifierApplies?(env: Env, rec: ModifierRecord, card: CardId | null): boolean;
  /** Default duration of a lasting effect made now. */
  defaultDuration(env: Env): Duration;
  /** Game rules that forbid playing a card regardless of how it is played (uniqueness, rule of 9); the turn engine plugs in here. */
  mayPlay?(env: Env, card: CardId): boolean;
  /**
   * The player whose trigger of this card answers the event, when that is not the card's owner (LOTR: a site's "you"
   * is the player whose action the event is); undefined: the owner. `triggers` (core/statics.ts) asks it.
   */
  triggerController?(env: Env, card: CardId, event: GameEvent): string | undefined;
}
