/**
 * The canonical layout of a parsed file, as lines of text.
 * Comments are placed by position: a comment with code before it on its line trails the construct
 * that code belongs to; any other comment leads the next construct, at that construct's indent.
 */
import type { Span } from "../diagnostics/diagnostic.ts";
import type {
  CardNode,
  ClauseNode,
  CommentNode,
  DeclarationNode,
  Element,
  SentenceNode,
  SeparatorNode,
  SourceFileNode,
  StatNode,
} from "../syntax/ast.ts";

import { statValueText } from "../syntax/stat-values.ts";

const INDENT = "  ";

/** One printed construct: a header line, a sentence, a card's closing brace. */
interface Unit {
  start: number;
  text: string;
  indent: string;
  /** Indent of comments that lead this unit (the closing brace's comments sit inside the card). */
  commentIndent: string;
  /** Print a blank line before this unit (and before its leading comments). */
  blankBefore: boolean;
  leading: CommentNode[];
  trailing?: CommentNode;
}

export function printFile(file: SourceFileNode, text: string): string[] {
  const units = layout(file);
  const after = placeComments(units, file.comments, text);
  const lines: string[] = [];
  for (const unit of units) {
    if (unit.blankBefore && lines.length > 0) lines.push("");
    for (const comment of unit.leading) lines.push(`${unit.commentIndent}${printComment(comment)}`);
    lines.push(`${unit.indent}${unit.text}${unit.trailing ? ` ${printComment(unit.trailing)}` : ""}`);
  }
  if (after.length > 0 && lines.length > 0 && units.length > 0) lines.push("");
  for (const comment of after) lines.push(printComment(comment));
  return lines;
}

function layout(file: SourceFileNode): Unit[] {
  const units: Unit[] = [];
  const add = (span: Span, text: string, indent: string, blankBefore = false, commentIndent = indent) =>
    units.push({ start: span.start, text, indent, commentIndent, blankBefore, leading: [] });
  if (file.game) add(file.game.span, `game ${file.game.name.text}`, "");
  if (file.set) add(file.set.span, `set ${file.set.number.value}${file.set.name ? ` ${printString(file.set.name.value)}` : ""}`, "");
  // the declarations are one block, set off from the lines above and the cards below
  file.declarations.forEach((d, i) => add(d.span, printDeclaration(d), "", i === 0 && units.length > 0));
  for (const card of file.cards) layoutCard(card, add);
  return units;
}

function layoutCard(card: CardNode, add: (span: Span, text: string, indent: string, blankBefore?: boolean, commentIndent?: string) => void): void {
  const subtitle = card.subtitle ? ` ${printString(card.subtitle.value)}` : "";
  add(card.headerSpan, `card ${card.id.text} ${printString(card.title.value)}${subtitle} {`, "", true);
  if (card.kindLine) add(card.kindLine.span, card.kindLine.groups.map((group) => group.map((word) => word.text).join(" ")).join(", "), INDENT);
  if (card.stats.length > 0) add(statsSpan(card.stats), card.stats.map(printStat).join(", "), INDENT);
  const hasHeader = card.kindLine !== undefined || card.stats.length > 0;
  card.sentences.forEach((sentence, i) => add(sentence.span, printSentence(sentence), INDENT, i === 0 && hasHeader));
  const close = card.span.end - 1;
  add({ ...card.span, start: close }, "}", "", false, INDENT);
}

function printDeclaration(d: DeclarationNode): string {
  const parts = d.parts.map((p) => (p.kind === "word" ? p.text : printString(p.value)));
  return `${parts.join(" ")} ${printString(d.doc.value)}`;
}

function statsSpan(stats: StatNode[]): Span {
  return { ...stats[0]!.span, end: stats[stats.length - 1]!.span.end };
}

/** Attach each comment to a unit; returns the comments after the last unit. */
function placeComments(units: Unit[], comments: CommentNode[], text: string): CommentNode[] {
  const after: CommentNode[] = [];
  let next = 0; // index of the first unit starting after the current comment
  for (const comment of comments) {
    while (next < units.length && units[next]!.start < comment.span.start) next++;
    const owner = units[next - 1];
    if (owner && !owner.trailing && hasCodeBefore(comment, text)) {
      owner.trailing = comment;
    } else if (next < units.length) {
      units[next]!.leading.push(comment);
    } else {
      after.push(comment);
    }
  }
  return after;
}

function hasCodeBefore(comment: CommentNode, text: string): boolean {
  for (let i = comment.span.start - 1; i >= 0; i--) {
    const ch = text[i]!;
    if (ch === "\n" || ch === "\r") return false;
    if (ch !== " " && ch !== "\t" && ch !== "\uFEFF") return true;
  }
  return false;
}

function printComment(comment: CommentNode): string {
  return `#${comment.text}`;
}

function printStat(stat: StatNode): string {
  const value = statValueText(stat.value);
  return value ? `${stat.name.text} ${value}` : stat.name.text;
}

export function printSentence(sentence: SentenceNode): string {
  const label = sentence.label ? `${printClause(sentence.label)}: ` : "";
  return `${label}${printClauses(sentence.clauses, sentence.separators)}.`;
}

function printClauses(clauses: ClauseNode[], separators: SeparatorNode[]): string {
  let out = clauses.length > 0 ? printClause(clauses[0]!) : "";
  for (let i = 1; i < clauses.length; i++) out += `${printSeparator(separators[i - 1]!)}${printClause(clauses[i]!)}`;
  return out;
}

function printSeparator(separator: SeparatorNode): string {
  return separator.text === "then" ? " then " : `${separator.text} `;
}

function printClause(clause: ClauseNode): string {
  return clause.elements.map(printElement).join(" ");
}

function printElement(element: Element): string {
  switch (element.kind) {
    case "word":
      return element.text;
    case "number":
      return String(element.value);
    case "signed":
      return printSigned(element.value);
    case "signedX":
      return element.negative ? "-X" : "+X";
    case "tokens":
      return `(${element.value})`;
    case "icon":
      return `[${element.name}]`;
    case "string":
      return printString(element.value) + (element.possessive ? "'s" : "");
    case "group":
      return `(${printClauses(element.clauses, element.separators)})`;
  }
}

function printSigned(value: number): string {
  if (Object.is(value, -0)) return "-0";
  return value < 0 ? String(value) : `+${value}`;
}

export function printString(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}
