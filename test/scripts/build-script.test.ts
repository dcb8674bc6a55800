/** scripts/build.mjs: the options `npm run cardc` and the bundled-CLI test use, and what bad ones get. */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, tempDir } from "../cli/run-cardc.ts";

const build = (args: string[]) => spawnSync(process.execPath, ["scripts/build.mjs", ...args], { cwd: repoRoot, encoding: "utf8" });

describe("scripts/build.mjs", () => {
  it("--only builds just the outputs named, in --out, and --quiet prints nothing", () => {
    const out = tempDir("cardscript-build-");
    const r = build(["--out", out, "--only", "runtime.d.mts", "--quiet"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe("");
    expect(existsSync(join(out, "cardc.mjs"))).toBe(false);
    // the typings re-export the sources by a path relative to wherever they are written
    const typings = readFileSync(join(out, "runtime.d.mts"), "utf8");
    expect(typings).toMatch(/^export \* from "(\.\.\/)+.*runtime\/index\.ts";\n$/);
  });

  it.each([
    [["--only", "nope.mjs"], /build: no output named nope\.mjs \(outputs: cardc\.mjs, .*runtime\.d\.mts\)/],
    [["--bogus"], /build: Unknown option '--bogus'/],
  ])("%j: exit 2 and a one-line reason", (args, message) => {
    const r = build(args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toMatch(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
