/**
 * Completion by place: outside a card, a new-card snippet per card type; on the kind line and the stat line, the
 * words and stats that fit the card type; in a sentence, what the clause being written can continue with
 * (completion-context.ts reads the place, completion-items.ts makes the items from the vocabulary).
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import { placeIn, typedWord } from "./completion-context.ts";
import { kindLineItems, kindLineType, sentenceItems, statLineItems, type CompletionItem } from "./completion-items.ts";
import { newCardSnippet } from "./snippets.ts";
import type { CardNode } from "../../syntax/ast.ts";
import type { TitleEntry, Workspace } from "./workspace.ts";

export type { CompletionItem, CompletionKind } from "./completion-items.ts";

function newCardItems(vocab: GameVocabulary | undefined, ws: Workspace): CompletionItem[] {
  const vocabs = vocab ? [vocab] : Object.values(ws.vocabularies);
  return vocabs.flatMap((v) =>
    v.cardTypes.map((t): CompletionItem => ({ label: `card ${t.word}`, kind: "snippet", detail: `new ${t.word} card`, insertText: newCardSnippet(t, v), snippet: true, sortText: `0${t.word}` })),
  );
}

/** At most this many items are answered, best matches first; more typed letters narrow them (the list is then incomplete). */
export const MAX_ITEMS = 150;

export interface Completions {
  items: CompletionItem[];
  /** Some items were left out, or kept for a match inside their label that an editor's own filter would drop: ask again as the word grows. */
  incomplete: boolean;
  /** The word being typed, which an item replaces (file offsets; empty at the cursor when no word is typed). */
  replace?: { start: number; end: number };
}

/** How well a (lowercase) label matches the typed word: 0 it starts with it, 1 a later word does, 2 it holds it; -1 not at all. */
function rank(lower: string, prefix: string): number {
  if (!prefix) return 0;
  if (lower.startsWith(prefix)) return 0;
  const at = lower.indexOf(prefix);
  if (at < 0) return -1;
  // a later word starts with it when some occurrence follows a character that is not part of a word
  for (let i = at; i >= 0; i = lower.indexOf(prefix, i + 1)) if (!/[\p{L}\p{N}'’]/u.test(lower[i - 1]!)) return 1;
  return 2;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Title {
  title: string;
  lower: string;
  id: string;
}

/** Titles of each game deduplicated and sorted, per title list (the workspace keeps one until a title changes). */
const sortedTitles = new WeakMap<readonly TitleEntry[], Map<string, { titles: Title[]; words: Set<string> }>>();

/** The game a file names on its `game` line (read from its first lines: cheaper than the file's tree). */
function fileGame(ws: Workspace, path: string): string | undefined {
  return /^\s*game\s+(\S+)/m.exec(ws.slice(path, 0, 400))?.[1];
}

/** The titles of one game in `file`'s project, sorted, and their words. */
export function gameTitles(ws: Workspace, file: string, game: string): { titles: Title[]; words: Set<string> } {
  return titleOrder(ws, ws.titles(file), game);
}

function titleOrder(ws: Workspace, entries: readonly TitleEntry[], game: string): { titles: Title[]; words: Set<string> } {
  let byGame = sortedTitles.get(entries);
  if (!byGame) sortedTitles.set(entries, (byGame = new Map()));
  const hit = byGame.get(game);
  if (hit) return hit;
  const games = new Map<string, string | undefined>();
  const gameOf = (file: string) => (games.has(file) ? games.get(file) : games.set(file, fileGame(ws, file)).get(file));
  const seen = new Set<string>();
  const titles = entries
    .filter((t) => gameOf(t.file) === game && !seen.has(t.title) && seen.add(t.title))
    .map((t) => ({ title: t.title, lower: t.title.toLowerCase(), id: t.id }))
    .sort((a, b) => byText(a.title, b.title));
  const result = { titles, words: new Set(entries.filter((t) => gameOf(t.file) === game).flatMap((t) => t.words)) };
  byGame.set(game, result);
  return result;
}

/**
 * The items matching `prefix`, best first (by rank, then sortText), at most MAX_ITEMS. Titles, which can be
 * thousands, come sorted and are turned into items only when they are kept.
 */
function best(typed: string, sources: CompletionItem[][], titles: Title[]): Completions {
  const prefix = typed.toLowerCase();
  const byRank: CompletionItem[][] = [[], [], []];
  for (const source of sources) for (const item of source) byRank[rank(item.label.toLowerCase(), prefix)]?.push(item);
  const titled: Title[][] = [[], [], []];
  for (const t of titles) {
    const r = rank(t.lower, prefix);
    if (r < 0 || titled[r]!.length >= MAX_ITEMS) continue;
    titled[r]!.push(t);
    // enough titles that start with the word: the others would be cut
    if (titled[0]!.length >= MAX_ITEMS) break;
  }
  const items: CompletionItem[] = [];
  let total = 0;
  for (let r = 0; r < 3; r++) {
    const group = byRank[r]!.sort((a, b) => byText(a.sortText ?? a.label, b.sortText ?? b.label));
    total += group.length + titled[r]!.length;
    // an item matched inside its label is kept by filtering on the typed word itself: the list is then asked again as the word grows
    const inside = r > 0 && prefix ? { filterText: typed } : {};
    for (const item of group) if (items.length < MAX_ITEMS) items.push(prefix ? { ...item, ...inside, sortText: `${r}${item.sortText ?? item.label}` } : item);
    for (const t of titled[r]!) if (items.length < MAX_ITEMS) items.push({ label: t.title, kind: "reference", detail: `card ${t.id}`, ...inside, sortText: `${prefix ? r : ""}6${t.title}` });
  }
  return { items, incomplete: total > items.length || items.some((item) => item.filterText !== undefined) };
}

export function completion(ws: Workspace, file: string, offset: number): Completions {
  const vocab = ws.game(file);
  const card = ws.cardAt(file, offset);
  if (!card || !vocab || offset <= card.span.start || offset >= card.span.end) {
    const head: CompletionItem[] = vocab ? [] : Object.keys(ws.vocabularies).map((g) => ({ label: `game ${g}`, kind: "keyword", insertText: `game ${g}\nset \${1:1} "\${2:Set name}"\n`, snippet: true, sortText: "0" }));
    return { items: [...head, ...newCardItems(vocab, ws)], incomplete: false };
  }
  const before = ws.slice(file, card.span.start, offset);
  const typed = typedWord(before);
  return { ...inCard(ws, file, card, vocab, before, typed), replace: { start: offset - typed.length, end: offset } };
}

function inCard(ws: Workspace, file: string, card: CardNode, vocab: GameVocabulary, before: string, typed: string): Completions {
  const place = placeIn(card, before.slice(0, before.length - typed.length), vocab);
  const type = card.kindLine && kindLineType(card.kindLine.groups.map((g) => g.map((w) => w.text)), vocab);
  switch (place.at) {
    case "outside":
      return { items: [], incomplete: false };
    case "card-line":
      // a title being written: the workspace's titles, to match one a set already has
      return best(typed, [], gameTitles(ws, file, vocab.game).titles);
    case "kind-line": {
      const written = place.group > 0 ? before.slice(0, before.length - typed.length).split(/\r\n|\r|\n/).at(-1)!.split(",").map((g) => g.trim().split(/\s+/).filter(Boolean)) : [];
      return best(typed, [kindLineItems(vocab, place.group, place.words, place.group > 0 ? kindLineType(written, vocab) : undefined)], []);
    }
    case "stat-line":
      return best(typed, [statLineItems(vocab, type, place.written, place.stat)], []);
    case "sentence": {
      const { titles, words } = gameTitles(ws, file, vocab.game);
      const got = sentenceItems({ vocab, type, titleWords: words, earlier: place.earlier }, place);
      return best(typed, [dedupe(got.items)], got.titles ? titles : []);
    }
  }
}

/** One item per label: the first (the place's likeliest reading) wins. */
function dedupe(items: CompletionItem[]): CompletionItem[] {
  const seen = new Map<string, CompletionItem>();
  for (const item of items) {
    const had = seen.get(item.label);
    if (!had || (item.sortText ?? "") < (had.sortText ?? "")) seen.set(item.label, item);
  }
  return [...seen.values()];
}
