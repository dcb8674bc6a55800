import type { ClauseNode, SentenceNode, WordNode } from "../syntax/ast.ts";
import { normalizeWord } from "./tokens.ts";

/**
 * A comma written inside a phrase (`… draws first, face down`): the parser splits clauses at every comma, so
 * where a pattern has a literal comma between two literal words (`joins`: `first face`), the two clauses around a
 * comma between those words are read as one clause with a `,` word in it. Any other comma still separates clauses.
 * Likewise `then` as an adverb inside a phrase (`If X is then Y`): after a word that a pattern writes
 * right before a literal `then` (`thenJoins`: `is`), `then` is a word of the clause, not the cost separator.
 */
export function joinPatternCommas(s: SentenceNode, joins: ReadonlySet<string>, thenJoins: ReadonlySet<string>): SentenceNode {
  if ((!joins.size && !thenJoins.size) || !s.clauses.length) return s;
  const clauses: ClauseNode[] = [s.clauses[0]!];
  const separators: SentenceNode["separators"] = [];
  let joined = false;
  for (let k = 0; k < s.separators.length; k++) {
    const sep = s.separators[k]!;
    const [left, right] = [clauses[clauses.length - 1]!, s.clauses[k + 1]];
    if (!right) {
      separators.push(...s.separators.slice(k));
      break;
    }
    const last = left.elements.at(-1);
    const first = right.elements[0];
    const comma = sep.text === "," && last?.kind === "word" && first?.kind === "word" && joins.has(`${normalizeWord(last.text)} ${normalizeWord(first.text)}`);
    const then = sep.text === "then" && last?.kind === "word" && thenJoins.has(normalizeWord(last.text));
    if (comma || then) {
      const word: WordNode = { kind: "word", text: sep.text, span: sep.span };
      clauses[clauses.length - 1] = { kind: "clause", elements: [...left.elements, word, ...right.elements], span: { ...left.span, end: right.span.end, endLine: right.span.endLine, endColumn: right.span.endColumn } };
      joined = true;
    } else {
      separators.push(sep);
      clauses.push(right);
    }
  }
  return joined ? { ...s, clauses, separators } : s;
}
