/** Commands given no paths work on the project: cardscript.json's files, found by walking up from the working directory. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cliTestTimeout, runCardc, tempDir, validCardFile } from "./run-cardc.ts";

let dir: string;
beforeAll(() => {
  dir = tempDir("project-");
  mkdirSync(join(dir, "sets", "one"), { recursive: true });
  mkdirSync(join(dir, "sets", "drafts"), { recursive: true });
  mkdirSync(join(dir, "fixtures"), { recursive: true });
  writeFileSync(join(dir, "sets", "one", "good.card"), validCardFile);
  // left out by exclude, and outside include: both would be errors
  writeFileSync(join(dir, "sets", "drafts", "broken.card"), "game nope\n");
  writeFileSync(join(dir, "fixtures", "broken.card"), "game nope\n");
  writeFileSync(join(dir, "cardscript.json"), JSON.stringify({ include: ["sets/**/*.card"], exclude: ["sets/drafts/**"] }, null, 2));
  mkdirSync(join(dir, "bad"));
  writeFileSync(join(dir, "bad", "cardscript.json"), '{\n  "include": "sets"\n}\n');
});

describe("the project file", { timeout: cliTestTimeout }, () => {
  it("names what check, text and fmt --check work on, from a folder inside the project too", async () => {
    const [check, text, fmt] = await Promise.all([
      runCardc(["check"], { cwd: join(dir, "sets", "one") }),
      runCardc(["text"], { cwd: dir }),
      runCardc(["fmt", "--check"], { cwd: dir }),
    ]);
    expect(check).toMatchObject({ code: 0, stdout: "no problems in 1 file\n" });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain("Gimli");
    expect(fmt.stdout).toContain("1 file already formatted");
  });

  it("a bad project file is reported at its bad value, with exit 2", async () => {
    const r = await runCardc(["check", "--format", "json"], { cwd: join(dir, "bad") });
    expect(r.code).toBe(2);
    const [d] = JSON.parse(r.stdout) as { code: string; file: string; line: number; column: number; message: string }[];
    expect(d).toMatchObject({ code: "CS9102", file: "cardscript.json", line: 2, column: 14 });
  });
});
