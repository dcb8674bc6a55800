/** `a`/`an` before a word, by how it is said: `an event`, `a unique card`, `an [icon]` by the word in the brackets. */
export function article(next: string): string {
  const word = next.replace(/^[[('"]+/, "");
  return /^[aeiou]/i.test(word) && !/^(one|uni|use|eu)/i.test(word) ? "an" : "a";
}

/** The word after its indefinite article: `an event`; a name that has its own (`The …`) keeps it. */
export function withArticle(word: string): string {
  return /^the\s/i.test(word) ? word : `${article(word)} ${word}`;
}
