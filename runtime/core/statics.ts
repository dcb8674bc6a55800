/**
 * Static abilities (`[While <condition>,] <modifier>.`) and triggers, read from ability IR.
 * A static ability becomes modifier records that last while its card is in play.
 */
import { implOf, withSource, type Binding, type Env } from "./env.ts";
import type { GameEvent } from "./events.ts";
import { isFilter, isRef, type AbilityIR, type FilterIR, type PhraseCall } from "./ir.ts";
import { addModifier, type ModifierRecord } from "./modifiers.ts";

/** Adds the modifiers of a card's static ability (call when the card comes into play). */
export function applyStatic(env: Env, card: string, ability: AbilityIR): ModifierRecord[] {
  if (ability.kind !== "static" || !ability.modifier) return [];
  const at = withSource(env, card);
  const effects = implOf(at, ability.modifier.op, "modifier").effects(at, ability.modifier.args);
  const each = ability.condition ? conditionSubject(ability.condition, ability.modifier) : null;
  return effects.map((e) =>
    addModifier(at, {
      ...e,
      targets: each ? { filter: each.filter } : (e.targets ?? { cards: [card] }),
      ...(ability.condition ? { condition: each?.condition ?? ability.condition } : {}),
      ...(each ? { bindAs: each.name } : {}),
      duration: { kind: "while-in-play" },
    }),
  );
}

/**
 * `While a Dwarf skirmishes a [moria] minion, that Dwarf is strength +1.`: the modifier's subject is
 * a name the condition binds, so it applies to each card of that noun phrase for which the condition
 * holds (the condition is tested with the name bound to that card).
 */
function conditionSubject(condition: PhraseCall, modifier: PhraseCall): { name: string; filter: FilterIR; condition: PhraseCall } | null {
  const subject = Object.values(modifier.args).find(isRef);
  if (!subject) return null;
  const key = Object.keys(condition.args).find((k) => {
    const a = condition.args[k];
    return isFilter(a) && a.bind === subject.ref;
  });
  if (!key) return null;
  const filter = condition.args[key] as FilterIR;
  return { name: subject.ref, filter: { filter: filter.filter }, condition: { ...condition, args: { ...condition.args, [key]: { ref: subject.ref } } } };
}

/** Does this trigger or response ability answer the event? Returns its bindings (`that wound`), or null. */
export function triggers(env: Env, ability: AbilityIR, event: GameEvent): Record<string, Binding> | null {
  if (!ability.trigger) return null;
  return implOf(env, ability.trigger.op, "trigger").match(env, event, ability.trigger.args);
}
