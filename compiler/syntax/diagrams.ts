import { createSyntaxDiagramsCode } from "chevrotain";
import { parser } from "./parser.ts";

/** The railroad diagrams of the grammar as a standalone HTML page (docs/diagrams/grammar.html). */
export function grammarDiagramsHtml(): string {
  return createSyntaxDiagramsCode(parser.getSerializedGastProductions());
}
