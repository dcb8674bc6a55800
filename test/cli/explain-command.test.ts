import { describe, expect, it } from "vitest";
import { allCodes } from "../../compiler/diagnostics/codes/index.ts";
import { runCli } from "../../compiler/cli/program.ts";

async function cardc(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (s) => out.push(s), err: (s) => err.push(s), color: false });
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}

describe("cardc explain", () => {
  it("prints a code's title, severity, description, example and fixed example", async () => {
    const r = await cardc(["explain", "CS2005"]);
    expect(r.code).toBe(0);
    const entry = allCodes.find((c) => c.code === "CS2005")!;
    expect(r.stdout.split("\n")[0]).toBe(`CS2005 (error): ${entry.title}`);
    expect(r.stdout).toContain(entry.description);
    const indented = (text: string) => text.split("\n").map((line) => `  ${line}`).join("\n");
    expect(r.stdout).toContain(`Example:\n${indented(entry.example)}\n\nFixed:\n${indented(entry.fixed)}`);
  });

  it("takes the code in any case, or its number alone", async () => {
    const upper = await cardc(["explain", "CS4109"]);
    for (const spelling of ["cs4109", "4109"]) expect((await cardc(["explain", spelling])).stdout).toBe(upper.stdout);
  });

  it("explains every catalogued code", async () => {
    for (const c of allCodes) expect((await cardc(["explain", c.code])).code).toBe(0);
  });

  it("exits 2 with a suggestion for an unknown code", async () => {
    const r = await cardc(["explain", "CS2095"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("cardc: no diagnostic code 'CS2095' (did you mean CS2005?); the codes are listed in docs/diagnostics.md");
  });
});
