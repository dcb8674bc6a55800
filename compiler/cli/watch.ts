import { resolve } from "node:path";
import { watch as watchFiles } from "chokidar";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { formatHuman, summaryLine } from "../diagnostics/format/index.ts";
import type { SourceFile } from "../services/source.ts";
import { diffDiagnostics } from "./diagnostic-diff.ts";
import { exitOk } from "./exit-code.ts";
import type { Output } from "./output.ts";
import { textLookup } from "./report.ts";

export interface RunResult {
  diagnostics: Diagnostic[];
  sources: SourceFile[];
  fileCount: number;
  /** Extra lines after the diagnostics, e.g. the files a build wrote. */
  notes: string[];
}

const debounceMs = 100;
/** Card files, the decks `cardc check` validates against them, and the project file that names them. */
const watched = [".card", ".deck", "/cardscript.json"];

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Print only what changed since the previous run: new diagnostics in full, fixed ones as one line each. */
function printChanges(output: Output, previous: RunResult, current: RunResult, changed: string[]): void {
  const time = new Date().toTimeString().slice(0, 8);
  output.out(`[${time}] re-run after a change to ${changed.join(", ")}`);
  const deltas = diffDiagnostics(previous.diagnostics, current.diagnostics);
  if (deltas.length === 0) output.out("no new or fixed problems");
  const textOf = textLookup(current.sources);
  for (const delta of deltas) {
    output.out(`${delta.file}: ${plural(delta.added.length, "new problem")}, ${delta.fixed.length} fixed`);
    if (delta.added.length) output.out(formatHuman(delta.added, { textOf, color: output.color }));
    for (const d of delta.fixed) output.out(`fixed: ${d.file}:${d.span.line}:${d.span.column}  ${d.severity} ${d.code}  ${d.message}`);
  }
  for (const note of current.notes) output.out(note);
  output.out(summaryLine(current.diagnostics, current.fileCount));
}

/**
 * Run once (the caller has printed that run), then re-run on every change to a `.card` or `.deck` file under `paths`
 * (debounced), printing what changed. Resolves with exit code 0 on SIGINT or SIGTERM.
 */
export async function watchAndRerun(paths: readonly string[], first: RunResult, run: () => Promise<RunResult>, output: Output): Promise<number> {
  const explicit = new Set(paths.map((p) => resolve(p)));
  const watcher = watchFiles([...paths], { ignoreInitial: true, ignored: (p) => p.includes("/node_modules/") || p.includes("/.git/") });
  let previous = first;
  let timer: NodeJS.Timeout | undefined;
  let changed = new Set<string>();
  let running: Promise<void> | undefined;

  const rerun = async (): Promise<void> => {
    const files = [...changed].sort();
    changed = new Set();
    try {
      const current = await run();
      printChanges(output, previous, current, files);
      previous = current;
    } catch (error) {
      // The services never throw on bad input, so this is a bug; keep watching all the same.
      output.err(`cardc: internal error while re-running: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) return schedule();
      running = rerun().finally(() => (running = undefined));
    }, debounceMs);
  };
  watcher.on("all", (_event, path) => {
    if (!watched.some((ext) => path.endsWith(ext)) && !explicit.has(resolve(path))) return;
    changed.add(path);
    schedule();
  });

  await new Promise<void>((ready) => watcher.once("ready", () => ready()));
  output.out(`watching ${paths.join(", ")} for changes (Ctrl+C to stop)`);

  await new Promise<void>((stop) => {
    process.once("SIGINT", () => stop());
    process.once("SIGTERM", () => stop());
  });
  clearTimeout(timer);
  await watcher.close();
  await running;
  return exitOk;
}
