/**
 * A filter term may say it reads only the card's definition (`byDefinition`); a filter then answers it once
 * per definition and remembers the answer. That holds only if `byDefinition` agrees with `test`: checked here
 * for every such term of the LOTR rules, with every argument the set-1 cards give it, on a card of every definition.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { FilterImpl } from "../../runtime/core/impl.ts";
import { addCard, type GameState } from "../../runtime/core/state.ts";
import { builtinTerms } from "../../runtime/core/terms.ts";
import { envFor, newGame, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { engineRules } from "../../runtime/games/lotr-tcg/engine/library.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { starterLibrary, STARTER_DECKS } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

/** The filter implementations the engine uses, by phrase id (the rules' own before the built-in ones). */
function filterImpls(): Map<string, FilterImpl> {
  const out = new Map<string, FilterImpl>();
  for (const [id, impl] of Object.entries(builtinTerms)) out.set(id, impl);
  for (const [id, impl] of Object.entries(engineRules.terms ?? {})) out.set(id, impl);
  for (const [id, impl] of Object.entries(engineRules.implementations)) if (impl.kind === "filter") out.set(id, impl);
  return out;
}

/** Every `{ op, args }` call in the compiled abilities' IR, by op. */
function callsByOp(lib: CardLibrary): Map<string, Map<string, Record<string, unknown>>> {
  const out = new Map<string, Map<string, Record<string, unknown>>>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (typeof v !== "object" || v === null) return;
    const o = v as Record<string, unknown>;
    if (typeof o.op === "string" && typeof o.args === "object" && o.args !== null) {
      let m = out.get(o.op);
      if (!m) out.set(o.op, (m = new Map()));
      m.set(JSON.stringify(o.args), o.args as Record<string, unknown>);
    }
    for (const k in o) walk(o[k]);
  };
  for (const c of Object.values(lib.compiled)) for (const a of c.abilities) walk(a.ir);
  return out;
}

describe("terms decided by the definition", () => {
  it("agree with their test for every set-1 argument and definition", () => {
    const state: GameState = newGame({ seed: 1, decks: STARTER_DECKS, cards });
    const ids = Object.keys(cards.defs).map((def) => addCard(state, def, "p1", ZONES.support));
    const env = envFor(state);
    const calls = callsByOp(cards);
    // every noun of the rules' noun table, not only those set 1 prints
    for (const noun of Object.keys(engineRules.nouns)) calls.get("noun")!.set(noun, { noun });
    const fixed = [...filterImpls()].filter(([, impl]) => impl.byDefinition);
    expect(fixed.map(([id]) => id)).toEqual(expect.arrayContaining(["type", "culture", "race", "noun", "item-class", "title"]));
    let compared = 0;
    const answers = new Set<boolean>();
    for (const [op, impl] of fixed) {
      for (const args of calls.get(op)?.values() ?? []) {
        for (const id of ids) {
          const def = cards.defs[state.cards[id]!.def]!;
          const byDef = impl.byDefinition!(def, args, env.rules);
          expect(byDef, `${op} ${JSON.stringify(args)} on ${def.id}`).toBe(impl.test(env, id, args));
          answers.add(byDef);
          compared++;
        }
      }
    }
    // not a vacuous check: many comparisons, with both answers
    expect(compared).toBeGreaterThan(10_000);
    expect([...answers].sort()).toEqual([false, true]);
  });
});
