/**
 * Completion and hover cases as data: each `cases/<feature>/<name>.fixture` is a fixture (fixture.ts: `$0` is the
 * cursor, `//- /path` starts another file) and `<name>.expected` what the feature answers there, written out as text.
 * After a deliberate change, `npx vitest run test/ide/cases.test.ts -u` rewrites the baselines; review their diff.
 */
import { readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { completion, hover } from "../../compiler/services/ide/index.ts";
import { fixture } from "./fixture.ts";

/** How many items of a list the baseline keeps: the best ones, which the place must get right. */
const SHOWN = 30;

const features: Record<string, (text: string) => string> = {
  completion(text) {
    const { ws, file, offset } = fixture(text);
    const { items, incomplete } = completion(ws, file, offset);
    const lines = items.slice(0, SHOWN).map((i) => [i.label, i.insertText && i.insertText !== i.label ? `⟨${i.insertText}⟩` : "", i.detail ? `· ${i.detail}` : ""].filter(Boolean).join("  "));
    return [`${items.length} items${incomplete ? ", incomplete" : ""}${items.length > SHOWN ? `, the first ${SHOWN}:` : ":"}`, ...lines, ""].join("\n");
  },
  hover(text) {
    const { ws, file, offset } = fixture(text);
    const h = hover(ws, file, offset);
    return h ? `range: ${JSON.stringify(ws.text(h.range.file)!.slice(h.range.start, h.range.end))}\n\n${h.contents}\n` : "no hover\n";
  },
};

const cases = globSync("cases/*/*.fixture", { cwd: import.meta.dirname }).sort();

describe.each(Object.keys(features))("%s cases", (feature) => {
  const mine = cases.filter((c) => basename(dirname(c)) === feature);
  it("has cases", () => expect(mine.length).toBeGreaterThan(3));
  it.each(mine)("%s", async (path) => {
    const text = readFileSync(`${import.meta.dirname}/${path}`, "utf8");
    await expect(features[feature]!(text)).toMatchFileSnapshot(`${import.meta.dirname}/${path.replace(/\.fixture$/, ".expected")}`);
  });
});
