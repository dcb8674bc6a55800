/**
 * A card face as a stand-alone SVG (250 × 350): the frame in the culture's colour, the cost in the top corner, the
 * title (a `•` before a unique one) and subtitle, the culture's emblem, the type line, the text, the stats along
 * the bottom and the id. Every piece of text is escaped; the full title is also the image's accessible name.
 */
import { neutralColour } from "./colours.ts";
import { escapeMarkup as x } from "./escape.ts";
import type { GalleryCard } from "./model.ts";
import { fitParagraphs, textWidth, withEllipsis } from "./wrap.ts";

export const FACE_WIDTH = 250;
export const FACE_HEIGHT = 350;
const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

/** The largest size, in tenths, from `max` down to `min` at which `text` fits `width`. */
function fittingSize(text: string, width: number, max: number, min: number, bold = false): number {
  const atOne = textWidth(text, 1, bold);
  return atOne === 0 ? max : Math.max(min, Math.min(max, Math.floor((10 * width) / atOne) / 10));
}

/** `text` cut to `width` at `size`, ending in `…` when cut. */
function clipped(text: string, width: number, size: number, bold = false): string {
  return textWidth(text, size, bold) <= width ? text : withEllipsis(text, width, size, bold);
}

/** The emblem: the vocabulary's path scaled into a `size` box at (left, top), or the culture's initial. */
function emblem(card: GalleryCard, left: number, top: number, size: number, fill: string): string {
  const c = card.culture;
  if (!c) return "";
  if (c.glyph) return `<path transform="translate(${left} ${top}) scale(${size / 24})" fill="${fill}" fill-rule="evenodd" d="${x(c.glyph)}"/>`;
  return `<text x="${left + size / 2}" y="${top + size * 0.72}" font-size="${size * 0.7}" font-weight="bold" text-anchor="middle" fill="${fill}">${x(c.initial)}</text>`;
}

export function cardFaceSvg(card: GalleryCard): string {
  const colour = card.culture?.colour ?? neutralColour;
  const title = `${card.unique ? "• " : ""}${card.title}`;
  const titleLeft = card.cost ? 52 : 20;
  const titleWidth = 214 - titleLeft;
  const titleSize = fittingSize(title, titleWidth, 16, 9, true);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FACE_WIDTH} ${FACE_HEIGHT}" width="${FACE_WIDTH}" height="${FACE_HEIGHT}" font-family="${FONT}" role="img" aria-label="${x(card.title)}">`,
    `<title>${x(card.subtitle ? `${card.title}, ${card.subtitle}` : card.title)}</title>`,
    `<rect x="1" y="1" width="248" height="348" rx="14" fill="${colour}" stroke="#1b1b1b" stroke-width="2"/>`,
    `<rect x="10" y="10" width="230" height="330" rx="8" fill="#f8f4ea"/>`,
    `<rect x="10" y="10" width="230" height="46" rx="8" fill="${colour}" fill-opacity="0.2"/>`,
  ];
  if (card.cost) {
    parts.push(
      `<circle cx="31" cy="33" r="16" fill="#1b1b1b"/>`,
      `<text x="31" y="39" font-size="${fittingSize(card.cost.value, 24, 17, 9, true)}" font-weight="bold" text-anchor="middle" fill="#fff" class="cost">${x(card.cost.value)}</text>`,
    );
  }
  parts.push(
    `<text x="${titleLeft}" y="${card.subtitle ? 31 : 38}" font-size="${titleSize}" font-weight="bold" fill="#1b1b1b" class="title">${x(clipped(title, titleWidth, titleSize, true))}</text>`,
  );
  if (card.subtitle) parts.push(`<text x="${titleLeft}" y="48" font-size="10" font-style="italic" fill="#333" class="subtitle">${x(clipped(card.subtitle, titleWidth, 10))}</text>`);
  if (card.culture) parts.push(`<circle cx="221" cy="33" r="15" fill="${colour}"/>`, emblem(card, 210, 22, 22, "#fff"));
  // the picture's place: the emblem large and faint, as a printed card's art would be
  parts.push(`<rect x="18" y="62" width="214" height="96" rx="4" fill="${colour}" fill-opacity="0.14"/>`);
  if (card.culture) parts.push(`<g opacity="0.25">${emblem(card, 89, 74, 72, colour)}</g>`);
  const typeLine = card.typeLine.join(" • ");
  const typeSize = fittingSize(typeLine, 204, 11, 7, true);
  parts.push(
    `<rect x="18" y="164" width="214" height="22" rx="3" fill="${colour}" fill-opacity="0.85"/>`,
    `<text x="125" y="179" font-size="${typeSize}" font-weight="bold" text-anchor="middle" fill="#fff" class="type-line">${x(clipped(typeLine, 204, typeSize, true))}</text>`,
  );
  const text = fitParagraphs(card.text ? card.text.split("\n") : [], 206, card.stats.length ? 106 : 140, [11, 10, 9, 8, 7]);
  let y = 192 + text.size;
  const lines: string[] = [];
  for (const paragraph of text.paragraphs) {
    for (const line of paragraph) {
      lines.push(`<tspan x="22" y="${y.toFixed(1)}">${x(line)}</tspan>`);
      y += text.size * 1.25;
    }
    y += text.size * 0.4;
  }
  if (lines.length) parts.push(`<text font-size="${text.size}" fill="#1b1b1b" class="text">${lines.join("")}</text>`);
  if (card.stats.length) {
    const width = 214 / card.stats.length;
    parts.push(`<rect x="18" y="304" width="214" height="30" rx="3" fill="${colour}" fill-opacity="0.2"/>`);
    card.stats.forEach((stat, k) => {
      const middle = 18 + width * (k + 0.5);
      const valueSize = fittingSize(stat.value, width - 6, 13, 7, true);
      parts.push(
        `<text x="${middle.toFixed(1)}" y="320" font-size="${valueSize}" font-weight="bold" text-anchor="middle" fill="#1b1b1b">${x(clipped(stat.value, width - 6, valueSize, true))}</text>`,
        `<text x="${middle.toFixed(1)}" y="330" font-size="6.5" text-anchor="middle" fill="#444">${x(clipped(stat.name, width - 4, 6.5))}</text>`,
      );
    });
  }
  parts.push(`<text x="20" y="346" font-size="7" fill="#fff" class="id">${x(clipped(card.id, 200, 7))}</text>`, `</svg>`);
  return `${parts.join("\n")}\n`;
}
