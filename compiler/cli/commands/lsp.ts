/** `cardc lsp --stdio`: run the Cardscript language server over stdin/stdout until the client says exit. */
import { exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";

export interface LspOptions {
  stdio?: boolean;
}

/** Resolves once the server is listening; the process then lives until the client sends `exit`. */
export async function runLsp(opts: LspOptions, output: Output): Promise<number> {
  if (!opts.stdio) {
    output.err("cardc: lsp needs a transport: run `cardc lsp --stdio`");
    return exitUsage;
  }
  const { runStdioServer } = await import("../../../lsp/server/main.ts");
  runStdioServer();
  return exitOk;
}
