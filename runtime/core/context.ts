/**
 * The AbilityContext compiled cards call. Costs are checked first, all of them, without changing
 * anything (the cost steps run in "checking" mode, where `pay` only asks `canPay`); then paid in
 * order, binding their choices; then effects run, each doing as much as possible.
 *
 * Step i of `costs`/`effects` carries out `ir.costs[i]`/`ir.effects[i]`; `useAbility` puts that
 * step IR in `env.step` so `you may`, `until …` and `(or +3 if …)` apply.
 */
import { stepCall } from "./alternatives.ts";
import { envWith, implementation, implOf, type Env } from "./env.ts";
import { players } from "./args.ts";
import { testCondition } from "./group-conditions.ts";
import type { AbilityContext, AbilityStep, CompiledAbility, IRArgs } from "./handlers.ts";
import type { CostImpl, EffectImpl } from "./impl.ts";
import type { AbilityIR, ConditionalStepIR, StepIR } from "./ir.ts";
import { pendingEvent } from "./events.ts";
import { log, nextSeq } from "./log.ts";
import { fixedNames, REFS_AT_START } from "./filters.ts";
import { observed } from "./observer.ts";
import { awaitBranch } from "./awaited.ts";
import type { CardId } from "./state.ts";

type Payable = Pick<CostImpl, "canPay" | "pay">;

// An effect paid as a cost by carrying it out (its `canPay`: can it be carried out in full?), one per implementation.
const carriedOut = new WeakMap<EffectImpl, Payable>();

/** A cost phrase, or an effect paid in full: by its own `pay`, else carried out when `canPay` says it can be in full. */
function payable(env: Env, id: string): Payable {
  const impl = implementation(env.rules, id);
  if (impl?.kind === "cost") return impl;
  if (impl?.kind === "effect" && impl.canPay) {
    if (impl.pay) return impl as Payable;
    let p = carriedOut.get(impl);
    if (!p) {
      const canPay = impl.canPay.bind(impl);
      carriedOut.set(impl, (p = { canPay, pay: (e, args) => canPay(e, args) && (impl.run(e, args), true) }));
    }
    return p;
  }
  throw new Error(`phrase '${id}' cannot be paid as a cost`);
}

/** The step's `(limit N)`: the argument reads as at most N (`num` reads `{ value, limit }` as the smaller). */
function withLimit(env: Env, args: IRArgs): IRArgs {
  const limit = env.step?.limit;
  return limit ? { ...args, [limit.arg]: { value: args[limit.arg], limit: limit.value } } : args;
}

/** The phrase a step carries out and the arguments its implementation reads: its alternative (alternatives.ts), then its limit, applied. */
function stepOf(env: Env, id: string, args: IRArgs): { id: string; args: IRArgs } {
  const call = stepCall(env, id, args);
  return { id: call.id, args: withLimit(env, call.args) };
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
      const step = stepOf(env, id, args);
      return payable(env, step.id).canPay(env, step.args);
    } finally {
      env.checking = checking;
    }
  }

  pay(id: string, args: IRArgs): boolean {
    const env = this.env;
    const step = stepOf(env, id, args);
    if (env.checking) return payable(env, step.id).canPay(env, step.args);
    // `you may <cost> then …`: declining the cost is declining the ability
    if (env.step?.optional && !env.chooser.yesNo({ kind: "yes-no", player: env.controller, purpose: id, source: env.source })) return false;
    const ok = payable(env, step.id).pay(env, step.args);
    log(env.state, { cost: id, ok, source: env.source, seq: nextSeq(env.state), type: "pay" });
    return ok;
  }

  run(id: string, args: IRArgs): void {
    const env = this.env;
    if (env.checking) return;
    if (env.step?.optional && !env.chooser.yesNo({ kind: "yes-no", player: env.controller, purpose: id, source: env.source })) return;
    const step = stepOf(env, id, args);
    const impl = implOf(env, step.id, "effect");
    log(env.state, { effect: step.id, source: env.source, seq: nextSeq(env.state), type: "effect" });
    impl.run(env, step.args);
    if (env.step?.instead) replaceTriggeringEvent(env);
  }

  test(id: string, args: IRArgs): boolean {
    return testCondition(this.env, id, args);
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
  if (!prevented(env, ir.prevention)) runSteps(env, ctx, chosen.effects, chosen.effectIRs);
  return "done";
}

/**
 * `<player> may <costs> then prevent this.`: each player named, in turn, may pay the costs (when he or she can, in full);
 * the first who does stops the effects (the ability's own costs stay paid). The costs are paid as that player's.
 */
function prevented(env: Env, p: AbilityIR["prevention"]): boolean {
  if (!p) return false;
  for (const player of players(env, p.by)) {
    const as = envWith(env, { controller: player });
    const ctx = createContext(as);
    const costs = p.costs.map((c) => (x: AbilityContext) => x.pay(c.op as string, c.args));
    if (!canPayAlternative(as, ctx, { costs, effects: [], costIRs: p.costs, effectIRs: undefined })) continue;
    if (!env.chooser.yesNo({ kind: "yes-no", player, purpose: "prevent", source: env.source })) continue;
    if (runSteps(as, ctx, costs, p.costs)) {
      log(env.state, { player, source: env.source, seq: nextSeq(env.state), type: "prevented" });
      return true;
    }
  }
  return false;
}
