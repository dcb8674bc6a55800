/** Events the engine fires for cards to answer: start/end of phase, assignment, putting on The One Ring, "is about to exert", exerted. */
import { beforeAll, describe, expect, it } from "vitest";
import type { CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { assign } from "../../runtime/games/lotr-tcg/engine/skirmish.ts";
import { exert } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";
import { enterPhase } from "../../runtime/games/lotr-tcg/state/phases.ts";
import { burdens, ringBearer, wounds } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { bareGame, env, fp, put, shadow, until, watching } from "./positions.ts";
import { starterLibrary } from "./starter-game.ts";

let cards: CardLibrary;
beforeAll(async () => {
  cards = await starterLibrary();
});

describe("is about to exert", () => {
  it("exerting opens a window; preventing it places no token, yet the exertion counts as done (and is announced)", () => {
    const s = bareGame(cards);
    const boromir = put(s, "1U97", fp(s));
    const { e, seen } = watching(env(s), (ev) => ev.type === "exert");
    expect(exert(e, boromir)).toBe(true);
    expect(seen).toEqual([`before:exert:${boromir}`, `after:exerted:${boromir}`]);
    expect(wounds(e, boromir)).toBe(0);
  });

  it("an unprevented exertion places a wound after the window", () => {
    const s = bareGame(cards);
    const boromir = put(s, "1U97", fp(s));
    const { e } = watching(env(s));
    expect(exert(e, boromir)).toBe(true);
    expect(wounds(e, boromir)).toBe(1);
  });
});

describe("start and end of phase in a real game", () => {
  it("Bent on Discovery draws when the Shadow phase starts and exerts a Nazgûl when it ends", () => {
    let s = bareGame(cards);
    const sh = shadow(s);
    put(s, "1R206", sh, ZONES.support);
    const next = put(s, "1U226", sh, ZONES.drawDeck);
    const nazgul = put(s, "1U235", sh);
    s = until(s, (x) => x.phase === "shadow");
    expect(s.cards[next]!.zone).toBe(ZONES.hand);
    expect(s.log.map((x) => x.type)).toContain("phase-end");
    expect(s.cards[nazgul]!.tokens.wound ?? 0).toBe(0);
    s = until(s, (x) => x.phase !== "shadow");
    expect(s.cards[nazgul]!.tokens.wound ?? 0).toBe(1);
  });

  it("each phase ends once, before the next one starts", () => {
    const s = until(bareGame(cards), (x) => x.phase === "regroup");
    const marks = s.log.filter((x) => x.type === "phase-start" || x.type === "phase-end").map((x) => `${x.type}:${x.phase}`);
    for (let i = 1; i < marks.length; i++) expect(marks[i]!.split(":")[0]).not.toBe(marks[i - 1]!.split(":")[0]);
  });
});

describe("assigned to a skirmish", () => {
  it("fires once for each newly assigned character: Desperate Defense of the Ring makes its bearer's player choose", () => {
    const s = bareGame(cards);
    // Free Peoples assign nothing; the Shadow player assigns the Orc to the Ring-bearer; the Free Peoples player adds a burden.
    const e0 = env(s, [0, [], 1]);
    const frodo = ringBearer(e0)!;
    const orc = put(s, "1C271", shadow(s));
    put(s, "1R244", shadow(s), ZONES.attached, frodo);
    enterPhase(e0, "assignment");
    const before = burdens(e0);
    assign(e0, false);
    expect(s.log.some((x) => x.type === "assign" && x.minion === orc && x.companion === frodo)).toBe(true);
    expect(s.log.filter((x) => x.type === "add-burdens").length).toBe(1);
    expect(burdens(e0)).toBe(before + 1);
  });
});
