import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cliTestTimeout, runCardc, tempDir, validCardFile } from "./run-cardc.ts";

const axeFile = `game lotr-tcg
set 2 "Mines of Moria"

card 2R99 "Gimli's Test Axe" {
  unique Dwarven possession, hand weapon
  twilight 1, strength +2

  Bearer must be Gimli.
}
`;

let file: string;
let project: string;
beforeAll(() => {
  file = join(tempDir("cardc-text-"), "gimli.card");
  writeFileSync(file, validCardFile);
  // a project (a cardscript.json of the defaults: cards/**/*.card), the sets checked one at a time know each other's titles
  const root = tempDir("cardc-text-project-");
  writeFileSync(join(root, "cardscript.json"), "{}\n");
  project = join(root, "cards", "lotr-tcg");
  mkdirSync(join(project, "set01"), { recursive: true });
  mkdirSync(join(project, "set02"), { recursive: true });
  writeFileSync(join(project, "set01", "gimli.card"), validCardFile);
  writeFileSync(join(project, "set02", "axe.card"), axeFile);
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

  it("takes several files and directories, printing each file's cards under a header line", async () => {
    const set01 = join(project, "set01");
    const axe = join(project, "set02", "axe.card");
    const r = await runCardc(["text", axe, set01]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`== ${join(set01, "gimli.card")} ==\n\n1U12 Gimli, Dwarf of Erebor\nDamage +1.\n\n== ${axe} ==\n\n2R99 Gimli's Test Axe\nBearer must be Gimli.\n`);
  });

  it("checks a file with the rest of its project's cards/ folder, for the titles it names", async () => {
    const r = await runCardc(["text", join(project, "set02", "axe.card")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("2R99 Gimli's Test Axe\nBearer must be Gimli.\n");
    const alone = join(tempDir("cardc-text-alone-"), "axe.card");
    writeFileSync(alone, axeFile);
    expect((await runCardc(["text", alone])).code).toBe(1);
  });

  it("finds --card among several files", async () => {
    const r = await runCardc(["text", project, "--card", "2R99"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("2R99 Gimli's Test Axe\nBearer must be Gimli.\n");
  });

  it("exits 2 with one line for a missing file", async () => {
    const r = await runCardc(["text", file + ".nope"]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
