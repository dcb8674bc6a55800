/**
 * The module the CLI started from: compiler/cli/main.ts from the sources, build/cardc.mjs from the bundle, whose
 * commands live in chunks beside it (so a command's own `import.meta.url` is not the entry). main.ts sets it;
 * `cardc simulate --jobs N` starts it again in each worker thread.
 */
let entry = new URL("./main.ts", import.meta.url);

export function setCliEntry(url: string): void {
  entry = new URL(url);
}

export function cliEntry(): URL {
  return entry;
}
