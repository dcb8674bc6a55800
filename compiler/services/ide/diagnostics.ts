/** The diagnostics of one file (syntax and semantic, from the last analysis). */
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { Workspace } from "./workspace.ts";

export function fileDiagnostics(ws: Workspace, file: string): Diagnostic[] {
  return ws.diagnostics(file);
}
