/** Rename a card title: the title string of its definition and every reference written as that title. */
import { printString } from "../../format/print.ts";
import type { FileRange } from "./nodes.ts";
import { cardAt, cardReferences } from "./references.ts";
import type { Workspace } from "./workspace.ts";

export interface TextEdit extends FileRange {
  newText: string;
}

export type RenameResult = { edits: TextEdit[] } | { error: string };

/** The range to rename and the current title, or why nothing here can be renamed. */
export function prepareRename(ws: Workspace, file: string, offset: number): { range: FileRange; placeholder: string } | { error: string } {
  const card = cardAt(ws, file, offset);
  if (!card) return { error: "Only card titles can be renamed: put the cursor on a card's title or on a reference to it." };
  const range = cardReferences(ws, file, offset).find((r) => r.file === file && r.start <= offset && offset <= r.end);
  if (!range) return { error: "No card title here." };
  const title = ws.text(card.file)!.slice(card.span.start + 1, card.span.end - 1);
  return { range, placeholder: title };
}

export function rename(ws: Workspace, file: string, offset: number, newName: string): RenameResult {
  const card = cardAt(ws, file, offset);
  if (!card) return { error: "Only card titles can be renamed: put the cursor on a card's title or on a reference to it." };
  const name = newName.trim();
  if (!name || /["\n\r]/.test(name)) return { error: `'${newName}' is not a valid card title: it must be non-empty, on one line, without double quotes.` };
  // A reference written as bare words stays bare when the new title is made of plain words.
  const bare = /^[\p{L}\p{N}'’-]+(?: [\p{L}\p{N}'’-]+)*$/u.test(name);
  const edits = cardReferences(ws, file, offset).map((r): TextEdit => {
    const old = ws.text(r.file)!.slice(r.start, r.end);
    const quoted = old.startsWith('"') || !bare;
    return { ...r, newText: quoted ? printString(name) : name };
  });
  return { edits };
}
