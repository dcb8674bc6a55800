/**
 * The engine's fast paths give the answers of their plain definitions, at every step of seeded games:
 * legal actions on the live state (its card index and kept sub-lists built up over the game) equal
 * legal actions on a plain-data copy (everything rebuilt from scratch); a kept sub-list
 * (`keptCards`) equals filtering the cards in those zones now; looking only in the named
 * zones (`Where.zones`) finds what a scan of every card finds; an ability's alternatives are built once;
 * a definition's keyword values, remembered per definition, equal those of a fresh copy after games;
 * a game of decks dealt before (its cards copied from the kept deal) plays as one dealt afresh.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { randomAgent } from "../../runtime/agents/random.ts";
import { keywordValue, norm } from "../../runtime/core/cards.ts";
import { alternativesOf } from "../../runtime/core/context.ts";
import { candidates, type Where } from "../../runtime/core/filters.ts";
import type { FilterIR } from "../../runtime/core/ir.ts";
import { cardsInZones, keptCards, keptKind, type CardId, type GameState, type KeptKind } from "../../runtime/core/state.ts";
import { digest } from "../../runtime/core/digest.ts";
import { envFor, legalActions, newGame, playLive, type CardLibrary, type Deck } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { zoneWhere } from "../../runtime/games/lotr-tcg/impl/common.ts";
import { PLAY_ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { starterLibrary, STARTER_DECKS } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

const SEEDS = [1, 2, 3, 4, 5, 6];
const ownedBy = (s: GameState, id: CardId, p: string) => s.cards[id]!.owner === p;
// one kind of kept list per player: a kind is asked with one argument
const OWNED: Record<string, KeptKind<string>> = { p1: keptKind(PLAY_ZONES, ownedBy), p2: keptKind(PLAY_ZONES, ownedBy) };
const ZONE_WORDS = ["hand", "your discard pile", "your draw deck or hand", "dead pile"];
const EVERY: FilterIR = { filter: { quantifier: "every", terms: [] } };
const COMPANIONS: FilterIR = { filter: { quantifier: "every", terms: [{ op: "type", args: { type: "companion" } }] } };

/** Calls `check` with the live state at every decision of a random game. Returns how many steps were checked. */
function everyStep(seed: number, check: (state: GameState) => void): number {
  const pick = randomAgent(seed);
  let steps = 0;
  playLive(newGame({ seed, decks: STARTER_DECKS, cards }), (_who, state, actions) => {
    check(state);
    steps++;
    return pick.choose(state, actions);
  });
  return steps;
}

describe("fast paths agree with their definitions", () => {
  it("a game of decks dealt before plays as one dealt afresh (same state at every step)", () => {
    const copyOf = (d: Deck): Deck => ({ ringBearer: d.ringBearer, ring: d.ring, sites: [...d.sites], drawDeck: [...d.drawDeck] });
    // the same two deck objects a third time: copied from the deal kept at the second; new objects: dealt afresh
    const kept = () => [STARTER_DECKS[0], STARTER_DECKS[1]] as [Deck, Deck];
    newGame({ seed: 1, decks: kept(), cards });
    newGame({ seed: 1, decks: kept(), cards });
    for (const seed of [7, 8]) {
      const trace = (decks: [Deck, Deck]): string[] => {
        const pick = randomAgent(seed);
        const digests: string[] = [];
        const { state } = playLive(newGame({ seed, decks, cards }), (_who, s, actions) => {
          digests.push(digest(s));
          return pick.choose(s, actions);
        });
        digests.push(JSON.stringify(state));
        return digests;
      };
      const fromKept = trace(kept());
      expect(fromKept.length).toBeGreaterThan(20);
      expect(fromKept).toEqual(trace([copyOf(STARTER_DECKS[0]), copyOf(STARTER_DECKS[1])]));
    }
  });

  it("a deck object changed after it was dealt is dealt afresh, not copied from the kept deal", () => {
    const a = { ...STARTER_DECKS[0], drawDeck: [...STARTER_DECKS[0].drawDeck] };
    const b = STARTER_DECKS[1];
    for (let k = 0; k < 3; k++) newGame({ seed: 1, decks: [a, b], cards });
    // the same object, now with its draw deck in another order: its cards are created in that order
    a.drawDeck.reverse();
    const state = newGame({ seed: 1, decks: [a, b], cards });
    // p1's cards in creation order: the sites, then the draw deck
    const p1 = Object.values(state.cards).filter((c) => c.owner === "p1").map((c) => c.def);
    expect(p1.slice(a.sites.length, a.sites.length + a.drawDeck.length)).toEqual(a.drawDeck);
    expect(digest(state)).toBe(digest(newGame({ seed: 1, decks: [{ ...a, drawDeck: [...a.drawDeck] }, b], cards })));
  });

  it("legal actions on the live state equal legal actions on a plain copy of it", () => {
    for (const seed of SEEDS) {
      const steps = everyStep(seed, (state) => {
        const copy = JSON.parse(JSON.stringify(state)) as GameState;
        expect(legalActions(state)).toEqual(legalActions(copy));
      });
      expect(steps).toBeGreaterThan(20);
    }
  });

  it("a kept sub-list of the cards in play equals filtering the cards in play now", () => {
    let nonEmpty = 0;
    for (const seed of SEEDS.slice(0, 3)) {
      everyStep(seed, (state) => {
        for (const p of ["p1", "p2"]) {
          const kept = keptCards(state, OWNED[p]!, p);
          expect(kept).toEqual(cardsInZones(state, PLAY_ZONES).filter((id) => ownedBy(state, id, p)));
          if (kept.length) nonEmpty++;
        }
      });
    }
    expect(nonEmpty).toBeGreaterThan(50);
  });

  it("looking in the zones a zone word names finds what a scan of every card finds", () => {
    let found = 0;
    for (const seed of SEEDS.slice(0, 3)) {
      everyStep(seed, (state) => {
        const env = envFor(state);
        for (const word of ZONE_WORDS) {
          const where = zoneWhere(env, word);
          expect(where.zones).toBeDefined();
          const scan: Where = (c) => where(c);
          for (const f of [EVERY, COMPANIONS]) {
            const fast = candidates(env, f, where);
            expect(fast).toEqual(candidates(env, f, scan));
            found += fast.length;
          }
        }
      });
    }
    expect(found).toBeGreaterThan(1000);
  });

  it("remembered keyword values equal a fresh copy's, and games leave the definitions unchanged", () => {
    const defs = Object.values(cards.defs);
    const before = JSON.stringify(defs);
    const keywordsOf = (d: (typeof defs)[number]) => [
      ...(d.abilities ?? []).filter((a) => a.kind === "keyword").map((a) => norm(a.keyword)),
      ...d.keywords.map(norm),
      "damage",
      "no-such-keyword",
    ];
    for (const d of defs) for (const k of keywordsOf(d)) keywordValue(d, k);
    for (const seed of SEEDS.slice(0, 2)) everyStep(seed, () => {});
    expect(JSON.stringify(defs)).toBe(before);
    let positive = 0;
    for (const d of defs) {
      const fresh = structuredClone(d);
      for (const k of keywordsOf(d)) {
        expect(keywordValue(d, k), `${d.id} ${k}`).toBe(keywordValue(fresh, k));
        if (keywordValue(d, k) > 0) positive++;
      }
    }
    expect(positive).toBeGreaterThan(20);
  });

  it("an ability's alternatives are built once and equal a fresh build", () => {
    const abilities = Object.values(cards.compiled).flatMap((c) => c.abilities);
    expect(abilities.length).toBeGreaterThan(100);
    for (const a of abilities) {
      const first = alternativesOf(a);
      expect(alternativesOf(a)).toBe(first);
      expect(first.length).toBe(1 + (a.alternatives?.length ?? 0));
      expect(first[0]!.costs).toBe(a.costs ?? first[0]!.costs);
      expect(first[0]!.effects).toBe(a.effects ?? first[0]!.effects);
    }
  });
});
