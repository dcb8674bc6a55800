import type { CardIR } from "../../ir/ir.ts";
import { cardsInIdOrder } from "../../emit/paths.ts";
import { cardText as plainCardText } from "../../emit/text.ts";
import { visible } from "../../diagnostics/format/visible.ts";
import type { CompileResult } from "../../services/compile.ts";
import { compileClean } from "../compile-clean.ts";
import { exitOk, exitUsage } from "../exit-code.ts";
import type { Output } from "../output.ts";

/** A card's English as a terminal shows it: control characters a title or string holds are written as escapes. */
function cardText(card: CardIR): string {
  return visible(plainCardText(card));
}

export interface TextOptions {
  card?: string;
}

/** Each file's cards in id order (a card is known by game, set and id). */
function cardsByFile(compiled: CompileResult): { path: string; cards: CardIR[] }[] {
  const byKey = new Map<string, CardIR>();
  for (const set of compiled.sets) for (const card of set.cards) byKey.set(`${set.game}\u0000${set.number}\u0000${card.id}`, card);
  return compiled.files.map((f) => ({
    path: f.path,
    cards: cardsInIdOrder(f.cards.flatMap((c) => byKey.get(`${f.game?.name.text}\u0000${f.set?.number.value}\u0000${c.id.text}`) ?? [])),
  }));
}

/**
 * `cardc text <paths...>`: the canonical English of the cards of the files and directories given (checked with
 * the rest of their project as context). One file prints its cards; several print each under a `== <file> ==` line.
 */
export async function runText(paths: string[], opts: TextOptions, output: Output): Promise<number> {
  const done = await compileClean(paths, output);
  if ("exit" in done) return done.exit;
  const { compiled } = done;
  paths = done.paths;
  const where = paths.join(", ");
  const files = cardsByFile(compiled);
  const cards = cardsInIdOrder(files.flatMap((f) => f.cards));
  if (opts.card !== undefined) {
    const card = cards.find((c) => c.id === opts.card);
    if (!card) {
      const known = cards.length ? `; its cards are ${cards.slice(0, 8).map((c) => c.id).join(", ")}${cards.length > 8 ? ", …" : ""}` : "; it defines no card";
      output.err(`cardc: no card with id '${opts.card}' in ${where}${known}`);
      return exitUsage;
    }
    output.out(cardText(card));
    return exitOk;
  }
  if (cards.length === 0) {
    output.err(`cardc: ${where} ${files.length > 1 ? "define" : "defines"} no card`);
    return exitOk;
  }
  if (files.length === 1) output.out(cards.map(cardText).join("\n"));
  else output.out(files.filter((f) => f.cards.length).map((f) => `== ${f.path} ==\n\n${f.cards.map(cardText).join("\n")}`).join("\n"));
  return exitOk;
}
