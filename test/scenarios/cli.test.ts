/** `cardc test`: PASS/FAIL per scenario, a final `<n> passed, <m> failed` line, exit 1 on failures. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../compiler/cli/program.ts";

async function cardc(args: string[]) {
  const lines: string[] = [];
  const code = await runCli(args, { out: (s) => lines.push(...s.split("\n")), err: (s) => lines.push(s), color: false });
  return { code, lines };
}

const fixture = join(import.meta.dirname, "fixtures", "one-fails.scenario");

describe("cardc test", () => {
  it("reports each scenario and exits 1 when one fails", async () => {
    const { code, lines } = await cardc(["test", fixture]);
    expect(lines.filter((l) => /^(PASS|FAIL) /.test(l))).toEqual([`PASS ${fixture}:3 passes`, `FAIL ${fixture}:7 fails`]);
    expect(lines).toContain(`  ${fixture}:9:3 expected wounds of gimli 1, found 0`);
    expect(lines.at(-1)).toBe("1 passed, 1 failed");
    expect(code).toBe(1);
  });

  it("does not run a scenario with errors: it fails, naming how many, after the diagnostics", async () => {
    const file = join(import.meta.dirname, "fixtures", "has-errors.scenario");
    const { code, lines } = await cardc(["test", file]);
    const text = lines.join("\n");
    expect(text).toContain("CS4102");
    expect(text).toContain("Did you mean 'fellowship'?");
    expect(lines.filter((l) => /^(PASS|FAIL) /.test(l))).toEqual([`FAIL ${file}:3 mistyped phase`, `PASS ${file}:8 still runs`]);
    expect(lines).toContain(`  ${file}:3:1 not run: 1 error in its lines (reported above)`);
    expect(lines.at(-1)).toBe("1 passed, 1 failed");
    expect(code).toBe(1);
  });

  it("runs the project's scenarios by default and exits 0", async () => {
    const { code, lines } = await cardc(["test"]);
    expect(lines.at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(code).toBe(0);
  });

  it("exits 2 for a missing path", async () => {
    const { code, lines } = await cardc(["test", "no/such/dir"]);
    expect(lines.join("\n")).toContain("CS9001");
    expect(code).toBe(2);
  });
});
