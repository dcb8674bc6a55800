/** scripts/bench.mjs bundles bench/run.ts and runs the bundle: a suite it does not know gets exit 2 and a one-line reason. */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../cli/run-cardc.ts";

describe("scripts/bench.mjs", () => {
  it("refuses an unknown suite before running any", () => {
    const r = spawnSync(process.execPath, ["scripts/bench.mjs", "nope"], { cwd: repoRoot, encoding: "utf8" });
    expect(r.status).toBe(2);
    // the toolchain's suites, then the games' (whose names this test does not spell: test/games/naming.test.ts)
    expect(r.stderr.trim()).toMatch(/^bench: unknown suite nope \(known: compile, cli, lsp, engine, set01(, [a-z0-9-]+)*\)$/);
    expect(r.stdout).toBe("");
  });

  it("refuses --alone outside a process the bench started, before running the suite", () => {
    const r = spawnSync(process.execPath, ["scripts/bench.mjs", "--alone", "engine"], { cwd: repoRoot, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe("bench: --alone is for the processes the bench starts itself (run `npm run bench -- engine`)");
    expect(r.stdout).toBe("");
  });
});
