/**
 * The cards' canonical English (what `cardc text` prints), kept beside the test: a change to the renderer, the
 * vocabulary's renderings or a card shows here. Factions render as words (`a Rohan army`) and the keywords Nazgûl and
 * Ent keep their capital. Rewrite with `WOTR_WRITE_TEXT=1 npx vitest run test/games/war-of-the-ring/text.test.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../../compiler/services/compile.ts";
import { loadSources } from "../../../compiler/services/load-sources.ts";

const BASELINE = new URL("./cards.text.txt", import.meta.url);
const { sets } = compile((await loadSources(["cards/war-of-the-ring"])).sources);
const text = sets
  .flatMap((s) => s.cards)
  .sort((a, b) => (a.id < b.id ? -1 : 1))
  .map((c) => `${c.id} ${c.title}\n${c.text}`.trimEnd())
  .join("\n\n")
  .concat("\n");

describe("the cards' English", () => {
  it("is the kept baseline", () => {
    if (process.env.WOTR_WRITE_TEXT) writeFileSync(BASELINE, text);
    expect(text).toBe(readFileSync(BASELINE, "utf8"));
  });

  it("names factions by their words and keeps the Nazgûl's capital", () => {
    expect(text).toContain("play up to 1 Rohan army from them");
    expect(text).toContain("a Nazgûl character");
    expect(text).not.toMatch(/\[(rohan|mordor|elf|dunedain)\]/);
  });
});
