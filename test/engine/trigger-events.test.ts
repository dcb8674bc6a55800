/**
 * A trigger implementation may name the event types its `match` accepts (`events`); the engine then passes
 * over a card whose triggers take none of an event's type. This holds only if the names are complete: each
 * such trigger answers null to an event of any other type, tried here with the set-1 abilities using it, at
 * many points of seeded games (starter decks and random set-1 decks), for every event type the engine makes or a trigger names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { randomAgent } from "../../runtime/agents/random.ts";
import { withSource } from "../../runtime/core/env.ts";
import type { GameEvent } from "../../runtime/core/events.ts";
import type { TriggerImpl } from "../../runtime/core/impl.ts";
import type { AbilityIR } from "../../runtime/core/ir.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { envFor, newGame, playLive, type CardLibrary, type Deck } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { randomDeck } from "../../runtime/games/lotr-tcg/random-deck.ts";
import { engineRules } from "../../runtime/games/lotr-tcg/engine/library.ts";
import { PLAY_ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { cardsInZones } from "../../runtime/core/state.ts";
import { starterLibrary, STARTER_DECKS } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

const RUNTIME = resolve(import.meta.dirname, "..", "..", "runtime");

/** Event types written as literals where the engine makes events (`happened`, `makeEvent`, `fire`, `announce`). */
function eventTypesInSources(dir: string): string[] {
  const out = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) eventTypesInSources(path).forEach((t) => out.add(t));
    else if (entry.name.endsWith(".ts")) {
      const text = readFileSync(path, "utf8");
      for (const m of text.matchAll(/(?:happened\(env, \{ type: |makeEvent\((?:env\.)?state, \{ type: |fire\(env, |announce\([^{]*\{ type: )"([a-z-]+)"/g)) out.add(m[1]!);
    }
  }
  return [...out];
}

const triggers = Object.entries(engineRules.implementations).filter((e): e is [string, TriggerImpl] => e[1].kind === "trigger");

/** Plain copies of the live state at every eighth decision of a seeded game. */
function statesOf(seed: number, decks: [Deck, Deck]): GameState[] {
  const pick = randomAgent(seed);
  const out: GameState[] = [];
  let n = 0;
  playLive(newGame({ seed, decks, cards }), (_who, state, actions) => {
    if (n++ % 8 === 0) out.push(JSON.parse(JSON.stringify(state)) as GameState);
    return pick.choose(state, actions);
  });
  return out;
}

describe("trigger event types", () => {
  it("every trigger of the LOTR rules names the event types it takes", () => {
    expect(triggers.length).toBeGreaterThan(25);
    expect(triggers.filter(([, t]) => !t.events?.length).map(([id]) => id)).toEqual([]);
  });

  it("a trigger answers null to an event of a type it does not name", () => {
    const types = new Set([...eventTypesInSources(RUNTIME), ...triggers.flatMap(([, t]) => t.events ?? []), "no-such-event"]);
    expect(types.size).toBeGreaterThan(15);
    // the abilities of set 1 using each trigger, by definition id
    const uses = new Map<string, { def: string; ir: AbilityIR }[]>();
    for (const card of Object.values(cards.compiled))
      for (const a of card.abilities) {
        const ir = a.ir as AbilityIR;
        if (ir.trigger) uses.set(ir.trigger.op, [...(uses.get(ir.trigger.op) ?? []), { def: card.id, ir }]);
      }
    let tried = 0;
    // starter games, and games of random set-1 decks (more cards and sites in play)
    const games: [number, [Deck, Deck]][] = [[1, STARTER_DECKS], [2, STARTER_DECKS]];
    for (const seed of [3, 4]) {
      const a = randomDeck(cards.defs, 2 * seed);
      const b = randomDeck(cards.defs, 2 * seed + 1);
      if (a.ok && b.ok) games.push([seed, [a.deck, b.deck]]);
    }
    expect(games).toHaveLength(4);
    for (const [seed, decks] of games) {
      for (const state of statesOf(seed, decks)) {
        const env = envFor(state);
        const inPlay = cardsInZones(state, PLAY_ZONES);
        for (const [op, impl] of triggers) {
          for (const { def, ir } of uses.get(op) ?? []) {
            // the ability's card in this game if it is there, else any card in play stands in for it
            const source = Object.values(state.cards).find((c) => c.def === def)?.id ?? inPlay[0];
            if (!source) continue;
            const at = withSource(env, source);
            for (const type of types) {
              if (impl.events!.includes(type)) continue;
              // every card of the game as the event's subject, with either player, so that a match on the type would show
              for (const { id: subject } of Object.values(state.cards))
                for (const player of ["p1", "p2"]) {
                  const event: GameEvent = { id: 1, type, cards: [subject, source], player, source, phase: state.phase };
                  const bound = impl.match(at, event, ir.trigger!.args);
                  if (bound !== null) expect.fail(`${op} (${def}) matched a ${type} event on ${state.cards[subject]!.def}`);
                  tried++;
                }
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(1_000_000);
  }, 120_000);
});
