// Load a set compiled by `cardc build` and print a summary. Plain Node, no dependencies:
//   npx cardc build examples/tiny-set --out dist/examples && node examples/load-json.mjs [set.json]
import { readFileSync } from "node:fs";

const path = process.argv[2] ?? new URL("../dist/examples/lotr-tcg/set99.json", import.meta.url);
const cards = JSON.parse(readFileSync(path, "utf8"));
const tally = (values) => Object.entries(values.reduce((n, v) => ({ ...n, [v]: (n[v] ?? 0) + 1 }), {}));
const list = (pairs) => pairs.map(([k, n]) => `${n} ${k}`).join(", ");

console.log(`${cards.length} cards: ${list(tally(cards.map((c) => c.type)))}`);
console.log(`abilities: ${list(tally(cards.flatMap((c) => c.abilities.map((a) => a.kind))))}`);
for (const card of cards) {
  const stats = ["twilight", "strength", "vitality"].filter((s) => card[s] !== null).map((s) => `${s} ${card[s]}`);
  console.log(`${card.id.padEnd(6)} ${card.title} (${card.type}; ${stats.join(", ")})`);
  for (const line of card.text ? card.text.split("\n") : []) console.log(`       ${line}`);
}
