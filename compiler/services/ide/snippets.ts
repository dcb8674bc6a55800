/** Snippets (LSP/TextMate syntax: `${1:name}`) made from vocabulary patterns and card types. */
import type { CardTypeDecl, GameVocabulary, ParamDecl, ParamType, StatDecl } from "../../../runtime/core/vocabulary.ts";
import { statWordList } from "../../render/stat-values.ts";

/** `a`/`an` before a word, by its first letter. */
export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The written word of a noun type or card type id (a card type may be several words). */
function nounWord(noun: string, vocab: GameVocabulary): string {
  return vocab.cardTypes.find((t) => t.id === noun)?.word ?? noun;
}

/** A value a slot of this type reads, as an author would write it: `a character`, `1`, `you`. */
export function exampleValue(type: ParamType, vocab: GameVocabulary): string {
  switch (type.kind) {
    case "cards": {
      const word = nounWord(type.noun, vocab);
      return `${article(word)} ${word}`;
    }
    case "number":
      return "1";
    case "signed":
      return "+1";
    case "tokens":
      return "(1)";
    case "player":
      return "you";
    case "word":
      return wordEntries(type.of, vocab)[0] ?? type.of;
    case "phrase":
      return type.phrase;
    case "text":
      return '"text"';
    case "list": {
      const item = exampleValue(type.item, vocab);
      return `${item} ${type.conjunction} ${item}`;
    }
  }
}

/** The entries of a word list: a built-in list of the vocabulary or one of its `words`. */
export function wordEntries(of: string, vocab: GameVocabulary): string[] {
  const builtIn: Record<string, { word: string }[]> = { timings: vocab.timings, cultures: vocab.cultures, races: vocab.races, itemClasses: vocab.itemClasses, keywords: vocab.keywords, cardTypes: vocab.cardTypes, sides: vocab.sides };
  return builtIn[of]?.map((x) => x.word) ?? vocab.words[of] ?? [];
}

/** Core determiners after which a noun is written without an article. */
const QUANTIFIERS = new Set(["each", "every", "another", "any", "other", "all", "the", "your", "this", "that"]);

/** The words of a pattern as written (its literals are matched lowercased), to write labels with their capitals. */
const written = new Map<string, Map<string, string>>();

export function writtenWords(pattern: string): Map<string, string> {
  const hit = written.get(pattern);
  if (hit) return hit;
  const out = new Map<string, string>();
  written.set(pattern, out);
  for (const w of pattern.replace(/\{\w+\}('s|’s)?/g, " ").split(/[\s[\]()|,]+/)) if (w && w !== w.toLowerCase()) out.set(w.toLowerCase(), w);
  return out;
}

const escape = (text: string) => text.replace(/[$}\\]/g, (c) => `\\${c}`);

/** A pattern item with its optional parts decided and groups spelled out as parentheses (see completion-match.ts). */
export type Flat = { t: "lit"; words: string[] } | { t: "slot"; name: string; param: ParamDecl };

/** A readable label and a snippet of pattern items: each slot an example value, placeholders numbered from `first`. */
export interface PatternText {
  label: string;
  snippet: string;
}

/**
 * Pattern items written out: a slot as an example value (`draw 1 card`), in the snippet a placeholder holding it
 * (`draw ${1:1} card`); optional parts left out; of alternatives the first, but `a|an` as the next word wants.
 */
export function patternText(items: readonly Flat[], vocab: GameVocabulary, cased?: ReadonlyMap<string, string>, first = 1): PatternText {
  const label: string[] = [];
  const snippet: string[] = [];
  let n = first;
  for (const it of items) {
    if (it.t === "lit") {
      const w = cased?.get(it.words[0]!) ?? it.words[0]!;
      label.push(w);
      snippet.push(escape(w));
    } else {
      let value = exampleValue(it.param.type, vocab);
      // after a determiner of the pattern (`for each {per}`) the noun stands bare
      if (it.param.type.kind === "cards" && QUANTIFIERS.has(label.at(-1)?.toLowerCase() ?? "")) value = value.replace(/^an? /, "");
      label.push(value);
      snippet.push(`\${${n++}:${escape(value)}}`);
    }
  }
  for (let k = 0; k < label.length; k++) {
    // `a|an` agrees with the word after it; a possessive of `you` is `your`
    if ((label[k] === "a" || label[k] === "an") && k + 1 < label.length) label[k] = snippet[k] = article(label[k + 1]!.replace(/^\W+/, ""));
    if (label[k] === "'s" && label[k - 1] === "you") (label[k - 1] = "your"), (snippet[k - 1] = snippet[k - 1]!.replace(/:you\}$/, ":your}")), (label[k] = snippet[k] = "");
  }
  const join = (parts: string[]) => parts.filter(Boolean).join(" ").replace(/\( /g, "(").replace(/ \)/g, ")").replace(/ 's\b/g, "'s");
  return { label: join(label), snippet: join(snippet) };
}

/** `card ${1:id} "${2:Title}" { … }` for one card type: kind line placeholder and its required stats. */
export function newCardSnippet(type: CardTypeDecl, vocab: GameVocabulary): string {
  let n = 2;
  const culture = type.needsCulture || type.second !== "none" ? `\${${++n}:${vocab.cultures[0]?.word ?? "Culture"}} ` : "";
  const second = type.second === "none" ? "" : `, \${${++n}:${type.second === "itemClass" ? "Item class" : "Race"}}`;
  const kind = `${culture}${type.word}${second}`;
  const stats = type.stats.required.map((s) => {
    const decl = vocab.stats.find((d) => d.name === s);
    return `${s} \${${++n}:${statPlaceholder(decl, vocab)}}`;
  });
  const body = ["", `  ${kind}`, ...(stats.length ? [`  ${stats.join(", ")}`] : []), "", `  $0`];
  return [`card \${1:1C1} "\${2:Title}" {`, ...body.slice(1), "}"].join("\n");
}

/** A stat's placeholder value in a new card: its first word, its smallest number, or a number. */
export function statPlaceholder(decl: StatDecl | undefined, vocab: GameVocabulary): string {
  if (decl?.value === "word") return decl.words?.[0] ?? "word";
  if (decl?.value === "words") return statWordList(decl, vocab)[0]?.word ?? "word";
  if (decl?.value === "range") return `${decl.min ?? 1}-${decl.max ?? (decl.min ?? 1) + 1}`;
  return String(decl?.min ?? 0);
}
