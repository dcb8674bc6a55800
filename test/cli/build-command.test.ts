import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliTestTimeout, runCardc, tempDir, validCardFile } from "./run-cardc.ts";

let dir: string;
beforeAll(() => {
  dir = tempDir("cardc-build-cli-");
  mkdirSync(join(dir, "good"));
  writeFileSync(join(dir, "good/a.card"), validCardFile);
  mkdirSync(join(dir, "bad"));
  writeFileSync(join(dir, "bad/a.card"), validCardFile);
  writeFileSync(join(dir, "bad/b.card"), Buffer.from([0x67, 0xff, 0x0a]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("cardc build", { timeout: cliTestTimeout }, () => {
  it("writes the emitted files and lists them", async () => {
    const out = join(dir, "out-good");
    const r = await runCardc(["build", join(dir, "good"), "--out", out]);
    expect(r.code).toBe(0);
    const written = r.stdout.split("\n").filter((l) => l.startsWith("wrote ")).map((l) => l.slice("wrote ".length));
    expect(written.length).toBeGreaterThan(0);
    for (const file of written) expect(existsSync(file)).toBe(true);
    expect(written).toContain(join(out, "lotr-tcg/set01.json"));
    // compact JSON unless --pretty
    const compact = readFileSync(join(out, "lotr-tcg/set01.json"), "utf8");
    expect(compact.trimEnd()).not.toContain("\n");
    const pretty = join(dir, "out-pretty");
    expect((await runCardc(["build", join(dir, "good"), "--out", pretty, "--pretty"])).code).toBe(0);
    const indented = readFileSync(join(pretty, "lotr-tcg/set01.json"), "utf8");
    expect(indented).toMatch(/^\[\n {2}\{\n/);
    expect(JSON.parse(indented)).toEqual(JSON.parse(compact));
  });

  it("builds one set of a project with the titles and words of the project's other sets, writing only that set", async () => {
    const project = join(dir, "project", "cards", "lotr-tcg");
    mkdirSync(join(project, "set01"), { recursive: true });
    // the project file of the defaults: cards/**/*.card
    writeFileSync(join(dir, "project", "cardscript.json"), "{}\n");
    mkdirSync(join(project, "set02"), { recursive: true });
    writeFileSync(join(project, "set01", "dwarven.card"), validCardFile);
    writeFileSync(join(project, "set01", "words.card"), 'game lotr-tcg\nset 1\n\nitem class staff plural staffs "A staff."\n');
    writeFileSync(
      join(project, "set02", "dwarven.card"),
      'game lotr-tcg\nset 2\n\ncard 2C1 "Gimli\'s Staff" {\n  Dwarven possession, staff\n  twilight 1, strength +1\n\n  Bearer must be Gimli.\n}\n',
    );
    const out = join(dir, "out-project");
    const r = await runCardc(["build", join(project, "set02"), "--out", out]);
    expect(r.stdout).not.toContain("error");
    expect(r.code).toBe(0);
    expect(existsSync(join(out, "lotr-tcg/set02.json"))).toBe(true);
    expect(existsSync(join(out, "lotr-tcg/set01.json"))).toBe(false);
    expect(JSON.parse(readFileSync(join(out, "lotr-tcg/set02.json"), "utf8"))[0]).toMatchObject({ itemClass: "staff" });
  });

  it("writes nothing when any input has an error, and keeps the old output", async () => {
    const out = join(dir, "out-bad");
    mkdirSync(join(out, "lotr-tcg"), { recursive: true });
    writeFileSync(join(out, "lotr-tcg/set01.json"), "previous");
    const r = await runCardc(["build", join(dir, "bad"), "--out", out]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("CS9004");
    expect(r.stdout).toContain("nothing written");
    expect(readFileSync(join(out, "lotr-tcg/set01.json"), "utf8")).toBe("previous");
  });

  it("exits 2 with one line when the output cannot be written", async () => {
    const blocker = join(dir, "blocker");
    writeFileSync(blocker, "a file, not a directory");
    const r = await runCardc(["build", join(dir, "good"), "--out", join(blocker, "out")]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/^cardc: Cannot write .*\(CS9008\)$/);
  });
});
