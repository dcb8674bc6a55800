/**
 * The compile cache of `simulate` (compiler/cli/games/compile-cache.ts): a second run on the same cards reads the
 * compiled cards back and plays the same games; a changed card is compiled again; a damaged entry is compiled again
 * and rewritten; `CARDSCRIPT_CACHE=off` names no folder.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import envPaths from "env-paths";
import { describe, expect, it } from "vitest";
import { cacheFolder } from "../../compiler/cli/games/compile-cache.ts";
import { scratchDir } from "../support/scratch.ts";
import { cardcBundle, cliTestTimeout, repoRoot, runCardc, summaryWithoutTiming } from "./run-cardc.ts";

const game = "lotr-tcg";

describe("compile cache", () => {
  it("is the project's node_modules/.cache, $CARDSCRIPT_CACHE, or the user's cache folder", () => {
    expect(cacheFolder(repoRoot, {})).toBe(join(repoRoot, "node_modules", ".cache", "cardscript"));
    expect(cacheFolder(repoRoot, { CARDSCRIPT_CACHE: "/x/y" })).toBe("/x/y");
    expect(cacheFolder(repoRoot, { CARDSCRIPT_CACHE: "off" })).toBeNull();
    expect(cacheFolder(scratchDir("no-modules-"), {})).toBe(envPaths("cardscript", { suffix: "" }).cache);
  });

  // the bundled CLI names its build; run from the sources it caches nothing
  it.runIf(cardcBundle !== undefined)(
    "a second run reads the compiled cards back; a changed card, or a damaged entry, is compiled again",
    async () => {
      const cache = scratchDir("cache-");
      const cards = join(scratchDir("cards-"), "cards");
      cpSync(join(repoRoot, "cards", game), cards, { recursive: true });
      const args = ["simulate", "--game", game, "--decks", "aragorn-starter,gandalf-starter", "--cards", cards, "-n", "4", "--json"];
      const env = { CARDSCRIPT_CACHE: cache };
      const entries = () => readdirSync(cache).filter((f) => f.endsWith(".json"));

      const first = await runCardc(args, { env });
      expect(first.code, first.stderr).toBe(0);
      expect(entries()).toHaveLength(1);
      const [entry] = entries();
      const written = readFileSync(join(cache, entry!), "utf8");

      const second = await runCardc(args, { env });
      expect(summaryWithoutTiming(second.stdout)).toEqual(summaryWithoutTiming(first.stdout));
      expect(entries()).toEqual([entry]);

      writeFileSync(join(cache, entry!), "{ not json");
      const damaged = await runCardc(args, { env });
      expect(damaged.code, damaged.stderr).toBe(0);
      expect(summaryWithoutTiming(damaged.stdout)).toEqual(summaryWithoutTiming(first.stdout));
      expect(readFileSync(join(cache, entry!), "utf8")).toBe(written);

      const file = join(cards, readdirSync(cards, { recursive: true }).map(String).find((f) => f.endsWith(".card"))!);
      writeFileSync(file, `${readFileSync(file, "utf8")}\n# changed\n`);
      const changed = await runCardc(args, { env });
      expect(changed.code, changed.stderr).toBe(0);
      expect(entries()).toHaveLength(2);
    },
    cliTestTimeout,
  );
});
