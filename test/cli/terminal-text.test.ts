/** `cardc text` and the human diagnostics never write raw control characters to a terminal: they are shown escaped. */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../compiler/cli/program.ts";
import { visible } from "../../compiler/diagnostics/format/visible.ts";
import { scratchDir } from "../support/scratch.ts";
import { repoRoot } from "./run-cardc.ts";

const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

async function cardc(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (s) => out.push(s), err: (s) => err.push(s), color: false });
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}

function file(body: string, title = '"Axe Strike"'): string {
  const dir = scratchDir("terminal-text");
  const path = join(dir, "t.card");
  writeFileSync(path, `game lotr-tcg\nset 1\n\ncard 1C301 ${title} {\n  Dwarven event\n  twilight 0\n  ${body}\n}\n`);
  return path;
}

describe("text for a terminal", () => {
  it("escapes control characters and bidirectional controls, keeping line breaks", () => {
    expect(visible("a\u001b[2Jb\u202ec\nd\te")).toBe("a\\x1B[2Jb\\u202Ec\nd\te");
  });

  it("cardc text writes a string's escape sequence escaped", async () => {
    const r = await cardc(["text", file('Fellowship: play "Evil\u001b[2J" from your draw deck.')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("Evil\\x1B[2J");
    expect(r.stdout).not.toMatch(raw);
  });

  it("the human diagnostics show a title's hidden characters escaped, the carets under them", async () => {
    const r = await cardc(["check", file("Fellowship: draw a card.", '"Axe\u202e\u0007Strike"')]);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(raw);
    const lines = r.stdout.split("\n");
    const source = lines.findIndex((l) => l.includes('card 1C301 "Axe\\u202E\\x07Strike"'));
    expect(source).toBeGreaterThan(0);
    const carets = lines[source + 1]!;
    expect(carets.indexOf("^")).toBe(lines[source]!.indexOf("\\u202E"));
    expect(carets.slice(carets.indexOf("^"))).toBe("^".repeat("\\u202E".length));
  });

  it("examples/load-json.mjs before a build says to run npm start, with no stack trace", () => {
    const dir = scratchDir("load-json");
    mkdirSync(dir, { recursive: true });
    let stderr = "";
    let status = 0;
    try {
      execFileSync(process.execPath, [join(repoRoot, "examples/load-json.mjs"), join(dir, "set99.json")], { encoding: "utf8", stdio: "pipe" });
    } catch (e) {
      ({ stderr, status } = e as { stderr: string; status: number });
    }
    expect(status).toBe(1);
    expect(stderr).toContain("Run `npm start` first");
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
