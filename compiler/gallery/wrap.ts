/**
 * Word wrapping for SVG text, which does not wrap by itself. Widths are estimated from the character count (a
 * proportional sans-serif averages about 0.55 em a character): a face is a preview, and an estimate keeps its
 * layout the same on every machine, with no font measured.
 */

/** Average advance of a character, in ems. */
export const CHAR_EM = 0.55;

/** The lines of `text` at most `width` wide at `size`; a word longer than a line is cut. */
export function wrapLines(text: string, width: number, size: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * CHAR_EM)));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let piece = word; piece; ) {
      const candidate = line ? `${line} ${piece}` : piece;
      if ([...candidate].length <= perLine) {
        line = candidate;
        piece = "";
      } else if (line) {
        lines.push(line);
        line = "";
      } else {
        const chars = [...piece];
        lines.push(chars.slice(0, perLine).join(""));
        piece = chars.slice(perLine).join("");
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
  if (cut && last) last[last.length - 1] = `${[...last[last.length - 1]!].slice(0, -1).join("")}…`;
  return { size, paragraphs: kept };
}
