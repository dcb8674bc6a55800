/** The kernel's generic functions drive the LOTR engine (its `GameEngine`): the games they make are the engine's own. */
import { beforeAll, describe, expect, it } from "vitest";
import { randomAgent } from "../../../runtime/agents/random.ts";
import { playOut, replay, withInvariants } from "../../../runtime/engine/kernel.ts";
import { playGame } from "../../../runtime/games/lotr-tcg/agents/agent.ts";
import { history, newGame, type CardLibrary } from "../../../runtime/games/lotr-tcg/engine/engine.ts";
import { lotrEngine } from "../../../runtime/games/lotr-tcg/engine/step-engine.ts";
import { starterLibrary, STARTER_DECKS } from "../../engine/starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

describe("the LOTR engine on the kernel", () => {
  it("plays out and replays through the kernel the games live play makes", () => {
    for (const seed of [1, 2, 3]) {
      const o = { seed, decks: STARTER_DECKS, cards };
      const live = playGame(newGame(o), { p1: randomAgent(seed), p2: randomAgent(seed + 7) }).state;
      const out = playOut(withInvariants(lotrEngine), lotrEngine.newGame(o), { p1: randomAgent(seed), p2: randomAgent(seed + 7) });
      expect(lotrEngine.digest(out.state)).toBe(lotrEngine.digest(live));
      expect(out.actions).toEqual(history(live));
      expect(lotrEngine.digest(replay(lotrEngine, o, history(live)))).toBe(lotrEngine.digest(live));
      expect(lotrEngine.isOver(out.state)).toBe(true);
    }
  });
});
