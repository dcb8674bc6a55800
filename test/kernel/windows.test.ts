/** The kernel's trigger/response windows: players in the game's order, responses in order, triggers in the order each player picks. */
import { describe, expect, it } from "vitest";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { resolveWindow, type WindowRules } from "../../runtime/engine/windows.ts";

interface Toy {
  player: string;
  response: boolean;
  ability: string;
  name: string;
}

function run(all: Toy[], players: string[], picks: number[]) {
  const chooser = scriptedChooser(picks);
  const resolved: string[] = [];
  const rules: WindowRules<null, Toy> = {
    chooser: () => chooser,
    key: (_x, a) => a.ability,
    label: (_x, a) => a.name,
    resolve: (_x, a) => void resolved.push(a.name),
  };
  resolveWindow(null, all, players, rules);
  return { resolved, asked: chooser.asked };
}

const t = (player: string, name: string, ability = name): Toy => ({ player, response: false, ability, name });
const r = (player: string, name: string): Toy => ({ player, response: true, ability: name, name });

describe("trigger and response windows", () => {
  it("resolves player by player in the order given, responses in their places, triggers in the order picked", () => {
    const all = [t("a", "a1"), r("b", "b-response"), t("a", "a2"), t("b", "b1"), r("a", "a-response"), t("a", "a3")];
    const { resolved, asked } = run(all, ["b", "a"], [2, 0]);
    // the triggers fill the places of a1, a2 and a3: a3 (picked), then a1 (picked), the response, then a2 (the one left)
    expect(resolved).toEqual(["b-response", "b1", "a3", "a1", "a-response", "a2"]);
    expect(asked).toEqual([{ kind: "option", player: "a", purpose: "trigger-order", options: ["a1", "a2", "a3"] }, { kind: "option", player: "a", purpose: "trigger-order", options: ["a1", "a2"] }]);
  });

  it("does not ask the order of copies of one ability, and takes the first for an answer out of range", () => {
    expect(run([t("a", "x1", "x"), t("a", "x2", "x")], ["a"], []).asked).toEqual([]);
    expect(run([t("a", "p"), t("a", "q")], ["a"], [7]).resolved).toEqual(["p", "q"]);
  });
});
