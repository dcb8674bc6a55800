/** Document highlight: the other uses, in this file, of the card or binding under the cursor. */
import type { FileRange } from "./nodes.ts";
import { references } from "./references.ts";
import type { Workspace } from "./workspace.ts";

export function documentHighlights(ws: Workspace, file: string, offset: number): FileRange[] {
  const seen = new Set<string>();
  return references(ws, file, offset, true).filter((r) => {
    const key = `${r.start}:${r.end}`;
    if (r.file !== file || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
