/** runtime/engine/seat-agents.ts: who is asked for each action, and what each is handed. */
import { describe, expect, it } from "vitest";
import { seatsDecide } from "../../runtime/engine/seat-agents.ts";

describe("seat agents", () => {
  const reading = { asked: 0, choose: (_s: string, actions: number[]) => (reading.asked++, actions[actions.length - 1]!) };
  const blind = { blind: true, asked: 0, choose: (_s: string, actions: number[]) => (blind.asked++, actions[0]!) };
  const seen: string[] = [];
  const decide = seatsDecide<string, number, typeof reading | typeof blind>({ a: reading, b: blind }, (_agent, state, who) => (seen.push(who), `${state} as ${who}`), "seat");

  it("takes a forced move without asking an agent that reads the state (no view made), asks a blind one", () => {
    expect(decide("a", "s", [7])).toBe(7);
    expect(reading.asked).toBe(0);
    expect(decide("b", "s", [7])).toBe(7);
    expect(blind.asked).toBe(1);
    expect(seen).toEqual(["b"]);
  });

  it("asks the seat's agent among several actions, handed what the seat sees", () => {
    expect(decide("a", "s", [1, 2, 3])).toBe(3);
    expect(reading.asked).toBe(1);
    expect(seen.at(-1)).toBe("a");
    expect(() => decide("c", "s", [1, 2])).toThrow("no agent for seat c");
  });
});
