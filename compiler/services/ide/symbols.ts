/** Document symbols (cards, then their abilities) and workspace symbols (cards by title or id). */
import type { FileRange } from "./nodes.ts";
import type { Workspace } from "./workspace.ts";

export interface DocumentSymbol {
  name: string;
  detail?: string;
  kind: "card" | "ability";
  /** The whole card or sentence. */
  range: FileRange;
  /** The title, or the sentence's start. */
  selectionRange: FileRange;
  children: DocumentSymbol[];
}

export interface WorkspaceSymbol {
  name: string;
  detail: string;
  range: FileRange;
}

const MAX_NAME = 60;

export function documentSymbols(ws: Workspace, file: string): DocumentSymbol[] {
  const text = ws.text(file) ?? "";
  return (ws.tree(file)?.cards ?? []).map((card) => ({
    name: `${card.id.text} ${card.title.value}`,
    detail: card.kindLine?.groups.map((g) => g.map((w) => w.text).join(" ")).join(", "),
    kind: "card",
    range: { file, start: card.span.start, end: card.span.end },
    selectionRange: { file, start: card.title.span.start, end: card.title.span.end },
    children: card.sentences.map((s) => {
      const words = text.slice(s.span.start, s.span.end).replace(/\s+/g, " ");
      return {
        name: words.length > MAX_NAME ? `${words.slice(0, MAX_NAME - 1)}…` : words,
        kind: "ability",
        range: { file, start: s.span.start, end: s.span.end },
        selectionRange: { file, start: s.span.start, end: s.span.end },
        children: [],
      } satisfies DocumentSymbol;
    }),
  }));
}

/** Cards whose title, subtitle or id contains `query` (case-insensitive); all cards for "". */
export function workspaceSymbols(ws: Workspace, query: string, limit = 500): WorkspaceSymbol[] {
  const q = query.toLowerCase();
  const out: WorkspaceSymbol[] = [];
  for (const { file, card } of ws.cards()) {
    const name = card.title.value + (card.subtitle ? `, ${card.subtitle.value}` : "");
    if (q && !name.toLowerCase().includes(q) && !card.id.text.toLowerCase().includes(q)) continue;
    out.push({ name, detail: card.id.text, range: { file, start: card.title.span.start, end: card.title.span.end } });
    if (out.length >= limit) break;
  }
  return out;
}
