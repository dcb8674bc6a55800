/**
 * The kernel's unit protocol and live play, on a toy game (toy-game.ts): `apply` is pure and step by step plays the
 * same game as live play (state, log, history), also when a step budget stops live play in the middle of a decision;
 * a game replays from its actions and from its log; the invariant hook throws.
 */
import { describe, expect, it } from "vitest";
import { playOut, replay, withInvariants } from "../../runtime/engine/kernel.ts";
import { replayEntries } from "../../runtime/engine/log-replay.ts";
import { createToy, randomDecide, toyEngine, toyLive, toyProtocol, type Toy, type ToyAction } from "./toy-game.ts";

function stepByStep(start: Toy, seed: number, maxSteps = Infinity): { state: Toy; steps: number } {
  const decide = randomDecide(seed);
  let s = start;
  let steps = 0;
  for (let who = toyEngine.actor(s); who !== null && steps < maxSteps; who = toyEngine.actor(s), steps++) {
    const legal = toyEngine.legalActions(s);
    s = toyEngine.apply(s, decide(who, s, legal), legal);
  }
  return { state: s, steps };
}

const summary = (r: { state: Toy; steps: number }) => ({ steps: r.steps, digest: toyEngine.digest(r.state), log: r.state.log, history: r.state.history });

describe("the unit protocol", () => {
  it("asks the first unit's decisions before anyone acts, and apply leaves its input alone", () => {
    const s = toyEngine.newGame({ seed: 1 });
    expect(toyProtocol.pendingDecision(s)).toMatchObject({ kind: "option", player: "a", purpose: "colour" });
    expect(toyEngine.legalActions(s)).toEqual([
      { type: "option", player: "a", index: 0, label: "red" },
      { type: "option", player: "a", index: 1, label: "blue" },
    ]);
    const before = JSON.stringify(s);
    const next = toyEngine.apply(s, { type: "option", player: "a", index: 1, label: "blue" });
    expect(JSON.stringify(s)).toBe(before);
    expect(toyProtocol.pendingDecision(next)).toMatchObject({ player: "b", purpose: "colour" });
    expect(() => toyEngine.apply(next, { type: "draw", player: "b" })).toThrow(/illegal action/);
  });

  it("answers a card decision card by card, then done", () => {
    let s = stepByStep(toyEngine.newGame({ seed: 3 }), 3, 2).state;
    s = toyEngine.apply(s, toyEngine.legalActions(s).find((a) => a.type === "draw")!);
    s = toyEngine.apply(s, { type: "yes", player: toyEngine.actor(s)! });
    const d = toyProtocol.pendingDecision(s)!;
    expect(d).toMatchObject({ kind: "cards", purpose: "block", partial: [] });
    s = toyEngine.apply(s, { type: "choose", player: d.player, card: 2 });
    expect(toyProtocol.pendingDecision(s)!.partial).toEqual([2]);
    expect(toyEngine.legalActions(s).map((a) => a.type)).toEqual(["choose", "choose", "done"]);
    s = toyEngine.apply(s, { type: "done", player: d.player });
    expect(toyProtocol.pendingDecision(s)).toBeNull();
    expect(s.log.filter((e) => e.type === "answer").at(-1)).toMatchObject({ purpose: "block", answer: [2] });
  });

  it("plays the same games live as apply step by step", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const start = toyEngine.newGame({ seed });
      const before = JSON.stringify(start);
      const live = toyLive.playLive(start, randomDecide(seed));
      expect(JSON.stringify(start)).toBe(before);
      expect(summary(live)).toEqual(summary(stepByStep(start, seed)));
      expect(summary(toyLive.live(createToy({ seed }), null, () => createToy({ seed }), randomDecide(seed), Infinity))).toEqual(summary(live));
    }
  });

  it("stops live play after a step budget in the state apply shows, a decision pending included", () => {
    const start = toyEngine.newGame({ seed: 5 });
    let midDecision = 0;
    for (const n of [1, 2, 3, 4, 5, 7, 9, 12]) {
      const slow = stepByStep(start, 5, n);
      if (toyProtocol.pendingDecision(slow.state)?.kind === "yes-no") midDecision++;
      expect(summary(toyLive.playLive(start, randomDecide(5), n))).toEqual(summary(slow));
    }
    expect(midDecision).toBeGreaterThan(0);
  });

  it("replays a game from its actions and from its log", () => {
    const { state } = toyLive.playLive(toyEngine.newGame({ seed: 9 }), randomDecide(9));
    expect(state.over).toBe(true);
    expect(toyEngine.digest(replay(toyEngine, { seed: 9 }, state.history))).toBe(toyEngine.digest(state));
    const actionOf = (e: { type: string; action?: unknown; player?: unknown }): ToyAction | null => (e.type === "action" ? ({ type: e.action, player: e.player } as ToyAction) : null);
    const fromLog = replayEntries(toyProtocol, toyEngine.isOver, toyEngine.newGame({ seed: 9 }), JSON.parse(JSON.stringify(state.log)), actionOf);
    expect(toyEngine.digest(fromLog)).toBe(toyEngine.digest(state));
    expect(() => replayEntries(toyProtocol, toyEngine.isOver, toyEngine.newGame({ seed: 10 }), state.log, actionOf)).toThrow(/does not fit|after the end/);
  });

  it("plays out with seats through the step API: the game live play makes", () => {
    const seat = (seed: number) => {
      const d = randomDecide(seed);
      return { choose: (s: Toy, actions: ToyAction[]) => d("", s, actions) };
    };
    const start = toyEngine.newGame({ seed: 4 });
    // one decider for both seats, as live play asks one `decide`
    const both = seat(4);
    const out = playOut(toyEngine, start, { a: both, b: both });
    expect(toyEngine.digest(out.state)).toBe(toyEngine.digest(toyLive.playLive(start, randomDecide(4)).state));
    expect(out.actions).toEqual(out.state.history);
  });

  it("checks invariants after every unit when asked, on both paths, and in the kernel's wrapper", () => {
    const cheat = (_p: string, _s: Toy, actions: ToyAction[]) => actions.find((a) => a.type === "cheat") ?? actions[0]!;
    const checked = toyEngine.newGame({ seed: 2, allowCheat: true, checkInvariants: true });
    expect(() => toyLive.playLive(checked, cheat)).toThrow(/invariant violated after \{"type":"cheat".*scores -1/);
    expect(() => stepByStepWith(checked, cheat)).toThrow(/invariant violated after \{"type":"cheat"/);
    const unchecked = toyEngine.newGame({ seed: 2, allowCheat: true });
    expect(() => stepByStepWith(unchecked, cheat, 3)).not.toThrow();
    expect(() => playOut(withInvariants(toyEngine), unchecked, { a: { choose: (s, l) => cheat("", s, l) }, b: { choose: (s, l) => cheat("", s, l) } })).toThrow(/invariant violated after \{"type":"cheat"/);
  });
});

function stepByStepWith(start: Toy, decide: (p: string, s: Toy, a: ToyAction[]) => ToyAction, maxSteps = Infinity): Toy {
  let s = start;
  for (let n = 0, who = toyEngine.actor(s); who !== null && n < maxSteps; n++, who = toyEngine.actor(s)) s = toyEngine.apply(s, decide(who, s, toyEngine.legalActions(s)));
  return s;
}
