/**
 * The conditions every game has: two conditions joined by `and` or `or`, and the negation of one. They name no game
 * word, so every game's vocabulary includes them (runtime/games/<game>/vocabulary/index.ts) and implements them by
 * testing the nested conditions with its own condition test (combinators.ts).
 */
import type { ParamDecl, PhraseDecl } from "../vocabulary.ts";

const condition = (name: string, doc: string): ParamDecl => ({ name, type: { kind: "phrase", phrase: "condition" }, doc });

export const coreConditions: PhraseDecl[] = [
  {
    id: "both-conditions",
    kind: "condition",
    patterns: ["{first} and {second}"],
    params: [condition("first", "One condition."), condition("second", "The other condition.")],
    render: "{first} and {second}",
    doc: "True while both conditions hold: `While <condition> and <condition>, …`.",
  },
  {
    id: "either-condition",
    kind: "condition",
    patterns: ["{first} or {second}"],
    params: [condition("first", "One condition."), condition("second", "The other condition.")],
    render: "{first} or {second}",
    doc: "True while at least one of the conditions holds: `While <condition> or <condition>, …`.",
  },
  {
    id: "not-condition",
    kind: "condition",
    patterns: ["not {condition}"],
    params: [condition("condition", "The condition that must not hold.")],
    render: "not {condition}",
    doc: "True while the condition does not hold: `While not <condition>, …`.",
  },
];
