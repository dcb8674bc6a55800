/**
 * The card files compile cleanly, and runtime/games/confrontation/classic-cards.ts is exactly what they compile to
 * (the runtime may not import the compiler, so it keeps a copy). CONFRONTATION_WRITE_CARDS=1 rewrites the copy.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../../compiler/syntax/parse.ts";
import { check } from "../../../compiler/semantics/check.ts";
import { classicCards } from "../../../runtime/games/confrontation/classic-cards.ts";
import { implementations } from "../../../runtime/games/confrontation/impl/index.ts";
import { confrontation } from "../../../runtime/games/confrontation/vocabulary/index.ts";

const DIR = resolve(import.meta.dirname, "../../../cards/confrontation/classic");

function compile() {
  const names = readdirSync(DIR).filter((n) => n.endsWith(".card")).sort();
  const files = names.map((n) => parse(readFileSync(join(DIR, n), "utf8"), `cards/confrontation/classic/${n}`));
  const checked = check(files.map((f) => f.file));
  const diagnostics = [...files.flatMap((f) => f.diagnostics), ...checked.diagnostics];
  const cards = checked.sets.flatMap((s) => s.cards) as unknown as Record<string, unknown>[];
  return { cards, diagnostics };
}

describe("the classic cards", () => {
  const { cards, diagnostics } = compile();
  it("check without diagnostics: 18 characters and 18 combat cards", () => {
    expect(diagnostics.map((d) => d.message)).toEqual([]);
    expect(cards.filter((c) => c.type === "character")).toHaveLength(18);
    expect(cards.filter((c) => c.type === "combat-card")).toHaveLength(18);
  });
  it("the runtime's copy equals the compiled cards", () => {
    const keep = cards.map((c) => ({ id: c.id, title: c.title, subtitle: c.subtitle, side: c.side, type: c.type, strength: c.stats ? (c.stats as Record<string, unknown>).strength ?? null : c.strength, might: c.stats ? (c.stats as Record<string, unknown>).might ?? null : c.might, text: c.text, abilities: c.abilities }));
    const norm = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (k === "span" || k === "loc" ? undefined : v)));
    if (process.env.CONFRONTATION_WRITE_CARDS) {
      const file = resolve(import.meta.dirname, "../../../runtime/games/confrontation/classic-cards.ts");
      const head = readFileSync(file, "utf8").split("export const classicCards")[0];
      writeFileSync(file, `${head}export const classicCards: CardDef[] = ${JSON.stringify(norm(keep), null, 2)};\n`);
    }
    const byId = (xs: { id: unknown }[]) => [...xs].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(byId(norm(classicCards))).toEqual(byId(norm(keep)));
  });
  it("every phrase of the vocabulary has an implementation, and no other", () => {
    expect(Object.keys(implementations).sort()).toEqual(confrontation.phrases.map((p) => p.id).sort());
    for (const p of confrontation.phrases) expect(implementations[p.id]!.kind).toBe(p.kind);
  });
});
