/**
 * The contract between compiled cards and the engine.
 *
 * The compiler emits, per set, an ES module whose abilities are small functions over an
 * `AbilityContext`; each calls phrase implementations by id with constant IR arguments
 * (plain JSON data — filters, numbers, binding names), written once as module constants so a step
 * passes the same object on every call. Nothing evaluates card text at run time.
 *
 *   const a0 = { target: {...filter IR...} };
 *   const a1 = { target: { ref: "that" }, amount: 2 };
 *   costs:   [(ctx) => ctx.pay("exert", a0)]
 *   effects: [(ctx) => ctx.run("modify-strength", a1)]
 *
 * The engine (runtime/core, runtime/games/<game>) implements AbilityContext.
 */

/** IR arguments: JSON data produced by the compiler (see compiler/ir/ir.ts). */
export type IRArgs = Record<string, unknown>;

export interface AbilityContext {
  /** Can this cost be paid now (checked for every cost before any is paid)? */
  canPay(id: string, args: IRArgs): boolean;
  /** Pay a cost (binds its choices for later pronouns). Returns false when it could not be paid. */
  pay(id: string, args: IRArgs): boolean;
  /** Carry out an effect, doing as much as possible. */
  run(id: string, args: IRArgs): void;
  /** Evaluate a condition. */
  test(id: string, args: IRArgs): boolean;
  /** Evaluate a value (`for each …`, `X`). */
  value(id: string, args: IRArgs): number;
  /**
   * The running step is a conditional (`if …, …; otherwise, …`): carry out `then` when `holds`, else
   * `otherwise`; step i of a branch carries out the conditional's `then[i]`/`otherwise[i]`.
   */
  branch(holds: boolean, then: AbilityStep[], otherwise: AbilityStep[]): void;
}

export type AbilityStep = (ctx: AbilityContext) => unknown;

/** One compiled ability: the IR (for engines that interpret) plus handlers (for this engine). */
export interface CompiledAbility {
  ir: unknown;
  requirements?: AbilityStep[];
  costs?: AbilityStep[];
  effects?: AbilityStep[];
  /** `…; or …`: further alternatives to `costs`/`effects`; step i carries out `ir.alternatives[k].costs[i]` … */
  alternatives?: { costs?: AbilityStep[]; effects?: AbilityStep[] }[];
}

export interface CompiledCard {
  id: string;
  abilities: CompiledAbility[];
}
