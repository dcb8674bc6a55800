import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { galleryCss, galleryJs } from "./assets.ts";
import { cardFaceSvg } from "./card-face.ts";
import type { GalleryCard } from "./model.ts";
import { cardPageHtml, dataScript, indexHtml } from "./pages.ts";

/** Every file of a gallery, by path relative to its folder. */
export function galleryFiles(cards: readonly GalleryCard[], heading: string): Map<string, string> {
  const files = new Map<string, string>([
    ["index.html", indexHtml(cards, heading)],
    ["gallery.css", galleryCss],
    ["gallery.js", galleryJs],
    ["gallery-data.js", dataScript(cards)],
  ]);
  cards.forEach((card, k) => {
    files.set(`cards/${card.slug}.svg`, cardFaceSvg(card));
    files.set(`cards/${card.slug}.html`, cardPageHtml(card, cards[k - 1], cards[k + 1]));
  });
  return files;
}

/**
 * Writes the gallery into `outDir` (created if needed); resolves with the number of files written. The pages and
 * faces of cards a set no longer has are removed from `cards/` (other files there, and the folder's, are left).
 */
export async function writeGallery(outDir: string, cards: readonly GalleryCard[], heading: string): Promise<number> {
  const files = galleryFiles(cards, heading);
  await mkdir(join(outDir, "cards"), { recursive: true });
  const stale = (await readdir(join(outDir, "cards"))).filter((name) => /\.(svg|html)$/.test(name) && !files.has(`cards/${name}`));
  await Promise.all(stale.map((name) => rm(join(outDir, "cards", name), { force: true })));
  await Promise.all([...files].map(([path, text]) => writeFile(join(outDir, path), text)));
  return files.size;
}
