/**
 * Entry of the bundled language server (lsp/vscode/out/server.js): `node server.js --stdio`.
 * Also what `cardc lsp --stdio` runs. CommonJS-safe: no top-level await.
 */
import { createConnection, ProposedFeatures } from "vscode-languageserver/node";
import { startServer } from "./server.ts";

/** Start a server on this process's stdin/stdout; errors that escape a handler are logged, not fatal. */
export function runStdioServer(): void {
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  process.on("unhandledRejection", (reason) => connection.console.error(`cardscript: unhandled rejection: ${String(reason)}`));
  process.on("uncaughtException", (error) => connection.console.error(`cardscript: uncaught exception: ${error.stack ?? error.message}`));
  startServer(connection);
}

if (process.argv.includes("--stdio") && /(?:^|[\\/])server\.js$|[\\/]lsp[\\/]server[\\/]main\.ts$/.test(process.argv[1] ?? "")) runStdioServer();
