/** Fierce: after the normal skirmishes, a second assignment and skirmish for each surviving fierce minion. */
import { beforeAll, describe, expect, it } from "vitest";
import type { CardId, GameState } from "../../runtime/core/state.ts";
import { pendingDecision, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { act, asking, bareGame, env, fp, pass, put, shadow, until } from "./positions.ts";
import { rulesLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await rulesLibrary();
});

const FIERCE_ORC = "1C990"; // test card: strength 4, vitality 3, fierce
const MORIA_SCOUT = "1C191"; // strength 6, vitality 2

/** The pending decision's options: card ids, or option labels (`188>168`). */
const options = (s: GameState): (CardId | string)[] => {
  const d = pendingDecision(s)!;
  return d.kind === "yes-no" ? [] : d.options;
};
const assign = (s: GameState, pair: string) => act(s, (a) => a.type === "option" && a.label === pair);
const resolved = (s: GameState) => s.log.filter((e) => e.type === "skirmish-resolved");

/** Gimli (6, damage +1) and Aragorn (8) against a fierce orc and a Moria Scout, at the first assignment. */
function toAssignment(): { s: GameState; gimli: CardId; aragorn: CardId; orc: CardId; scout: CardId } {
  let s = bareGame(cards);
  const gimli = put(s, "1U12", fp(s));
  const aragorn = put(s, "1P365", fp(s));
  s = pass(s);
  const orc = put(s, FIERCE_ORC, shadow(s));
  const scout = put(s, MORIA_SCOUT, shadow(s));
  s = until(s, (x) => asking(x) === "assign");
  return { s, gimli, aragorn, orc, scout };
}

describe("fierce", () => {
  it("a surviving fierce minion is assigned again and skirmishes a second time; other minions do not", () => {
    let { s, gimli, aragorn, orc, scout } = toAssignment();
    s = assign(s, `${gimli}>${orc}`);
    s = assign(s, `${aragorn}>${scout}`);
    s = until(s, (x) => asking(x) === "assign");
    // Gimli won (the orc has 2 wounds of 3), Aragorn won (the scout has 1 of 2); now the fierce assignment.
    expect(resolved(s).map((e) => e.minions)).toEqual([[orc], [scout]]);
    expect([wounds(env(s), orc), wounds(env(s), scout), s.phase]).toEqual([2, 1, "assignment"]);
    expect(options(s).filter((o) => o !== "done").every((o) => typeof o === "string" && o.endsWith(`>${orc}`))).toBe(true);
    expect(options(s)).toContain(`${aragorn}>${orc}`);
    s = assign(s, `${aragorn}>${orc}`);
    s = until(s, (x) => x.phase === "regroup");
    expect(resolved(s).map((e) => [e.companion, e.minions])).toEqual([
      [gimli, [orc]],
      [aragorn, [scout]],
      [aragorn, [orc]],
    ]);
    expect([s.cards[orc]!.zone, s.cards[scout]!.zone]).toEqual([ZONES.discard, ZONES.characters]);
  });

  it("an unassigned fierce minion is assigned by the Shadow player in the fierce round", () => {
    let { s, aragorn, orc, scout } = toAssignment();
    s = assign(s, `${aragorn}>${scout}`);
    s = act(s, (a) => a.type === "option" && a.label === "done");
    expect(asking(s)).toBe(`assign:${orc}`); // the Shadow player assigns the orc left over
    s = until(s, (x) => asking(x) === `assign:${orc}` && x.log.some((e) => e.type === "skirmish-resolved"));
    expect(pendingDecision(s)!.player).toBe(shadow(s));
  });

  it("when no fierce minion survives the normal skirmishes, the turn goes on to regroup", () => {
    // Aragorn (8) overwhelms the orc (4).
    let { s, gimli, aragorn, orc, scout } = toAssignment();
    s = assign(s, `${aragorn}>${orc}`);
    s = assign(s, `${gimli}>${scout}`);
    s = until(s, (x) => x.phase === "regroup");
    expect(s.cards[orc]!.zone).toBe(ZONES.discard);
    expect(resolved(s)).toHaveLength(2);
    expect(s.log.filter((e) => e.type === "phase-start" && e.phase === "assignment")).toHaveLength(1);
  });
});
