/** Every game of the registry offers the kernel's step API, so the kernel's generic functions (runtime/engine/kernel.ts) can drive it. */
import { expect, it } from "vitest";
import { plugins } from "../../runtime/games/registry.ts";

it("every game's plugin has an engine with the kernel's step API", () => {
  for (const p of plugins) {
    const e = p.engine;
    expect(e, p.game).toBeDefined();
    for (const f of ["newGame", "actor", "legalActions", "apply", "isOver", "winner", "digest"] as const) expect(typeof e![f], `${p.game}: ${f}`).toBe("function");
  }
});
