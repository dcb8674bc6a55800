/** Spawns `cardc lsp --stdio` and talks JSON-RPC to it, as an editor would. */
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";

const root = resolve(import.meta.dirname, "../..");

export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: { range: { start: { line: number; character: number }; end: { line: number; character: number } }; code?: string; message: string; severity?: number }[];
}

export interface Client {
  connection: MessageConnection;
  process: ChildProcess;
  /** Every publishDiagnostics received, oldest first. */
  published: PublishedDiagnostics[];
  /** Resolves with the next publishDiagnostics for `uri` matching `accept`. */
  nextDiagnostics(uri: string, accept?: (p: PublishedDiagnostics) => boolean): Promise<PublishedDiagnostics>;
  stderr(): string;
  /** Messages the server logged as errors (a handler that failed). */
  errors: string[];
  /** shutdown + exit; resolves with the process exit code. */
  stop(): Promise<number | null>;
}

export async function startClient(rootUri: string | null = null): Promise<Client> {
  // the bundled CLI the suite's global set-up builds, as a user runs it; the sources under tsx outside that set-up
  const bundle = process.env.CARDC_TEST_BUNDLE;
  const cli = bundle ? [bundle] : ["--import", "tsx", "compiler/cli/main.ts"];
  const child = spawn(process.execPath, [...cli, "lsp", "--stdio"], { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
  let errText = "";
  child.stderr!.on("data", (d: Buffer) => (errText += d.toString()));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const published: PublishedDiagnostics[] = [];
  const waiters: { uri: string; accept: (p: PublishedDiagnostics) => boolean; resolve: (p: PublishedDiagnostics) => void }[] = [];
  connection.onNotification("textDocument/publishDiagnostics", (p: PublishedDiagnostics) => {
    published.push(p);
    for (const w of [...waiters]) if (w.uri === p.uri && w.accept(p)) waiters.splice(waiters.indexOf(w), 1), w.resolve(p);
  });
  const errors: string[] = [];
  connection.onNotification("window/logMessage", (m: { type: number; message: string }) => {
    if (m.type === 1) errors.push(m.message);
  });
  connection.listen();
  await connection.sendRequest("initialize", { processId: process.pid, rootUri, capabilities: {}, workspaceFolders: null });
  await connection.sendNotification("initialized", {});
  return {
    connection,
    process: child,
    published,
    nextDiagnostics: (uri, accept = () => true) => new Promise((resolve) => waiters.push({ uri, accept, resolve })),
    stderr: () => errText,
    errors,
    async stop() {
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      await connection.sendRequest("shutdown");
      await connection.sendNotification("exit");
      const code = await exited;
      connection.dispose();
      return code;
    },
  };
}

/** One server for the test file: started before its tests, killed after them if still running. Returns the client's getter. */
export function serverForFile(): () => Client {
  let client: Client;
  beforeAll(async () => {
    client = await startClient();
  }, 30_000);
  afterAll(() => {
    if (client?.process.exitCode === null) client.process.kill();
  });
  return () => client;
}
