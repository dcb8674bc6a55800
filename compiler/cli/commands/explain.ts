/** `cardc explain <code>`: a diagnostic code's catalogue entry (what it means, how to fix it, an example and the example fixed). */
import { allCodes, codeInfo } from "../../diagnostics/codes/index.ts";
import { closest } from "../../semantics/suggest.ts";
import { exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";

/** `CS2005`, `cs2005` and `2005` name the same code. */
function normalise(code: string): string {
  const c = code.trim().toUpperCase();
  return /^\d{4}$/.test(c) ? `CS${c}` : c;
}

const indent = (text: string) => text.split("\n").map((line) => `  ${line}`);

export function runExplain(code: string, output: Output): number {
  const wanted = normalise(code);
  const info = codeInfo(wanted);
  if (!info) {
    const guess = closest(wanted, allCodes.map((c) => c.code));
    output.err(`cardc: no diagnostic code '${code}'${guess ? ` (did you mean ${guess}?)` : ""}; the codes are listed in docs/diagnostics.md`);
    return exitUsage;
  }
  output.out(
    [
      `${info.code} (${info.severity}): ${info.title}`,
      "",
      info.description,
      "",
      "Example:",
      ...indent(info.example),
      "",
      "Fixed:",
      ...indent(info.fixed),
    ].join("\n"),
  );
  return exitOk;
}
