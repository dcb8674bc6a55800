/**
 * The compiler's services API: plain data in and out, shared by the `cardc` CLI and the language server.
 * Nothing here throws on bad input; problems come back as diagnostics.
 */
export type { SourceFile } from "./source.ts";
export { loadSources, defaultMaxBytes, type LoadOptions, type LoadResult } from "./load-sources.ts";
export { compile, type CompileResult } from "./compile.ts";
export { build, type BuildResult } from "./build.ts";
export { formatSources, type FormatSourcesResult } from "./format-sources.ts";
export { sortDiagnostics } from "./sort-diagnostics.ts";
export { writeFilesAtomically, replaceFileAtomically, type WriteOutcome } from "./write-atomic.ts";
