/**
 * Allies take part in archery fire and skirmishes only at their home site or when a card lets them
 * (the `participates` flag, set by "make … participate in archery fire and skirmishes").
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CardId, GameState } from "../../runtime/core/state.ts";
import { pendingDecision, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { lotr } from "../../runtime/games/lotr-tcg/state/game.ts";
import { wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { act, asking, bareGame, env, fp, pass, put, shadow, until } from "./positions.ts";
import { rulesLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await rulesLibrary();
});

const ELF_ARCHER_ALLY = "1C991"; // test card: archer ally, home 6, strength 4, vitality 3
const GOBLIN_MARKSMAN = "1C176"; // archer minion, vitality 1
const UNUSED_MINION = "1C177"; // Goblin Patrol Troop, strength 13, vitality 3

/** The pending decision's options: card ids, or option labels (`188>168`). */
const options = (s: GameState): (CardId | string)[] => {
  const d = pendingDecision(s)!;
  return d.kind === "yes-no" ? [] : d.options;
};
const archery = (s: GameState) => s.log.find((e) => e.type === "archery")!;

/** The fellowship (Frodo, Gimli, the ally) moves on from site `from`; the Shadow plays a marksman and a troop. */
function toArchery(from: number): { s: GameState; ally: CardId; marksman: CardId } {
  let s = bareGame(cards);
  lotr(s).site = from;
  put(s, "1U12", fp(s));
  const ally = put(s, ELF_ARCHER_ALLY, fp(s));
  s = pass(s);
  const marksman = put(s, GOBLIN_MARKSMAN, shadow(s));
  put(s, UNUSED_MINION, shadow(s));
  return { s, ally, marksman };
}

describe("allies in archery fire and skirmishes", () => {
  it("away from its home site an ally neither adds to the archery total nor takes wounds nor skirmishes", () => {
    let { s, ally } = toArchery(1);
    s = until(s, (x) => asking(x) === "archery-wound");
    expect(archery(s)).toMatchObject({ minion: 1, fellowship: 0 });
    expect(options(s)).not.toContain(ally);
    s = until(s, (x) => asking(x) === "assign");
    expect(options(s).some((o) => typeof o === "string" && o.startsWith(`${ally}>`))).toBe(false);
  });

  it("at its home site an ally is an archer of the fellowship, may take archery wounds and is assigned like a companion", () => {
    let { s, ally, marksman } = toArchery(5);
    s = until(s, (x) => asking(x) === "archery-wound");
    expect(archery(s)).toMatchObject({ minion: 1, fellowship: 1 });
    expect(options(s)).toContain(ally);
    s = act(s, (a) => a.type === "choose" && a.card === ally);
    expect(wounds(env(s), ally)).toBe(1);
    expect([asking(s), pendingDecision(s)!.player]).toEqual(["archery-wound", shadow(s)]); // the ally's arrow
    s = act(s, (a) => a.type === "choose" && a.card === marksman);
    expect(s.cards[marksman]!.zone).toBe("discard");
    s = until(s, (x) => asking(x) === "assign");
    expect(options(s).some((o) => typeof o === "string" && o.startsWith(`${ally}>`))).toBe(true);
  });

  it("a card's 'participate in archery fire and skirmishes' lets it join away from home until the regroup phase", () => {
    let { s, ally } = toArchery(1);
    s = until(s, (x) => x.phase === "maneuver");
    s = act(s, (a) => a.type === "use" && a.card === ally);
    expect(wounds(env(s), ally)).toBe(1); // the cost: exert this ally
    s = until(s, (x) => asking(x) === "archery-wound");
    expect(archery(s)).toMatchObject({ minion: 1, fellowship: 1 });
    expect(options(s)).toContain(ally);
    s = until(s, (x) => asking(x) === "assign");
    expect(options(s).some((o) => typeof o === "string" && o.startsWith(`${ally}>`))).toBe(true);
    const joins = s.modifiers.filter((m) => m.property === "participates");
    expect(joins.map((m) => [m.flag, m.duration])).toEqual([[true, { kind: "start-of-phase", phase: "regroup" }]]);
  });
});
