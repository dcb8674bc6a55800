/**
 * Static abilities (`[While <condition>,] <modifier>.`) and triggers, read from ability IR.
 * A static ability becomes modifier records that last while its card is in play.
 */
import { implOf, withSource, type Binding, type Env } from "./env.ts";
import type { GameEvent } from "./events.ts";
import type { AbilityIR } from "./ir.ts";
import { addModifier, type ModifierRecord } from "./modifiers.ts";

/** Adds the modifiers of a card's static ability (call when the card comes into play). */
export function applyStatic(env: Env, card: string, ability: AbilityIR): ModifierRecord[] {
  if (ability.kind !== "static" || !ability.modifier) return [];
  const at = withSource(env, card);
  const effects = implOf(at, ability.modifier.op, "modifier").effects(at, ability.modifier.args);
  return effects.map((e) =>
    addModifier(at, {
      ...e,
      targets: e.targets ?? { cards: [card] },
      ...(ability.condition ? { condition: ability.condition } : {}),
      duration: { kind: "while-in-play" },
    }),
  );
}

/** Does this trigger or response ability answer the event? Returns its bindings (`that wound`), or null. */
export function triggers(env: Env, ability: AbilityIR, event: GameEvent): Record<string, Binding> | null {
  if (!ability.trigger) return null;
  return implOf(env, ability.trigger.op, "trigger").match(env, event, ability.trigger.args);
}
