import { existsSync } from "node:fs";
import * as vscode from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { serverCommand } from "./server-command.ts";

const CLIENT_ID = "cardscript";
const CLIENT_NAME = "Cardscript Language Server";

let client: LanguageClient | undefined;
let output: vscode.OutputChannel;
let watcher: vscode.FileSystemWatcher;
/** The project files (cardscript.json): the server reads its projects again when one changes. */
let projectWatcher: vscode.FileSystemWatcher;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel("Cardscript");
  watcher = vscode.workspace.createFileSystemWatcher("**/*.card");
  projectWatcher = vscode.workspace.createFileSystemWatcher("**/cardscript.json");
  context.subscriptions.push(output, watcher, projectWatcher);
  context.subscriptions.push(
    vscode.commands.registerCommand("cardscript.restartServer", () => restart(context)),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("cardscript.server.path")) void restart(context);
    }),
  );
  await start(context);
}

export async function deactivate(): Promise<void> {
  await stop();
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const configured = vscode.workspace.getConfiguration("cardscript").get<string>("server.path");
  const command = serverCommand(context.asAbsolutePath("out/server.js"), configured);
  const missing = command.kind === "module" ? command.module : undefined;
  if (missing && !existsSync(missing)) {
    const message = `Cardscript: language server not found at ${missing}. Set "cardscript.server.path" or rebuild the extension.`;
    output.appendLine(message);
    void vscode.window.showErrorMessage(message);
    return;
  }

  const serverOptions: ServerOptions =
    command.kind === "module"
      ? { module: command.module, transport: TransportKind.stdio }
      : { command: command.command, args: command.args, transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    // card files, and the deck and scenario files the server checks against them
    documentSelector: [{ language: "cardscript" }, { language: "cardscript-deck" }, { language: "cardscript-scenario" }],
    synchronize: { fileEvents: [watcher, projectWatcher] },
    outputChannel: output,
  };

  client = new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
  output.appendLine(`Starting ${command.kind === "module" ? command.module : `${command.command} ${command.args.join(" ")}`}`);
  try {
    await client.start();
  } catch (error) {
    output.appendLine(`Cardscript language server failed to start: ${String(error)}`);
    void vscode.window.showErrorMessage("Cardscript: the language server failed to start (see the Cardscript output).");
  }
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (!running) return;
  try {
    await running.dispose();
  } catch (error) {
    output.appendLine(`Cardscript language server did not stop cleanly: ${String(error)}`);
  }
}

async function restart(context: vscode.ExtensionContext): Promise<void> {
  await stop();
  await start(context);
}
