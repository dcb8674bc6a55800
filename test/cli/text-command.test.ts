import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cliTestTimeout, runCardc, tempDir, validCardFile } from "./run-cardc.ts";

let file: string;
beforeAll(() => {
  file = join(tempDir("cardc-text-"), "gimli.card");
  writeFileSync(file, validCardFile);
});

describe("cardc text", { timeout: cliTestTimeout }, () => {
  it("prints each card's title line and canonical English", async () => {
    const r = await runCardc(["text", file]);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("1U12 Gimli, Dwarf of Erebor");
    expect(r.stdout).toMatch(/Damage \+1/);
  });

  it("prints one card with --card", async () => {
    const r = await runCardc(["text", file, "--card", "1U12"]);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith("1U12 Gimli, Dwarf of Erebor\n")).toBe(true);
  });

  it("exits 2 with one clear line for an unknown card id", async () => {
    const r = await runCardc(["text", file, "--card", "1U99"]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(`cardc: no card with id '1U99' in ${file}; its cards are 1U12`);
  });

  it("exits 2 with one line for a missing file", async () => {
    const r = await runCardc(["text", file + ".nope"]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
