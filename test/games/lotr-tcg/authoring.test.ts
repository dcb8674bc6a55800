/**
 * docs/authoring.md stays true: its `card` blocks check clean together (with the bundled sets as the project), and
 * the `card broken` block gets exactly the diagnostics the page quotes in the `text` block after it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../../compiler/services/compile.ts";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const page = readFileSync(join(ROOT, "docs", "authoring.md"), "utf8");
const blocks = [...page.matchAll(/```(\w+)( broken)?\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, broken: !!m[2], text: m[3]! }));
const bundled = readdirSync(join(ROOT, "cards", "lotr-tcg"))
  .filter((d) => /^set\d+$/.test(d))
  .flatMap((d) =>
    readdirSync(join(ROOT, "cards", "lotr-tcg", d))
      .filter((f) => f.endsWith(".card"))
      .map((f) => ({ path: `cards/lotr-tcg/${d}/${f}`, text: readFileSync(join(ROOT, "cards", "lotr-tcg", d, f), "utf8") })),
  );
const examples = blocks.filter((b) => b.lang === "card" && !b.broken).map((b, k) => ({ path: `docs/example-${k + 1}.card`, text: b.text }));

describe("docs/authoring.md", () => {
  it("has card examples, and they check clean with the bundled sets", () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
    const shown = compile([...examples, ...bundled]).diagnostics.map((d) => `${d.file}:${d.span.line} ${d.code} ${d.message}`);
    expect(shown).toEqual([]);
  });

  it("quotes the broken example's diagnostics as cardc reports them", () => {
    const at = blocks.findIndex((b) => b.broken);
    expect(at).toBeGreaterThanOrEqual(0);
    const quoted = blocks.slice(at + 1).find((b) => b.lang === "text")!.text.trim().split("\n");
    const broken = { path: "docs/broken.card", text: blocks[at]!.text };
    const got = compile([broken, ...examples, ...bundled]).diagnostics.filter((d) => d.file === broken.path).map((d) => `${d.severity} ${d.code}  ${d.message}`);
    expect(got).toEqual(quoted);
  });
});
