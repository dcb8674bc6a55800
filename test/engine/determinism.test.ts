import { beforeAll, describe, expect, it } from "vitest";
import { playGame, playNewGame } from "../../runtime/games/lotr-tcg/agents/agent.ts";
import { randomAgent } from "../../runtime/agents/random.ts";
import { heuristicAgent } from "../../runtime/games/lotr-tcg/agents/heuristic.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { apply, digest, history, isOver, legalActions, newGame, pendingDecision, replay, replayLog, type CardLibrary, type NewGameOptions } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { starterLibrary, STARTER_DECKS } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

const options = (seed: number): NewGameOptions => ({ seed, decks: STARTER_DECKS, cards, checkInvariants: true });

/** Plays a game step by step, recording the digest after every step. */
function trace(seed: number): { state: GameState; digests: string[] } {
  const agents = { p1: randomAgent(seed + 1), p2: heuristicAgent(seed + 2) };
  let state = newGame(options(seed));
  const digests = [digest(state)];
  while (!isOver(state)) {
    const actions = legalActions(state);
    state = apply(state, agents[actions[0]!.player as "p1" | "p2"].choose(state, actions));
    digests.push(digest(state));
  }
  return { state, digests };
}

describe("determinism", () => {
  it("the same seed and the same decisions give the same log, byte for byte, and the same digests", () => {
    const a = trace(11);
    const b = trace(11);
    expect(JSON.stringify(b.state.log)).toBe(JSON.stringify(a.state.log));
    expect(b.digests).toEqual(a.digests);
    expect(a.state.log.length).toBeGreaterThan(100);
  });

  it("a different seed gives a different game", () => {
    expect(trace(12).digests).not.toEqual(trace(11).digests);
  });

  it("a game replays from its recorded actions to the same state", () => {
    const { state } = playGame(newGame(options(5)), { p1: randomAgent(1), p2: randomAgent(2) });
    const again = replay(options(5), history(state));
    expect(digest(again)).toBe(digest(state));
    expect(JSON.stringify(again.log)).toBe(JSON.stringify(state.log));
  });

  it("a state saved as JSON mid-game, decision pending or not, plays on to the same game", () => {
    let state = newGame(options(9));
    const finish = (from: GameState) => {
      const agents = { p1: randomAgent(40), p2: randomAgent(41) };
      let s = from;
      while (!isOver(s)) {
        const actions = legalActions(s);
        s = apply(s, agents[actions[0]!.player as "p1" | "p2"].choose(s, actions), actions);
      }
      return s;
    };
    const saved = { pending: 0, acting: 0 };
    for (let i = 0; i < 60 && !isOver(state); i++) {
      if (i % 6 === 0) {
        const restored = JSON.parse(JSON.stringify(state)) as GameState;
        expect(legalActions(restored)).toEqual(legalActions(state));
        expect(digest(finish(restored))).toBe(digest(finish(state)));
        saved[pendingDecision(state) ? "pending" : "acting"]++;
      }
      state = apply(state, legalActions(state)[i % legalActions(state).length]!);
    }
    expect(saved.pending).toBeGreaterThan(0);
    expect(saved.acting).toBeGreaterThan(0);
  });

  it("a new game played live (playNewGame) is the game newGame then playGame give, step budget and bids included", () => {
    const agents = (seed: number) => ({ p1: randomAgent(seed), p2: heuristicAgent(seed + 1) });
    for (const [seed, o] of [
      [5, options(5)],
      [6, { ...options(6), bids: true }],
    ] as const) {
      for (const maxSteps of [undefined, 1, 37]) {
        const played = playGame(newGame(o), agents(seed), maxSteps);
        const fresh = playNewGame(o, agents(seed), maxSteps);
        expect(fresh.steps).toBe(played.steps);
        expect(JSON.stringify(fresh.state.log)).toBe(JSON.stringify(played.state.log));
        expect(digest(fresh.state)).toBe(digest(played.state));
        // stopped by the step budget: the state is the one `apply` gives, so the game goes on from it
        if (maxSteps !== undefined) expect(legalActions(fresh.state)).toEqual(legalActions(played.state));
      }
    }
  });

  it("a game replays from its options and its log alone (read back from JSON): player actions and answers to decisions", () => {
    const games = [
      playGame(newGame(options(5)), { p1: randomAgent(1), p2: randomAgent(2) }).state,
      playGame(newGame({ ...options(6), bids: true }), { p1: heuristicAgent(3), p2: randomAgent(4) }).state,
    ];
    for (const [i, state] of games.entries()) {
      const log = JSON.parse(JSON.stringify(state.log)) as GameState["log"];
      expect(log.filter((e) => e.type === "answer").length).toBeGreaterThan(5);
      const again = replayLog(i === 0 ? options(5) : { ...options(6), bids: true }, log);
      expect(JSON.stringify(again.log)).toBe(JSON.stringify(state.log));
      expect(digest(again)).toBe(digest(state));
    }
  });

  it("a log written with card ids as strings of digits (before ids were numbers) replays the same game", () => {
    const { state } = playGame(newGame({ ...options(6), bids: true }), { p1: heuristicAgent(3), p2: randomAgent(4) });
    const asStrings = (v: unknown): unknown => (Array.isArray(v) ? v.map(asStrings) : typeof v === "number" && v >= 100 ? String(v) : v);
    const old = state.log.map((e) => ({ ...e, ...("card" in e ? { card: asStrings(e.card) } : {}), ...(e.type === "answer" ? { answer: asStrings(e.answer) } : {}) }));
    expect(old.some((e) => e.type === "action" && typeof e.card === "string")).toBe(true);
    expect(old.some((e) => e.type === "answer" && Array.isArray(e.answer) && typeof e.answer[0] === "string")).toBe(true);
    expect(digest(replayLog({ ...options(6), bids: true }, old))).toBe(digest(state));
  });

  it("a cut log replays the game up to its last choice", () => {
    const { state } = playGame(newGame(options(8)), { p1: randomAgent(5), p2: randomAgent(6) });
    const full = history(state);
    for (const cut of [40, 120, 250]) {
      const part = history(replayLog(options(8), state.log.slice(0, cut)));
      expect(part.length).toBeGreaterThan(0);
      expect(part.length).toBeLessThan(full.length);
      expect(part).toEqual(full.slice(0, part.length));
    }
  });

  it("replaying a log that does not fit the game says which entry", () => {
    const { state } = playGame(newGame(options(5)), { p1: randomAgent(1), p2: randomAgent(2) });
    expect(() => replayLog(options(7), state.log)).toThrow(/^log entry \d+ /);
    const moves = state.log.filter((e) => e.type !== "answer");
    expect(() => replayLog(options(5), moves)).toThrow(/log entry \d+ \((action|pass)\) does not fit: the game asks p\d to decide/);
  });

  it("apply never changes the state it is given", () => {
    let state = newGame(options(3));
    for (let i = 0; i < 200 && !isOver(state); i++) {
      const before = JSON.stringify(state);
      const next = apply(state, legalActions(state)[i % legalActions(state).length]!);
      expect(JSON.stringify(state)).toBe(before);
      state = next;
    }
  });

  it("the digest is stable under key order and changes with the state", () => {
    const s = newGame(options(4));
    const reordered = Object.fromEntries(Object.entries(s).reverse()) as unknown as GameState;
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(s)[0]);
    expect(digest(reordered)).toBe(digest(s));
    expect(digest({ ...s, turn: s.turn + 1 })).not.toBe(digest(s));
  });

  it("rejects an action that is not legal", () => {
    const s = newGame(options(6));
    expect(() => apply(s, { type: "play", player: "p1", card: 99999 })).toThrow(/illegal action/);
  });
});
