/** Go to definition and find references for card references (titles), across files. */
import type { NodeInfo } from "../../semantics/check.ts";
import { nodeAt, rangeOf, sameSpan, type FileRange } from "./nodes.ts";
import type { Workspace } from "./workspace.ts";

/** The definition a reference points to: a card's title, or the noun phrase a pronoun stands for. */
export function definition(ws: Workspace, file: string, offset: number): FileRange | undefined {
  const node = nodeAt(ws.indexAt(file, offset), offset, ["ref", "title", "card"]);
  if (!node) return undefined;
  if (node.kind === "card") return rangeOf(node.file, node.span);
  return node.target ? rangeOf(node.target.file, node.target.span) : undefined;
}

/** The card definition under the cursor (its title, or a reference to it). */
export function cardAt(ws: Workspace, file: string, offset: number): NodeInfo | undefined {
  const node = nodeAt(ws.indexAt(file, offset), offset, ["ref", "title", "card"]);
  if (!node) return undefined;
  if (node.kind === "card") return node;
  if (!node.target) return undefined;
  const target = node.target;
  return ws.indexAt(target.file, target.span.start).find((n) => n.kind === "card" && sameSpan(n, target));
}

/**
 * Every place naming the card under the cursor: its definition's title and each reference written
 * as its title (a pronoun that happens to mean the card is not a use of its name).
 */
export function cardReferences(ws: Workspace, file: string, offset: number, includeDeclaration = true): FileRange[] {
  const card = cardAt(ws, file, offset);
  if (!card) return [];
  const out: FileRange[] = includeDeclaration ? [rangeOf(card.file, card.span)] : [];
  for (const n of ws.allIndex()) {
    if (!n.target || !sameSpan(n.target, card)) continue;
    if (n.kind === "title" || (n.kind === "ref" && n.binding === "self" && writesTitle(ws, n, card))) out.push(rangeOf(n.file, n.span));
  }
  return out;
}

/** Is this self reference written as the card's title (the title itself, not `this <card type>`)? */
function writesTitle(ws: Workspace, ref: NodeInfo, card: NodeInfo): boolean {
  const text = ws.text(ref.file)?.slice(ref.span.start, ref.span.end) ?? "";
  const title = ws.text(card.file)?.slice(card.span.start + 1, card.span.end - 1) ?? "";
  return text.replace(/^"|"$/g, "") === title;
}

/** References anywhere: card names, or a pronoun's binding within its card. */
export function references(ws: Workspace, file: string, offset: number, includeDeclaration = true): FileRange[] {
  const cards = cardReferences(ws, file, offset, includeDeclaration);
  if (cards.length) return cards;
  const node = nodeAt(ws.indexAt(file, offset), offset, ["ref", "noun"]);
  if (!node) return [];
  const target = node.kind === "ref" ? node.target : { file: node.file, span: node.span };
  if (!target) return [rangeOf(node.file, node.span)];
  const refs = ws.indexAt(target.file, target.span.start).filter((n) => n.kind === "ref" && n.target && sameSpan(n.target, target)).map((n) => rangeOf(n.file, n.span));
  return includeDeclaration ? [rangeOf(target.file, target.span), ...refs] : refs;
}
