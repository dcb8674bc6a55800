import type { Diagnostic } from "../diagnostic.ts";

/** Escaping of a workflow command's message (GitHub Actions' `escapeData`). */
export function escapeData(s: string): string {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escaping of a workflow command's property value (`escapeProperty`): also `:` and `,`. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

const command = { error: "error", warning: "warning", info: "notice" } as const;

/** GitHub Actions workflow commands, one a line: annotations on the pull request's files. */
export function formatGithub(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const { line, column, endLine, endColumn } = d.span;
      const props = [
        `file=${escapeProperty(d.file)}`,
        `line=${line}`,
        `col=${column}`,
        `endLine=${endLine}`,
        `endColumn=${endColumn}`,
        `title=${escapeProperty(d.code)}`,
      ];
      return `::${command[d.severity]} ${props.join(",")}::${escapeData(d.message)}`;
    })
    .join("\n");
}
