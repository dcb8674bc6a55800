/**
 * A set's own words (`keyword Tentacle "…"` between a file's `set` line and its cards): keywords, races, item
 * classes and titles that carry no engine behaviour of their own. They join the game's vocabulary for every card
 * of the game checked with them, so hover, completion and the checker know them as they know the game's words.
 *
 *   [<noun>] keyword <Word…> "doc"           a keyword, of the card types of <noun> if given (`place keyword Bog`)
 *   [<noun>] race <Word> [plural <Word>] "doc"
 *   [<noun>] item class <word…> [plural <word…>] "doc"   (without a noun: for the cards the game's item classes are for)
 *   title "<Title>" "doc"                  a title other cards name, defined by no checked card
 */
import type { GameVocabulary, KeywordDecl } from "../../runtime/core/vocabulary.ts";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import type { DeclarationNode, SourceFileNode, StringNode, WordNode } from "../syntax/ast.ts";
import { nounTypes } from "./lexicon.ts";
import { normalizeWord } from "./tokens.ts";

type Kind = "keyword" | "race" | "item class" | "title";
const KINDS: readonly Kind[] = ["keyword", "race", "item class", "title"];

/** One declared word, where it is declared. */
export interface DeclaredWord {
  kind: Kind;
  word: string;
  id: string;
  plural?: string;
  /** Card types it is for (from the leading noun); absent, every type. */
  types?: string[];
  doc: string;
  file: string;
  span: Span;
}

/** A declared word's id: its words in lower case, joined by hyphens (`magic wand` → `magic-wand`). */
export const declaredId = (word: string): string => normalizeWord(word).replace(/\s+/g, "-");

/** The words of `files` (in path order, then position) that are declared for `vocab`'s game. */
export function declaredWords(files: readonly SourceFileNode[], vocab: GameVocabulary, diagnostics: Diagnostic[]): DeclaredWord[] {
  const out: DeclaredWord[] = [];
  const first = new Map<string, DeclaredWord>();
  const ordered = [...files].filter((f) => f.game?.name.text === vocab.game).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of ordered) {
    for (const node of file.declarations) {
      const d = read(node, file.path, vocab, diagnostics);
      if (!d) continue;
      const key = `${d.kind}\u0000${d.id}`;
      const before = first.get(key);
      const game = before ? undefined : inVocabulary(d, vocab);
      if (before) {
        diagnostics.push({
          code: "CS3042", severity: "error", file: file.path, span: d.span,
          message: `${d.kind} '${d.word}' is declared twice; a word is declared once for the whole project`,
          related: [{ file: before.file, span: before.span, message: `${d.kind} '${before.word}' declared here` }],
          fixes: [{ title: "Remove this declaration", edits: [{ file: file.path, span: node.span, newText: "" }] }],
        });
      } else if (game) {
        diagnostics.push({
          code: "CS3041", severity: "error", file: file.path, span: d.span,
          message: `${d.kind} '${d.word}' is already ${game} of ${vocab.game}: a set declares only the words it adds`,
          fixes: [{ title: "Remove this declaration", edits: [{ file: file.path, span: node.span, newText: "" }] }],
        });
      } else {
        first.set(key, d);
        out.push(d);
      }
    }
  }
  return out;
}

function read(node: DeclarationNode, file: string, vocab: GameVocabulary, diagnostics: Diagnostic[]): DeclaredWord | undefined {
  const words = node.parts.map((p) => (p.kind === "word" ? normalizeWord(p.text) : undefined));
  const at = kindAt(words);
  const bad = (span: Span, message: string, expected: string, found: string): undefined => {
    diagnostics.push({ code: "CS3040", severity: "error", file, span, message, expected, found });
  };
  if (!at) {
    const expected = `${KINDS.map((k) => `'${k}'`).join(", ")}, after a card type or noun if the word is for some cards only`;
    return bad(node.parts[0]!.span, `a declaration names the kind of word it adds: expected ${expected}`, expected, `'${partsText(node.parts)}'`);
  }
  const { kind, start, end } = at;
  let types: string[] | undefined;
  if (start > 0) {
    const noun = node.parts.slice(0, start).map((p) => (p.kind === "word" ? p.text : p.value)).join(" ");
    const found = nounTypes(vocab, normalizeWord(noun)) ?? nounTypes(vocab, normalizeWord(noun).replace(/s$/, ""));
    if (!found) return bad(spanOf(node.parts.slice(0, start)), `'${noun}' is not a card type or noun of ${vocab.game}`, "a card type or noun", `'${noun}'`);
    if (kind === "title") return bad(spanOf(node.parts.slice(0, start)), "a title is declared without a card type: 'title \"…\" \"…\"'", "'title'", `'${noun}'`);
    types = found;
  }
  const rest = node.parts.slice(end);
  if (kind === "title") {
    const title = rest[0];
    if (rest.length !== 1 || title?.kind !== "string") return bad(rest[0]?.span ?? node.parts[end - 1]!.span, "a title is declared as a string: 'title \"The Title\" \"…\"'", "one quoted title", `'${partsText(rest)}'`);
    return { kind, word: title.value, id: title.value, doc: node.doc.value, file, span: title.span };
  }
  const cut = rest.findIndex((p) => p.kind === "word" && normalizeWord(p.text) === "plural");
  const named = cut < 0 ? rest : rest.slice(0, cut);
  const plural = cut < 0 ? [] : rest.slice(cut + 1);
  if (named.length === 0 || named.some((p) => p.kind !== "word") || (cut >= 0 && (plural.length === 0 || plural.some((p) => p.kind !== "word"))))
    return bad(spanOf(rest.length ? rest : node.parts), `expected the ${kind} as words${kind === "keyword" ? "" : ", then optionally 'plural' and its plural"}`, `the ${kind}'s words`, `'${partsText(rest)}'`);
  if (kind === "keyword" && cut >= 0) return bad(spanOf(rest.slice(cut)), "a keyword has no plural", "the keyword's words", `'${partsText(rest.slice(cut))}'`);
  const word = partsText(named);
  const d: DeclaredWord = { kind, word, id: declaredId(word), doc: node.doc.value, file, span: spanOf(named) };
  if (plural.length) d.plural = partsText(plural);
  // an item class names no card type of its own: it is for the cards the game's item classes are for
  types ??= kind === "item class" ? itemTypes(vocab) : undefined;
  if (types) d.types = types;
  return d;
}

/** The card types every item class of the game is for, if they all say (the union); else undefined. */
function itemTypes(vocab: GameVocabulary): string[] | undefined {
  const lists = vocab.itemClasses.map((c) => c.types);
  if (lists.length === 0 || lists.some((t) => t === undefined)) return undefined;
  return [...new Set(lists.flat() as string[])];
}

/** Where the kind words stand among the declaration's words (the first run of them), or undefined. */
function kindAt(words: (string | undefined)[]): { kind: Kind; start: number; end: number } | undefined {
  for (let i = 0; i < words.length; i++) {
    if (words[i] === "item" && words[i + 1] === "class") return { kind: "item class", start: i, end: i + 2 };
    const k = KINDS.find((x) => x === words[i]);
    if (k) return { kind: k, start: i, end: i + 1 };
  }
  return undefined;
}

const partsText = (parts: (WordNode | StringNode)[]): string => parts.map((p) => (p.kind === "word" ? p.text : `"${p.value}"`)).join(" ");

function spanOf(parts: (WordNode | StringNode)[]): Span {
  const a = parts[0]!.span;
  const b = parts[parts.length - 1]!.span;
  return { ...a, end: b.end, endLine: b.endLine, endColumn: b.endColumn };
}

/** What the game already calls this word ("a keyword"), if anything. */
function inVocabulary(d: DeclaredWord, vocab: GameVocabulary): string | undefined {
  const same = (w: string) => declaredId(w) === d.id;
  if (d.kind === "keyword" && vocab.keywords.some((k) => same(k.word) || k.id === d.id)) return "a keyword";
  if (d.kind === "race" && vocab.races.some((r) => same(r.word) || r.id === d.id)) return "a race";
  if (d.kind === "item class" && vocab.itemClasses.some((c) => same(c.word) || c.id === d.id)) return "an item class";
  return undefined;
}

// One extended vocabulary per game vocabulary and list of words, so that the lexicon built from it is reused.
const extended = new WeakMap<GameVocabulary, Map<string, GameVocabulary>>();

/** `vocab` with the declared keywords, races and item classes added (titles go to the title index). */
export function withDeclared(vocab: GameVocabulary, words: readonly DeclaredWord[]): GameVocabulary {
  const own = words.filter((w) => w.kind !== "title");
  if (own.length === 0) return vocab;
  const key = JSON.stringify(own.map((w) => [w.kind, w.word, w.plural, w.types, w.doc]));
  let byKey = extended.get(vocab);
  if (!byKey) extended.set(vocab, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit) return hit;
  const typed = (w: DeclaredWord) => (w.types ? { types: w.types } : {});
  const plural = (w: DeclaredWord) => (w.plural ? { plural: w.plural } : {});
  const keywords: KeywordDecl[] = own.filter((w) => w.kind === "keyword").map((w) => ({ word: w.word, id: w.id, doc: w.doc, ...typed(w) }));
  const races = own.filter((w) => w.kind === "race").map((w) => ({ id: w.id, word: w.word, side: "", doc: w.doc, ...plural(w), ...typed(w) }));
  const itemClasses = own.filter((w) => w.kind === "item class").map((w) => ({ id: w.id, word: w.word, doc: w.doc, ...plural(w), ...typed(w) }));
  const out: GameVocabulary = { ...vocab, keywords: [...vocab.keywords, ...keywords], races: [...vocab.races, ...races], itemClasses: [...vocab.itemClasses, ...itemClasses] };
  // a small cache: an editor re-checks with the same words again and again, and with a new list now and then
  if (byKey.size > 16) byKey.clear();
  byKey.set(key, out);
  return out;
}
