/**
 * A file's text cut into chunks: the prelude (game and set lines, leading comments), then one chunk per
 * `card` line up to the next one. Chunks start at line starts, so a chunk parsed alone has the right
 * columns and only its offsets and lines need moving; an edit re-parses only the chunks whose text changed.
 */

const CARD_LINE = /^[ \t]*card[ \t]/gm;

/** Start offsets of the chunks after the prelude (each at the start of a `card` line). */
export function chunkStarts(text: string): number[] {
  const starts: number[] = [];
  CARD_LINE.lastIndex = 0;
  for (let m = CARD_LINE.exec(text); m; m = CARD_LINE.exec(text)) {
    const i = m.index;
    // `m` also breaks lines at U+2028/2029, which the line map does not count
    if (i === 0 || text[i - 1] === "\n" || text[i - 1] === "\r") starts.push(i);
  }
  return starts;
}

/** Line breaks in `text`, counted like LineMap (\n, \r\n, lone \r). */
export function lineBreaks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}
