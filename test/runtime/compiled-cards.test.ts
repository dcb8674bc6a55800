/**
 * The compiler → runtime contract, end to end: a fixture set is compiled and emitted, its ES module
 * of handlers is loaded, and its abilities are used on a hand-built state.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compile } from "../../compiler/services/compile.ts";
import { emitSet } from "../../compiler/emit/index.ts";
import type { CardDef } from "../../runtime/core/cards.ts";
import { useAbility } from "../../runtime/core/context.ts";
import { scriptedChooser } from "../../runtime/core/decisions.ts";
import { createEnv } from "../../runtime/core/env.ts";
import type { CompiledCard } from "../../runtime/core/handlers.ts";
import { applyStatic, triggers } from "../../runtime/core/statics.ts";
import { addCard, cardsIn, tokens, type CardId } from "../../runtime/core/state.ts";
import { wound } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { lotrRules } from "../../runtime/games/lotr-tcg/impl/index.ts";
import { createLotrState, lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { enterPhase, startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { playCard } from "../../runtime/games/lotr-tcg/state/play.ts";
import { resistance, strength, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";

let defs: Record<string, CardDef> = {};
let compiled: Record<string, CompiledCard> = {};

beforeAll(async () => {
  const text = readFileSync(join(import.meta.dirname, "fixtures/mini-set.card"), "utf8");
  const result = compile([{ path: "mini-set.card", text }]);
  expect(result.diagnostics).toEqual([]);
  const files = emitSet(result.sets[0]!);
  const js = files.find((f) => f.path.endsWith(".js"))!.contents;
  const json = JSON.parse(files.find((f) => f.path.endsWith(".json") && !f.path.endsWith("schema.json"))!.contents);
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as { cards: CompiledCard[] };
  defs = Object.fromEntries((Array.isArray(json) ? json : json.cards).map((d: CardDef) => [d.id, d]));
  compiled = Object.fromEntries(mod.cards.map((c) => [c.id, c]));
});

function table() {
  const state = createLotrState({ seed: 1, players: ["fp", "sh"] });
  const put = (def: string, zone: string = ZONES.characters, owner = "fp") => addCard(state, def, owner, zone);
  const env = (source: CardId | null = null, chooser = scriptedChooser([])) => createEnv({ state, defs, rules: lotrRules, source, chooser });
  return { state, put, env };
}

const ability = (card: string, kind: string) => compiled[card]!.abilities.find((a) => (a.ir as { kind: string }).kind === kind)!;

describe("compiled cards on the runtime", () => {
  it("Gimli: add (2) then place a card from hand beneath your draw deck, only while the pool has fewer than 2", () => {
    const { state, put, env } = table();
    const gimli = put("90U1");
    const card = put("90C2", ZONES.hand);
    expect(useAbility(env(gimli), ability("90U1", "activated"))).toBe("done");
    expect(state.pools.twilight).toBe(2);
    expect(cardsIn(state, "fp", ZONES.drawDeck)).toEqual([card]);
    expect(useAbility(env(gimli), ability("90U1", "activated"))).toBe("requirement-failed");
  });

  it("Battle Fury: exert a Dwarf then make that Dwarf strength +3, until the skirmish ends", () => {
    const { put, env } = table();
    const gimli = put("90U1");
    const fury = put("90C2", ZONES.hand);
    enterPhase(env(), "skirmish");
    startSkirmish(env(), gimli, []);
    expect(useAbility(env(fury), ability("90C2", "activated"))).toBe("done");
    expect([wounds(env(), gimli), strength(env(), gimli)]).toEqual([1, 9]);
  });

  it("Axe Strike: +3 instead of +2 when the Dwarf bears a [dwarven] hand weapon played on him", () => {
    const { state, put, env } = table();
    const gimli = put("90U1");
    const axe = put("90C4", ZONES.hand);
    expect(playCard(env(), axe)).toBe(true);
    expect(state.cards[axe]!.attachedTo).toBe(gimli);
    expect(strength(env(), gimli)).toBe(8);
    useAbility(env(put("90C3", ZONES.hand)), ability("90C3", "activated"));
    expect(strength(env(), gimli)).toBe(11);
  });

  it("Arwen's static bonus holds only while she skirmishes a Nazgûl", () => {
    const { put, env } = table();
    const arwen = put("90C7");
    const nazgul = put("90C8", ZONES.characters, "sh");
    applyStatic(env(arwen), arwen, ability("90C7", "static").ir as never);
    expect(strength(env(), arwen)).toBe(6);
    startSkirmish(env(), arwen, [nazgul]);
    expect(strength(env(), arwen)).toBe(9);
  });

  it("The One Ring: in response to a skirmish wound the Ring-bearer puts it on, and the wound becomes a burden", () => {
    const { state, put, env } = table();
    const frodo = put("90C6");
    const ring = addCard(state, "90C5", "fp", "attached", frodo);
    lotr(state).ringBearer.fp = frodo;
    expect(resistance(env(), frodo)).toBe(10);
    enterPhase(env(), "skirmish");
    const e = env();
    // The turn engine's response window: answer "about to take a wound" with the Ring's abilities.
    e.rules = {
      ...lotrRules,
      respond(renv, event, when) {
        if (when !== "before") return;
        for (const a of compiled["90C5"]!.abilities) {
          const at = createEnv({ state, defs, rules: renv.rules, source: ring });
          const b = triggers(at, a.ir as never, event);
          if (b) {
            at.bindings = b;
            useAbility(at, a);
          }
        }
      },
    };
    wound(e, frodo);
    expect(state.log.some((l) => l.type === "modifier" && l.property === "wearing-the-one-ring")).toBe(true);
    expect([wounds(e, frodo), tokens(state, frodo, "burden")]).toEqual([0, 1]);
    wound(e, frodo);
    expect([wounds(e, frodo), tokens(state, frodo, "burden")]).toEqual([0, 2]);
    enterPhase(e, "regroup");
    wound(e, frodo);
    expect([wounds(e, frodo), tokens(state, frodo, "burden")]).toEqual([1, 2]);
  });
});

describe("playing compiled cards", () => {
  it("`To play, spot Gandalf or an Elf` is checked before the card can be played", () => {
    const { state, put, env } = table();
    const elrond = put("90U9", ZONES.hand);
    expect(playCard(env(), elrond)).toBe(false);
    expect(state.pools.twilight).toBe(0);
    put("90C10");
    expect(playCard(env(), elrond)).toBe(true);
    expect([state.cards[elrond]!.zone, state.pools.twilight]).toEqual([ZONES.characters, 4]);
  });
});
