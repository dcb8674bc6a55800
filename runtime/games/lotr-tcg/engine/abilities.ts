/** Checking abilities without using them: requirements hold and every cost of some alternative can be paid. */
import { alternativesOf, canPayAlternative, createContext } from "../../../core/context.ts";
import type { Env } from "../../../core/env.ts";
import type { CompiledAbility } from "../../../core/handlers.ts";
import type { AbilityIR } from "../../../core/ir.ts";

export function canUse(env: Env, ability: CompiledAbility): boolean {
  const saved = { ...env.bindings };
  const checking = env.checking;
  env.ability = (ability.ir ?? {}) as AbilityIR;
  const ctx = createContext(env);
  env.checking = true;
  try {
    for (const req of ability.requirements ?? []) if (req(ctx) === false) return false;
    return alternativesOf(ability).some((alt) => canPayAlternative(env, ctx, alt));
  } finally {
    env.checking = checking;
    env.step = null;
    env.bindings = saved;
  }
}
