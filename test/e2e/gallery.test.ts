/**
 * The gallery in a real browser: Debian's Chromium driven by playwright-core opens a set's gallery from disk, counts
 * the cards, narrows them with a filter and the find box, opens a card page and keeps a screenshot of it
 * (test-artifacts/gallery-card.png), and checks that no face's text runs out of its panel. Skipped only when Chromium is absent outside CI; under CI its absence fails.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { afterAll, expect, test } from "vitest";
import { runCli } from "../../compiler/cli/program.ts";
import { plugins } from "../../runtime/games/registry.ts";

const executablePath = "/usr/bin/chromium";
const present = existsSync(executablePath);
const dir = mkdtempSync(join(tmpdir(), "cardscript-gallery-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.skipIf(!present && !process.env.CI)("the gallery opens from file://, filters, finds and shows a card page", async () => {
  expect(present, `${executablePath} is needed (Debian's chromium)`).toBe(true);
  const lines: string[] = [];
  const code = await runCli(["gallery", `cards/${plugins[0]!.game}`, "--out", dir], { out: (s) => lines.push(s), err: (s) => lines.push(s), color: false });
  expect(code, lines.join("\n")).toBe(0);
  // playwright starts Chromium with a fresh profile folder of its own (a --user-data-dir argument is refused)
  const browser = await chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(pathToFileURL(join(dir, "index.html")).href);
    const visible = () => page.locator("#cards .card:not([hidden])").count();
    const all = await visible();
    expect(all).toBeGreaterThan(100);
    await expect.poll(() => page.textContent("#count")).toBe(`${all} cards`);

    // a culture filter keeps fewer cards, each of that culture
    const culture = await page.locator("#filter-culture option").nth(1).getAttribute("value");
    await page.selectOption("#filter-culture", culture!);
    const ofCulture = await visible();
    expect(ofCulture).toBeGreaterThan(0);
    expect(ofCulture).toBeLessThan(all);
    const expected = await page.evaluate((c) => (window as unknown as { galleryCards: { culture: string }[] }).galleryCards.filter((e) => e.culture === c).length, culture);
    expect(ofCulture).toBe(expected);
    await page.selectOption("#filter-culture", "");
    expect(await visible()).toBe(all);

    // the find box: a card's id finds that card; nonsense finds none
    const first = page.locator("#cards .card").first();
    const slug = (await first.getAttribute("id"))!.slice("card-".length);
    const id = await page.evaluate((s) => (window as unknown as { galleryCards: { slug: string; words: string }[] }).galleryCards.find((e) => e.slug === s)!.words.split("\n")[0]!, slug);
    await page.fill("#find", id);
    expect(await visible()).toBeGreaterThanOrEqual(1);
    expect(await visible()).toBeLessThan(all);
    await page.fill("#find", "zzqx-no-such-card");
    expect(await visible()).toBe(0);
    await expect.poll(() => page.textContent("#count")).toBe(`0 cards of ${all}`);

    // a card page: its face, its English and its source
    await page.fill("#find", "");
    await first.locator("a").click();
    await page.waitForSelector(".face");
    expect(await page.locator(".face").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.textContent("pre.source")).toMatch(/^card /);
    mkdirSync("test-artifacts", { recursive: true });
    await page.screenshot({ path: "test-artifacts/gallery-card.png" });
    expect(errors).toEqual([]);

    // every face's text, laid out by the browser, stays inside the face's inner panel: the wrapping measured right
    const faces = readdirSync(join(dir, "cards")).filter((n) => n.endsWith(".svg"));
    writeFileSync(join(dir, "fit.html"), `<!doctype html><body>${faces.map((n) => `<div data-face="${n}">${readFileSync(join(dir, "cards", n), "utf8")}</div>`).join("")}</body>`);
    await page.goto(pathToFileURL(join(dir, "fit.html")).href);
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll("div[data-face]")].flatMap((div) =>
        [...div.querySelectorAll("svg > text")].flatMap((t) => {
          const box = (t as SVGTextElement).getBBox();
          return box.x < 9.5 || box.x + box.width > 240.5 ? [`${div.getAttribute("data-face")}: ${t.getAttribute("class")} spans ${box.x.toFixed(1)}–${(box.x + box.width).toFixed(1)}`] : [];
        }),
      ),
    );
    expect(faces.length).toBeGreaterThan(100);
    expect(outside).toEqual([]);
  } finally {
    await browser.close();
  }
});
