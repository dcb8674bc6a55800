/**
 * The runtime's view of the IR arguments compiled cards pass to phrase implementations.
 * Structurally the same as compiler/ir/ir.ts (the runtime may not import the compiler).
 */

export interface PhraseCall {
  op: string;
  args: Record<string, unknown>;
  /** Which of the phrase's printed wordings the card used (none: the first); read only by renderers. */
  wording?: number;
}

export interface FilterIR {
  filter: {
    quantifier: string;
    count?: number | PhraseCall;
    terms: PhraseCall[];
    anyOf?: FilterIR[];
    /** `each`, `neither`, `either`: the cards of a list written before (`anyOf`); see group-conditions.ts. */
    pronoun?: "each" | "neither" | "either";
  };
  bind?: string;
}

export interface RefIR {
  ref: string;
}

export function isFilter(a: unknown): a is FilterIR {
  return typeof a === "object" && a !== null && "filter" in a && typeof (a as FilterIR).filter === "object";
}

export function isRef(a: unknown): a is RefIR {
  return typeof a === "object" && a !== null && typeof (a as RefIR).ref === "string";
}

export function isCall(a: unknown): a is PhraseCall {
  return typeof a === "object" && a !== null && typeof (a as PhraseCall).op === "string";
}

export interface DurationIR {
  /** "end-of-phase" | "end-of-turn" | "start-of-phase" (with `phase`) | a timing's `defaultDuration` (e.g. "end-of-<timing>"). */
  until: string;
  /** Timing id for "start-of-phase": `until the <timing> phase`. */
  phase?: string;
  /** The card did not say: the rules' default applies. */
  implicit: boolean;
  /** The words after `until` when the card wrote another wording of the same moment (`the end of the turn`). */
  written?: string;
}

/** `(or … [if …])`: `arg` reads `value`, or (`call`) the whole call is another; no `condition`: the player chooses (`options`). */
export interface AlternativeIR {
  arg?: string;
  value?: unknown;
  call?: PhraseCall;
  condition?: PhraseCall;
  options?: string[];
}

/** One cost or effect of an ability, with the core parts of its clause. */
export interface StepIR extends PhraseCall {
  optional?: boolean;
  /** `… instead`: the effect replaces the event the trigger bound (`that wound`). */
  instead?: boolean;
  duration?: DurationIR;
  alternative?: AlternativeIR;
  /** `(limit N)` after the clause: the argument `arg` is at most `value`. */
  limit?: { arg: string; value: unknown };
}

/** `if <condition>, <then>; otherwise, <otherwise>`: an effect step whose branches are steps. */
export interface ConditionalStepIR {
  if: PhraseCall;
  then: StepIR[];
  otherwise?: StepIR[];
}

/** The parts of an ability's IR the engine reads (see compiler/ir/ir.ts AbilityIR). */
export interface AbilityIR {
  kind: string;
  costs?: StepIR[];
  effects?: StepIR[];
  condition?: PhraseCall | null;
  conditions?: PhraseCall[];
  trigger?: PhraseCall;
  /** A trigger's `during the <timing> phase`: it answers only events of that phase. */
  during?: string;
  modifier?: PhraseCall;
  /** A static ability's further modifiers under the same condition (`Bearer is strength +2 and damage +1`). */
  joined?: PhraseCall[];
  /** `…; or …`: further alternatives to `costs`/`effects`. */
  alternatives?: { costs: StepIR[]; effects: StepIR[] }[];
  /** With `alternatives`: each alternative's English (the first included), labelling the player's choice. */
  options?: string[];
  /** `<player> may <costs> then prevent this.`: who may pay (a player word's id) to stop the effects. */
  prevention?: { by: string; costs: StepIR[] };
  [field: string]: unknown;
}
