import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliTestTimeout, runCardc, tempDir, validCardFile } from "./run-cardc.ts";

const messy = validCardFile.replace("  unique Dwarven companion, Dwarf", "      unique   Dwarven companion ,Dwarf").replace("  Damage +1.", "Damage   +1 .");

describe("cardc fmt", { timeout: cliTestTimeout }, () => {
  it("--check lists files that would change and exits 1 without touching them", async () => {
    const dir = tempDir("cardc-fmt-");
    writeFileSync(join(dir, "messy.card"), messy);
    writeFileSync(join(dir, "tidy.card"), validCardFile);
    const r = await runCardc(["fmt", "--check", dir]);
    expect(r.code).toBe(1);
    expect(r.stdout.split("\n")).toContain(join(dir, "messy.card"));
    expect(r.stdout).not.toContain("tidy.card");
    expect(r.stdout).toContain("1 file would be reformatted");
    expect(readFileSync(join(dir, "messy.card"), "utf8")).toBe(messy);
  });

  it("rewrites files in place, after which --check passes", async () => {
    const dir = tempDir("cardc-fmt-");
    const file = join(dir, "messy.card");
    writeFileSync(file, messy);
    const r = await runCardc(["fmt", dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`formatted ${file}`);
    expect(readFileSync(file, "utf8")).not.toBe(messy);
    const again = await runCardc(["fmt", "--check", dir]);
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe("1 file already formatted");
  });

  it("keeps a file's UTF-8 BOM and CRLF line breaks when rewriting it, and --check accepts them", async () => {
    const dir = tempDir("cardc-fmt-");
    const bom = join(dir, "bom.card");
    const crlf = join(dir, "crlf.card");
    const both = join(dir, "both.card");
    writeFileSync(bom, `\uFEFF${messy}`);
    writeFileSync(crlf, messy.replace(/\n/g, "\r\n"));
    writeFileSync(both, `\uFEFF# a comment\r\n${messy.replace(/\n/g, "\r\n")}`);
    const r = await runCardc(["fmt", dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("3 files reformatted");
    const tidy = validCardFile;
    expect(readFileSync(bom).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(readFileSync(bom, "utf8")).toBe(`\uFEFF${tidy}`);
    expect(readFileSync(crlf, "utf8")).toBe(tidy.replace(/\n/g, "\r\n"));
    expect(readFileSync(both, "utf8")).toBe(`\uFEFF# a comment\r\n${tidy.replace(/\n/g, "\r\n")}`);
    const again = await runCardc(["fmt", "--check", dir]);
    expect(again.stdout.trim()).toBe("3 files already formatted");
    expect(again.code).toBe(0);
  });

  it("leaves a file with syntax errors alone, reports why and exits 1", async () => {
    const dir = tempDir("cardc-fmt-");
    const broken = 'game lotr-tcg\nset 1\n\ncard 1C1 "A" {{{\n';
    writeFileSync(join(dir, "broken.card"), broken);
    const r = await runCardc(["fmt", dir]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/broken\.card:\d+:\d+ {2}error CS1\d{3}/);
    expect(readFileSync(join(dir, "broken.card"), "utf8")).toBe(broken);
  });

  it("exits 2 with one line for a missing path", async () => {
    const r = await runCardc(["fmt", join(tempDir("cardc-fmt-"), "nope")]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
