import { cardsInIdOrder } from "../../emit/paths.ts";
import { cardText } from "../../emit/text.ts";
import { compile } from "../../services/compile.ts";
import { loadSources } from "../../services/load-sources.ts";
import { sortDiagnostics } from "../../services/sort-diagnostics.ts";
import { exitCodeFor, exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";
import { printReport, reportUsageProblems } from "../report.ts";

export interface TextOptions {
  card?: string;
}

export async function runText(file: string, opts: TextOptions, output: Output): Promise<number> {
  const loaded = await loadSources([file]);
  if (reportUsageProblems(output, loaded.diagnostics)) return exitUsage;
  const compiled = compile(loaded.sources);
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...compiled.diagnostics]);
  if (diagnostics.some((d) => d.severity === "error")) {
    printReport(output, "human", diagnostics, loaded.sources, loaded.found.length);
    return exitCodeFor(diagnostics);
  }
  const cards = cardsInIdOrder(compiled.sets.flatMap((set) => set.cards));
  if (opts.card !== undefined) {
    const card = cards.find((c) => c.id === opts.card);
    if (!card) {
      const known = cards.length ? `; its cards are ${cards.slice(0, 8).map((c) => c.id).join(", ")}${cards.length > 8 ? ", …" : ""}` : "; it defines no card";
      output.err(`cardc: no card with id '${opts.card}' in ${file}${known}`);
      return exitUsage;
    }
    output.out(cardText(card));
    return exitOk;
  }
  if (cards.length === 0) {
    output.err(`cardc: ${file} defines no card`);
    return exitOk;
  }
  output.out(cards.map(cardText).join("\n"));
  return exitOk;
}
