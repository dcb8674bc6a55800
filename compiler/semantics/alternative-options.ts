/** Names the player's choice of each `(or …)` alternative without a condition: the step's English and the alternative's. */
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import { isConditional, type AbilityIR, type CardIR, type EffectIR, type StepIR } from "../ir/ir.ts";
import { renderStepOptions } from "../render/render.ts";

export function labelAlternativeChoices(abilities: AbilityIR[], vocab: GameVocabulary, card: CardIR): void {
  const label = (s: StepIR) => {
    if (s.alternative?.call && !s.alternative.condition) s.alternative.options = renderStepOptions(s, s.alternative.call, vocab, card);
  };
  const effects = (list: EffectIR[] | undefined) => {
    for (const e of list ?? []) {
      if (!isConditional(e)) label(e);
      else for (const x of [...e.then, ...(e.otherwise ?? [])]) label(x);
    }
  };
  for (const a of abilities) {
    if (!("effects" in a)) continue;
    a.costs.forEach(label);
    effects(a.effects);
    if (a.kind === "activated") for (const alt of a.alternatives ?? []) alt.costs.forEach(label), effects(alt.effects);
  }
}
