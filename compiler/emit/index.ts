import type { SetIR } from "../ir/ir.ts";

/** One file to write, relative to the output directory (e.g. `lotr-tcg/set01.json`). */
export interface EmittedFile {
  path: string;
  contents: string;
}

/**
 * Everything `cardc build` writes for one set: `<game>/set<NN>.json`, `<game>/set<NN>.schema.json`,
 * `<game>/set<NN>.js` (handlers), `<game>/set<NN>.d.ts`, `<game>/set<NN>.txt` (English text).
 * Pure: the CLI does the (atomic) writing.
 */
export function emitSet(set: SetIR): EmittedFile[] {
  void set;
  return [];
}
