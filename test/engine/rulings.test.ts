/**
 * Rulings beyond the printed text (docs/rulings.md), played through the real engine: whose "you" a site's trigger
 * means, a site put on the path by replacement starting its game text, and "each time a player's minion loses a
 * skirmish" answering once per player per skirmish.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { withSource } from "../../runtime/core/env.ts";
import { addModifier } from "../../runtime/core/modifiers.ts";
import { cardsIn, type CardId, type GameState } from "../../runtime/core/state.ts";
import { apply, legalActions, newGame, pendingDecision, type CardLibrary, type Deck } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { resolveSkirmish } from "../../runtime/games/lotr-tcg/engine/skirmish.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { enterPhase, startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { twilightCost } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { act, bareGame, env, fp, pass, put, shadow } from "./positions.ts";
import { ARAGORN_STARTER, GANDALF_STARTER, starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

const TROLLSHAW_FOREST = "1U334";
const GREEN_HILL_COUNTRY = "1U323";
const HOBBIT_FARMER = "1C295";
const SAM = "1C311";
const HOBBIT_SWORD = "1C299";
const GIMLI = "1U12";
const DWARVEN_AXE = "1C9";
const URUK_SAVAGE = "1C151"; // strength 5, vitality 3

/** Answers the pending card decisions with `pick` when offered, else the first option, until none is pending. */
function answer(s: GameState, pick: CardId): GameState {
  for (let i = 0; i < 10 && pendingDecision(s); i++) {
    const actions = legalActions(s);
    s = apply(s, actions.find((a) => a.type === "choose" && a.card === pick) ?? actions.find((a) => a.type === "yes") ?? actions[0]!);
  }
  return s;
}

describe("a site's triggers answer for the player whose action the event is", () => {
  it("Trollshaw Forest of the Shadow player draws for the Free Peoples player who plays a possession on his companion", () => {
    let s = bareGame(cards);
    const forest = put(s, TROLLSHAW_FOREST, shadow(s), ZONES.adventurePath);
    lotr(s).site = 2;
    const sam = put(s, SAM, fp(s));
    const sword = put(s, HOBBIT_SWORD, fp(s), ZONES.hand);
    const mine = put(s, SAM, fp(s), ZONES.drawDeck);
    const theirs = put(s, SAM, shadow(s), ZONES.drawDeck);
    s = answer(act(s, (a) => a.type === "play" && a.card === sword), sam);
    expect(s.cards[sword]!.attachedTo).toBe(sam);
    expect([s.cards[mine]!.zone, s.cards[theirs]!.zone]).toEqual([ZONES.hand, ZONES.drawDeck]);
    expect(s.cards[forest]!.owner).toBe(shadow(s));
  });
});

describe("a site put on the path by replacement starts its game text", () => {
  it("Hobbit Farmer replaces the opponent's site 1 with Green Hill Country: Hobbits cost 1 less at once", () => {
    // both players' site 1 is Green Hill Country; on turn 2 the fellowship is at the first player's copy
    const sites = (d: Deck) => [GREEN_HILL_COUNTRY, ...d.sites.slice(1)];
    let s = newGame({
      seed: 1,
      cards,
      decks: [
        { ...ARAGORN_STARTER, sites: sites(ARAGORN_STARTER), drawDeck: [] },
        { ...GANDALF_STARTER, sites: sites(GANDALF_STARTER), drawDeck: [] },
      ],
    });
    const first = fp(s);
    s = pass(pass(pass(pass(s))));
    s = act(s, (a) => a.type === "option" && a.label === "stay");
    expect([s.turn, fp(s) !== first, lotr(s).site, s.phase]).toEqual([2, true, 1, "fellowship"]);
    const theirs = cardsIn(s, "", ZONES.adventurePath).find((id) => s.cards[id]!.def === GREEN_HILL_COUNTRY)!;
    const mine = cardsIn(s, fp(s), ZONES.adventureDeck).find((id) => s.cards[id]!.def === GREEN_HILL_COUNTRY)!;
    expect(s.cards[theirs]!.owner).toBe(first);
    const farmer = put(s, HOBBIT_FARMER, fp(s), ZONES.hand);
    const sam = put(s, SAM, fp(s), ZONES.hand);
    s = act(s, (a) => a.type === "play" && a.card === farmer);
    expect(s.cards[farmer]!.zone).toBe(ZONES.characters);
    expect(twilightCost(env(s), sam)).toBe(1); // Sam 2, the opponent's Green Hill Country -1 (the farmer spots no site 1 of his)
    s = act(s, (a) => a.type === "use" && a.card === farmer);
    expect(s.cards[mine]!.zone).toBe(ZONES.adventurePath);
    expect(s.cards[theirs]!.zone).toBe(ZONES.adventureDeck);
    // the new site's -1, and the farmer's copy of his own site 1's text; the old site's records are gone
    expect(twilightCost(env(s), sam)).toBe(0);
    expect(s.modifiers.some((m) => m.source === theirs)).toBe(false);
  });
});

describe("each time a player's minion loses a skirmish: once per player per skirmish", () => {
  it("two Uruk Savages lose to Gimli with the Dwarven Axe: the Shadow player discards one card from his draw deck", () => {
    const s = bareGame(cards);
    const e = env(s);
    const gimli = put(s, GIMLI, fp(s));
    put(s, DWARVEN_AXE, fp(s), ZONES.attached, gimli);
    const savages = [put(s, URUK_SAVAGE, shadow(s)), put(s, URUK_SAVAGE, shadow(s))];
    const deck = [put(s, SAM, shadow(s), ZONES.drawDeck), put(s, SAM, shadow(s), ZONES.drawDeck), put(s, SAM, shadow(s), ZONES.drawDeck)];
    enterPhase(e, "skirmish");
    // Gimli 6 + 2 (axe) + 6 = 14 against 10: he wins without overwhelming; each Savage takes 2 wounds and survives
    addModifier(withSource(e, null, fp(s)), { property: "strength", delta: 6, targets: { cards: [gimli] }, duration: { kind: "end-of-turn" } });
    startSkirmish(e, gimli, savages);
    resolveSkirmish(e);
    expect(lotr(s).skirmish!.winner).toBe("free-peoples");
    expect(savages.map((m) => s.cards[m]!.zone)).toEqual([ZONES.characters, ZONES.characters]);
    expect(deck.map((c) => s.cards[c]!.zone)).toEqual([ZONES.discard, ZONES.drawDeck, ZONES.drawDeck]);
  });
});
