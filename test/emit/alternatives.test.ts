import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import type { SetIR } from "../../compiler/ir/ir.ts";
import type { AbilityContext } from "../../runtime/core/handlers.ts";
import { importHandlers } from "./import-emitted.ts";
import { card } from "./sample-set.ts";

const self = { ref: "self" };

/** `Maneuver: exert this card then draw a card; or add (1) then heal this card.` */
const set: SetIR = {
  game: "test-game",
  number: 7,
  name: null,
  cards: [
    card({
      id: "7C1",
      title: "Either Way",
      abilities: [
        {
          kind: "activated",
          timings: ["maneuver"],
          condition: null,
          costs: [{ op: "exert", args: { target: self } }],
          effects: [{ op: "draw-cards", args: { n: 1 } }],
          alternatives: [{ costs: [{ op: "add-twilight", args: { n: 1 } }], effects: [{ op: "heal", args: { target: self } }] }],
        },
      ],
    }),
  ],
};

function recorder() {
  const calls: [string, string][] = [];
  const ctx = {
    pay: (id: string) => (calls.push(["pay", id]), true),
    run: (id: string) => void calls.push(["run", id]),
  } as unknown as AbilityContext;
  return { ctx, calls };
}

describe("alternatives in the emitted set", () => {
  it("the schema accepts `alternatives` on an activated ability and rejects a malformed one", () => {
    const out = Object.fromEntries(emitSet(set).map((f) => [f.path, f.contents]));
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(JSON.parse(out["test-game/set07.schema.json"]!));
    const data = JSON.parse(out["test-game/set07.json"]!);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    data[0].abilities[0].alternatives[0].effects = "heal";
    expect(validate(data)).toBe(false);
    data[0].abilities[0].alternatives = [{ costs: [], effects: [], extra: 1 }];
    expect(validate(data)).toBe(false);
  });

  it("the handler module has each alternative's costs and effects, in IR order", async () => {
    const mod = await importHandlers(emitSet(set));
    const ability = mod.cards[0].abilities[0];
    expect(Object.keys(ability)).toEqual(["ir", "costs", "effects", "alternatives"]);
    const { ctx, calls } = recorder();
    for (const s of [...ability.alternatives[0].costs, ...ability.alternatives[0].effects]) s(ctx);
    expect(calls).toEqual([
      ["pay", "add-twilight"],
      ["run", "heal"],
    ]);
    expect(ability.ir.alternatives).toEqual(set.cards[0]!.abilities[0]!.kind === "activated" && set.cards[0]!.abilities[0]!.alternatives);
  });
});
