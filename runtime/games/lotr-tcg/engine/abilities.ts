/** Checking abilities without using them: requirements hold and every cost can be paid. */
import { createContext } from "../../../core/context.ts";
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
    const irs = env.ability.costs;
    for (let i = 0; i < (ability.costs ?? []).length; i++) {
      env.step = irs?.[i] ?? null;
      if (ability.costs![i]!(ctx) === false) return false;
    }
    return true;
  } finally {
    env.checking = checking;
    env.step = null;
    env.bindings = saved;
  }
}
