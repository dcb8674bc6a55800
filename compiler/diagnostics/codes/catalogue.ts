/**
 * One entry of the diagnostics catalogue. Each phase declares its codes in its own file
 * (syntax.ts CS1xxx, semantic.ts CS2xxx/CS3xxx, io.ts CS9xxx); docs/diagnostics.md is generated from them.
 */
export interface DiagnosticCode {
  code: string;
  severity: "error" | "warning" | "info";
  title: string;
  /** Why it is reported and how to fix it: a sentence or two for the docs. */
  description: string;
  /** A minimal `.card` snippet (or CLI call) that triggers it. */
  example: string;
}
