/**
 * `cardc gallery [paths…] --out DIR [--reference FILE|DIR]…`: a static set of pages of the cards (compiler/gallery/): a face a
 * card, a page a card with its source, JSON and English (beside the printed text a reference gives), and an index
 * with filters and a find box. It opens from disk; nothing is written when the cards have errors.
 */
import { readdir, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { galleryCards, type References } from "../../gallery/model.ts";
import { writeGallery } from "../../gallery/write.ts";
import type { ReferenceCard } from "../../../runtime/games/plugin.ts";
import { compileClean } from "../compile-clean.ts";
import { exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { readReference } from "./coverage.ts";

export interface GalleryOptions {
  out: string;
  /** Reference files, or folders whose JSON files that read as references are all taken. */
  reference?: string[];
}

/** The reference cards of the files and folders given, or the message of the first that cannot be read. */
async function readReferences(paths: readonly string[]): Promise<{ cards: ReferenceCard[][] } | { message: string }> {
  const cards: ReferenceCard[][] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) return { message: `--reference ${path}: no such file or folder` };
    if (info.isDirectory()) {
      // a folder of data: the files in a reference format, the others (notes, decks, boards) left alone
      const names = (await readdir(path)).filter((n) => n.endsWith(".json")).sort();
      for (const name of names) {
        const read = await readReference(join(path, name));
        if (read.ok) cards.push(read.value);
      }
      continue;
    }
    const read = await readReference(path);
    if (!read.ok) return { message: read.message };
    cards.push(read.value);
  }
  return { cards };
}

/** Each file's cards with a game: the one it names, else the game that scripts most of its ids. */
function withGames(files: readonly ReferenceCard[][], scripted: readonly { game: string; ids: Set<string> }[]): References {
  return files.flatMap((cards) => {
    const hits = scripted.map((s) => ({ game: s.game, n: cards.filter((c) => s.ids.has(c.id)).length })).sort((a, b) => b.n - a.n);
    const fallback = hits[0]?.n ? hits[0].game : "";
    return cards.map((c) => ({ ...c, game: c.game ?? fallback }));
  });
}

export async function runGallery(paths: string[], opts: GalleryOptions, output: Output): Promise<number> {
  const references = await readReferences(opts.reference ?? []);
  if ("message" in references) {
    output.err(`cardc gallery: ${references.message}`);
    return exitUsage;
  }
  const done = await compileClean(paths, output, () => output.out("nothing written"));
  if ("exit" in done) return done.exit;
  const { loaded, compiled } = done;
  const scripted = compiled.sets.map((s) => ({ game: s.game, ids: new Set(s.cards.map((c) => c.id)) }));
  const cards = galleryCards(compiled, loaded.sources, withGames(references.cards, scripted));
  const titles = [...new Set(compiled.sets.map((s) => compiled.vocabularies[s.game]?.title ?? s.game))];
  try {
    await writeGallery(opts.out, cards, titles.length ? `${titles.join(" · ")}: ${cards.length} cards` : "No cards");
  } catch (error) {
    output.err(`cardc gallery: cannot write ${opts.out} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return exitUsage;
  }
  const compared = cards.filter((c) => c.printed).length;
  output.out(`wrote the gallery of ${cards.length} ${cards.length === 1 ? "card" : "cards"}${compared ? ` (${compared} beside their printed text)` : ""}: open ${pathToFileURL(resolve(opts.out, "index.html")).href}`);
  return exitOk;
}
