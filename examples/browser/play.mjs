// Plays a seeded game with build/runtime.mjs and the set compiled by `npm start` (dist/cards/lotr-tcg/set01.*).
import { heuristicAgent, newGame, playGame, randomAgent, randomDeck, tables } from "../../build/runtime.mjs";
import { cards } from "../../dist/cards/lotr-tcg/set01.js";

const defs = Object.fromEntries((await (await fetch("../../dist/cards/lotr-tcg/set01.json")).json()).map((d) => [d.id, d]));
const library = { name: "lotr-tcg/set01", defs, compiled: Object.fromEntries(cards.map((c) => [c.id, c])) };
const table = tables["lotr-tcg"];

function play(seed) {
  const decks = [randomDeck(defs, 2 * seed), randomDeck(defs, 2 * seed + 1)];
  const missing = decks.find((d) => !d.ok);
  if (missing) return { text: `No random deck for seed ${seed}: ${missing.reason}`, log: [] };
  const started = performance.now();
  const { state, steps } = playGame(newGame({ seed, decks: decks.map((d) => d.deck), cards: library }), { p1: heuristicAgent(seed), p2: randomAgent(seed + 1) });
  const ms = (performance.now() - started).toFixed(1);
  const text = `Winner: ${table.winner(state) ?? "none"} (p1 heuristic, p2 random), ${table.ending(state)}, turn ${table.turn(state)}, ${steps} actions, ${state.log.length} log entries, ${ms} ms.`;
  return { text, log: state.log };
}

function show() {
  const { text, log } = play(Number(document.querySelector("#seed").value) || 1);
  document.querySelector("#result").textContent = text;
  document.querySelector("#log").textContent = log.map((e) => JSON.stringify(e)).join("\n");
}

document.querySelector("#play").addEventListener("click", show);
show();
