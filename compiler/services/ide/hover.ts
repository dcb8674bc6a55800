/** Hover: what the word under the cursor means — a phrase's doc and signature, a card reference's card, a pronoun's referent. */
import { cardSummary, phraseSignature } from "./describe.ts";
import { nodeAt, type FileRange } from "./nodes.ts";
import { cardAt } from "./references.ts";
import type { Workspace } from "./workspace.ts";

export interface Hover {
  /** Markdown. */
  contents: string;
  range: FileRange;
}

export function hover(ws: Workspace, file: string, offset: number): Hover | undefined {
  const node = nodeAt(ws.indexAt(file, offset), offset);
  if (!node) return undefined;
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
    const signature = decl ? `\`\`\`cardscript\n${phraseSignature(decl)}\n\`\`\`\n` : "";
    return { contents: `${signature}*${node.phraseKind ?? "phrase"}* \`${node.id}\`${node.doc ? ` — ${node.doc}` : ""}`, range };
  }
  if (node.kind === "noun") {
    const types = node.types ? node.types.map((t) => vocab?.cardTypes.find((c) => c.id === t)?.word ?? t).join(" | ") : "any card";
    return { contents: `noun phrase: ${types}`, range };
  }
  return { contents: `*${node.kind}* \`${node.id ?? ""}\`${node.doc ? ` — ${node.doc}` : ""}`, range };
}
