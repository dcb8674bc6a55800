import type { Span } from "../diagnostics/diagnostic.ts";
import { wordTokens } from "./tokens.ts";

/** A card title known to the checked files. */
export interface TitleEntry {
  words: string[];
  title: string;
  /** Card type id of the card that defines it ("" when its header is broken). */
  type: string;
  /** Where it is defined, for go-to-definition. */
  def: { file: string; span: Span; id: string };
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entry?: TitleEntry;
}

/** The titles of every checked card of one game: a word trie for bare references, and by exact title for strings. */
export class TitleIndex {
  private readonly root: TrieNode = { next: new Map() };
  readonly byTitle = new Map<string, TitleEntry>();
  /** Every word of every title (not unknown words). */
  readonly words = new Set<string>();

  add(title: string, type: string, def: TitleEntry["def"]): void {
    if (this.byTitle.has(title)) return;
    const words = wordTokens(title);
    if (!words.length) return;
    const entry: TitleEntry = { words, title, type, def };
    this.byTitle.set(title, entry);
    let node = this.root;
    for (const w of words) {
      this.words.add(w);
      let next = node.next.get(w);
      if (!next) node.next.set(w, (next = { next: new Map() }));
      node = next;
    }
    node.entry ??= entry;
  }

  /** Titles whose words are written at `words(i)`, `words(i+1)`, … (longest first). */
  matchesAt(word: (k: number) => string | undefined): TitleEntry[] {
    const out: TitleEntry[] = [];
    let node: TrieNode | undefined = this.root;
    for (let k = 0; node; k++) {
      const w = word(k);
      node = w === undefined ? undefined : node.next.get(w);
      if (node?.entry) out.unshift(node.entry);
    }
    return out;
  }

  /** First words of titles, for did-you-mean. */
  firstWords(): Iterable<string> {
    return this.root.next.keys();
  }
}
