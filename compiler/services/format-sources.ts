import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { formatText } from "../format/prettier-plugin.ts";
import { ioDiagnostic } from "./io-diagnostic.ts";
import type { SourceFile } from "./source.ts";

export interface FormatSourcesResult {
  /** The files whose canonical layout differs from their text, with the new text. */
  changed: SourceFile[];
  /** Why a file could not be formatted (syntax errors), sorted per file. */
  diagnostics: Diagnostic[];
}

/** Format every source in the canonical layout. Never throws: a formatter crash is a CS9999 diagnostic. */
export async function formatSources(sources: readonly SourceFile[]): Promise<FormatSourcesResult> {
  const changed: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of sources) {
    try {
      const result = await formatText(source.text, source.path);
      diagnostics.push(...result.diagnostics);
      if (result.formatted !== undefined && result.formatted !== source.text) changed.push({ path: source.path, text: result.formatted });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      diagnostics.push(ioDiagnostic("CS9999", source.path, `Internal error in the formatter: ${reason}. This is a bug in cardc; please report it.`));
    }
  }
  return { changed, diagnostics };
}
