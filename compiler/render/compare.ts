/**
 * Comparing rendered English with printed card text, ignoring what does not change the meaning:
 * case, punctuation, white space, icon brackets (`[icon]` = `icon`), typographic apostrophes,
 * the cost/effect joint (Cardscript's `then` = printed `to`), and a count of one written as a numeral
 * or an article (`draw 1 card` = `draw a card`: the IR keeps the number, not how it was written).
 */
export function normalizeForComparison(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/\[([^\]]*)\]/g, "$1")
    .replace(/\bthen\b/g, "to")
    .replace(/[^\p{L}\p{N}'+\-\s]/gu, " ")
    .replace(/(^|\s)(?:'|-(?!\d))+|['-]+(?=\s|$)/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/(^| )(?:1|an) (?=\p{L})/gu, "$1a ")
    .trim();
}

/** Do the rendered and printed texts say the same words (after normalisation)? */
export function textsMatch(rendered: string, printed: string): boolean {
  return normalizeForComparison(rendered) === normalizeForComparison(printed);
}
