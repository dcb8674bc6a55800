// Load a set compiled by `cardc build` and print a summary. Plain Node, no dependencies:
//   npm start && npm run cardc -- build examples/tiny-set --out dist/examples && node examples/load-json.mjs [set.json]
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const path = process.argv[2] ?? fileURLToPath(new URL("../dist/examples/lotr-tcg/set99.json", import.meta.url));
if (!existsSync(path)) {
  // the usual first run: nothing is built yet
  console.error(`load-json: ${path} does not exist: it is written by a build.`);
  console.error("Run `npm start` first (it builds cardc and compiles the bundled cards into dist/cards/), then");
  console.error("`npm run cardc -- build examples/tiny-set --out dist/examples`, or give a compiled set: node examples/load-json.mjs dist/cards/lotr-tcg/set01.json");
  process.exit(1);
}
let cards;
try {
  cards = JSON.parse(readFileSync(path, "utf8"));
} catch (error) {
  console.error(`load-json: cannot read ${path} as a compiled set (${error.message}); build it again with \`npm start\``);
  process.exit(1);
}
const tally = (values) => Object.entries(values.reduce((n, v) => ({ ...n, [v]: (n[v] ?? 0) + 1 }), {}));
const list = (pairs) => pairs.map(([k, n]) => `${n} ${k}`).join(", ");

console.log(`${cards.length} cards: ${list(tally(cards.map((c) => c.type)))}`);
console.log(`abilities: ${list(tally(cards.flatMap((c) => c.abilities.map((a) => a.kind))))}`);
for (const card of cards) {
  const stats = ["twilight", "strength", "vitality"].filter((s) => card[s] !== null).map((s) => `${s} ${card[s]}`);
  console.log(`${card.id.padEnd(6)} ${card.title} (${card.type}; ${stats.join(", ")})`);
  for (const line of card.text ? card.text.split("\n") : []) console.log(`       ${line}`);
}
