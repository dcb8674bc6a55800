/**
 * Simultaneous triggers resolve the Free Peoples player's first (in the order that player chooses),
 * then the Shadow player's; set-up bids are secret (both asked before either is revealed).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CardId, GameState } from "../../runtime/core/state.ts";
import { legalActions, newGame, pendingDecision, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { act, asking, bareGame, fp, pass, put, shadow } from "./positions.ts";
import { rulesLibrary, STARTER_DECKS } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await rulesLibrary();
});

// Test cards, each "Each time the fellowship moves, …": add (1), add (2) (Free Peoples), remove (1) (Shadow).
const [SONG, TUNE, DRUM] = ["1C992", "1C993", "1C994"];

/** Twilight changes logged after the move (the last is the move's own shadow number + companions, added after the "moves" triggers). */
const twilightAfterMove = (s: GameState): number[] => {
  const from = s.log.findIndex((e) => e.type === "move");
  return s.log.slice(from).flatMap((e) => (e.type === "add-twilight" ? [e.n as number] : e.type === "remove-twilight" ? [-(e.n as number)] : []));
};
const triggerTwilight = (s: GameState): number[] => twilightAfterMove(s).slice(0, -1);

describe("simultaneous triggers", () => {
  function moveWithConditions(): { s: GameState; song: CardId; tune: CardId } {
    const s = bareGame(cards);
    put(s, DRUM, shadow(s), ZONES.support); // created first: by creation order alone it would resolve first
    const song = put(s, SONG, fp(s), ZONES.support);
    const tune = put(s, TUNE, fp(s), ZONES.support);
    return { s: pass(s), song, tune };
  }

  it("the Free Peoples player orders their own triggers, which resolve before the Shadow player's", () => {
    const { s, song, tune } = moveWithConditions();
    const d = pendingDecision(s)!;
    expect([d.purpose, d.player]).toEqual(["trigger-order", fp(s)]);
    expect(d.kind === "option" && d.options.map((o) => Number(o.split(":")[0]))).toEqual([song, tune]); // labels `105:…`
    const after = act(s, (a) => a.type === "option" && a.label.startsWith(`${tune}:`));
    expect(triggerTwilight(after)).toEqual([2, 1, -1]);
    expect(after.phase).toBe("shadow");
  });

  it("in the other order when the Free Peoples player picks the other trigger first", () => {
    const { s, song } = moveWithConditions();
    const after = act(s, (a) => a.type === "option" && a.label.startsWith(`${song}:`));
    expect(triggerTwilight(after)).toEqual([1, 2, -1]);
  });

  it("copies of one trigger resolve without asking", () => {
    let s = bareGame(cards);
    put(s, SONG, fp(s), ZONES.support);
    put(s, SONG, fp(s), ZONES.support);
    s = pass(s);
    expect([pendingDecision(s), s.phase]).toEqual([null, "shadow"]);
    expect(triggerTwilight(s)).toEqual([1, 1]);
  });
});

describe("secret bids", () => {
  const bid = (s: GameState, n: number) => act(s, (a) => a.type === "option" && a.label === String(n));
  /** What the second bidder is shown: the decision, its answers, the log, the burdens. */
  const view = (s: GameState) => ({
    decision: pendingDecision(s),
    actions: legalActions(s),
    log: s.log,
    burdens: Object.values(s.cards).map((c) => c.tokens.burden ?? 0),
  });

  it("the second bidder is asked the same, with the same log, whatever the first bid was", () => {
    const s = newGame({ seed: 3, cards, bids: true, decks: STARTER_DECKS });
    const first = pendingDecision(s)!.player;
    const views = [0, 5].map((n) => view(bid(s, n)));
    expect(views[0]!.decision!.player).not.toBe(first);
    expect(views[0]!.decision!.purpose).toBe("bid");
    expect(views[1]).toEqual(views[0]);
    expect(s.log.some((e) => e.type === "bids")).toBe(false);
  });

  it("both bids are revealed together once both are in, before the highest bidder picks the seat", () => {
    let s = newGame({ seed: 3, cards, bids: true, decks: STARTER_DECKS });
    const first = pendingDecision(s)!.player;
    s = bid(bid(s, 2), 4);
    const second = s.players.map((p) => p.id).find((p) => p !== first)!;
    expect([asking(s), pendingDecision(s)!.player]).toEqual(["seat", second]);
    const revealed = s.log.filter((e) => e.type === "bids");
    expect(revealed.map((e) => e.bids)).toEqual([{ [first]: 2, [second]: 4 }]);
    expect(s.cards[lotr(s).ringBearer[second]!]!.tokens.burden).toBe(4);
    s = act(s, (a) => a.type === "option" && a.label === "first");
    expect(fp(s)).toBe(second);
    expect(s.log.find((e) => e.type === "seat-order")).toMatchObject({ first: second });
  });
});
