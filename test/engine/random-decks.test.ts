/**
 * Fuzz: seeded games between random legal decks (runtime/games/lotr-tcg/random-deck.ts) from every
 * card of every bundled set (1 and 2, compiled together), with invariants checked after every step. No exception, no violation, every
 * game over within the turn limit, and one game in 20 plays again, through `apply` (saved as JSON halfway)
 * and from its log, to the same state. RANDOM_DECK_GAMES=n plays more (`npm run fuzz:decks`: 10,000).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { playGame, type Agent } from "../../runtime/games/lotr-tcg/agents/agent.ts";
import { heuristicAgent } from "../../runtime/games/lotr-tcg/agents/heuristic.ts";
import { randomAgent } from "../../runtime/agents/random.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { apply, digest, history, isOver, newGame, replay as replayActions, replayLog, violations, winner, type CardLibrary, type Deck, type NewGameOptions } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { deckFileText, randomDeck } from "../../runtime/games/lotr-tcg/random-deck.ts";
import { bundledLibrary } from "./starter-game.ts";

const GAMES = Number(process.env.RANDOM_DECK_GAMES ?? 1000);
/** The first seed played (`FUZZ_FIRST_SEED`): exploring runs cover seeds the suite never plays. */
const FIRST = Number(process.env.FUZZ_FIRST_SEED ?? 1);
const MAX_TURNS = 40;

let cards: CardLibrary;
beforeAll(async () => {
  cards = await bundledLibrary();
});

function deck(seed: number): Deck {
  const r = randomDeck(cards.defs, seed);
  if (!r.ok) throw new Error(`no random deck for seed ${seed}: ${r.reason}`);
  return r.deck;
}

/** Random agents mostly; every fourth game heuristic agents, which reach later sites. */
function agents(seed: number): Record<string, Agent> {
  const make = seed % 4 === 0 ? heuristicAgent : randomAgent;
  return { p1: make(seed * 2), p2: make(seed * 2 + 1) };
}

const REPLAY_EVERY = 20;

/** Played again through `apply` (saved as JSON halfway and read back), and from its log: the same game. */
function replaysTheSame(options: NewGameOptions, state: GameState): boolean {
  const actions = history(state);
  const half = Math.floor(actions.length / 2);
  let again = JSON.parse(JSON.stringify(replayActions(options, actions.slice(0, half)))) as GameState;
  for (const a of actions.slice(half)) again = apply(again, a);
  const fromLog = replayLog(options, JSON.parse(JSON.stringify(state.log)));
  return digest(again) === digest(state) && JSON.stringify(again.log) === JSON.stringify(state.log) && digest(fromLog) === digest(state);
}

describe("random-deck fuzz", () => {
  it(`plays ${GAMES} games between random decks (from seed ${FIRST}) to the end with every invariant holding`, () => {
    const failures: string[] = [];
    const ends: Record<string, number> = {};
    /** Set number (an id's leading digits) → draw-deck cards of that set dealt over all games. */
    const dealt = new Map<string, number>();
    for (let seed = FIRST; seed < FIRST + GAMES && failures.length < 5; seed++) {
      const decks: [Deck, Deck] = [deck(2 * seed), deck(2 * seed + 1)];
      for (const id of decks.flatMap((d) => d.drawDeck)) dealt.set(/^\d+/.exec(id)![0], (dealt.get(/^\d+/.exec(id)![0]) ?? 0) + 1);
      // Enough to rebuild a failing game by hand: its seed and both decks as .deck files.
      const replay = () => `seed ${seed}\n${decks.map((d, k) => deckFileText(d, cards.defs, `p${k + 1}`, `seed ${seed} deck ${k + 1}`)).join("\n")}`;
      try {
        const options = { seed, decks, cards, bids: seed % 3 === 0, checkInvariants: true, maxTurns: MAX_TURNS };
        const { state } = playGame(newGame(options), agents(seed));
        const v = violations(state);
        if (!isOver(state)) failures.push(`not over after the step limit: ${replay()}`);
        else if (v.length) failures.push(`${v.join("; ")}\n${replay()}`);
        else if (seed % REPLAY_EVERY === 0 && !replaysTheSame(options, state)) failures.push(`does not replay to the same state: ${replay()}`);
        const w = winner(state) ?? "undecided";
        ends[w] = (ends[w] ?? 0) + 1;
      } catch (error) {
        failures.push(`${(error as Error).stack ?? String(error)}\n${replay()}`);
      }
    }
    console.log(`random-deck games: ${JSON.stringify(ends)}; draw-deck cards by set: ${JSON.stringify(Object.fromEntries(dealt))}`);
    expect(failures).toEqual([]);
    expect(Object.values(ends).reduce((a, b) => a + b, 0)).toBe(GAMES);
    // every bundled set's cards are dealt: the decks are drawn from all of them
    const sets = new Set(Object.keys(cards.defs).map((id) => /^\d+/.exec(id)![0]));
    expect([...sets].filter((n) => !dealt.has(n))).toEqual([]);
    // Over many games both seats win some: random decks are neither empty nor one-sided.
    if (GAMES >= 100) expect([ends.p1 ?? 0, ends.p2 ?? 0].every((n) => n > 0), JSON.stringify(ends)).toBe(true);
  }, Math.max(600_000, GAMES * 250));
});
