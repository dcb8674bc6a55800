/**
 * Non-starter set-1 cards written in Cardscript (test/fixtures/set01-extra) must parse without
 * syntax diagnostics. Card ids are checked against the printed reference data.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../../compiler/syntax/parse.ts";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "set01-extra");
const DATA = join(import.meta.dirname, "..", "..", "..", "shared", "data");

interface PrintedCard {
  collInfo: string;
  title: string;
  subtitle?: string;
}

const printed = JSON.parse(readFileSync(join(DATA, "lotr-tcg-set01.json"), "utf8")) as PrintedCard[];
const byId = new Map(printed.map((card) => [card.collInfo, card]));

/** Every card id named anywhere in the starters file (deck lists, Ring-bearer, Ring). */
function starterIds(): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (typeof inner === "string" && (key === "card" || key === "ringBearer" || key === "ring")) ids.add(inner);
        else walk(inner);
      }
    }
  };
  walk(JSON.parse(readFileSync(join(DATA, "lotr-tcg-starters.json"), "utf8")));
  return ids;
}
const starters = starterIds();

const files = readdirSync(FIXTURES)
  .filter((name) => name.endsWith(".card"))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(FIXTURES, name), "utf8") }));
const BUNDLED = join(import.meta.dirname, "..", "..", "cards", "lotr-tcg", "set01");
/** Ids of the cards already scripted in cards/lotr-tcg/set01: a fixture card moves there when done. */
const bundled = new Set(
  readdirSync(BUNDLED)
    .filter((name) => name.endsWith(".card"))
    .flatMap((name) => [...readFileSync(join(BUNDLED, name), "utf8").matchAll(/^card (\S+)/gm)].map((m) => m[1]!)),
);
const parsed = files.map(({ name, text }) => ({ name, text, result: parse(text, join(FIXTURES, name)) }));

describe("set01-extra fixtures", () => {
  it("the reference data has 69 starter cards", () => {
    expect(starters.size).toBe(69);
  });

  it.each(parsed.map((p) => [p.name, p] as const))("%s parses without syntax diagnostics", (_name, { text, result }) => {
    const shown = result.diagnostics.map((d) => `${d.span.line}:${d.span.column} ${d.code} ${d.message}`);
    expect(shown).toEqual([]);
    expect(result.file.game?.name.text).toBe("lotr-tcg");
    expect(result.file.set?.number.value).toBe(1);
    // Every `card` header in the text is a parsed card (none silently dropped).
    expect(result.file.cards.length).toBe(text.match(/^card /gm)?.length ?? 0);
  });

  it("has a kind line and at least one sentence in every card", () => {
    const cards = parsed.flatMap((p) => p.result.file.cards);
    for (const card of cards) {
      expect(card.kindLine, card.id.text).toBeDefined();
      expect(card.sentences.length, card.id.text).toBeGreaterThan(0);
    }
  });

  it("uses only set-1 ids not yet bundled in cards/ (starters included), once each, with their printed titles", () => {
    const cards = parsed.flatMap((p) => p.result.file.cards);
    const ids = cards.map((card) => card.id.text);
    expect(new Set(ids).size).toBe(ids.length);
    for (const card of cards) {
      const reference = byId.get(card.id.text);
      expect(reference, `${card.id.text} is a set-1 id`).toBeDefined();
      expect(starters.has(card.id.text), `${card.id.text} is not a starter card`).toBe(false);
      expect(bundled.has(card.id.text), `${card.id.text} is not bundled in cards/ already`).toBe(false);
      expect(card.title.value).toBe(reference?.title);
      expect(card.subtitle?.value).toBe(reference?.subtitle);
    }
  });
});
