/**
 * "Each Free Peoples player" / "each Shadow player" (digest §8): every deck of the side, in seat order; in a Duel the
 * side's single deck twice. A text that tells each player of a side to do one thing does it once a deck named (the
 * single deck twice over). A text that tells each player to do several things in a row (`each Free Peoples player must
 * forsake 1 card; each Free Peoples player draws 3 cards`) has the first deck named finish the whole set, then the next
 * (in a Duel: forsake, draw 3; forsake, draw 3): `bySets` gives such an ability with its set written out once a deck,
 * each copy of a step naming only its deck. Only where a deck is named twice does the order change anything, so only
 * then is the ability rewritten (the Trilogy keeps its step-by-step order).
 */
import { useAbility, type AbilityOutcome } from "../../../core/context.ts";
import type { Env } from "../../../core/env.ts";
import type { AbilityStep, CompiledAbility } from "../../../core/handlers.ts";
import { isCall, type AbilityIR, type StepIR } from "../../../core/ir.ts";
import { observed } from "../../../core/observer.ts";
import type { GameState } from "../../../core/state.ts";
import { wotr, type ScenarioId, type Side } from "./game.ts";
import { playersOfSide } from "./players.ts";

/** The player words that name every deck of a side. */
export const EACH_PLAYER: Readonly<Record<string, Side>> = { "each-free-peoples-player": "free-peoples", "each-shadow-player": "shadow" };

// a step of a written-out set → which of the decks named it is carried out by
const deckIndexOf = new WeakMap<object, number>();

/** The decks "each X player" names for the running step: all of them, or the one deck of its copy of a set. */
export function eachPlayer(env: Env, side: Side): string[] {
  const all = playersOfSide(env.state, side);
  const k = env.step === null ? undefined : deckIndexOf.get(env.step);
  return k === undefined ? all : [all[k]!];
}

/** The side a step names with "each X player", or null. */
const sideNamed = (ir: unknown): Side | null => (isCall(ir) ? (EACH_PLAYER[String(ir.args.who)] ?? null) : null);

/** A step that goes on with the players named before it (no subject of its own: `… then draw 3 cards`). */
const goesOn = (ir: unknown): boolean => isCall(ir) && "who" in ir.args && ir.args.who === null;

/** How many times a side's decks are named by "each X player" when one of them is named more than once, else 1. */
function repeats(state: GameState, side: Side): number {
  const all = playersOfSide(state, side);
  return new Set(all).size < all.length ? all.length : 1;
}

interface Written {
  steps: AbilityStep[];
  irs: StepIR[];
}

/** The effects with each set of two or more steps of one "each X player" written out once a deck named; null: unchanged. */
function writeOut(state: GameState, steps: readonly AbilityStep[], irs: readonly StepIR[] | undefined): Written | null {
  if (!irs || steps.length < 2) return null;
  const out: Written = { steps: [], irs: [] };
  let changed = false;
  for (let i = 0; i < steps.length; ) {
    const side = sideNamed(irs[i]);
    let end = i + 1;
    if (side !== null) while (end < steps.length && (goesOn(irs[end]) || (sideNamed(irs[end]) === side && irs[end]!.args.who === irs[i]!.args.who))) end++;
    const n = side === null ? 1 : repeats(state, side);
    if (end - i < 2 || n < 2) {
      out.steps.push(steps[i]!);
      out.irs.push(irs[i]!);
      i++;
      continue;
    }
    for (let k = 0; k < n; k++)
      for (let m = i; m < end; m++) {
        const ir: StepIR = { ...irs[m]! };
        deckIndexOf.set(ir, k);
        out.steps.push(steps[m]!);
        out.irs.push(ir);
      }
    changed = true;
    i = end;
  }
  return changed ? out : null;
}

function derive(state: GameState, ability: CompiledAbility): CompiledAbility {
  const ir = (ability.ir ?? {}) as AbilityIR;
  const main = writeOut(state, ability.effects ?? [], ir.effects);
  const alts = (ability.alternatives ?? []).map((a, k) => writeOut(state, a.effects ?? [], ir.alternatives?.[k]?.effects));
  if (!main && alts.every((a) => a === null)) return ability;
  return {
    ...ability,
    ir: {
      ...ir,
      effects: main?.irs ?? ir.effects,
      ...(ir.alternatives ? { alternatives: ir.alternatives.map((a, k) => (alts[k] ? { ...a, effects: alts[k]!.irs } : a)) } : {}),
    },
    effects: main?.steps ?? ability.effects,
    ...(ability.alternatives ? { alternatives: ability.alternatives.map((a, k) => (alts[k] ? { ...a, effects: alts[k]!.steps } : a)) } : {}),
  };
}

// compiled abilities are module data (never changed), the scenario fixes how often a side's decks are named
const derived = new WeakMap<CompiledAbility, Partial<Record<ScenarioId, CompiledAbility>>>();

/** The ability as this scenario carries it out: its "each player" sets written out once a deck named (or itself). */
export function bySets(state: GameState, ability: CompiledAbility): CompiledAbility {
  const scenario = wotr(state).scenario;
  let byScenario = derived.get(ability);
  if (!byScenario) derived.set(ability, (byScenario = {}));
  return (byScenario[scenario] ??= derive(state, ability));
}

/** Uses a card's ability (core `useAbility`) with its "each player" sets written out; an observer is told of the card's own ability. */
export function useCardAbility(env: Env, ability: CompiledAbility): AbilityOutcome {
  const used = bySets(env.state, ability);
  if (used !== ability && env.observe) observed(env, env.source, ability.ir);
  return useAbility(env, used);
}
