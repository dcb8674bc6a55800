import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectValidSarif } from "./sarif-shape.ts";
import { cliTestTimeout, runCardc, tempDir, validCardFile } from "./run-cardc.ts";

let dir: string;
beforeAll(() => {
  dir = tempDir();
  writeFileSync(join(dir, "good.card"), validCardFile);
  // Latin-1 "é": an error that does not depend on the parser.
  writeFileSync(join(dir, "latin1.card"), Buffer.concat([Buffer.from('game lotr-tcg\nset 1\ncard 1C1 "Caf'), Buffer.from([0xe9]), Buffer.from('" {\n}\n')]));
  mkdirSync(join(dir, "project/cards/sub"), { recursive: true });
  writeFileSync(join(dir, "project/cards/sub/good.card"), validCardFile);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const oneLine = (s: string) => s.trim().split("\n").length === 1;

describe("cardc basics", { timeout: cliTestTimeout }, () => {
  it("prints its version", async () => {
    const r = await runCardc(["--version"]);
    expect(r).toMatchObject({ code: 0, stdout: "0.1.0\n" });
  });

  it.each(["check", "build", "text"])("has --help on %s", async (command) => {
    const r = await runCardc([command, "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Usage: cardc ${command}`);
  });

  it.each([
    [["chek"], /^cardc: unknown command 'chek' \(Did you mean check\?\)$/],
    [["check", "--fromat", "json"], /^cardc: unknown option '--fromat' \(Did you mean --format\?\)$/],
    [["check", "--format", "xml"], /^cardc: option '--format <format>' argument 'xml' is invalid/],
    [["build", "--out"], /^cardc: option '--out <dir>' argument missing$/],
  ])("rejects %j with one line on stderr and exit 2", async (args, message) => {
    const r = await runCardc(args);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toBe(true);
    expect(r.stderr.trim()).toMatch(message);
    expect(r.stdout).toBe("");
  });

  it("exits 2 with the help on stderr when given no command", async () => {
    const r = await runCardc([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Usage: cardc");
  });
});

describe("cardc check", { timeout: cliTestTimeout }, () => {
  it("exits 0 on a valid file and says so", async () => {
    const r = await runCardc(["check", join(dir, "good.card")]);
    expect(r.stdout.trim()).toBe("no problems in 1 file");
    expect(r.code).toBe(0);
  });

  it("checks cards/ under the working directory by default", async () => {
    const r = await runCardc(["check"], { cwd: join(dir, "project") });
    expect(r).toMatchObject({ code: 0, stdout: "no problems in 1 file\n" });
  });

  it("exits 1 on an error, with the human report and summary", async () => {
    const r = await runCardc(["check", join(dir, "latin1.card"), join(dir, "good.card")]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${join(dir, "latin1.card")}:3:14  error CS9004  Expected UTF-8 text, found the byte 0xE9`);
    expect(r.stdout.trim().split("\n").at(-1)).toBe("1 error in 2 files");
  });

  it("exits 2 with one line for a missing path", async () => {
    const r = await runCardc(["check", join(dir, "nope.card")]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(`cardc: Expected a file or directory, found nothing at ${join(dir, "nope.card")}. (CS9001)`);
  });

  it("writes a JSON array", async () => {
    const r = await runCardc(["check", "--format", "json", join(dir, "latin1.card")]);
    expect(r.code).toBe(1);
    const diagnostics = JSON.parse(r.stdout);
    expect(diagnostics).toMatchObject([{ code: "CS9004", severity: "error", file: join(dir, "latin1.card"), line: 3, column: 14, endLine: 3, endColumn: 15 }]);
  });

  it("writes an empty JSON array for a clean file", async () => {
    const r = await runCardc(["check", "--format", "json", join(dir, "good.card")]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([]);
  });

  it("writes a valid SARIF log", async () => {
    const r = await runCardc(["check", "--format", "sarif", join(dir, "latin1.card")]);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expectValidSarif(log);
    expect(log.runs[0].results).toMatchObject([{ ruleId: "CS9004", level: "error" }]);
  });

  it("writes GitHub workflow commands", async () => {
    const r = await runCardc(["check", "--format", "github", join(dir, "latin1.card")]);
    expect(r.code).toBe(1);
    expect(r.stdout.trim()).toMatch(/^::error file=.*latin1\.card,line=3,col=14,endLine=3,endColumn=15,title=CS9004::Expected UTF-8 text/);
  });

  it("refuses --watch with a machine format", async () => {
    const r = await runCardc(["check", "--watch", "--format", "json", dir]);
    expect(r.code).toBe(2);
    expect(oneLine(r.stderr)).toBe(true);
  });
});
