/**
 * Word wrapping for SVG text, which does not wrap by itself. Widths are the advances of DejaVu Sans, the faces'
 * first font (font-widths.ts, generated from the font): a browser with that font lays the text out as measured
 * here, and one without it falls back to a font of about the same widths.
 */
import { boldWidths, regularWidths } from "./font-widths.ts";

/** The advance of a character the tables lack (a letter of another script): a wide letter's. */
const OTHER = 700;

/** The width of `text` at `size` (px), in DejaVu Sans (bold when `bold`). */
export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? boldWidths : regularWidths;
  let total = 0;
  for (const ch of text) total += widths[ch.codePointAt(0)!] ?? OTHER;
  return (total * size) / 1000;
}

/** The lines of `text` at most `width` wide at `size`; a word longer than a line is cut. */
export function wrapLines(text: string, width: number, size: number): string[] {
  const fits = (line: string) => textWidth(line, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let piece = word; piece; ) {
      const candidate = line ? `${line} ${piece}` : piece;
      if (fits(candidate)) {
        line = candidate;
        piece = "";
      } else if (line) {
        lines.push(line);
        line = "";
      } else {
        // a word wider than the line: as many of its characters as fit (at least one)
        const chars = [...piece];
        let n = 1;
        while (n < chars.length && fits(chars.slice(0, n + 1).join(""))) n++;
        lines.push(chars.slice(0, n).join(""));
        piece = chars.slice(n).join("");
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The paragraphs wrapped at the largest size from `sizes` whose lines fit `height` (a line is 1.25 em, paragraphs
 * 0.4 em apart); at the smallest, the lines that fit, the last ending in `…`.
 */
export function fitParagraphs(paragraphs: readonly string[], width: number, height: number, sizes: readonly number[]): { size: number; paragraphs: string[][] } {
  const tall = (size: number, wrapped: string[][]) => wrapped.reduce((h, p) => h + p.length * size * 1.25, 0) + Math.max(0, wrapped.length - 1) * size * 0.4;
  for (const size of sizes) {
    const wrapped = paragraphs.map((p) => wrapLines(p, width, size));
    if (tall(size, wrapped) <= height) return { size, paragraphs: wrapped };
  }
  const size = sizes[sizes.length - 1]!;
  const kept: string[][] = [];
  let room = height;
  let cut = false;
  for (const lines of paragraphs.map((p) => wrapLines(p, width, size))) {
    const gap = kept.length ? size * 0.4 : 0;
    const n = Math.min(lines.length, Math.floor((room - gap) / (size * 1.25)));
    cut = n < lines.length;
    if (n > 0) kept.push(lines.slice(0, n));
    room -= gap + n * size * 1.25;
    if (cut) break;
  }
  const last = kept[kept.length - 1];
  if (cut && last) last[last.length - 1] = withEllipsis(last[last.length - 1]!, width, size);
  return { size, paragraphs: kept };
}

/** `text` ended by `…`, cut so that it fits `width` at `size`. */
export function withEllipsis(text: string, width: number, size: number, bold = false): string {
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join("")}…`, size, bold) > width) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}
