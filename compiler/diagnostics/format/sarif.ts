import { isAbsolute } from "node:path";
import { pathToFileURL } from "node:url";
import { allCodes, codeInfo } from "../codes/index.ts";
import type { Diagnostic, Severity, Span } from "../diagnostic.ts";

export const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json";

const level: Record<Severity, "error" | "warning" | "note"> = { error: "error", warning: "warning", info: "note" };

/** A relative path stays a relative URI reference (resolved against the checkout by code scanning). */
function uriOf(file: string): string {
  if (isAbsolute(file)) return pathToFileURL(file).href;
  return file.split(/[\\/]/).map(encodeURIComponent).join("/");
}

function region(span: Span) {
  return { startLine: span.line, startColumn: span.column, endLine: span.endLine, endColumn: span.endColumn };
}

function location(file: string, span: Span) {
  return { physicalLocation: { artifactLocation: { uri: uriOf(file) }, region: region(span) } };
}

function rule(code: string) {
  const info = codeInfo(code);
  if (!info) return { id: code };
  return {
    id: code,
    name: info.title.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase()),
    shortDescription: { text: info.title },
    fullDescription: { text: info.description },
    defaultConfiguration: { level: level[info.severity] },
  };
}

function result(d: Diagnostic, ruleIndex: number) {
  const out: Record<string, unknown> = {
    ruleId: d.code,
    ruleIndex,
    level: level[d.severity],
    message: { text: d.message },
    locations: [location(d.file, d.span)],
  };
  if (d.related?.length) {
    out.relatedLocations = d.related.map((r, id) => ({ id, ...location(r.file, r.span), message: { text: r.message } }));
  }
  if (d.fixes?.length) {
    out.fixes = d.fixes.map((fix) => ({
      description: { text: fix.title },
      artifactChanges: [...new Set(fix.edits.map((e) => e.file))].map((file) => ({
        artifactLocation: { uri: uriOf(file) },
        replacements: fix.edits
          .filter((e) => e.file === file)
          .map((e) => ({ deletedRegion: region(e.span), insertedContent: { text: e.newText } })),
      })),
    }));
  }
  return out;
}

/** A SARIF 2.1.0 log with one run; the rules are the whole catalogue (plus any reported code missing from it). */
export function formatSarif(diagnostics: readonly Diagnostic[], toolVersion: string): string {
  const codes = [...new Set([...allCodes.map((c) => c.code), ...diagnostics.map((d) => d.code)])];
  const index = new Map(codes.map((code, i) => [code, i]));
  const log = {
    version: "2.1.0",
    $schema: sarifSchema,
    runs: [
      {
        tool: {
          driver: {
            name: "cardc",
            version: toolVersion,
            rules: codes.map(rule),
          },
        },
        columnKind: "utf16CodeUnits",
        results: diagnostics.map((d) => result(d, index.get(d.code)!)),
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
