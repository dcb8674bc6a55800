import { describe, expect, it } from "vitest";
import { serverCommand, type ServerCommand } from "../../lsp/vscode/src/server-command.ts";

const bundled = "/ext/out/server.js";

const cases: [setting: string | undefined, expected: ServerCommand][] = [
  [undefined, { kind: "module", module: bundled }],
  ["", { kind: "module", module: bundled }],
  ["   ", { kind: "module", module: bundled }],
  ["/repo/build/server.js", { kind: "module", module: "/repo/build/server.js" }],
  ["/repo/build/server.mjs", { kind: "module", module: "/repo/build/server.mjs" }],
  ["C:\\tools\\server.CJS", { kind: "module", module: "C:\\tools\\server.CJS" }],
  ["/usr/local/bin/cardc", { kind: "executable", command: "/usr/local/bin/cardc", args: ["lsp", "--stdio"] }],
  ["  cardc  ", { kind: "executable", command: "cardc", args: ["lsp", "--stdio"] }],
];

describe("serverCommand (cardscript.server.path)", () => {
  for (const [setting, expected] of cases) {
    it(JSON.stringify(setting), () => expect(serverCommand(bundled, setting)).toEqual(expected));
  }
});
