/** Formatting through the prettier plugin: the whole file, or only the cards overlapping a range. */
import { formatText } from "../../format/prettier-plugin.ts";
import { parse } from "../../syntax/parse.ts";
import type { TextEdit } from "./rename.ts";
import type { Workspace } from "./workspace.ts";

/** Edits that format the file; [] when it is formatted already or has syntax errors (nothing to do safely). */
export async function formatFile(ws: Workspace, file: string): Promise<TextEdit[]> {
  const text = ws.text(file);
  if (text === undefined) return [];
  const { formatted } = await formatText(text, file);
  if (formatted === undefined || formatted === text) return [];
  return [{ file, start: 0, end: text.length, newText: formatted }];
}

/**
 * Edits that format the cards overlapping [start, end]. The formatted file has the same cards in the
 * same order, so card k of the text is replaced by card k of the formatted text.
 */
export async function formatRange(ws: Workspace, file: string, start: number, end: number): Promise<TextEdit[]> {
  const text = ws.text(file);
  const tree = ws.tree(file);
  if (text === undefined || !tree) return [];
  const { formatted } = await formatText(text, file);
  if (formatted === undefined || formatted === text) return [];
  const after = parse(formatted, file).file.cards;
  if (after.length !== tree.cards.length) return [{ file, start: 0, end: text.length, newText: formatted }];
  const edits: TextEdit[] = [];
  tree.cards.forEach((card, k) => {
    if (card.span.end < start || card.span.start > end) return;
    const newText = formatted.slice(after[k]!.span.start, after[k]!.span.end);
    if (newText !== text.slice(card.span.start, card.span.end)) edits.push({ file, start: card.span.start, end: card.span.end, newText });
  });
  return edits;
}
