/**
 * Deck files: every fixture under fixtures/ is checked against the compiled cards/ and its
 * diagnostics (code line:col message) must equal the `.expected` file beside it; the starter
 * decks are valid; `cardc check` validates `.deck` files found in its paths.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDecks } from "../../compiler/decks/index.ts";
import { runCli } from "../../compiler/cli/program.ts";
import { compile } from "../../compiler/services/compile.ts";
import { loadSources } from "../../compiler/services/load-sources.ts";

const fixtures = join(import.meta.dirname, "fixtures");
const sets = compile((await loadSources(["cards"])).sources).sets;

function check(path: string): string[] {
  return checkDecks([{ path, text: readFileSync(path, "utf8") }], sets).map((d) => `${d.code} ${d.span.line}:${d.span.column} ${d.message}`);
}

describe("deck fixtures", () => {
  for (const name of readdirSync(fixtures).filter((f) => f.endsWith(".deck"))) {
    it(name, () => {
      const expected = readFileSync(join(fixtures, name.replace(/\.deck$/, ".expected")), "utf8").trim().split("\n");
      expect(check(join(fixtures, name))).toEqual(expected);
    });
  }
});

describe("starter decks", () => {
  for (const name of ["aragorn-starter", "gandalf-starter"]) {
    it(`${name}.deck is a valid deck`, () => {
      expect(check(`cards/lotr-tcg/decks/${name}.deck`)).toEqual([]);
    });
  }
});

describe("cardc check with decks", () => {
  const run = async (args: string[]) => {
    const out: string[] = [];
    const code = await runCli(args, { out: (s) => out.push(s), err: (s) => out.push(s), color: false });
    return { code, text: out.join("\n") };
  };

  it("checks the cards and the decks under a directory", async () => {
    const r = await run(["check", "cards"]);
    const files = readdirSync("cards", { recursive: true }).filter((f) => /\.(card|deck)$/.test(String(f)));
    expect(files.length).toBeGreaterThanOrEqual(11);
    expect(r.text).toContain(`no problems in ${files.length} files`);
    expect(r.code).toBe(0);
  });

  it("checks a deck given alone against its game's bundled cards (cards/<game>), saying so", async () => {
    const r = await run(["check", join(fixtures, "unknown-card.deck")]);
    expect(r.text).toContain("decks of lotr-tcg checked against the cards in cards/lotr-tcg");
    expect(r.text).toContain("CS4004");
    expect(r.text).not.toContain("CS4013");
    expect(r.code).toBe(1);
    const ok = await run(["check", "cards/lotr-tcg/decks/aragorn-starter.deck"]);
    expect(ok.code).toBe(0);
  });

  it("reports one CS4013, not an unknown id per line, when the deck's game has no cards to check against", () => {
    const path = "cards/lotr-tcg/decks/aragorn-starter.deck";
    const got = checkDecks([{ path, text: readFileSync(path, "utf8") }], []);
    expect(got.map((d) => [d.code, d.span.line, d.span.column])).toEqual([["CS4013", 2, 6]]);
  });

  it("reports a bad deck given as a file next to the cards", async () => {
    const r = await run(["check", "--format", "json", "cards/lotr-tcg/set01", join(fixtures, "unknown-card.deck")]);
    expect(JSON.parse(r.text).map((d: { code: string }) => d.code)).toEqual(["CS4004"]);
    expect(r.code).toBe(1);
  });
});
