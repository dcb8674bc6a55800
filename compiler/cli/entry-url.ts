/**
 * The URL of the module `node` started the CLI with (main.ts, or the bundle's entry): worker threads start it again.
 * Set by main.ts; a command's own module may be a chunk of the bundle, which is not that entry.
 */
let url: string | undefined;

export function setEntryUrl(entry: string): void {
  url = entry;
}

export function entryUrl(): string | undefined {
  return url;
}
