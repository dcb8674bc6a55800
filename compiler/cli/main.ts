#!/usr/bin/env node
import { processOutput } from "./output.ts";
import { runCli } from "./program.ts";

process.exitCode = await runCli(process.argv.slice(2), processOutput());
