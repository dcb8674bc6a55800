/**
 * Moving: "each time the fellowship moves" triggers resolve before the new site's Shadow number is
 * added, so a trigger that changes the Shadow number (A Talent for Not Being Seen, 1U316) counts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { bareGame, fp, pass, put } from "./positions.ts";
import { starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

describe("the Shadow number added on a move", () => {
  it("is site 2's Shadow number (2) plus 1 per companion without A Talent for Not Being Seen", () => {
    const s = bareGame(cards);
    put(s, "1C311", fp(s));
    expect(pass(s).pools.twilight).toBe(2 + 2);
  });

  it("is 1 less when A Talent for Not Being Seen spots 2 Hobbit companions as the fellowship moves", () => {
    const s = bareGame(cards);
    put(s, "1C311", fp(s));
    put(s, "1U316", fp(s), ZONES.support);
    expect(pass(s).pools.twilight).toBe(2 - 1 + 2);
  });

  it("is 2 less (never below 0) with 4 Hobbit companions", () => {
    const s = bareGame(cards);
    for (const hobbit of ["1C311", "1C303", "1C306"]) put(s, hobbit, fp(s));
    put(s, "1U316", fp(s), ZONES.support);
    expect(pass(s).pools.twilight).toBe(0 + 4);
  });
});
