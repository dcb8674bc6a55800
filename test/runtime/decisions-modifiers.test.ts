import { describe, expect, it } from "vitest";
import { firstChoice, scriptedChooser } from "../../runtime/core/decisions.ts";
import { select } from "../../runtime/core/filters.ts";
import { addModifier, expireModifiers, hasRecordsFor, modifiedFlag, modifiedValue } from "../../runtime/core/modifiers.ts";
import { enterPhase } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { a, companion, filter, Table, term } from "./builder.ts";

describe("decisions", () => {
  const d = { kind: "cards" as const, player: "p", purpose: "x", options: [100, 101, 102], min: 1, max: 2 };

  it("the default chooser takes the first options, as many as allowed, and says yes", () => {
    expect(firstChoice.cards(d)).toEqual([100, 101]);
    expect(firstChoice.yesNo({ kind: "yes-no", player: "p", purpose: "x" })).toBe(true);
  });

  it("a scripted chooser answers in order, records what it was asked, and falls back when out of answers", () => {
    const c = scriptedChooser([[102], false]);
    expect(c.cards(d)).toEqual([102]);
    expect(c.yesNo({ kind: "yes-no", player: "p", purpose: "y" })).toBe(false);
    expect(c.option({ kind: "option", player: "p", purpose: "z", options: ["u", "v"] })).toBe(0);
    expect(c.asked.map((q) => q.purpose)).toEqual(["x", "y", "z"]);
  });

  it("an invalid answer (too few, or not an option) falls back to a legal choice", () => {
    const t = new Table();
    const ids = [t.put(companion("A")), t.put(companion("B"))];
    const env = t.env({ chooser: scriptedChooser([[999]]) });
    expect(select(env, a(term("type", { type: "companion" })), { purpose: "test" })?.cards).toEqual([ids[0]]);
  });

  it("`up to 2` lets the chooser take fewer; a ref binds without asking", () => {
    const t = new Table();
    const [x] = [t.put(companion("A")), t.put(companion("B")), t.put(companion("C"))];
    const chooser = scriptedChooser([[x!]]);
    const env = t.env({ chooser });
    const upTo = filter("up to", [term("type", { type: "companion" })], { count: 2 }, "them");
    expect(select(env, upTo, { purpose: "heal" })?.cards).toEqual([x]);
    expect(select(env, { ref: "them" }, { purpose: "again" })?.cards).toEqual([x]);
    expect(chooser.asked).toHaveLength(1);
  });
});

describe("modifier durations", () => {
  it("entering a phase ends phase-long modifiers; ending the turn ends turn-long ones", () => {
    const t = new Table();
    const c = t.put(companion("A", { strength: 3 }));
    const env = t.env();
    enterPhase(env, "maneuver");
    addModifier(env, { property: "strength", delta: 1, targets: { cards: [c] }, duration: { kind: "end-of-phase" } });
    addModifier(env, { property: "strength", delta: 10, targets: { cards: [c] }, duration: { kind: "end-of-turn" } });
    addModifier(env, { property: "strength", delta: 100, targets: { cards: [c] }, duration: { kind: "permanent" } });
    expect(modifiedValue(env, c, "strength", 3)).toBe(114);
    enterPhase(env, "archery");
    expect(modifiedValue(env, c, "strength", 3)).toBe(113);
    expireModifiers(t.state, { kind: "end-of-turn" });
    expect(modifiedValue(env, c, "strength", 3)).toBe(103);
    expect(t.state.log.filter((e) => e.type === "expire").map((e) => e.removed)).toEqual([1, 1]);
  });

  // `hasRecordsFor` keeps the properties of the list it was asked about last, while the list and its length are the
  // same: a record added in place, a list replaced (expiry) and another state's list must each be seen
  it("a property's record is seen as soon as it is added, and not once it has expired, in this state or another", () => {
    const t = new Table();
    const c = t.put(companion("A", { strength: 3 }));
    const env = t.env();
    expect(hasRecordsFor(t.state, "strength")).toBe(false);
    expect(modifiedValue(env, c, "strength", 3)).toBe(3);
    addModifier(env, { property: "strength", delta: 2, targets: { cards: [c] }, duration: { kind: "end-of-turn" } });
    expect(hasRecordsFor(t.state, "strength")).toBe(true);
    expect(modifiedValue(env, c, "strength", 3)).toBe(5);
    // another state's list of the same length, with another property
    const other = new Table();
    const d = other.put(companion("B", { strength: 4 }));
    addModifier(other.env(), { property: "hidden", flag: true, targets: { cards: [d] }, duration: { kind: "end-of-turn" } });
    expect(modifiedValue(other.env(), d, "strength", 4)).toBe(4);
    expect(modifiedFlag(other.env(), d, "hidden", false)).toBe(true);
    expect(modifiedValue(env, c, "strength", 3)).toBe(5);
    expect(modifiedFlag(env, c, "hidden", false)).toBe(false);
    addModifier(env, { property: "hidden", flag: true, targets: { cards: [c] }, duration: { kind: "end-of-turn" } });
    expect(modifiedFlag(env, c, "hidden", false)).toBe(true);
    expireModifiers(t.state, { kind: "end-of-turn" });
    expect(hasRecordsFor(t.state, "strength")).toBe(false);
    expect(modifiedValue(env, c, "strength", 3)).toBe(3);
    expect(modifiedFlag(env, c, "hidden", false)).toBe(false);
  });
});
