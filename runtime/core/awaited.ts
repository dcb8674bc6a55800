/**
 * Conditionals that wait: `Skirmish: make an Elf strength +1. If a minion loses this skirmish to that
 * Elf, …` — the condition is about an event still to come, so the conditional step is kept (as a
 * lasting record: it lapses like a lasting effect of that step) and its branch runs, once, when an
 * event decides it (the condition implementation's `awaits`).
 */
import { createContext } from "./context.ts";
import { implOf, withSource, type Binding, type Env } from "./env.ts";
import type { GameEvent } from "./events.ts";
import { isCall, type ConditionalStepIR, type StepIR } from "./ir.ts";
import { log, nextSeq } from "./log.ts";
import { addModifier, durationOf, hasRecordsFor } from "./modifiers.ts";

/** Property of a waiting conditional's record. */
export const AWAITING = "awaiting";

interface Waiting {
  if: ConditionalStepIR["if"];
  then: StepIR[];
  bindings: Record<string, Binding>;
}

/** If the conditional's condition waits for an event, keeps the step for later and returns true. */
export function awaitBranch(env: Env, step: ConditionalStepIR): boolean {
  if (!implOf(env, step.if.op, "condition").awaits) return false;
  const data: Waiting = { if: step.if, then: step.then, bindings: { ...env.bindings } };
  addModifier(env, { property: AWAITING, flag: true, targets: { global: true }, duration: durationOf(env), data: data as unknown as Record<string, unknown> });
  return true;
}

/** Runs (once) the branches of waiting conditionals that this event decides. Call after events happen. */
export function fireAwaited(env: Env, event: GameEvent): void {
  if (!hasRecordsFor(env.state, AWAITING)) return;
  for (const rec of env.state.modifiers.filter((m) => m.property === AWAITING)) {
    const w = rec.data as unknown as Waiting;
    const at = withSource(env, rec.source, rec.controller);
    at.bindings = { ...w.bindings };
    const found = implOf(at, w.if.op, "condition").awaits?.(at, event, w.if.args);
    if (!found || !env.state.modifiers.includes(rec)) continue;
    env.state.modifiers = env.state.modifiers.filter((m) => m !== rec);
    at.bindings = { ...at.bindings, ...found };
    log(env.state, { holds: true, source: rec.source, awaited: event.type, seq: nextSeq(env.state), type: "branch" });
    const ctx = createContext(at);
    for (const step of w.then) {
      if (!isCall(step)) continue;
      at.step = step;
      ctx.run(step.op, step.args);
      at.step = null;
    }
  }
}
