/**
 * Card abilities through the core kernel: a trigger on the `play` event, an `Action` ability offered in the action step
 * and paid in full, a static ability while in play (a carry-over limit), a trigger on a card's own elimination, and the
 * `eliminated-to-cycle` replacement flag. The abilities are written here as compiled handlers over test phrases.
 */
import { describe, expect, it } from "vitest";
import type { CompiledCard } from "../../../runtime/core/handlers.ts";
import type { EffectImpl, GameRules, ModifierImpl, TriggerImpl, CostImpl } from "../../../runtime/core/impl.ts";
import { cardsIn, moveCard, type GameState } from "../../../runtime/core/state.ts";
import { apply, legalActions } from "../../../runtime/games/war-of-the-ring/engine/step-engine.ts";
import { carryOverLimitProp, PROPS, wotr, ZONES } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { cycle, draw, eliminate, forsake } from "../../../runtime/games/war-of-the-ring/state/actions.ts";
import { carryOverLimit } from "../../../runtime/games/war-of-the-ring/engine/moves.ts";
import { envFor } from "../../../runtime/games/war-of-the-ring/engine/library.ts";
import { cards, testRules } from "./support/data-cards.ts";
import { answerDecisions, find, started } from "./support/position.ts";

const played: TriggerImpl = { kind: "trigger", events: ["play"], match: (env, e) => (e.type === "play" && e.cards[0] === env.source ? {} : null) };
const eliminated: TriggerImpl = { kind: "trigger", events: ["eliminate"], match: (env, e) => (e.type === "eliminate" && e.cards[0] === env.source ? {} : null) };
const drawN: EffectImpl = { kind: "effect", run: (env, args) => void draw(env, env.controller, Number(args.n)) };
const cycleSelf: CostImpl = {
  kind: "cost",
  canPay: (env) => env.source !== null && env.state.cards[env.source]!.zone === ZONES.reserve,
  pay: (env) => (cycle(env, env.source!), true),
};
const limitUp: ModifierImpl = { kind: "modifier", effects: (env) => [{ property: carryOverLimitProp(env.controller), delta: 1, targets: { global: true } }] };
const toCycle: ModifierImpl = { kind: "modifier", effects: () => [{ property: PROPS.eliminatedToCycle, flag: true }] };
const deckToCycle: ModifierImpl = { kind: "modifier", effects: () => [{ property: PROPS.forsakenFromDeckToCycle, flag: true }] };

const rules: GameRules = {
  ...testRules,
  implementations: { ...testRules.implementations, "t-played": played, "t-eliminated": eliminated, "t-draw": drawN, "t-cycle-self": cycleSelf, "t-limit": limitUp, "t-to-cycle": toCycle, "t-deck-to-cycle": deckToCycle },
};

const FATTY = "hobbit-06";
const SARUMAN = "isengard-07";
const BILBO = "hobbit-05";
const handlers: Record<string, CompiledCard> = {
  [FATTY]: {
    id: FATTY,
    abilities: [
      { ir: { kind: "trigger", trigger: { op: "t-played", args: {} }, effects: [{ op: "t-draw", args: { n: 1 } }] }, effects: [(ctx) => ctx.run("t-draw", { n: 1 })] },
      {
        ir: { kind: "activated", timings: ["action"], costs: [{ op: "t-cycle-self", args: {} }], effects: [{ op: "t-draw", args: { n: 2 } }] },
        costs: [(ctx) => ctx.pay("t-cycle-self", {})],
        effects: [(ctx) => ctx.run("t-draw", { n: 2 })],
      },
      { ir: { kind: "static", modifier: { op: "t-limit", args: {} } } },
    ],
  },
  [SARUMAN]: { id: SARUMAN, abilities: [{ ir: { kind: "static", modifier: { op: "t-deck-to-cycle", args: {} } } }] },
  [BILBO]: {
    id: BILBO,
    abilities: [
      { ir: { kind: "static", modifier: { op: "t-to-cycle", args: {} } } },
      { ir: { kind: "trigger", trigger: { op: "t-eliminated", args: {} }, effects: [{ op: "t-draw", args: { n: 1 } }] }, effects: [(ctx) => ctx.run("t-draw", { n: 1 })] },
    ],
  },
};
const withAbilities = { defs: cards.defs, handlers, name: "test-abilities" };

function game(): GameState {
  return started("trilogy", 3, { cards: withAbilities, rules });
}
const hand = (s: GameState) => cardsIn(s, "frodo", ZONES.hand);

describe("card abilities", () => {
  it("a replacement on a card out of play is read from its text: forsaken from the top of the draw deck, it is cycled instead", () => {
    const s = game();
    const saruman = find(s, SARUMAN);
    const deck = s.players.find((p) => p.id === "saruman")!.zones[ZONES.drawDeck]!;
    moveCard(s, saruman, ZONES.drawDeck, { top: true });
    expect(deck[0]).toBe(saruman);
    for (const id of cardsIn(s, "saruman", ZONES.hand)) moveCard(s, id, ZONES.drawDeck);
    forsake(envFor(s), "saruman");
    expect(s.cards[saruman]!.zone).toBe(ZONES.cyclePile);
  });

  it("a 'when played' trigger resolves after the play; a static works while in play; an Action ability is offered and paid in full", () => {
    let s = game();
    const fatty = find(s, FATTY);
    moveCard(s, fatty, ZONES.hand);
    const before = hand(s).length;
    expect(carryOverLimit(envFor(s), "frodo")).toBe(2);
    s = answerDecisions(apply(s, legalActions(s).find((a) => a.type === "play" && a.card === fatty && a.to === "reserve")!));
    // played (-1), its cost (-1), drawn by its trigger (+1)
    expect(hand(s)).toHaveLength(before - 1);
    expect(carryOverLimit(envFor(s), "frodo")).toBe(3);
    wotr(s).turn = 0;
    const use = legalActions(s).find((a) => a.type === "use" && a.card === fatty);
    expect(use).toBeDefined();
    const n = hand(s).length;
    s = apply(s, use!);
    expect(s.cards[fatty]!.zone).toBe(ZONES.cyclePile);
    expect(hand(s)).toHaveLength(n + 2);
    // out of play: its static no longer counts, and its action is not offered
    expect(carryOverLimit(envFor(s), "frodo")).toBe(2);
  });

  it("'cycle instead' is a flag on the card: eliminated, it goes to the cycle pile; its 'when eliminated' trigger still fires", () => {
    const s = game();
    const bilbo = find(s, BILBO);
    moveCard(s, bilbo, ZONES.hand);
    const env = envFor(s);
    // into play through the rules, so its statics start
    let t = answerDecisions(apply(s, legalActions(s).find((a) => a.type === "play" && a.card === bilbo && a.to === "reserve")!));
    const e2 = envFor(t);
    const n = cardsIn(t, "frodo", ZONES.hand).length;
    eliminate(e2, bilbo);
    expect(t.cards[bilbo]!.zone).toBe(ZONES.cyclePile);
    expect(cardsIn(t, "frodo", ZONES.hand)).toHaveLength(n + 1);
    void env;
    t = s;
  });
});
