/**
 * The Cardscript plugin for prettier: `languages`, `parsers.cardscript`, `printers.cardscript`,
 * plus `formatText`, which `cardc fmt` and the language server call.
 */
import { doc, format, type Parser, type Plugin, type Printer, type SupportLanguage } from "prettier";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SourceFileNode } from "../syntax/ast.ts";
import { parse } from "../syntax/parse.ts";
import { printFile } from "./print.ts";

const { hardline, join } = doc.builders;

/** What the parser hands to the printer: the tree and the text it came from (to place comments). */
interface Root {
  kind: "root";
  file: SourceFileNode;
  text: string;
}

type Node = Root | { span?: { start: number; end: number } };

export const languages: SupportLanguage[] = [{ name: "Cardscript", parsers: ["cardscript"], extensions: [".card"] }];

function locStart(node: Node): number {
  return "kind" in node && node.kind === "root" ? 0 : (node as { span?: { start: number } }).span?.start ?? 0;
}

function locEnd(node: Node): number {
  return "kind" in node && node.kind === "root" ? node.text.length : (node as { span?: { end: number } }).span?.end ?? 0;
}

/** A syntax error in prettier's shape, so prettier shows it with a code frame. */
class CardscriptSyntaxError extends Error {
  constructor(
    diagnostic: Diagnostic,
    readonly loc = { start: { line: diagnostic.span.line, column: diagnostic.span.column } },
  ) {
    super(`${diagnostic.code}: ${diagnostic.message}`);
  }
}

export const parsers: Record<string, Parser<Node>> = {
  cardscript: {
    astFormat: "cardscript",
    locStart,
    locEnd,
    parse(text: string, options: { filepath?: string }): Root {
      const { file, diagnostics } = parse(text, options.filepath ?? "<input>");
      const error = diagnostics.find((d) => d.severity === "error");
      if (error) throw new CardscriptSyntaxError(error);
      return { kind: "root", file, text };
    },
  },
};

export const printers: Record<string, Printer<Node>> = {
  cardscript: {
    print(path) {
      const root = path.node as Root;
      const lines = printFile(root.file, root.text);
      return lines.length === 0 ? "" : [join(hardline, lines), hardline];
    },
  },
};

const plugin: Plugin = { languages, parsers, printers };
export default plugin;

/**
 * Format one file in the canonical layout. Refuses (no `formatted`) when the file has syntax
 * errors; the diagnostics say why.
 */
export async function formatText(text: string, path: string): Promise<{ formatted?: string; diagnostics: Diagnostic[] }> {
  const { diagnostics } = parse(text, path);
  if (diagnostics.some((d) => d.severity === "error")) return { diagnostics };
  const formatted = await format(text, { parser: "cardscript", plugins: [plugin], filepath: path });
  return { formatted, diagnostics };
}
