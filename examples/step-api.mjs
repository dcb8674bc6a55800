// Plays one seeded game through the engine's step API (newGame, legalActions, apply), then replays it
// from its options and history, and from its options and log, and compares digests. Plain Node, no dependencies:
//
//   npm start                          # writes build/runtime.mjs and dist/cards/lotr-tcg/set01.*
//   node examples/step-api.mjs [seed]  # or: --runtime path/to/runtime.mjs --cards path/to/dir-with-set01
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const here = import.meta.dirname;
const USAGE = "usage: node examples/step-api.mjs [seed] [--runtime FILE] [--cards DIR]";
function fail(message, code) {
  console.error(message);
  process.exit(code);
}

let args;
try {
  args = parseArgs({
    options: {
      runtime: { type: "string", default: resolve(here, "../build/runtime.mjs") },
      cards: { type: "string", default: resolve(here, "../dist/cards/lotr-tcg") },
    },
    allowPositionals: true,
  });
} catch (e) {
  fail(`${e.message}\n${USAGE}`, 2);
}
const { values, positionals } = args;
const seed = Number(positionals[0] ?? 1);
if (!Number.isSafeInteger(seed) || seed < 0) fail(`the seed is a whole number, not '${positionals[0]}'\n${USAGE}`, 2);

let rt, cards, defs;
try {
  rt = await import(pathToFileURL(resolve(values.runtime)).href);
  ({ cards } = await import(pathToFileURL(resolve(values.cards, "set01.js")).href));
  defs = Object.fromEntries(JSON.parse(readFileSync(resolve(values.cards, "set01.json"), "utf8")).map((d) => [d.id, d]));
} catch (e) {
  fail(`cannot load the runtime or the compiled set 1 (run \`npm start\` first): ${e.message}`, 2);
}
// A card library: the definitions (the JSON) and the compiled handlers (the ES module), by card id.
const library = { name: "lotr-tcg/set01", defs, compiled: Object.fromEntries(cards.map((c) => [c.id, c])) };
const table = rt.tables["lotr-tcg"];

const decks = [rt.randomDeck(defs, 2 * seed), rt.randomDeck(defs, 2 * seed + 1)];
const failed = decks.find((d) => !d.ok);
if (failed) {
  console.error(`no random deck for seed ${seed}: ${failed.reason}`);
  process.exit(1);
}
const options = { seed, decks: decks.map((d) => d.deck), cards: library };

const first = rt.newGame(options);
const firstDigest = rt.digest(first);
const rng = rt.createRng(seed);
let state = first;
while (!rt.isOver(state)) {
  const actions = rt.legalActions(state);
  const action = actions[rt.nextInt(rng, actions.length)];
  if (rt.history(state).length < 5) console.log(`${rt.actorOf(state)} · ${table.prompt(state) ?? "may act"} → ${table.describe(state, action)}`);
  state = rt.apply(state, action, actions); // a new state: the one given is left as it was
}

const actions = rt.history(state);
console.log(`winner ${rt.winner(state) ?? "none"} (${table.ending(state)}), turn ${table.turn(state)}, ${actions.length} actions, ${state.log.length} log entries`);
console.log(`last log entry ${JSON.stringify(state.log.at(-1))}`);
console.log(`digest ${rt.digest(state)}; the first state's digest is ${rt.digest(first) === firstDigest ? "unchanged" : "CHANGED"}`);
const again = rt.replay(options, actions);
console.log(`replayed from the seed and ${actions.length} actions: ${rt.digest(again) === rt.digest(state) ? "same digest" : "DIFFERENT digest"}`);
// the log alone (here read back from its JSON) holds every choice: player actions and answers to decisions
const fromLog = rt.replayLog(options, JSON.parse(JSON.stringify(state.log)));
console.log(`replayed from the options and the log: ${rt.digest(fromLog) === rt.digest(state) ? "same digest" : "DIFFERENT digest"}`);
