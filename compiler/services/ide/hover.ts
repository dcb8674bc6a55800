/**
 * Hover: what the word under the cursor means — a phrase's signature, parameters, doc and English, a card
 * reference's card, a pronoun's referent, any word of the vocabulary, and for an unknown word the nearest known ones.
 */
import { gameTitles } from "./completion.ts";
import { cardSummary, phraseDoc } from "./describe.ts";
import { wordHover } from "./hover-words.ts";
import type { NodeInfo } from "../../semantics/check.ts";
import { nodeAt, type FileRange } from "./nodes.ts";
import { cardAt } from "./references.ts";
import type { Workspace } from "./workspace.ts";

export interface Hover {
  /** Markdown. */
  contents: string;
  range: FileRange;
}

/** The vocabulary's word hover inside a card (not on its `card` line, in a comment or in a string). */
function wordAt(ws: Workspace, file: string, offset: number): Hover | undefined {
  const vocab = ws.game(file);
  const card = ws.cardAt(file, offset);
  if (!vocab || !card || offset <= (card.subtitle ?? card.title).span.end || offset >= card.span.end) return undefined;
  const from = card.span.start;
  const text = ws.slice(file, from, card.span.end);
  const lineStart = text.lastIndexOf("\n", offset - from - 1) + 1;
  const before = text.slice(lineStart, offset - from);
  if (before.includes("#") || (before.match(/"/g) ?? []).length % 2 === 1) return undefined;
  const { titles, words } = gameTitles(ws, file, vocab.game);
  const h = wordHover(vocab, text, offset - from, words, titles.map((t) => t.title));
  return h && { contents: h.contents, range: { file, start: from + h.start, end: from + h.end } };
}

export function hover(ws: Workspace, file: string, offset: number): Hover | undefined {
  const node = nodeAt(ws.indexAt(file, offset), offset);
  if (!node || node.kind === "keyword" || node.kind === "timing") return wordAt(ws, file, offset) ?? (node && generic(node, { file, start: node.span.start, end: node.span.end }));
  const range = { file, start: node.span.start, end: node.span.end };
  const vocab = ws.game(file);
  const snippet = (f: string, s: number, e: number) => (ws.text(f) ?? "").slice(s, e).replace(/\s+/g, " ");

  if (node.kind === "card" || node.kind === "title" || (node.kind === "ref" && node.binding === "self")) {
    const card = cardAt(ws, file, offset);
    const ir = card && ws.cardIR(card.file, card.id ?? "");
    if (ir) {
      const prefix = node.kind === "ref" ? "refers to this card\n\n" : "";
      return { contents: prefix + cardSummary(ir, ws.game(card.file)), range };
    }
    if (node.kind === "title") return { contents: `unknown card '${snippet(file, node.span.start, node.span.end)}'`, range };
  }
  if (node.kind === "ref") {
    const to = node.target ? `refers to \`${snippet(node.target.file, node.target.span.start, node.target.span.end)}\`` : `refers to ${node.binding ?? "a card"}`;
    return { contents: [to, node.doc].filter(Boolean).join("\n\n"), range };
  }
  if (node.kind === "phrase") {
    const decl = vocab?.phrases.find((p) => p.id === node.id);
    if (decl) return { contents: phraseDoc(decl), range };
  }
  if (node.kind === "noun") {
    const types = node.types ? node.types.map((t) => vocab?.cardTypes.find((c) => c.id === t)?.word ?? t).join(" | ") : "any card";
    const word = wordAt(ws, file, offset);
    return { contents: [word?.contents, `noun phrase: ${types}`].filter(Boolean).join("\n\n---\n\n"), range: word?.range ?? range };
  }
  return generic(node, range);
}

function generic(node: NodeInfo, range: FileRange): Hover {
  return { contents: `*${node.kind}* \`${node.id ?? ""}\`${node.doc ? ` — ${node.doc}` : ""}`, range };
}
