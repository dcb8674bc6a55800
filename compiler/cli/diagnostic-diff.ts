import type { Diagnostic } from "../diagnostics/diagnostic.ts";

export interface FileDelta {
  file: string;
  added: Diagnostic[];
  fixed: Diagnostic[];
}

/** Identity of a diagnostic across runs: position is left out so that editing lines above it does not count as a change. */
function keyOf(d: Diagnostic): string {
  return `${d.file}\u0000${d.code}\u0000${d.message}`;
}

/** What changed between two runs, per file (in file order): diagnostics that are new, and ones that are gone. */
export function diffDiagnostics(before: readonly Diagnostic[], after: readonly Diagnostic[]): FileDelta[] {
  const remaining = new Map<string, Diagnostic[]>();
  for (const d of before) {
    const list = remaining.get(keyOf(d));
    if (list) list.push(d);
    else remaining.set(keyOf(d), [d]);
  }
  const deltas = new Map<string, FileDelta>();
  const deltaOf = (file: string): FileDelta => {
    let delta = deltas.get(file);
    if (!delta) deltas.set(file, (delta = { file, added: [], fixed: [] }));
    return delta;
  };
  for (const d of after) {
    const list = remaining.get(keyOf(d));
    if (list?.length) list.shift();
    else deltaOf(d.file).added.push(d);
  }
  for (const list of remaining.values()) for (const d of list) deltaOf(d.file).fixed.push(d);
  return [...deltas.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
