import type { DiagnosticCode } from "./catalogue.ts";
import { deckCodes } from "./deck.ts";
import { ioCodes } from "./io.ts";
import { projectCodes } from "./project.ts";
import { semanticCodes } from "./semantic.ts";
import { syntaxCodes } from "./syntax.ts";

/** Every diagnostic code the toolchain can report, in code order. */
export const allCodes: readonly DiagnosticCode[] = [...syntaxCodes, ...semanticCodes, ...deckCodes, ...ioCodes, ...projectCodes].sort((a, b) => a.code.localeCompare(b.code));

const byCode = new Map(allCodes.map((c) => [c.code, c]));

/** The catalogue entry of a code, if it has one. */
export function codeInfo(code: string): DiagnosticCode | undefined {
  return byCode.get(code);
}
