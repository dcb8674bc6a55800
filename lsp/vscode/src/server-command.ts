/** How to start the language server: pure, so it is testable without VS Code. */

export type ServerCommand =
  /** A JavaScript file, run with Node; the client adds `--stdio`. */
  | { kind: "module"; module: string }
  /** An executable such as `cardc`, run as `<command> lsp --stdio`. */
  | { kind: "executable"; command: string; args: string[] };

/** `configuredPath` is the `cardscript.server.path` setting ("" or unset = the bundled server). */
export function serverCommand(bundledServer: string, configuredPath: string | undefined): ServerCommand {
  const path = configuredPath?.trim();
  if (!path) return { kind: "module", module: bundledServer };
  if (/\.[cm]?js$/i.test(path)) return { kind: "module", module: path };
  return { kind: "executable", command: path, args: ["lsp", "--stdio"] };
}
