/** Which cards a static sentence's subject names: a filter stays a filter (evaluated when asked), a ref its cards now. */
import type { Env } from "../../../core/env.ts";
import { refCards } from "../../../core/filters.ts";
import { isFilter, isRef } from "../../../core/ir.ts";
import type { ModTargets } from "../../../core/modifiers.ts";
import { titleFilter } from "./common.ts";

export function targetsOf(env: Env, arg: unknown): ModTargets {
  if (isFilter(arg)) return { filter: arg };
  if (isRef(arg)) return { cards: refCards(env, arg.ref) ?? [] };
  if (typeof arg === "string") return { filter: titleFilter(arg) };
  return { cards: env.source !== null ? [env.source] : [] };
}
