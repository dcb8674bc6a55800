/**
 * The gallery's HTML: an index of every card face with filters and a find box, and a page a card. Pages link
 * each other by relative paths and load their scripts with `<script src>`, so they work opened from disk.
 */
import { escapeMarkup as x, scriptJson } from "./escape.ts";
import { FACE_HEIGHT, FACE_WIDTH } from "./card-face.ts";
import type { GalleryCard, Word } from "./model.ts";

/** What the index's script filters on, a card: written to `gallery-data.js` as JSON. */
export interface SearchEntry {
  slug: string;
  set: string;
  culture: string;
  type: string;
  keywords: string[];
  /** Lowercased id, title, subtitle, type line and text: what the find box looks in. */
  words: string;
}

const page = (title: string, root: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${x(title)}</title>
<link rel="stylesheet" href="${root}gallery.css">
</head>
<body>
${body}
</body>
</html>
`;

/** A filter value: game and id, so two games' words never mix. */
const valueOf = (card: GalleryCard, id: string) => `${card.game}:${id}`;

export function searchEntries(cards: readonly GalleryCard[]): SearchEntry[] {
  return cards.map((c) => ({
    slug: c.slug,
    set: valueOf(c, String(c.set)),
    culture: c.culture ? valueOf(c, c.culture.id) : "",
    type: valueOf(c, c.type.id),
    keywords: c.keywords.map((k) => valueOf(c, k.id)),
    words: [c.id, c.title, c.subtitle ?? "", c.typeLine.join(" "), c.text].join("\n").toLowerCase(),
  }));
}

/** `gallery-data.js`: the filter entries, as a global the index's script reads. */
export function dataScript(cards: readonly GalleryCard[]): string {
  return `window.galleryCards = ${scriptJson(searchEntries(cards))};\n`;
}

/** A `<select>` of the words the cards use, by game (a group a game when there are several), in first-use order. */
function select(name: string, label: string, cards: readonly GalleryCard[], words: (c: GalleryCard) => Word[]): string {
  const games = new Map<string, { title: string; options: Map<string, string> }>();
  for (const card of cards) {
    if (!games.has(card.game)) games.set(card.game, { title: card.gameTitle, options: new Map() });
    for (const w of words(card)) games.get(card.game)!.options.set(valueOf(card, w.id), w.word);
  }
  const options = (o: Map<string, string>) => [...o].map(([value, word]) => `<option value="${x(value)}">${x(word)}</option>`).join("");
  const groups = games.size > 1 ? [...games.values()].map((g) => `<optgroup label="${x(g.title)}">${options(g.options)}</optgroup>`).join("") : options([...games.values()][0]?.options ?? new Map());
  return `<label>${x(label)} <select id="filter-${name}" name="${name}"><option value="">all</option>${groups}</select></label>`;
}

function setWord(card: GalleryCard): Word {
  return { id: String(card.set), word: card.setName ? `${card.set}: ${card.setName}` : `set ${card.set}` };
}

/** `index.html`: every face, linked to its page; the script hides the cards the filters and the find box leave out. */
export function indexHtml(cards: readonly GalleryCard[], heading: string): string {
  const tiles = cards
    .map((c) => `<li class="card" id="card-${c.slug}"><a href="cards/${c.slug}.html"><img src="cards/${c.slug}.svg" alt="${x(c.title)}" width="${FACE_WIDTH}" height="${FACE_HEIGHT}" loading="lazy"></a></li>`)
    .join("\n");
  const body = `<header>
<h1>${x(heading)}</h1>
<form id="filters" onsubmit="return false">
<label>find <input type="text" id="find" name="find" placeholder="title, id or text" autocomplete="off"></label>
${select("set", "set", cards, (c) => [setWord(c)])}
${select("culture", "culture", cards, (c) => (c.culture ? [{ id: c.culture.id, word: c.culture.word }] : []))}
${select("type", "type", cards, (c) => [c.type])}
${select("keyword", "keyword", cards, (c) => c.keywords)}
</form>
<p id="count" aria-live="polite">${cards.length} ${cards.length === 1 ? "card" : "cards"}</p>
</header>
<main>
<ul id="cards">
${tiles}
</ul>
</main>
<script src="gallery-data.js"></script>
<script src="gallery.js"></script>`;
  return page(heading, "", body);
}

/** `cards/<slug>.html`: the face, the English (beside the printed text where the reference gives it), the source and the JSON. */
export function cardPageHtml(card: GalleryCard, previous: GalleryCard | undefined, next: GalleryCard | undefined): string {
  const link = (c: GalleryCard | undefined, rel: string, label: string) => (c ? `<a rel="${rel}" href="${c.slug}.html">${label} <bdi>${x(c.title)}</bdi></a>` : "");
  const heading = card.subtitle ? `${card.title}, ${card.subtitle}` : card.title;
  const english = card.printed
    ? `<table class="texts"><thead><tr><th>rendered</th><th>printed</th></tr></thead><tbody><tr><td><pre>${x(card.text)}</pre></td><td><pre>${x(card.printed.text)}</pre></td></tr></tbody></table>
<p class="${card.printed.matches ? "same" : "differs"}">${card.printed.matches ? "The rendered English says what the printed text says." : "The rendered English differs from the printed text."}</p>`
    : `<pre class="english">${x(card.text || "(no text)")}</pre>`;
  const source = card.source ? `<p class="file">${x(card.source.file)}</p><pre class="source"><code>${x(card.source.text)}</code></pre>` : "<p>(no source)</p>";
  const body = `<nav><a href="../index.html">all cards</a> ${link(previous, "prev", "←")} ${link(next, "next", "→")}</nav>
<h1><bdi>${x(heading)}</bdi></h1>
<p class="meta">${x(card.id)} · ${x(card.gameTitle)} · ${x(setWord(card).word)} · ${x(card.typeLine.join(" • "))}</p>
<div class="card-page">
<img class="face" src="${card.slug}.svg" alt="${x(card.title)}" width="${FACE_WIDTH}" height="${FACE_HEIGHT}">
<div class="details">
<h2>English</h2>
${english}
<h2>Cardscript</h2>
${source}
<h2>JSON</h2>
<pre class="json"><code>${x(card.json)}</code></pre>
</div>
</div>`;
  return page(heading, "../", body);
}
