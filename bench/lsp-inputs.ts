/** Inputs of the LSP benchmark: the starter cards in one file, and one file of N generated cards. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { globSync } from "tinyglobby";
import { root } from "./root.ts";

const HEADER = /^(?:\s*(?:#.*)?\n)*\s*game .*\n\s*set .*\n/;
const CARD = /^card (\d+)([A-Z]+)(\d+) ("(?:[^"\\]|\\.)*")(?: ("(?:[^"\\]|\\.)*"))?/;

/** The starter files joined into one file: one `game`/`set` header, then every card. */
export function startersFile(): string {
  const texts = globSync("cards/lotr-tcg/set01/*.card", { cwd: root })
    .sort()
    .map((p) => readFileSync(resolve(root, p), "utf8"));
  return (HEADER.exec(texts[0]!)?.[0] ?? "") + texts.map((t) => t.replace(HEADER, "")).join("\n");
}

/** `count` cards made from the starters; copy k moves card numbers by 1000 × k and numbers the subtitle. */
export function generatedFile(count: number): string {
  const text = startersFile();
  const header = HEADER.exec(text)?.[0] ?? "";
  const cards = text.slice(header.length).split(/^(?=card )/m).filter((c) => c.startsWith("card "));
  const out: string[] = [];
  for (let k = 0; out.length < count; k++) {
    for (const card of cards) {
      if (out.length >= count) break;
      out.push(k === 0 ? card : card.replace(CARD, (_, set, rarity, n, title, subtitle) => `card ${set}${rarity}${Number(n) + 1000 * k} ${title} ${subtitle ? `${subtitle.slice(0, -1)} ${k}"` : `"Copy ${k}"`}`));
    }
  }
  return header + out.join("");
}
