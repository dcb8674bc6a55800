/** `<character> may not bear <cards>` (a prohibition the engine reads where it lists bearers) and `you can spot [N burdens or] N wounds on <character>`. */
import { describe, expect, it } from "vitest";
import { holds } from "../../runtime/core/args.ts";
import type { AbilityIR } from "../../runtime/core/ir.ts";
import { applyStatic } from "../../runtime/core/statics.ts";
import { places } from "../../runtime/games/lotr-tcg/state/play.ts";
import { companion, every, minion, SH, Table, term } from "./builder.ts";

const noPossessions: AbilityIR = {
  kind: "static",
  condition: null,
  modifier: { op: "may-not-bear", args: { target: { ref: "self" }, item: every(term("type", { type: "possession" })) } },
} as AbilityIR;

describe("may not bear", () => {
  it("a character under the prohibition is no bearer for such a card; another character, and another card type, still are", () => {
    const t = new Table();
    const tentacle = t.put(minion("Tentacle", { abilities: [noPossessions] as never }));
    const orc = t.put(minion("Orc"));
    const axe = t.put({ title: "Axe", type: "possession", side: "shadow", culture: "moria" }, { owner: SH, zone: "hand" });
    const whip = t.put({ title: "Whip", type: "artifact", side: "shadow", culture: "moria" }, { owner: SH, zone: "hand" });
    const env = t.env({ controller: SH });
    expect(places(env, axe)).toContain(tentacle);
    applyStatic(env, tentacle, noPossessions);
    expect(places(env, axe)).not.toContain(tentacle);
    expect(places(env, axe)).toContain(orc);
    expect(places(env, whip)).toContain(tentacle);
  });
});

describe("you can spot N wounds on a character (or N burdens)", () => {
  const cond = (burdens: number | null) => ({ op: "can-spot-wounds-on", args: { burdens, n: 2, target: { ref: "ring-bearer" } } });
  it("counts the wounds on that character, or else the burdens when they are written", () => {
    const t = new Table();
    const frodo = t.put(companion("Frodo"));
    t.ringBearer(frodo);
    const env = t.env();
    expect(holds(env, cond(null))).toBe(false);
    t.state.cards[frodo]!.tokens.burden = 2;
    expect(holds(env, cond(null))).toBe(false);
    expect(holds(env, cond(2))).toBe(true);
    t.state.cards[frodo]!.tokens.wound = 2;
    expect(holds(env, cond(null))).toBe(true);
  });
});
