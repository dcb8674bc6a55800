import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, baselinesOf, fixturePaths } from "./baseline-outputs.ts";

const fixtures = fixturePaths();

describe("baselines", () => {
  it("finds the fixtures", () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  for (const fixture of fixtures) {
    describe(fixture, () => {
      for (const { path, actual } of baselinesOf(fixture)) {
        it(path.slice(path.lastIndexOf("/") + 1), () => {
          const file = resolve(ROOT, path);
          if (!existsSync(file)) {
            expect.fail(`missing baseline ${path} (run \`npm run accept\` once it is right); actual:\n${actual || "(empty)"}`);
          }
          expect(actual).toBe(readFileSync(file, "utf8"));
        });
      }
    });
  }
});
