/**
 * The AbilityContext compiled cards call. Costs are checked first, all of them, without changing
 * anything (the cost steps run in "checking" mode, where `pay` only asks `canPay`); then paid in
 * order, binding their choices; then effects run, each doing as much as possible.
 *
 * Step i of `costs`/`effects` carries out `ir.costs[i]`/`ir.effects[i]`; `useAbility` puts that
 * step IR in `env.step` so `you may`, `until …` and `(or +3 if …)` apply.
 */
import { holds } from "./args.ts";
import { implementation, implOf, type Env } from "./env.ts";
import type { AbilityContext, AbilityStep, CompiledAbility, IRArgs } from "./handlers.ts";
import type { CostImpl } from "./impl.ts";
import type { AbilityIR, ConditionalStepIR, StepIR } from "./ir.ts";
import { pendingEvent } from "./events.ts";
import { log, nextSeq } from "./log.ts";
import { fixedNames, REFS_AT_START } from "./filters.ts";
import { observed } from "./observer.ts";
import { awaitBranch } from "./awaited.ts";
import type { CardId } from "./state.ts";

type Payable = Pick<CostImpl, "canPay" | "pay">;

function payable(env: Env, id: string): Payable {
  const impl = implementation(env.rules, id);
  if (impl?.kind === "cost") return impl;
  if (impl?.kind === "effect" && impl.canPay && impl.pay) return impl as Payable;
  throw new Error(`phrase '${id}' cannot be paid as a cost`);
}

/**
 * The step's `(or <value> if <condition>)`: the argument reads as `value` when the condition holds
 * at the moment the implementation reads it (after it has chosen its targets, so `he` resolves).
 */
function withAlternative(env: Env, args: IRArgs): IRArgs {
  const alt = env.step?.alternative;
  if (!alt) return args;
  const original = args[alt.arg];
  // A proxy, not a getter defined on a copy: each new getter gives its object a new hidden class, and
  // V8's young-generation GC keeps such classes' getters (so the game state they close over) alive.
  return new Proxy({ ...args, [alt.arg]: original }, { get: (target, key) => (key === alt.arg ? (holds(env, alt.condition) ? alt.value : original) : target[key as string]) });
}

/** `… instead`: the event the trigger bound does not happen (it was replaced by this effect). */
function replaceTriggeringEvent(env: Env): void {
  for (const b of Object.values(env.bindings)) {
    if (!("event" in b)) continue;
    const e = pendingEvent(env.state, b.event);
    if (e) e.replaced = true;
  }
}

/** The context compiled steps call (a class: one small object per use, its methods shared). */
class Context implements AbilityContext {
  constructor(private readonly env: Env) {}

  canPay(id: string, args: IRArgs): boolean {
    const env = this.env;
    const checking = env.checking;
    env.checking = true;
    try {
      return payable(env, id).canPay(env, withAlternative(env, args));
    } finally {
      env.checking = checking;
    }
  }

  pay(id: string, args: IRArgs): boolean {
    const env = this.env;
    if (env.checking) return payable(env, id).canPay(env, withAlternative(env, args));
    const ok = payable(env, id).pay(env, withAlternative(env, args));
    log(env.state, { cost: id, ok, source: env.source, seq: nextSeq(env.state), type: "pay" });
    return ok;
  }

  run(id: string, args: IRArgs): void {
    const env = this.env;
    if (env.checking) return;
    const impl = implOf(env, id, "effect");
    if (env.step?.optional && !env.chooser.yesNo({ kind: "yes-no", player: env.controller, purpose: id, source: env.source })) return;
    log(env.state, { effect: id, source: env.source, seq: nextSeq(env.state), type: "effect" });
    impl.run(env, withAlternative(env, args));
    if (env.step?.instead) replaceTriggeringEvent(env);
  }

  test(id: string, args: IRArgs): boolean {
    return implOf(this.env, id, "condition").test(this.env, args);
  }

  value(id: string, args: IRArgs): number {
    return implOf(this.env, id, "value").value(this.env, args);
  }

  branch(holds: boolean, then: AbilityStep[], otherwise: AbilityStep[]): void {
    const env = this.env;
    if (env.checking) return;
    const conditional = env.step as unknown as ConditionalStepIR | null;
    if (conditional && awaitBranch(env, conditional)) return;
    log(env.state, { holds, source: env.source, seq: nextSeq(env.state), type: "branch" });
    runSteps(env, this, holds ? then : otherwise, holds ? conditional?.then : conditional?.otherwise);
  }
}

export function createContext(env: Env): AbilityContext {
  return new Context(env);
}

export type AbilityOutcome = "done" | "requirement-failed" | "cannot-pay";

function runSteps(env: Env, ctx: AbilityContext, steps: AbilityStep[], irs: StepIR[] | undefined): boolean {
  for (let i = 0; i < steps.length; i++) {
    env.step = irs?.[i] ?? null;
    try {
      if (steps[i]!(ctx) === false) return false;
    } finally {
      env.step = null;
    }
  }
  return true;
}

/** Fixed names (`bearer`) as they are when the ability starts, for when a cost moves the card (`discard this condition then make bearer …`). */
function rememberRefs(env: Env): void {
  const refs: CardId[][] = [];
  for (const rule of fixedNames(env.rules.refs).rules) refs.push(rule(env));
  env.bindings[REFS_AT_START] = { refs };
}

/** One way to use an ability: its costs and effects with their step IR. */
export interface AbilityAlternative {
  costs: AbilityStep[];
  effects: AbilityStep[];
  costIRs: StepIR[] | undefined;
  effectIRs: StepIR[] | undefined;
}

// A compiled ability (module data, never changed) has the same alternatives every time.
const alternatives = new WeakMap<CompiledAbility, readonly AbilityAlternative[]>();

/** The ability's alternatives: its own costs/effects, then each `…; or …` alternative. Read only. */
export function alternativesOf(ability: CompiledAbility): readonly AbilityAlternative[] {
  let all = alternatives.get(ability);
  if (all) return all;
  const ir = (ability.ir ?? {}) as AbilityIR;
  const first = { costs: ability.costs ?? [], effects: ability.effects ?? [], costIRs: ir.costs, effectIRs: ir.effects };
  const rest = (ability.alternatives ?? []).map((a, k) => ({ costs: a.costs ?? [], effects: a.effects ?? [], costIRs: ir.alternatives?.[k]?.costs, effectIRs: ir.alternatives?.[k]?.effects }));
  alternatives.set(ability, (all = [first, ...rest]));
  return all;
}

/** The controller picks one of the alternatives they can pay (apart from `useAbility`: its closure would cost a context each use). */
function chooseAlternative(env: Env, ir: AbilityIR, all: readonly AbilityAlternative[], payable: AbilityAlternative[]): AbilityAlternative {
  const options = payable.map((a) => optionLabel(ir, all.indexOf(a)));
  return payable[env.chooser.option({ kind: "option", player: env.controller, purpose: "alternative", source: env.source, options })] ?? payable[0]!;
}

/** An alternative as the player's choice names it: its English when the compiler gave it. */
function optionLabel(ir: AbilityIR, index: number): string {
  return ir.options?.[index] ?? `alternative ${index + 1}`;
}

/**
 * Can every cost of the alternative be paid now, and can each of its effects that needs something (`play … from
 * your discard pile`: the card must be there) start? Changes nothing (bindings are restored).
 */
export function canPayAlternative(env: Env, ctx: AbilityContext, alt: AbilityAlternative): boolean {
  const saved = { ...env.bindings };
  const checking = env.checking;
  env.checking = true;
  try {
    return runSteps(env, ctx, alt.costs, alt.costIRs) && effectsCanStart(env, alt.effectIRs);
  } finally {
    env.checking = checking;
    env.bindings = saved;
  }
}

/**
 * The effects' own needs (`EffectImpl.needs`), asked after the costs were checked (their names bound to every
 * option). A step that may not happen (`you may …`, a conditional's branch) needs nothing before the ability starts.
 */
function effectsCanStart(env: Env, irs: StepIR[] | undefined): boolean {
  if (!irs) return true;
  for (let i = 0; i < irs.length; i++) {
    const s = irs[i]!;
    if (s.optional || typeof s.op !== "string") continue;
    const impl = implementation(env.rules, s.op);
    if (impl?.kind === "effect" && impl.needs && !impl.needs(env, s.args)) return false;
  }
  return true;
}

/**
 * Uses an ability: requirements (unless `requirementsMet`: checked when it was played), then every cost checked, then paid, then the effects. With
 * alternatives (`…; or …`) the controller picks one whose costs can be paid (an `option` decision,
 * asked only when more than one can); when none can, the ability cannot be paid.
 */
export function useAbility(env: Env, ability: CompiledAbility, requirementsMet = false): AbilityOutcome {
  const ir = (ability.ir ?? {}) as AbilityIR;
  if (env.observe) observed(env, env.source, ability.ir);
  env.ability = ir;
  const ctx = createContext(env);
  // an event's requirements are met when it is played, before its twilight is paid (which may change what they read):
  // then they are still run, for the names they bind, but not obeyed
  for (const req of ability.requirements ?? []) if (req(ctx) === false && !requirementsMet) return "requirement-failed";
  rememberRefs(env);
  const all = alternativesOf(ability);
  const payableAlts: AbilityAlternative[] = [];
  for (const alt of all) if (canPayAlternative(env, ctx, alt)) payableAlts.push(alt);
  if (!payableAlts.length) return "cannot-pay";
  const chosen = payableAlts.length === 1 ? payableAlts[0]! : chooseAlternative(env, ir, all, payableAlts);
  if (!runSteps(env, ctx, chosen.costs, chosen.costIRs)) return "cannot-pay";
  runSteps(env, ctx, chosen.effects, chosen.effectIRs);
  return "done";
}
