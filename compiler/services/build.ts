import { isAbsolute, normalize } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { emitSet, type EmittedFile } from "../emit/index.ts";
import type { JsonLayout } from "../emit/json.ts";
import type { SetIR } from "../ir/ir.ts";
import { compile } from "./compile.ts";
import { guardPhase } from "./guard-phase.ts";
import { ioDiagnostic } from "./io-diagnostic.ts";
import type { SourceFile } from "./source.ts";
import { writeFilesAtomically } from "./write-atomic.ts";

export interface BuildResult {
  /** Paths written (joined onto `outDir`); empty when there was any error. */
  written: string[];
  sets: SetIR[];
  diagnostics: Diagnostic[];
}

function escapesOutDir(path: string): boolean {
  const n = normalize(path);
  return isAbsolute(n) || n === ".." || n.startsWith("../") || n.startsWith("..\\");
}

/**
 * Compile, then (only if there is no error at all) emit every set and write it atomically under `outDir`.
 * `context`: the project's other files, whose titles and words the sources may use (nothing of them is emitted).
 */
export async function build(sources: readonly SourceFile[], outDir: string, context: readonly SourceFile[] = [], layout: JsonLayout = {}): Promise<BuildResult> {
  const compiled = compile(sources, context);
  const diagnostics = [...compiled.diagnostics];
  const nothing = { written: [], sets: compiled.sets, diagnostics };
  if (diagnostics.some((d) => d.severity === "error")) return nothing;

  const files: EmittedFile[] = [];
  for (const set of compiled.sets) {
    const where = sources[0]?.path ?? outDir;
    files.push(...guardPhase(`emitter (set ${set.game} ${set.number})`, where, diagnostics, [], () => emitSet(set, compiled.vocabularies[set.game], layout)));
  }
  const unsafe = files.find((f) => escapesOutDir(f.path));
  if (unsafe) {
    diagnostics.push(ioDiagnostic("CS9999", outDir, `Internal error in the emitter: it produced the path ${unsafe.path}, outside the output directory. This is a bug in cardc; please report it.`));
  }
  if (diagnostics.some((d) => d.severity === "error")) return nothing;

  const outcome = await writeFilesAtomically(outDir, files);
  if (!outcome.ok) {
    diagnostics.push(
      ioDiagnostic("CS9008", outcome.file, `Cannot write ${outcome.file} (${outcome.reason}); the previous output is left unchanged.`, {
        expected: "a writable output directory",
        found: outcome.reason,
      }),
    );
    return nothing;
  }
  return { written: outcome.written, sets: compiled.sets, diagnostics };
}
