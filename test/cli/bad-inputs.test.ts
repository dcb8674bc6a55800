import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliTestTimeout, runCardc, tempDir, validCardFile } from "./run-cardc.ts";

const header = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n\n';

/** About 10 MB of distinct, well-formed cards. */
function manyCards(): string {
  const parts = [header];
  let size = header.length;
  for (let i = 1; size < 10 * 1024 * 1024; i++) {
    const card = `card 1C${i} "Goblin Runner ${i}" {\n  Moria minion, Orc\n  twilight 1, strength 5, vitality 1, site 4\n\n  Damage +1.\n}\n\n`;
    parts.push(card);
    size += card.length;
  }
  return parts.join("");
}

let dir: string;
beforeAll(() => {
  dir = tempDir("cardc-bad-");
  mkdirSync(join(dir, "no-cards"));
  writeFileSync(join(dir, "no-cards/readme.txt"), "nothing to see");
  writeFileSync(join(dir, "empty.card"), "");
  writeFileSync(join(dir, "latin1.card"), Buffer.from([0x67, 0x61, 0x6d, 0x65, 0x20, 0xe9, 0x0a]));
  writeFileSync(join(dir, "binary.card"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]));
  writeFileSync(join(dir, "bom-crlf.card"), "\uFEFF" + validCardFile.replace(/\n/g, "\r\n"));
  writeFileSync(join(dir, "big.card"), manyCards());
  const depth = 5000;
  writeFileSync(
    join(dir, "nested.card"),
    `${header}card 1C1 "Deep" {\n  Moria event\n  twilight 0\n\n  Skirmish: make a Dwarf strength +2 ${"(".repeat(depth)}${")".repeat(depth)}.\n}\n`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Case {
  name: string;
  path: string;
  code: number;
  /** A code the output must name, if any. */
  diagnostic?: string;
  stream: "stdout" | "stderr";
}

const cases: Case[] = [
  { name: "a missing path", path: "missing.card", code: 2, diagnostic: "CS9001", stream: "stderr" },
  { name: "a directory with no .card files", path: "no-cards", code: 2, diagnostic: "CS9002", stream: "stderr" },
  { name: "an empty file", path: "empty.card", code: 0, diagnostic: "CS9007", stream: "stdout" },
  { name: "invalid UTF-8", path: "latin1.card", code: 1, diagnostic: "CS9004", stream: "stdout" },
  { name: "a binary file", path: "binary.card", code: 1, diagnostic: "CS9005", stream: "stdout" },
  { name: "a BOM and CRLF line ends", path: "bom-crlf.card", code: 0, stream: "stdout" },
];

describe("cardc check on bad input", { timeout: cliTestTimeout }, () => {
  it.each(cases)("gives $name a clear outcome", async ({ path, code, diagnostic, stream }) => {
    const r = await runCardc(["check", join(dir, path)]);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    if (diagnostic) expect(r[stream]).toContain(diagnostic);
    if (stream === "stderr") expect(r.stderr.trim().split("\n")).toHaveLength(1);
    else expect(r.stdout.trim().split("\n").at(-1)).toMatch(/ in \d+ files?$/);
    expect(r.code).toBe(code);
  });

  // Parsing and checking 10 MB takes a while (about 90,000 cards), more so on a busy machine.
  it("compiles a 10 MB file of cards and prints a result", { timeout: 600_000 }, async () => {
    const r = await runCardc(["check", "--format", "json", join(dir, "big.card")], { timeout: 580_000 });
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect([0, 1]).toContain(r.code);
    const diagnostics: Array<{ code: string }> = JSON.parse(r.stdout);
    expect(diagnostics.map((d) => d.code)).not.toContain("CS9006");
  });

  it("survives deeply nested parentheses", async () => {
    const r = await runCardc(["check", join(dir, "nested.card")]);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).not.toContain("CS9999"); // the parser reports the depth itself rather than crashing
    expect([0, 1]).toContain(r.code);
    expect(r.stdout.trim().split("\n").at(-1)).toMatch(/ in 1 file$/);
  });
});
