/**
 * The search agents at a decision asked in the middle of a rule (search/mid-unit.ts): the search's view keeps the start
 * of the unit, a deal of it runs the unit again to the same decision, and ISMCTS and determinized UCT search the
 * answers. The position: The Doors of Durin (2 VP) is activated with the Free Peoples 8 VP ahead and their hands empty;
 * the Monstrous player may forsake a card to add 1 attack token to the path: no loses at once (the path scored, a lead
 * of 10), yes plays on (one uncancelled skull: the path is the Shadow's).
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCompiledCards } from "../../../compiler/cli/commands/test.ts";
import { Ismcts } from "../../../runtime/agents/search/ismcts.ts";
import type { CardDefs } from "../../../runtime/core/cards.ts";
import { createRng } from "../../../runtime/core/rng.ts";
import type { GameState } from "../../../runtime/core/state.ts";
import { engineOf } from "../../../runtime/games/war-of-the-ring/engine/library.ts";
import { apply, legalActions, pendingDecision, resumeUnit, view } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import type { CompiledCards } from "../../../runtime/games/war-of-the-ring/engine/types.ts";
import { dealable, determinize, searchView, warOfTheRingSearch } from "../../../runtime/games/war-of-the-ring/search/game.ts";
import { keyOf, keysFor } from "../../../runtime/games/war-of-the-ring/search/keys.ts";
import { runWithState } from "../../../runtime/games/war-of-the-ring/scenario/run.ts";
import { wotr } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { parseScenarios } from "../../../runtime/scenario/parse.ts";

const POSITION = `
scenario "The Doors of Durin, the Free Peoples 2 VP short of a lead of 10"
  round 4
  step location
  location path path-4-the-doors-of-durin deck
  card goblins monstrous-01 saruman hand
  card orcs isengard-04 saruman hand
  fill saruman 4
  fill frodo 4
  fill aragorn 4
  fill witch-king 4
  location tirith bg-minas-tirith scoring:free-peoples
  location helms bg-helms-deep scoring:free-peoples
  location rivendell bg-rivendell scoring:free-peoples
  location edoras bg-edoras scoring:free-peoples
  expect step location
`;

let cards: CompiledCards;
let atDecision: GameState;

beforeAll(async () => {
  const dir = resolve(import.meta.dirname, "../../../cards/war-of-the-ring");
  const loaded = await loadCompiledCards(readdirSync(dir).filter((n) => n.endsWith(".card")).map((n) => join(dir, n)));
  const game = loaded.byGame["war-of-the-ring"]!;
  cards = { defs: game.defs as CardDefs, handlers: game.handlers };
  const parsed = parseScenarios(POSITION, "scenarios/war-of-the-ring/position.scenario");
  expect(parsed.diagnostics).toEqual([]);
  const built = runWithState(cards, parsed.scenarios[0]!);
  expect(built.result.failures).toEqual([]);
  // the location step, up to the Monstrous player's "may"
  atDecision = resumeUnit(built.state!, null, []);
});

const keys = (s: GameState): string[] => {
  const acts = legalActions(s);
  keysFor(s, acts);
  return acts.map(keyOf).sort();
};

describe("a decision in the middle of a rule", () => {
  it("is the Monstrous player's yes or no, and no loses at once", () => {
    expect(pendingDecision(atDecision)).toMatchObject({ kind: "yes-no", player: "saruman" });
    let s = apply(atDecision, { type: "no", player: "saruman" } as never);
    for (let i = 0; i < 20 && wotr(s).winner === null && pendingDecision(s); i++) s = apply(s, legalActions(s)[0]!);
    // the Free Peoples hold no card: every deck passes, the combat leaves one skull
    for (let i = 0; i < 40 && wotr(s).winner === null; i++) s = apply(s, legalActions(s).find((a) => a.type === "pass") ?? legalActions(s)[0]!);
    expect(wotr(s).winner).toBe("free-peoples");
  });

  it("the search's view keeps the unit's start; a plain view does not", () => {
    expect(dealable(view(atDecision, "saruman"))).not.toBeNull();
    const v = searchView(atDecision, "saruman");
    expect(dealable(v)).toBeNull();
    // the start of the unit shows no card the deck does not know: the Free Peoples' hands and every draw deck are hidden
    const start = engineOf(v).known!.unit!.state;
    for (const p of ["frodo", "aragorn", "witch-king"]) for (const id of start.players.find((x) => x.id === p)!.zones["draw-deck"]!) expect(start.cards[id]!.def).toBe("hidden");
  });

  it("deals to a full state at the same decision, with the same answers", () => {
    const v = searchView(atDecision, "saruman");
    for (let seed = 1; seed <= 5; seed++) {
      const d = determinize(v, createRng(seed))!;
      expect(d).not.toBeNull();
      expect(engineOf(d).known).toBeUndefined();
      expect(pendingDecision(d)).toMatchObject({ kind: "yes-no", player: "saruman" });
      expect(keys(d)).toEqual(keys(atDecision));
    }
  });

  it("ISMCTS searches both answers from full states dealt at the decision: no loses every time", () => {
    const v = searchView(atDecision, "saruman");
    const r = new Ismcts(warOfTheRingSearch, { iterations: 40 }).search(v, "saruman", createRng(7));
    const yes = r.moves.find((m) => m.key === "yes")!;
    const no = r.moves.find((m) => m.key === "no")!;
    expect(yes.visits).toBeGreaterThan(0);
    expect(no.visits).toBeGreaterThan(0);
    expect(no.mean).toBe(0);
    expect(yes.mean).toBeGreaterThanOrEqual(no.mean);
  });
});
