/** Checking abilities without using them: requirements hold and every cost of some alternative can be paid. */
import { alternativesOf, canPayAlternative, createContext } from "../../../core/context.ts";
import type { Env } from "../../../core/env.ts";
import type { CompiledAbility } from "../../../core/handlers.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { textLenders } from "../../../core/game-text.ts";
import { factsOf } from "./facts.ts";
import { libraryOf } from "./library.ts";
import { timingForbidden } from "../state/play.ts";
import { modifiedFlag } from "../../../core/modifiers.ts";
import { NO_GAME_TEXT } from "../impl/effects-return-to-master.ts";
import type { CardId } from "../../../core/state.ts";

export function canUse(env: Env, ability: CompiledAbility): boolean {
  return usability(env, ability) === "usable";
}

/** Why an ability can or cannot be used now: its timing's or a requirement's rule, or no alternative it can pay for. */
export type Usability = "usable" | "requirement-failed" | "cannot-pay";

export function usability(env: Env, ability: CompiledAbility): Usability {
  const ir = (ability.ir ?? {}) as AbilityIR;
  if (ir.kind === "activated" && timingForbidden(env, (ir.timings as string[] | undefined) ?? [])) return "requirement-failed";
  // a card whose game text does not apply has no ability to use
  if (ir.kind === "activated" && env.source !== null && modifiedFlag(env, env.source, NO_GAME_TEXT, false)) return "requirement-failed";
  // the check may bind names: it binds them in a copy, and the caller's bindings are put back as they were (those of a
  // fresh environment, `withSource`'s, are empty: a new object, not a copy)
  const saved = env.bindings;
  env.bindings = hasBindings(saved) ? { ...saved } : {};
  const checking = env.checking;
  env.ability = (ability.ir ?? {}) as AbilityIR;
  const ctx = createContext(env);
  env.checking = true;
  try {
    for (const req of ability.requirements ?? []) if (req(ctx) === false) return "requirement-failed";
    for (const alt of alternativesOf(ability)) if (canPayAlternative(env, ctx, alt)) return "usable";
    return "cannot-pay";
  } finally {
    env.checking = checking;
    env.step = null;
    env.bindings = saved;
  }
}

function hasBindings(b: Env["bindings"]): boolean {
  for (const _ in b) return true;
  return false;
}

const NONE: ReadonlyMap<CardId, CompiledAbility[]> = new Map();

/** The abilities each card has from other cards' game text (after its own, in the lenders' order). Read only. */
export function lentAbilities(env: Env): ReadonlyMap<CardId, CompiledAbility[]> {
  const lenders = textLenders(env);
  return lenders.size === 0 ? NONE : lentBy(env, lenders);
}

// apart from `lentAbilities` (asked whenever actions are listed): its closure would cost a context on every call
function lentBy(env: Env, lenders: ReadonlyMap<CardId, CardId[]>): ReadonlyMap<CardId, CompiledAbility[]> {
  const lib = libraryOf(env.state);
  const out = new Map<CardId, CompiledAbility[]>();
  for (const [id, ls] of lenders) out.set(id, ls.flatMap((l) => lib.compiled[env.state.cards[l]!.def]?.abilities ?? []));
  return out;
}

/** A card's ability by index: its own first, then those it has from game text. */
export function abilityAt(env: Env, id: CardId, i: number): CompiledAbility | undefined {
  const own = factsOf(env.state, id).abilities;
  return i < own.length ? own[i] : lentAbilities(env).get(id)?.[i - own.length];
}
