/**
 * Loads the bundled client with a stand-in `vscode` module and activates it, checking what it wires up
 * before a server runs: the output channel, the watcher, the restart command and the missing-server report.
 */
import { mkdtempSync, rmSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const entry = fileURLToPath(new URL("../../lsp/vscode/src/extension.ts", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "cardscript-ext-"));
const bundle = join(temp, "extension.js");

interface Recorded {
  outputChannels: string[];
  watchers: string[];
  commands: string[];
  errors: string[];
  lines: string[];
}

/** A `vscode` module with the few functions activation calls; any other export is an empty class. */
function fakeVscode(settings: Record<string, string>, recorded: Recorded): object {
  const disposable = { dispose() {} };
  const api: Record<string, unknown> = {
    window: {
      createOutputChannel: (name: string) => {
        recorded.outputChannels.push(name);
        return { name, appendLine: (line: string) => recorded.lines.push(line), dispose() {} };
      },
      showErrorMessage: async (message: string) => void recorded.errors.push(message),
    },
    workspace: {
      createFileSystemWatcher: (glob: string) => {
        recorded.watchers.push(glob);
        return disposable;
      },
      onDidChangeConfiguration: () => disposable,
      getConfiguration: (section: string) => ({ get: (key: string) => settings[`${section}.${key}`] }),
    },
    commands: {
      registerCommand: (id: string) => {
        recorded.commands.push(id);
        return disposable;
      },
    },
  };
  return new Proxy(api, { get: (target, name: string) => target[name] ?? class {} });
}

async function activate(settings: Record<string, string>): Promise<{ recorded: Recorded; subscriptions: unknown[] }> {
  const recorded: Recorded = { outputChannels: [], watchers: [], commands: [], errors: [], lines: [] };
  const moduleInternals = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
  const load = moduleInternals._load;
  const vscode = fakeVscode(settings, recorded);
  moduleInternals._load = function (request: string, ...rest: unknown[]) {
    return request === "vscode" ? vscode : load.call(this, request, ...rest);
  };
  try {
    const require = createRequire(import.meta.url);
    delete require.cache[bundle];
    const extension = require(bundle) as { activate(context: unknown): Promise<void> };
    const subscriptions: unknown[] = [];
    await extension.activate({ subscriptions, asAbsolutePath: (path: string) => join("/no-such-extension", path) });
    return { recorded, subscriptions };
  } finally {
    moduleInternals._load = load;
  }
}

beforeAll(async () => {
  await build({ entryPoints: [entry], outfile: bundle, bundle: true, platform: "node", format: "cjs", external: ["vscode"], logLevel: "error" });
}, 60_000);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("extension activation", () => {
  it("creates the Cardscript output channel, watches .card files and project files and registers the restart command", async () => {
    const { recorded, subscriptions } = await activate({});
    expect(recorded.outputChannels).toEqual(["Cardscript"]);
    expect(recorded.watchers).toEqual(["**/*.card", "**/cardscript.json"]);
    expect(recorded.commands).toEqual(["cardscript.restartServer"]);
    expect(subscriptions.length).toBeGreaterThanOrEqual(4);
  });

  it("reports a missing bundled server instead of failing", async () => {
    const { recorded } = await activate({});
    const expected = join("/no-such-extension", "out/server.js");
    expect(recorded.errors).toEqual([expect.stringContaining(expected)]);
    expect(recorded.lines).toEqual([expect.stringContaining(expected)]);
  });

  it("uses cardscript.server.path when it is set", async () => {
    const { recorded } = await activate({ "cardscript.server.path": "/elsewhere/server.mjs" });
    expect(recorded.errors).toEqual([expect.stringContaining("/elsewhere/server.mjs")]);
  });
});
