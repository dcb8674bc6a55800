import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SetIR } from "../ir/ir.ts";
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import { check } from "../semantics/check.ts";
import type { SourceFileNode } from "../syntax/ast.ts";
import { parse } from "../syntax/parse.ts";
import { guardPhase } from "./guard-phase.ts";
import { sortDiagnostics } from "./sort-diagnostics.ts";
import type { SourceFile } from "./source.ts";

export interface CompileResult {
  /** The syntax tree of every source that parsed (a file whose parser crashed is left out). */
  files: SourceFileNode[];
  sets: SetIR[];
  /** Each game's vocabulary with the words the sources declare (see CheckResult.vocabularies). */
  vocabularies: Record<string, GameVocabulary>;
  /** Sorted by file, line and column. */
  diagnostics: Diagnostic[];
}

/**
 * Parse every source, then check them all together. Never throws.
 * `context`: the project's other files, whose titles the sources may name (see CheckOptions.context).
 */
export function compile(sources: readonly SourceFile[], context: readonly SourceFile[] = []): CompileResult {
  const diagnostics: Diagnostic[] = [];
  const files: SourceFileNode[] = [];
  for (const source of sources) {
    const parsed = guardPhase("parser", source.path, diagnostics, undefined, () => parse(source.text, source.path));
    if (!parsed) continue;
    files.push(parsed.file);
    diagnostics.push(...parsed.diagnostics);
  }
  const checked = guardPhase("checker", files[0]?.path ?? sources[0]?.path ?? "", diagnostics, { sets: [], diagnostics: [] }, () => check(files, { context: parseContext(context), sideTable: false }));
  diagnostics.push(...checked.diagnostics);
  return { files, sets: checked.sets, vocabularies: checked.vocabularies ?? {}, diagnostics: sortDiagnostics(diagnostics) };
}

/** The context files that parse; their problems are not the check's. */
function parseContext(sources: readonly SourceFile[]): SourceFileNode[] {
  const files: SourceFileNode[] = [];
  for (const source of sources) {
    const parsed = guardPhase("parser", source.path, [], undefined, () => parse(source.text, source.path));
    if (parsed) files.push(parsed.file);
  }
  return files;
}
