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

/** Tokens of the whole file, or of the cards overlapping [start, end]. */
export function semanticTokens(ws: Workspace, file: string, start = 0, end = Number.MAX_SAFE_INTEGER): SemanticToken[] {
  const text = ws.text(file) ?? "";
  const from = Math.max(0, start);
  const index = ws.indexIn(file, from, end);
  let to = Math.min(text.length, end);
  for (const n of index) if (n.span.end > to) to = Math.min(text.length, n.span.end);
  const paint = new Uint8Array(Math.max(0, to - from));
  const fill = (s: number, e: number, value: number) => {
    for (let i = Math.max(from, s); i < Math.min(e, to); i++) if (paint[i - from]! < value) paint[i - from] = value;
  };
  const layerOf = new Map<NodeInfo["kind"], number>();
  layers.forEach((l, k) => l.kinds.forEach((kind) => layerOf.set(kind, k + 1)));
  for (const n of index) fill(n.span.start, n.span.end, layerOf.get(n.kind) ?? 0);
  for (const c of ws.comments(file, from, to)) fill(c.start, c.end, layers.length);

  const lines = ws.lines(file);
  const out: SemanticToken[] = [];
  let i = from;
  while (i < to) {
    const v = paint[i - from]!;
    const ws_ = /\s/.test(text[i]!);
    if (v === 0 || ws_) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < to && paint[j - from] === v && text[j] !== "\n" && text[j] !== "\r") j++;
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
