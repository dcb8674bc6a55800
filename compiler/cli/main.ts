#!/usr/bin/env node
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { setEntryUrl } from "./entry-url.ts";
import { processOutput } from "./output.ts";
import { runCli } from "./program.ts";

setEntryUrl(import.meta.url);
// `cardc simulate --jobs N` starts this module again in worker threads, each with games to play
const simulate = isMainThread ? null : await import("./commands/simulate-games.ts");
if (simulate?.isWorkerTask(workerData)) await simulate.runWorker(workerData, (m) => parentPort!.postMessage(m));
else process.exitCode = await runCli(process.argv.slice(2), processOutput());
