/**
 * Language server latency through a real stdio connection (`cardc lsp --stdio`): keystroke → diagnostics
 * and keystroke → completion, on the starter cards in one file and on one file of 5,000 generated cards.
 * The server is the built CLI (build/cardc.mjs, as an editor runs it; `npm run bench` builds it first). Run alone with
 * `npm run bench -- lsp`; LSP_BENCH_NODE_ARGS passes flags to the server's node (e.g. `--cpu-prof`).
 */
import { spawn } from "node:child_process";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { generatedFile, startersFile } from "./lsp-inputs.ts";
import { ms, table, type Timing } from "./measure.ts";
import type { Suite } from "./suites/suite.ts";
import { root } from "./root.ts";

const KEYSTROKES = 60;
const TARGET = { diagnostics: 30, completion: 16 };

function timing(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), runs: sorted.length };
}

interface Row {
  name: string;
  cards: number;
  open: number;
  diagnostics: Timing;
  completion: Timing;
  /** Server CPU time (user + system) per keystroke → completion, ms: what the latency would be on an idle machine. */
  cpu: number;
}

async function measureFile(name: string, text: string): Promise<Row> {
  const child = spawn(process.execPath, [...(process.env.LSP_BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "build/cardc.mjs", "lsp", "--stdio"], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const uri = `file:///bench/${name.replace(/\W+/g, "-")}.card`;
  let waiting: ((version: number | undefined) => void) | undefined;
  let lastPublished = 0;
  connection.onNotification("textDocument/publishDiagnostics", (p: { uri: string; version?: number }) => {
    if (p.uri !== uri) return;
    lastPublished = p.version ?? lastPublished;
    waiting?.(p.version);
  });
  const published = (version: number) => new Promise<void>((done) => (waiting = (v) => v === version && done()));
  connection.listen();
  await connection.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  await connection.sendNotification("initialized", {});

  // the typing happens in a sentence of the middle card: `exert` becomes the unknown word `xexert` and back
  let version = 1;
  const lines = text.split("\n");
  const middle = lines.findIndex((l, k) => k >= lines.length / 2 && /\bexert /.test(l));
  const position = { line: middle, character: lines[middle]!.indexOf("exert ") };
  const opened = published(version);
  let start = performance.now();
  await connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "cardscript", version, text: text.replace(/\bexert /, "xexert ") } });
  await opened;
  const open = performance.now() - start;

  const type = (k: number) => {
    const edit = k % 2 === 0 ? { range: { start: position, end: position }, text: "x" } : { range: { start: position, end: { ...position, character: position.character + 1 } }, text: "" };
    return connection.sendNotification("textDocument/didChange", { textDocument: { uri, version: ++version }, contentChanges: [edit] });
  };
  const diagnostics: number[] = [];
  const completion: number[] = [];
  for (let k = 0; k < KEYSTROKES + 5; k++) {
    const done = published(version + 1);
    start = performance.now();
    await type(k);
    await done;
    if (k >= 5) diagnostics.push(performance.now() - start);
  }
  const cpuTime = async () => {
    const u = (await connection.sendRequest("cardscript/cpuUsage")) as { user: number; system: number };
    return (u.user + u.system) / 1000;
  };
  let cpuStart = 0;
  for (let k = 0; k < KEYSTROKES + 5; k++) {
    if (k === 5) cpuStart = await cpuTime();
    start = performance.now();
    await type(k);
    await connection.sendRequest("textDocument/completion", { textDocument: { uri }, position });
    if (k >= 5) completion.push(performance.now() - start);
  }
  // the diagnostics of the last keystroke are published after its completion answer: wait for them
  if (lastPublished < version) await published(version);
  const cpu = ((await cpuTime()) - cpuStart) / KEYSTROKES;
  await connection.sendRequest("shutdown");
  await connection.sendNotification("exit");
  connection.dispose();
  return { name, cards: (text.match(/^card /gm) ?? []).length, open, diagnostics: timing(diagnostics), completion: timing(completion), cpu };
}

export const lspSuite: Suite = {
  name: "lsp",
  async run() {
    const rows = [await measureFile("starter cards", startersFile()), await measureFile("5,000 generated cards", generatedFile(5000))];
    const [small, large] = rows as [Row, Row];
    const mark = (t: Timing, target: number) => `${ms(t.median)} / ${ms(t.p95)}${t.p95 <= target ? "" : " (over target)"}`;
    return [
      "## Language server: keystroke latency",
      "",
      "Through a real stdio connection to the built `cardc lsp --stdio` (build/cardc.mjs). One file open; each keystroke inserts or deletes one character",
      `in an ability of the middle card (${KEYSTROKES} keystrokes after 5 unmeasured). Diagnostics: didChange sent → publishDiagnostics`,
      "for that version received. Completion: didChange sent → completion answer received. Open: didOpen → first diagnostics.",
      `Times in ms, median / p95; targets: diagnostics p95 ≤ ${TARGET.diagnostics} ms, completion p95 ≤ ${TARGET.completion} ms. The machine is shared, so p95 is noisy;`,
      "server CPU is the server's own CPU time per keystroke → completion (edit, re-check, completion, publishing its diagnostics),",
      "which depends far less than the latencies on how busy the machine is.",
      "",
      table(
        ["input", "cards", "open (ms)", "keystroke → diagnostics (ms)", "keystroke → completion (ms)", "server CPU per keystroke → completion (ms)"],
        rows.map((r) => [r.name, String(r.cards), ms(r.open), mark(r.diagnostics, TARGET.diagnostics), mark(r.completion, TARGET.completion), ms(r.cpu)]),
      ),
      "",
      `Ratio large / small (p95): diagnostics ${(large.diagnostics.p95 / small.diagnostics.p95).toFixed(1)}×, completion ${(large.completion.p95 / small.completion.p95).toFixed(1)}×.`,
    ].join("\n");
  },
};
