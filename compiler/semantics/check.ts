import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SourceFileNode } from "../syntax/ast.ts";
import type { SetIR } from "../ir/ir.ts";

export interface CheckResult {
  sets: SetIR[];
  diagnostics: Diagnostic[];
}

/**
 * Bind and type-check parsed files against their games' vocabularies and lower them to IR.
 * All files are checked together so card references, duplicate ids and unique titles work across files.
 */
export function check(files: SourceFileNode[]): CheckResult {
  void files;
  return { sets: [], diagnostics: [] };
}
