import { createColors } from "picocolors";
import type { Diagnostic, Severity } from "../diagnostic.ts";
import { LineMap } from "../span.ts";
import { visible } from "./visible.ts";

export interface HumanOptions {
  /** The text of a file, for the excerpt under each diagnostic (none is shown when it is unknown). */
  textOf: (file: string) => string | undefined;
  color: boolean;
}

type Colors = ReturnType<typeof createColors>;

/** Long lines are cut to a window around the span so that a minified or generated file stays readable. */
const maxExcerpt = 160;

function paint(c: Colors, severity: Severity): (s: string) => string {
  return severity === "error" ? (s) => c.bold(c.red(s)) : severity === "warning" ? (s) => c.bold(c.yellow(s)) : (s) => c.bold(c.cyan(s));
}

function lineText(map: LineMap, line: number): string {
  return map.text.slice(map.offset(line, 1), line < map.lineCount ? map.offset(line + 1, 1) : map.text.length).replace(/\r?\n$|\r$/, "");
}

/** The source line and a row of carets under the span (first line only for a multi-line span). */
function excerpt(d: Diagnostic, map: LineMap, c: Colors): string[] {
  const { line, column, endLine, endColumn } = d.span;
  if (line < 1 || line > map.lineCount) return [];
  let text = lineText(map, line);
  let start = Math.min(column - 1, text.length);
  let width = Math.max(1, endLine === line ? endColumn - column : text.length - start);
  let prefix = "";
  if (text.length > maxExcerpt) {
    const from = Math.max(0, start - 40);
    prefix = from > 0 ? "…" : "";
    text = prefix + text.slice(from, from + maxExcerpt) + (from + maxExcerpt < text.length ? "…" : "");
    start = start - from + prefix.length;
    width = Math.min(width, maxExcerpt - (start - prefix.length));
  }
  const gutter = String(line);
  const pad = " ".repeat(gutter.length);
  // control characters written as escapes, the carets under the escapes of the span
  const before = visible(text.slice(0, start));
  const spanned = visible(text.slice(start, start + width));
  width += spanned.length - Math.min(width, text.length - start);
  // Keep tabs under tabs so that the carets line up in a terminal.
  const indent = before.replace(/[^\t]/g, " ");
  return [
    `${c.blue(`${gutter} |`)} ${visible(text)}`,
    `${c.blue(`${pad} |`)} ${indent}${paint(c, d.severity)("^".repeat(Math.max(1, width)))}`,
  ];
}

/** One diagnostic: `file:line:col  severity CODE  message`, the excerpt, `help:` lines for fixes and notes for related places. */
function formatOne(d: Diagnostic, map: LineMap | undefined, c: Colors): string {
  const where = `${d.file}:${d.span.line}:${d.span.column}`;
  const lines = [`${c.bold(where)}  ${paint(c, d.severity)(d.severity)} ${c.dim(d.code)}  ${visible(d.message)}`];
  if (map) lines.push(...excerpt(d, map, c).map((l) => `  ${l}`));
  for (const fix of d.fixes ?? []) lines.push(`  ${c.green("help:")} ${visible(fix.title)}`);
  for (const r of d.related ?? []) lines.push(`  ${c.cyan("note:")} ${r.file}:${r.span.line}:${r.span.column}: ${visible(r.message)}`);
  return lines.join("\n");
}

/** Diagnostics for a person at a terminal, separated by blank lines. */
export function formatHuman(diagnostics: readonly Diagnostic[], opts: HumanOptions): string {
  const c = createColors(opts.color);
  const maps = new Map<string, LineMap | undefined>();
  const mapOf = (file: string): LineMap | undefined => {
    if (!maps.has(file)) {
      const text = opts.textOf(file);
      maps.set(file, text === undefined ? undefined : new LineMap(text));
    }
    return maps.get(file);
  };
  return diagnostics.map((d) => formatOne(d, mapOf(d.file), c)).join("\n\n");
}
