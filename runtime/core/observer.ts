/**
 * An optional observer of abilities at work, for tools that measure which abilities a run exercised
 * (the scenario runner's ability coverage). It rides on the Env (`env.observe`), never on the game
 * state, and is absent in play: each place that reports costs one `env.observe?.(…)` check.
 *
 * `card` is the definition id of the card acting; `ability` is the ability's compiled IR object,
 * either from the card definitions (`defs[id].abilities[i]`) or a handler's `ir`
 * (`handlers[id].abilities[i].ir`): `abilityIndexes` maps it back to the card that prints it and its
 * index, by identity (a card with another card's game text acts with that card's abilities).
 */
import type { CardId } from "./state.ts";
import type { CardDefs } from "./cards.ts";
import type { Env } from "./env.ts";
import type { CompiledCard } from "./handlers.ts";

export type AbilityObserver = (card: string, ability: object) => void;

export interface AbilityRef {
  /** The definition id of the card that prints the ability. */
  card: string;
  index: number;
}

/** IR object → the card printing it and its index there, for the definitions' and the handlers' IR. */
export function abilityIndexes(defs: CardDefs, handlers: Record<string, CompiledCard>): WeakMap<object, AbilityRef> {
  const out = new WeakMap<object, AbilityRef>();
  for (const [card, d] of Object.entries(defs)) (d.abilities ?? []).forEach((a, index) => out.set(a, { card, index }));
  for (const [card, c] of Object.entries(handlers))
    c.abilities.forEach((a, index) => {
      if (typeof a.ir === "object" && a.ir !== null) out.set(a.ir, { card, index });
    });
  return out;
}

/** Reports that an ability of this card (an instance id) ran or was consulted. Call only when `env.observe` is set. */
export function observed(env: Env, card: CardId | null, ability: unknown): void {
  const def = card === null ? undefined : env.state.cards[card]?.def;
  if (def !== undefined && typeof ability === "object" && ability !== null) env.observe?.(def, ability);
}
