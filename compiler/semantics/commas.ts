import type { ClauseNode, SentenceNode, WordNode } from "../syntax/ast.ts";
import { normalizeWord } from "./tokens.ts";

/**
 * A comma written inside a phrase (`… draws first, face down`): the parser splits clauses at every comma, so
 * where a pattern has a literal comma between two literal words (`joins`: `first face`), the two clauses around a
 * comma between those words are read as one clause with a `,` word in it. Any other comma still separates clauses.
 */
export function joinPatternCommas(s: SentenceNode, joins: ReadonlySet<string>): SentenceNode {
  if (!joins.size || !s.clauses.length) return s;
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
    if (sep.text === "," && last?.kind === "word" && first?.kind === "word" && joins.has(`${normalizeWord(last.text)} ${normalizeWord(first.text)}`)) {
      const comma: WordNode = { kind: "word", text: ",", span: sep.span };
      clauses[clauses.length - 1] = { kind: "clause", elements: [...left.elements, comma, ...right.elements], span: { ...left.span, end: right.span.end, endLine: right.span.endLine, endColumn: right.span.endColumn } };
      joined = true;
    } else {
      separators.push(sep);
      clauses.push(right);
    }
  }
  return joined ? { ...s, clauses, separators } : s;
}
