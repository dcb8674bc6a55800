/** Fierce skirmishes, a skirmish named by two characters, and taking off The One Ring, over small hand-built states. */
import { describe, expect, it } from "vitest";
import { holds } from "../../runtime/core/args.ts";
import { createContext } from "../../runtime/core/context.ts";
import { addModifier, modifiedFlag } from "../../runtime/core/modifiers.ts";
import type { CardId } from "../../runtime/core/state.ts";
import { lotr } from "../../runtime/games/lotr-tcg/state/game.ts";
import { startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { a, companion, minion, Table, term } from "./builder.ts";

const race = (r: string) => term("race", { race: r });

/** Sam skirmishing an Orc (and a Nazgûl in play elsewhere); `fierce`: the turn engine's flag for the second round. */
function setUp(fierce: boolean) {
  const t = new Table();
  const frodo = t.put(companion("Frodo"));
  const sam = t.put(companion("Sam"));
  const orc = t.put(minion("Orc"));
  const wraith = t.put(minion("Wraith", { race: "nazgul", culture: "wraith" }));
  t.ringBearer(frodo);
  lotr(t.state).engine = { fierce };
  return { t, frodo, sam, orc, wraith };
}

describe("in-fierce-skirmish", () => {
  it("holds for a character in the skirmish only while the skirmish is fierce", () => {
    for (const fierce of [true, false]) {
      const { t, sam, frodo, orc } = setUp(fierce);
      startSkirmish(t.env(), sam, [orc]);
      const test = (id: CardId) => holds(t.env({ bindings: { he: { cards: [id] } } }), term("in-fierce-skirmish", { who: { ref: "he" } }));
      expect(test(sam)).toBe(fierce);
      expect(test(orc)).toBe(fierce);
      expect(test(frodo)).toBe(false);
    }
  });
});

describe("cancel-fierce-skirmish", () => {
  it("cancels the fierce skirmish involving that character, and no other", () => {
    const { t, sam, orc } = setUp(true);
    const s = startSkirmish(t.env(), sam, [orc]);
    createContext(t.env()).run("cancel-fierce-skirmish", { target: a(term("title", { title: "Frodo" })) });
    expect(s.cancelled).toBe(false);
    createContext(t.env()).run("cancel-fierce-skirmish", { target: a(term("title", { title: "Sam" })) });
    expect(s.cancelled).toBe(true);
  });

  it("leaves a skirmish that is not fierce alone", () => {
    const { t, sam, orc } = setUp(false);
    const s = startSkirmish(t.env(), sam, [orc]);
    createContext(t.env()).run("cancel-fierce-skirmish", { target: a(term("title", { title: "Sam" })) });
    expect(s.cancelled).toBe(false);
  });
});

describe("cancel-skirmish-between", () => {
  it("cancels the Ring-bearer's skirmish only when such a character is against him", () => {
    const { t, frodo, orc, wraith } = setUp(false);
    const args = { target: { ref: "ring-bearer" }, other: a(race("nazgul")) };
    const vsOrc = startSkirmish(t.env(), frodo, [orc]);
    createContext(t.env()).run("cancel-skirmish-between", args);
    expect(vsOrc.cancelled).toBe(false);
    const vsWraith = startSkirmish(t.env(), frodo, [wraith]);
    createContext(t.env()).run("cancel-skirmish-between", args);
    expect(vsWraith.cancelled).toBe(true);
  });

  it("does nothing when the first character is not skirmishing", () => {
    const { t, sam, wraith } = setUp(false);
    const s = startSkirmish(t.env(), sam, [wraith]);
    createContext(t.env()).run("cancel-skirmish-between", { target: { ref: "ring-bearer" }, other: a(race("nazgul")) });
    expect(s.cancelled).toBe(false);
  });
});

describe("take-off-the-one-ring", () => {
  it("the Ring-bearer stops wearing The One Ring, and may put it on again", () => {
    const { t, frodo } = setUp(false);
    const wear = () => addModifier(t.env(), { property: "wearing-the-one-ring", flag: true, targets: { cards: [frodo] }, duration: { kind: "end-of-turn" } });
    const wearing = () => modifiedFlag(t.env(), frodo, "wearing-the-one-ring", false);
    wear();
    expect(wearing()).toBe(true);
    createContext(t.env()).run("take-off-the-one-ring", {});
    expect(wearing()).toBe(false);
    expect(t.state.log.some((l) => l.type === "ring-taken-off")).toBe(true);
    wear();
    expect(wearing()).toBe(true);
  });

  it("does nothing when the Ring is not worn", () => {
    const { t, frodo } = setUp(false);
    createContext(t.env()).run("take-off-the-one-ring", {});
    expect(modifiedFlag(t.env(), frodo, "wearing-the-one-ring", false)).toBe(false);
    expect(t.state.log.some((l) => l.type === "ring-taken-off")).toBe(false);
  });
});
