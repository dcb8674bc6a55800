/** Phrases answering engine events: assigned to a skirmish, puts on The One Ring, is about to exert. */
import { describe, expect, it } from "vitest";
import { createContext } from "../../runtime/core/context.ts";
import { announce, makeEvent, settle } from "../../runtime/core/events.ts";
import type { CardId } from "../../runtime/core/state.ts";
import { triggers } from "../../runtime/core/statics.ts";
import { a, companion, filter, FP, minion, SH, Table, term } from "./builder.ts";

const race = (r: string) => term("race", { race: r });
const match = (t: Table, op: string, args: Record<string, unknown>, type: string, cards: CardId[]) =>
  triggers(t.env(), { kind: "trigger", trigger: term(op, args) }, makeEvent(t.state, { type, cards }));

describe("is-assigned (trigger)", () => {
  it("matches an assigned character that fits, binding it", () => {
    const t = new Table();
    const sam = t.put(companion("Sam", { race: "hobbit" }));
    const gimli = t.put(companion("Gimli", { race: "dwarf" }));
    expect(match(t, "is-assigned", { target: filter("a", [race("hobbit")], {}, "hobbit") }, "assigned", [sam])).toEqual({ hobbit: { cards: [sam] } });
    expect(match(t, "is-assigned", { target: a(race("hobbit")) }, "assigned", [gimli])).toBeNull();
    expect(match(t, "is-assigned", { target: a(race("hobbit")) }, "skirmish-won", [sam])).toBeNull();
  });
});

describe("puts-on-the-one-ring (trigger)", () => {
  it("matches the put-on-ring event of such a character only", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo", { race: "hobbit" }));
    const orc = t.put(minion("Orc"), { owner: SH });
    expect(match(t, "puts-on-the-one-ring", { target: a(race("hobbit")) }, "put-on-ring", [frodo])).toEqual({});
    expect(match(t, "puts-on-the-one-ring", { target: a(race("hobbit")) }, "put-on-ring", [orc])).toBeNull();
    expect(match(t, "puts-on-the-one-ring", { target: a(race("hobbit")) }, "wound", [frodo])).toBeNull();
  });
});

describe("about-to-exert and prevent-exertion-token", () => {
  it("binds the pending exertion; placing no token prevents it", () => {
    const t = new Table();
    const sam = t.put(companion("Sam", { race: "hobbit" }), { owner: FP });
    const e = announce(t.state, makeEvent(t.state, { type: "exert", cards: [sam] }));
    const b = match(t, "about-to-exert", { target: a(race("hobbit")) }, "wound", [sam]);
    expect(b).toBeNull();
    const bound = triggers(t.env(), { kind: "trigger", trigger: term("about-to-exert", { target: a(race("hobbit")) }) }, e);
    expect(bound).toEqual({ exertion: { event: e.id } });
    createContext(t.env({ bindings: bound! })).run("prevent-exertion-token", {});
    expect(settle(t.state, e)).toBe(false);
  });
});
