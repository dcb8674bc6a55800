import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import { grammarText } from "../../lsp/vscode/scripts/grammar.ts";
import { grammarFile, snapshot, tokenize } from "./tokenize.ts";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const accept = process.env.ACCEPT === "1";

describe("cardscript.tmLanguage.json", () => {
  it("is the grammar generate-grammar.ts makes from the vocabularies", () => {
    expect(readFileSync(grammarFile, "utf8")).toBe(grammarText(Object.values(vocabularies)));
  });
});

// Snapshots: `<name>.card.snap` beside each fixture; `ACCEPT=1 npx vitest run test/vscode` rewrites them.
describe("grammar snapshots", () => {
  const cards = readdirSync(fixtures).filter((f) => f.endsWith(".card"));
  it("has fixtures, and no snapshot without its fixture", () => {
    expect(cards.length).toBeGreaterThan(0);
    const orphans = readdirSync(fixtures).filter((f) => f.endsWith(".card.snap") && !cards.includes(f.slice(0, -".snap".length)));
    expect(orphans).toEqual([]);
  });
  for (const name of cards) {
    it(name, async () => {
      const actual = snapshot(await tokenize(readFileSync(join(fixtures, name), "utf8")));
      const snap = join(fixtures, `${name}.snap`);
      if (accept) writeFileSync(snap, actual);
      expect(existsSync(snap), `${name}.snap is missing: run with ACCEPT=1`).toBe(true);
      expect(actual).toBe(readFileSync(snap, "utf8"));
    });
  }
});
