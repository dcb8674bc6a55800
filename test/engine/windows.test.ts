/** "Is about to" windows: healing, and playing a card from hand or from any other zone. */
import { beforeAll, describe, expect, it } from "vitest";
import { withSource } from "../../runtime/core/env.ts";
import type { CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { perform } from "../../runtime/games/lotr-tcg/engine/moves.ts";
import { heal } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { enterPhase, startSkirmish } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { playCard } from "../../runtime/games/lotr-tcg/state/play.ts";
import { wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { bareGame, env, fp, pass, put, shadow, watching } from "./positions.ts";
import { starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

describe("is about to heal", () => {
  it("healing opens a window first; a response preventing it leaves the wound", () => {
    const s = bareGame(cards);
    const boromir = put(s, "1U97", fp(s));
    s.cards[boromir]!.tokens.wound = 2;
    const { e, seen } = watching(env(s), (ev) => ev.type === "heal");
    expect(heal(e, boromir)).toBe(false);
    expect(seen).toEqual([`before:heal:${boromir}`]);
    expect(wounds(e, boromir)).toBe(2);
    expect(s.log.at(-1)).toMatchObject({ type: "prevented", event: "heal" });
  });

  it("an unprevented heal removes a wound after the window", () => {
    const s = bareGame(cards);
    const boromir = put(s, "1U97", fp(s));
    s.cards[boromir]!.tokens.wound = 2;
    const { e, seen } = watching(env(s));
    expect(heal(e, boromir)).toBe(true);
    expect([seen, wounds(e, boromir)]).toEqual([[`before:heal:${boromir}`], 1]);
    expect(s.log.map((x) => x.type).slice(-2)).toEqual(["about-to", "heal"]);
  });
});

describe("is about to be played / played", () => {
  it("a card played from the discard pile (Goblin Scavengers' weapon) opens the window and fires its own 'when you play'", () => {
    const s = pass(bareGame(cards)); // the Shadow phase
    const sh = shadow(s);
    const scimitar = put(s, "1C180", sh, ZONES.discard); // "When you play this possession, you may draw a card."
    const drawn = put(s, "1C191", sh, ZONES.drawDeck);
    const scavengers = put(s, "1C179", sh, ZONES.hand);
    s.pools.twilight = 5;
    const { e, seen } = watching(withSource(env(s), null, sh));
    expect(playCard(e, scavengers)).toBe(true);
    // the card drawn is an event of its own (`draws a card` triggers answer it)
    expect(seen).toEqual([`before:play:${scavengers}`, `after:play:${scavengers}`, `before:play:${scimitar}`, `after:play:${scimitar}`, `after:drew:${drawn}`]);
    expect([s.cards[scimitar]!.zone, s.cards[scimitar]!.attachedTo]).toEqual([ZONES.attached, scavengers]);
    expect(s.cards[drawn]!.zone).toBe(ZONES.hand);
  });

  it("a play cancelled in the window goes to the discard pile (its cost stays paid) and fires no 'played' triggers", () => {
    const s = pass(bareGame(cards));
    const sh = shadow(s);
    const runner = put(s, "1U178", sh, ZONES.hand); // Goblin Runner: "When you play this minion, you may add (2)."
    s.pools.twilight = 3;
    const { e, seen } = watching(withSource(env(s), null, sh), (ev, when) => when === "before" && ev.type === "play");
    expect(playCard(e, runner)).toBe(true);
    expect(seen).toEqual([`before:play:${runner}`]);
    expect([s.cards[runner]!.zone, s.pools.twilight]).toEqual([ZONES.discard, 2]);
  });

  it("Relentless (a response to 'a stealth event is played') cancels Hobbit Intuition before it takes effect", () => {
    const s = bareGame(cards);
    const [f, sh] = [fp(s), shadow(s)];
    const sam = put(s, "1C311", f);
    const minions = ["1U178", "1C176", "1C191"].map((d) => put(s, d, sh));
    const relentless = put(s, "1U194", sh, ZONES.hand);
    const intuition = put(s, "1C296", f, ZONES.hand); // stealth; at sites 1-4 cancels a skirmish involving a Hobbit
    const e = env(s, [true]);
    enterPhase(e, "skirmish");
    startSkirmish(e, sam, [minions[0]!]);
    perform(e, { type: "play", player: f, card: intuition });
    expect(lotr(s).skirmish!.cancelled).toBe(false);
    expect([s.cards[intuition]!.zone, s.cards[relentless]!.zone]).toEqual([ZONES.discard, ZONES.discard]);
    expect(s.log.some((x) => x.type === "cancel-event" && x.card === intuition)).toBe(true);
  });

  it("without Relentless the same event cancels the skirmish", () => {
    const s = bareGame(cards);
    const sam = put(s, "1C311", fp(s));
    const runner = put(s, "1U178", shadow(s));
    const intuition = put(s, "1C296", fp(s), ZONES.hand);
    const e = env(s);
    enterPhase(e, "skirmish");
    startSkirmish(e, sam, [runner]);
    perform(e, { type: "play", player: fp(s), card: intuition });
    expect([lotr(s).skirmish!.cancelled, s.cards[intuition]!.zone]).toEqual([true, ZONES.discard]);
  });
});
