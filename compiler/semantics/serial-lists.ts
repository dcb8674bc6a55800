import type { ClauseNode, SentenceNode, SeparatorNode, WordNode } from "../syntax/ast.ts";

const CONJUNCTIONS = new Set(["or", "and"]);

function leadingConjunction(c: ClauseNode | undefined): string | undefined {
  const first = c?.elements[0];
  if (!first || first.kind !== "word" || c!.elements.length < 2) return undefined;
  const text = first.text.toLowerCase();
  return CONJUNCTIONS.has(text) ? text : undefined;
}

/**
 * A serial list inside one clause, `A, B, or C` / `A, B, and C`: the clause after a comma begins with
 * `or`/`and`, and the clauses before it back to the list's first clause are single items (`isItem`:
 * a noun phrase or a number) after commas, at least one of them. The first clause ends with the first
 * item (`take A`, `at level 6`). The run is read as one clause with the conjunction in place of each list
 * comma, `A or B or C`; the renderer writes lists of three or more back with commas. Any other comma
 * still separates clauses.
 */
export function joinSerialLists(s: SentenceNode, isItem: (c: ClauseNode) => boolean): SentenceNode {
  const clauses: ClauseNode[] = [];
  const separators: SeparatorNode[] = [];
  let joined = false;
  let i = 0;
  while (i < s.clauses.length) {
    const j = listEnd(s, i, isItem);
    if (j !== undefined) {
      const conj = leadingConjunction(s.clauses[j])!;
      const elements = [...s.clauses[i]!.elements];
      for (let k = i + 1; k <= j; k++) {
        if (k < j) elements.push({ kind: "word", text: conj, span: s.separators[k - 1]!.span } satisfies WordNode);
        elements.push(...s.clauses[k]!.elements);
      }
      const last = s.clauses[j]!.span;
      clauses.push({ kind: "clause", elements, span: { ...s.clauses[i]!.span, end: last.end, endLine: last.endLine, endColumn: last.endColumn } });
      if (j < s.separators.length) separators.push(s.separators[j]!);
      joined = true;
      i = j + 1;
      continue;
    }
    clauses.push(s.clauses[i]!);
    if (i < s.separators.length) separators.push(s.separators[i]!);
    i++;
  }
  return joined ? { ...s, clauses, separators } : s;
}

/** The index of the `or …`/`and …` clause ending a serial list whose first clause is `i`, if there is one. */
function listEnd(s: SentenceNode, i: number, isItem: (c: ClauseNode) => boolean): number | undefined {
  if (!s.clauses[i]!.elements.length) return undefined;
  let k = i + 1;
  while (k < s.clauses.length && s.separators[k - 1]?.text === ",") {
    if (leadingConjunction(s.clauses[k])) return k - i >= 2 ? k : undefined;
    if (!isItem(s.clauses[k]!)) return undefined;
    k++;
  }
  return undefined;
}

/**
 * `… for each of these you can see: red, blue, and green`: a colon after the first clause of a sentence
 * (a label's colon is not a separator) introduces the rest of that clause, its last words; the clause
 * after it is read as part of the clause before (the phrase's rendering writes the colon back).
 */
export function joinColonLists(s: SentenceNode): SentenceNode {
  const k = s.separators.findIndex((x) => x.text === ":");
  if (k < 0 || k !== s.clauses.length - 2) return s;
  const [before, after] = [s.clauses[k]!, s.clauses[k + 1]!];
  const joined: ClauseNode = { kind: "clause", elements: [...before.elements, ...after.elements], span: { ...before.span, end: after.span.end, endLine: after.span.endLine, endColumn: after.span.endColumn } };
  return { ...s, clauses: [...s.clauses.slice(0, k), joined], separators: s.separators.slice(0, k) };
}
