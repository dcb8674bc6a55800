import type { Diagnostic } from "../diagnostic.ts";
import { formatGithub } from "./github.ts";
import { formatHuman } from "./human.ts";
import { formatJson } from "./json.ts";
import { formatSarif } from "./sarif.ts";

import type { OutputFormat } from "./formats.ts";

export { outputFormats, type OutputFormat } from "./formats.ts";

export interface FormatOptions {
  textOf: (file: string) => string | undefined;
  color: boolean;
  toolVersion: string;
}

/** Render diagnostics in one of the output formats (without the human summary line). */
export function formatDiagnostics(format: OutputFormat, diagnostics: readonly Diagnostic[], opts: FormatOptions): string {
  switch (format) {
    case "human":
      return formatHuman(diagnostics, opts);
    case "json":
      return formatJson(diagnostics);
    case "sarif":
      return formatSarif(diagnostics, opts.toolVersion);
    case "github":
      return formatGithub(diagnostics);
  }
}

export { formatGithub, formatHuman, formatJson, formatSarif };
export { summaryLine } from "./summary.ts";
