import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { globSync } from "tinyglobby";
import { expect, test } from "vitest";
import { cardFaceSvg } from "../../compiler/gallery/card-face.ts";
import { hashColour } from "../../compiler/gallery/colours.ts";
import { scriptJson } from "../../compiler/gallery/escape.ts";
import { galleryCards } from "../../compiler/gallery/model.ts";
import { galleryFiles, writeGallery } from "../../compiler/gallery/write.ts";
import { textWidth, wrapLines } from "../../compiler/gallery/wrap.ts";
import { compile } from "../../compiler/services/compile.ts";
import { plugins } from "../../runtime/games/registry.ts";

const game = plugins[0]!.game;
const file = globSync(`cards/${game}/**/*.card`).sort()[0]!;
const text = readFileSync(file, "utf8");
const hostile = `<script>alert(1)</script>"'&\u0001\u2028`;
// the first card's title replaced by a hostile one (its file's other titles untouched)
const firstTitle = /card \S+ ("(?:[^"\\]|\\.)*")/.exec(text)![1]!;
const hostileText = text.replace(firstTitle, JSON.stringify(hostile).replace(/\\u0001/, "\u0001").replace(/\\u2028/, "\u2028"));

function gallery(source: string) {
  const sources = [{ path: file, text: source }];
  const compiled = compile(sources);
  return { compiled, cards: galleryCards(compiled, sources, [{ game, id: compiled.sets[0]!.cards[0]!.id, title: "", text: "</pre><b>printed</b>" }]) };
}

test("every card of a file has a face and a page, and the index links each", () => {
  const { compiled, cards } = gallery(text);
  const count = compiled.sets.reduce((n, s) => n + s.cards.length, 0);
  expect(count).toBeGreaterThan(3);
  const files = galleryFiles(cards, "heading");
  expect(cards).toHaveLength(count);
  for (const card of cards) {
    expect(files.has(`cards/${card.slug}.svg`)).toBe(true);
    expect(files.get(`cards/${card.slug}.html`)).toContain(card.source!.text.split("\n")[0]!.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;"));
    expect(files.get("index.html")).toContain(`href="cards/${card.slug}.html"`);
  }
  expect(new Set(cards.map((c) => c.slug)).size).toBe(count);
});

test("a hostile title is escaped in the face, the pages and the script data", () => {
  const { compiled, cards } = gallery(hostileText);
  expect(compiled.sets[0]!.cards.some((c) => c.title === hostile)).toBe(true);
  const card = cards.find((c) => c.title === hostile)!;
  const files = galleryFiles(cards, "heading");
  const svg = files.get(`cards/${card.slug}.svg`)!;
  for (const out of [svg, files.get("index.html")!, files.get(`cards/${card.slug}.html`)!]) {
    expect(out).not.toContain("<script>alert");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;");
    expect(out).not.toContain("\u0001");
  }
  const data = files.get("gallery-data.js")!;
  expect(data).not.toMatch(/<|\u2028/);
  expect(data).toContain("\\u003cscript\\u003e");
  // the printed text of a reference is escaped too
  const first = files.get(`cards/${cards.find((c) => c.printed)!.slug}.html`)!;
  expect(first).toContain("&lt;/pre&gt;&lt;b&gt;printed&lt;/b&gt;");
});

test("script JSON round-trips and culture colours come from the vocabulary, else from a hash", () => {
  const value = { t: "</script><!--\u2028&" };
  expect(JSON.parse(scriptJson(value))).toEqual(value);
  const { cards } = gallery(text);
  const withCulture = cards.find((c) => c.culture)!;
  const declared = plugins[0]!.vocabulary.cultures.find((c) => c.id === withCulture.culture!.id)!;
  expect(declared.colour).toBeDefined();
  expect(cardFaceSvg(withCulture)).toContain(`fill="${declared.colour}"`);
  expect(hashColour("x")).toBe(hashColour("x"));
  expect(hashColour("x")).not.toBe(hashColour("y"));
});

test("writing a gallery again removes the pages and faces of cards the set no longer has, and nothing else", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cardscript-gallery-stale-"));
  try {
    const { cards } = gallery(text);
    mkdirSync(join(dir, "cards"));
    writeFileSync(join(dir, "cards", "gone-card.svg"), "<svg/>");
    writeFileSync(join(dir, "cards", "gone-card.html"), "<p>");
    writeFileSync(join(dir, "cards", "notes.txt"), "mine");
    await writeGallery(dir, cards, "heading");
    const names = readdirSync(join(dir, "cards"));
    expect(names).not.toContain("gone-card.svg");
    expect(names).not.toContain("gone-card.html");
    expect(names).toContain("notes.txt");
    expect(names.filter((n) => n.endsWith(".svg")).length).toBe(cards.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("text is wrapped by the font's widths: wide letters make more lines than narrow ones of the same count", () => {
  const wide = Array.from({ length: 12 }, () => "WMWMW").join(" ");
  const narrow = Array.from({ length: 12 }, () => "iljti").join(" ");
  expect(wrapLines(wide, 200, 10).length).toBeGreaterThan(wrapLines(narrow, 200, 10).length);
  for (const line of wrapLines(wide, 200, 10)) expect(textWidth(line, 10)).toBeLessThanOrEqual(200);
  expect(textWidth("W", 10, true)).toBeGreaterThan(textWidth("W", 10));
});
