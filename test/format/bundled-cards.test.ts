/**
 * The bundled card sets are kept in the canonical layout, so `cardc fmt --check cards` passes in a user's CI.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { formatText } from "../../compiler/format/prettier-plugin.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const files = globSync("cards/**/*.card", { cwd: ROOT, absolute: true }).sort();

describe("bundled cards are formatted", () => {
  it("finds the card files", () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
  });
  for (const file of files) {
    it(relative(ROOT, file), async () => {
      const text = readFileSync(file, "utf8");
      const result = await formatText(text, file);
      expect(result.diagnostics).toEqual([]);
      expect(result.formatted).toBe(text);
    });
  }
});
