/** Snippets (LSP/TextMate syntax: `${1:name}`) made from vocabulary patterns and card types. */
import type { CardTypeDecl, GameVocabulary, StatDecl } from "../../../runtime/core/vocabulary.ts";
import { statWordList } from "../../render/stat-values.ts";

/**
 * The canonical pattern as a snippet: each `{slot}` a numbered placeholder; optional parts left out;
 * of `a|an` alternatives the first.
 */
export function patternSnippet(pattern: string): string {
  let n = 0;
  let text = pattern;
  // optional parts may nest: strip innermost first
  for (let prev = ""; prev !== text; ) (prev = text), (text = text.replace(/\s*\[[^[\]]*\]/g, ""));
  text = text.replace(/(\S+)(?:\|\S+)+/g, "$1").replace(/\(\s+/g, "(").replace(/\s+\)/g, ")");
  text = text.replace(/\$/g, "\\$").replace(/\{(\w+)\}/g, (_, name: string) => `\${${++n}:${name}}`);
  return text.replace(/\s+/g, " ").trim();
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
function statPlaceholder(decl: StatDecl | undefined, vocab: GameVocabulary): string {
  if (decl?.value === "word") return decl.words?.[0] ?? "word";
  if (decl?.value === "words") return statWordList(decl, vocab)[0]?.word ?? "word";
  if (decl?.value === "range") return `${decl.min ?? 1}-${decl.max ?? (decl.min ?? 1) + 1}`;
  return String(decl?.min ?? 0);
}
