/**
 * `set<NN>.js`: an ES module of effect handlers (runtime/core/handlers.ts `CompiledCard[]`).
 * Each step is an arrow function calling the AbilityContext with a phrase id and constant IR
 * arguments; step i of `costs`/`effects` carries out `ir.costs[i]`/`ir.effects[i]`, whose
 * `optional`, `duration` and `alternative` the engine reads from the IR (an alternative's condition
 * may refer to the cards the step itself chooses, so it cannot be decided before the step runs).
 * The module imports nothing, so it loads anywhere.
 */
import { isConditional, type AbilityIR, type CardIR, type EffectIR, type PhraseCall, type SetIR } from "../ir/ir.ts";
import { jsLiteral, jsString } from "./js-literal.ts";

type Method = "test" | "pay" | "run";

interface Steps {
  requirements: string[];
  costs: string[];
  effects: string[];
  /** `…; or …`: the further alternatives' costs and effects (step i carries out `ir.alternatives[k].costs[i]` …). */
  alternatives?: { costs: string[]; effects: string[] }[];
}

/**
 * The module's constant arguments, each written once at module level (`const a3 = {…};`) so every
 * call of a step passes the same object: the engine remembers what it derives from an argument.
 * Equal arguments share one constant.
 */
class Constants {
  private readonly names = new Map<string, string>();

  name(args: unknown): string {
    const literal = jsLiteral(args);
    let name = this.names.get(literal);
    if (name === undefined) this.names.set(literal, (name = `a${this.names.size}`));
    return name;
  }

  declarations(): string[] {
    return [...this.names].map(([literal, name]) => `const ${name} = ${literal};`);
  }
}

/** `(ctx) => ctx.run("op", a3)` with the phrase's own arguments (`a3`, a module constant). */
function step(k: Constants, method: Method, call: PhraseCall): string {
  return `(ctx) => ctx.${method}(${jsString(call.op)}, ${k.name(call.args)})`;
}

/**
 * An effect step; a conditional tests its condition when reached and carries out one branch
 * (`ctx.branch` runs step i of a branch with `ir.then[i]`/`ir.otherwise[i]` as its step IR).
 */
function effectStep(k: Constants, e: EffectIR): string {
  if (!isConditional(e)) return step(k, "run", e);
  const steps = (list: EffectIR[] | undefined) => `[${(list ?? []).map((x) => effectStep(k, x)).join(", ")}]`;
  return `(ctx) => ctx.branch(ctx.test(${jsString(e.if.op)}, ${k.name(e.if.args)}), ${steps(e.then)}, ${steps(e.otherwise)})`;
}

function stepsOf(k: Constants, ability: AbilityIR): Steps {
  const tests = (calls: (PhraseCall | null | undefined)[]): string[] =>
    calls.filter((c): c is PhraseCall => c != null).map((c) => step(k, "test", c));
  const pay = (costs: PhraseCall[]): string[] => costs.map((c) => step(k, "pay", c));
  const run = (effects: EffectIR[]): string[] => effects.map((e) => effectStep(k, e));
  switch (ability.kind) {
    case "keyword":
    case "placement":
      return { requirements: [], costs: [], effects: [] };
    case "requirement":
      return { requirements: tests(ability.conditions), costs: pay(ability.costs), effects: [] };
    case "static":
      return { requirements: tests([ability.condition]), costs: [], effects: [] };
    case "response":
      return { requirements: [], costs: pay(ability.costs), effects: run(ability.effects) };
    case "trigger":
      return { requirements: tests([ability.active, ability.condition]), costs: pay(ability.costs), effects: run(ability.effects) };
    case "activated": {
      const steps: Steps = { requirements: tests([ability.condition]), costs: pay(ability.costs), effects: run(ability.effects) };
      if (ability.alternatives) steps.alternatives = ability.alternatives.map((a) => ({ costs: pay(a.costs), effects: run(a.effects) }));
      return steps;
    }
  }
}

function abilitySource(k: Constants, ability: AbilityIR): string {
  const lines = [`        ir: ${jsLiteral(ability)},`];
  const steps = stepsOf(k, ability);
  for (const name of ["requirements", "costs", "effects"] as const) {
    if (steps[name].length === 0) continue;
    lines.push(`        ${name}: [`, ...steps[name].map((s) => `          ${s},`), "        ],");
  }
  if (steps.alternatives) {
    lines.push("        alternatives: [");
    for (const alt of steps.alternatives) {
      lines.push("          {");
      for (const name of ["costs", "effects"] as const) lines.push(`            ${name}: [`, ...alt[name].map((s) => `              ${s},`), "            ],");
      lines.push("          },");
    }
    lines.push("        ],");
  }
  return ["      {", ...lines, "      },"].join("\n");
}

function cardSource(k: Constants, card: CardIR): string {
  const abilities = card.abilities.length === 0 ? "    abilities: []," : ["    abilities: [", ...card.abilities.map((a) => abilitySource(k, a)), "    ],"].join("\n");
  return ["  {", `    id: ${jsString(card.id)},`, abilities, "  },"].join("\n");
}

/** The module text for a set whose cards are already in id order. */
export function emitHandlers(set: SetIR, cards: readonly CardIR[]): string {
  const k = new Constants();
  const list = cards.length === 0 ? "export const cards = [];" : ["export const cards = [", ...cards.map((c) => cardSource(k, c)), "];"].join("\n");
  return [
    "// Generated by cardc. Do not edit.",
    "// Step i of `costs`/`effects` carries out `ir.costs[i]`/`ir.effects[i]` (read `optional`, `duration` and `alternative` there).",
    `export const game = ${jsString(set.game)};`,
    `export const set = ${jsLiteral(set.number)};`,
    ...k.declarations(),
    list,
    "export default cards;",
    "",
  ].join("\n");
}
