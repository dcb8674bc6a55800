/**
 * The runtime's view of the IR arguments compiled cards pass to phrase implementations.
 * Structurally the same as compiler/ir/ir.ts (the runtime may not import the compiler).
 */

export interface PhraseCall {
  op: string;
  args: Record<string, unknown>;
}

export interface FilterIR {
  filter: {
    quantifier: string;
    count?: number | PhraseCall;
    terms: PhraseCall[];
    anyOf?: FilterIR[];
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
}

export interface AlternativeIR {
  arg: string;
  value: unknown;
  condition: PhraseCall;
}

/** One cost or effect of an ability, with the core parts of its clause. */
export interface StepIR extends PhraseCall {
  optional?: boolean;
  /** `… instead`: the effect replaces the event the trigger bound (`that wound`). */
  instead?: boolean;
  duration?: DurationIR;
  alternative?: AlternativeIR;
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
  modifier?: PhraseCall;
  /** `…; or …`: further alternatives to `costs`/`effects`. */
  alternatives?: { costs: StepIR[]; effects: StepIR[] }[];
  /** With `alternatives`: each alternative's English (the first included), labelling the player's choice. */
  options?: string[];
  [field: string]: unknown;
}
