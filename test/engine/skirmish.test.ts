import { beforeAll, describe, expect, it } from "vitest";
import type { CardId } from "../../runtime/core/state.ts";
import type { CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { resolveSkirmish } from "../../runtime/games/lotr-tcg/engine/skirmish.ts";
import { checkGameEnd } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { enterPhase, startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { burdens, ringBearer, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { bareGame, env, fp, put, shadow } from "./positions.ts";
import { starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

/** A skirmish between a Free Peoples character and minions (definition ids), resolved with these answers. */
function skirmish(companion: string | null, minions: string[], answers: (boolean | CardId[] | number)[] = []) {
  const s = bareGame(cards);
  const e = env(s, answers);
  const c = companion ? put(s, companion, fp(s)) : ringBearer(e)!;
  const ms = minions.map((m) => put(s, m, shadow(s)));
  enterPhase(e, "skirmish");
  startSkirmish(e, c, ms);
  resolveSkirmish(e);
  return { s, e, c, ms, zone: (id: CardId) => s.cards[id]!.zone };
}

describe("skirmish resolution", () => {
  it("a tie goes to the Shadow: Legolas (6) against a Moria Scout (6) takes a wound", () => {
    const { s, e, c, ms } = skirmish("1U51", ["1C191"]);
    expect(lotr(s).skirmish!.winner).toBe("shadow");
    expect(wounds(e, c)).toBe(1);
    expect(wounds(e, ms[0]!)).toBe(0);
  });

  it("damage +1 adds a wound: Boromir (7) loses the tie against an Uruk Soldier (7, damage +1) and takes 2", () => {
    const { e, c } = skirmish("1U97", ["1C154"]);
    expect(wounds(e, c)).toBe(2);
  });

  it("the higher strength wins: Aragorn (8) wounds a Goblin Runner (5, vitality 1), which dies to the discard pile", () => {
    const { s, c, ms, zone } = skirmish("1P365", ["1U178"]);
    expect(lotr(s).skirmish!.winner).toBe("free-peoples");
    expect(zone(ms[0]!)).toBe(ZONES.discard);
    expect(zone(c)).toBe(ZONES.characters);
  });

  it("overwhelm at double strength: Sam (3) against an Uruk Slayer (9) is killed outright", () => {
    const { zone, c } = skirmish("1C311", ["1U153"], [false]);
    expect(zone(c)).toBe(ZONES.deadPile);
  });

  it("several minions add up: Aragorn (8) against two Uruk Savages (5 + 5, damage +1 each) loses and takes 1 + 2 wounds", () => {
    const { e, zone, c } = skirmish("1P365", ["1C151", "1C151"]);
    expect([zone(c), wounds(e, c)]).toEqual([ZONES.characters, 3]);
  });

  it("The One Ring (its compiled response): Frodo puts it on and the wounds become burdens", () => {
    const { e, c } = skirmish(null, ["1C151"], [true]);
    expect([wounds(e, c), burdens(e)]).toEqual([0, 2]);
  });

  it("without the Ring, Frodo (3 + 1 from the Ring) loses to an Uruk Savage (5) and takes 2 wounds", () => {
    const { e, c } = skirmish(null, ["1C151"], [false, false]);
    expect([wounds(e, c), burdens(e)]).toEqual([2, 0]);
  });

  it("an overwhelmed Ring-bearer dies even with the Ring; Sam (his compiled response) becomes the Ring-bearer", () => {
    const s = bareGame(cards);
    const e = env(s, [true]);
    const frodo = ringBearer(e)!;
    const sam = put(s, "1C311", fp(s));
    const slayer = put(s, "1U153", shadow(s));
    enterPhase(e, "skirmish");
    startSkirmish(e, frodo, [slayer]);
    resolveSkirmish(e);
    expect(s.cards[frodo]!.zone).toBe(ZONES.deadPile);
    expect(ringBearer(e)).toBe(sam);
    expect(checkGameEnd(e)).toBeNull();
  });

  it("without Sam, a killed Ring-bearer loses the game", () => {
    const { s, e } = skirmish(null, ["1U153"]);
    expect(checkGameEnd(e)).toBe(shadow(s));
  });
});
