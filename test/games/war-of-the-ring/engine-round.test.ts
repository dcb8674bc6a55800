/** The round (digest §5.1, §5.4, §5.5): the location step, the combat step's order, the victory check, the draw step. */
import { describe, expect, it } from "vitest";
import { addModifier } from "../../../runtime/core/modifiers.ts";
import { cardsIn, moveCard, type GameState } from "../../../runtime/core/state.ts";
import { apply, legalActions } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import { activateLocation } from "../../../runtime/games/war-of-the-ring/state/actions.ts";
import { drawsProp, wotr, ZONES } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { scores } from "../../../runtime/games/war-of-the-ring/state/score.ts";
import { envFor } from "../../../runtime/games/war-of-the-ring/engine/library.ts";
import { defs } from "./support/data-cards.ts";
import { activate, answerDecisions, envWith, find, started, toZone } from "./support/position.ts";

const hand = (s: GameState, p: string) => cardsIn(s, p, ZONES.hand);
const activePath = (s: GameState) => cardsIn(s, "", ZONES.active).find((id) => defs[s.cards[id]!.def]!.type === "path");

/** Everyone gives up their hand and passes: the round's action step ends. */
function passRound(s: GameState): GameState {
  for (const p of s.players) for (const id of hand(s, p.id)) moveCard(s, id, ZONES.drawDeck);
  let x = s;
  const round = wotr(x).round;
  while (wotr(x).round === round && wotr(x).winner === null) {
    const legal = legalActions(x);
    x = apply(x, legal.find((a) => a.type === "pass") ?? legal[0]!);
  }
  return x;
}

describe("the round", () => {
  it("paths by number, each once a game; the starting player passes on; the draw step deals 3 to the Free Peoples and 4 to the Shadow", () => {
    let s = started("trilogy", 4);
    const seen: string[] = [];
    for (let round = 1; round <= 3; round++) {
      expect(wotr(s).round).toBe(round);
      const p = activePath(s)!;
      expect(defs[s.cards[p]!.def]!.path).toBe(round);
      seen.push(s.cards[p]!.def);
      expect(wotr(s).order[wotr(s).starting]).toBe(["frodo", "witch-king", "aragorn", "saruman"][(round - 1) % 4]);
      s = passRound(s);
      if (wotr(s).winner) break;
      expect(hand(s, "frodo")).toHaveLength(3);
      expect(hand(s, "aragorn")).toHaveLength(3);
      expect(hand(s, "witch-king")).toHaveLength(4);
      expect(hand(s, "saruman")).toHaveLength(4);
      s = answerDecisions(s);
    }
    expect(new Set(wotr(s).usedPaths).size).toBe(wotr(s).usedPaths.length);
  });

  it("the round's battleground comes from the starting team's deck: round 2 (the Witch-king starts) a Shadow one", () => {
    let s = started("trilogy", 2);
    s = answerDecisions(passRound(s));
    const bg = cardsIn(s, "", ZONES.active).find((id) => defs[s.cards[id]!.def]!.type === "battleground")!;
    expect(defs[s.cards[bg]!.def]!.side).toBe("shadow");
  });

  it("draws:<player> modifiers add to the draw step", () => {
    let s = started("trilogy", 2);
    addModifier(envWith(s), { property: drawsProp("frodo"), delta: 2, targets: { global: true }, duration: { kind: "permanent" } });
    s = passRound(s);
    expect(hand(s, "frodo")).toHaveLength(5);
  });

  it("a path activated by text resolves the current path's combat at once; a used path cannot be activated again", () => {
    const s = started("trilogy", 2);
    const env = envWith(s, [], "frodo");
    const current = activePath(s)!;
    const next = cardsIn(s, "", ZONES.pathDeck).find((id) => defs[s.cards[id]!.def]!.path === 2)!;
    expect(activateLocation(env, next, true)).toBe(true);
    expect(s.cards[current]!.zone).toBe(ZONES.scoringFreePeoples);
    expect(activePath(s)).toBe(next);
    toZone(s, current, ZONES.pathDeck);
    expect(activateLocation(env, current, true)).toBe(false);
    expect(wotr(s).lastPath).toBe(2);
  });
});

describe("the victory check", () => {
  it("a lead of 10 wins at once (unused Ring tokens left out)", () => {
    let s = started("trilogy", 2);
    s.pools.corruption = 15;
    for (const d of ["bg-moria", "bg-dol-guldur"]) toZone(s, find(s, d), ZONES.scoringShadow);
    s = passRound(s);
    // the round's own path and battleground may add to either side: the Shadow led by 10 or more
    const x = wotr(s);
    expect(x.winner).toBe("shadow");
    expect(x.ending).toBe("lead");
    expect(x.finalScore!.shadow - x.finalScore!["free-peoples"]).toBeGreaterThanOrEqual(10);
    // Moria 1 + Dol Guldur 1 + 15 corruption, no Ring tokens
    expect(x.finalScore!.shadow).toBe(17);
  });

  it("after the last path the higher score wins, a tie to the Shadow; unused Ring tokens count there", () => {
    const s = started("trilogy", 2);
    const env = envFor(s);
    for (const id of cardsIn(s, "", ZONES.active)) moveCard(s, id, ZONES.outOfGame);
    expect(scores(env, true)).toEqual({ "free-peoples": 2, shadow: 2 });
    expect(scores(env, false)).toEqual({ "free-peoples": 0, shadow: 0 });
    const p9 = find(s, "path-9-orodruin");
    wotr(s).lastPath = 8;
    for (const id of cardsIn(s, "", ZONES.pathDeck)) if (defs[s.cards[id]!.def]!.path !== 9) moveCard(s, id, ZONES.outOfGame);
    activate(s, p9);
    wotr(s).lastPath = 9;
    const t = passRound(s);
    // nobody on the path: all 0 skulls cancelled, the Free Peoples score its 3 VP
    expect(wotr(t).ending).toBe("last-path");
    expect(wotr(t).finalScore!["free-peoples"]).toBe(3 + 2);
    expect(wotr(t).winner).toBe("free-peoples");
  });

  it("a tie after the last path goes to the Shadow", () => {
    const s = started("trilogy", 2);
    for (const id of cardsIn(s, "", ZONES.active)) moveCard(s, id, ZONES.outOfGame);
    const p9 = find(s, "path-9-orodruin"); // 3 VP
    activate(s, p9);
    wotr(s).lastPath = 9;
    s.pools.corruption = 3;
    const t = passRound(s);
    expect(wotr(t).finalScore).toEqual({ "free-peoples": 5, shadow: 5 });
    expect(wotr(t).winner).toBe("shadow");
  });
});
