import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import type { CardNode, StringNode } from "../syntax/ast.ts";

/**
 * Characters a title must not hold: control characters (they corrupt the terminal that prints the title, and an ANSI
 * escape sequence is run by it) and the bidirectional overrides and isolates (U+202A–202E, U+2066–2069), which make a
 * title display in another order than it is read, so two titles that look alike may differ.
 */
const hidden = /\u001b\[[0-?]*[ -/]*[@-~]|[\u0000-\u001f\u007f-\u009f]+|[\u202a-\u202e\u2066-\u2069]+/gu;

/** How a run of hidden characters is named in a message: `U+0007`, `U+202E U+202C`. */
export function codePoints(text: string): string {
  return [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(" ");
}

function what(run: string): string {
  if (run.startsWith("\u001b[")) return `an ANSI escape sequence (${codePoints("\u001b")} followed by '${run.slice(1)}'), which a terminal runs instead of printing`;
  if (/^[\u202a-\u202e\u2066-\u2069]/u.test(run)) return `a bidirectional control (${codePoints(run)}), which makes the text display in another order than it is read`;
  return `${[...run].length === 1 ? "a control character" : "control characters"} (${codePoints(run)})`;
}

/** The offset in the file of a string's value index: the body starts after the quote, and `\"`, `\\` take two characters. */
function offsetOf(node: StringNode, index: number): number {
  let offset = node.span.start + 1;
  for (let i = 0; i < index; i++) offset += node.value[i] === '"' || node.value[i] === "\\" ? 2 : 1;
  return offset;
}

/** A span inside a one-line string node. */
function inside(node: StringNode, from: number, to: number): Span {
  const start = offsetOf(node, from);
  const end = offsetOf(node, to);
  const column = node.span.column + (start - node.span.start);
  return { start, end, line: node.span.line, column, endLine: node.span.line, endColumn: column + (end - start) };
}

/** A card's title and subtitle hold no hidden characters (CS3015), and the title is not blank (CS3016). */
export function checkTitleText(card: CardNode, file: string, diagnostics: Diagnostic[]): void {
  for (const [node, name] of [[card.title, "title"], [card.subtitle, "subtitle"]] as const) {
    if (!node) continue;
    for (const m of node.value.matchAll(hidden)) {
      const span = inside(node, m.index, m.index + m[0].length);
      diagnostics.push({
        code: "CS3015", severity: "error", file, span,
        message: `the ${name} of card ${card.id.text} contains ${what(m[0])}; remove it`,
        expected: "printable characters", found: codePoints(m[0]),
        fixes: [{ title: m[0].startsWith("\u001b[") ? "Remove the escape sequence" : `Remove ${codePoints(m[0])}`, edits: [{ file, span, newText: "" }] }],
      });
    }
  }
  if (card.title.value.replace(hidden, "").trim() === "")
    diagnostics.push({
      code: "CS3016", severity: "error", file, span: card.title.span,
      message: `card ${card.id.text} has ${card.title.value === "" ? "an empty" : "a blank"} title: a card is named by its title, so write the title between the quotes`,
      expected: "the card's title", found: card.title.value === "" ? "an empty string" : "only white space",
    });
}
