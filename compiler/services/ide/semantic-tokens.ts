/**
 * Semantic tokens from the side table. Entries nest (a phrase holds noun phrases holding references),
 * so each character takes the most specific entry covering it; runs are then cut at line ends.
 */
import type { NodeInfo } from "../../semantics/check.ts";
import type { Workspace } from "./workspace.ts";

export const tokenTypes = ["keyword", "function", "type", "variable", "class", "comment"] as const;
export const tokenModifiers = ["declaration"] as const;

export interface SemanticToken {
  /** 1-based. */
  line: number;
  column: number;
  length: number;
  type: (typeof tokenTypes)[number];
  declaration?: boolean;
}

/** Painted kinds, least specific first; the index is the paint value. */
const layers: { type: SemanticToken["type"]; declaration?: boolean; kinds: NodeInfo["kind"][] }[] = [
  { type: "function", kinds: ["phrase"] },
  { type: "type", kinds: ["noun"] },
  { type: "variable", kinds: ["ref"] },
  { type: "class", kinds: ["title"] },
  { type: "keyword", kinds: ["timing", "keyword"] },
  { type: "class", declaration: true, kinds: ["card"] },
  { type: "comment", kinds: [] },
];

export function semanticTokens(ws: Workspace, file: string): SemanticToken[] {
  const text = ws.text(file) ?? "";
  const paint = new Uint8Array(text.length);
  const fill = (start: number, end: number, value: number) => {
    for (let i = Math.max(0, start); i < Math.min(end, text.length); i++) if (paint[i]! < value) paint[i] = value;
  };
  const layerOf = new Map<NodeInfo["kind"], number>();
  layers.forEach((l, k) => l.kinds.forEach((kind) => layerOf.set(kind, k + 1)));
  for (const n of ws.index(file)) fill(n.span.start, n.span.end, layerOf.get(n.kind) ?? 0);
  for (const c of ws.tree(file)?.comments ?? []) fill(c.span.start, c.span.end, layers.length);

  const lines = ws.lines(file);
  const out: SemanticToken[] = [];
  let i = 0;
  while (i < text.length) {
    const v = paint[i]!;
    const ws_ = /\s/.test(text[i]!);
    if (v === 0 || ws_) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && paint[j] === v && text[j] !== "\n" && text[j] !== "\r") j++;
    // a run ends on a word, not on the spaces before the next one
    let end = j;
    while (end > i && /\s/.test(text[end - 1]!)) end--;
    const pos = lines.position(i);
    const layer = layers[v - 1]!;
    out.push({ line: pos.line, column: pos.column, length: end - i, type: layer.type, ...(layer.declaration ? { declaration: true } : {}) });
    i = j;
  }
  return out;
}
