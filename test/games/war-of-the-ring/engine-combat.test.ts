/** Combat (digest §5.3): path combat and battleground combat, leadership, losses, survivors, scoring areas. */
import { beforeEach, describe, expect, it } from "vitest";
import { addModifier } from "../../../runtime/core/modifiers.ts";
import { cardsIn, type CardId, type GameState } from "../../../runtime/core/state.ts";
import { resolveCombat } from "../../../runtime/games/war-of-the-ring/state/combat.ts";
import { supportedByProp, wotr, ZONES } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { addCombatTokens, reactivate } from "../../../runtime/games/war-of-the-ring/state/actions.ts";
import { activate, atLocation, clearTable, envWith, find, started, toZone, wield } from "./support/position.ts";

let s: GameState;
const zoneOf = (id: CardId) => s.cards[id]!.zone;
const corruption = () => s.pools.corruption ?? 0;

beforeEach(() => {
  s = started("trilogy", 1);
  clearTable(s);
});

describe("path combat", () => {
  it("skulls against the path's shields: all cancelled, the Free Peoples score the path, Shadow characters eliminated, survivors cycled", () => {
    const path = find(s, "path-1-gildors-encampment"); // 1 shield
    activate(s, path);
    const frodo = find(s, "hobbit-01"); // 1 shield
    const reaver = find(s, "mordor-11"); // 1 skull
    atLocation(s, frodo, path);
    atLocation(s, reaver, path);
    resolveCombat(envWith(s), path);
    expect(zoneOf(path)).toBe(ZONES.scoringFreePeoples);
    expect(zoneOf(frodo)).toBe(ZONES.cyclePile);
    expect(zoneOf(reaver)).toBe(ZONES.eliminated);
    expect(corruption()).toBe(0);
  });

  it("the Free Peoples cancel the rest by eliminating cards, the chosen one first; what is left becomes corruption and the path goes to the Shadow", () => {
    const path = find(s, "path-1-bag-end"); // 0 shields
    activate(s, path);
    const wk = find(s, "mordor-10"); // 2 skulls
    const reaver = find(s, "mordor-11"); // 1
    const gandalf = find(s, "wizard-01"); // 3 shields
    const sam = find(s, "hobbit-04"); // 1
    for (const c of [wk, reaver]) atLocation(s, c, path);
    for (const c of [gandalf, sam]) atLocation(s, c, path);
    // 3 skulls: Sam first (1), then Gandalf (3) covers the rest
    const env = envWith(s, [[sam], [gandalf]]);
    resolveCombat(env, path);
    expect(zoneOf(sam)).toBe(ZONES.eliminated);
    expect(zoneOf(gandalf)).toBe(ZONES.eliminated);
    expect(zoneOf(path)).toBe(ZONES.scoringFreePeoples);
    expect(corruption()).toBe(0);
  });

  it("stops once the skulls are covered: the rest survive and are cycled", () => {
    const path = find(s, "path-1-bag-end");
    activate(s, path);
    atLocation(s, find(s, "mordor-11"), path); // 1 skull
    const sam = find(s, "hobbit-04");
    const frodo = find(s, "hobbit-01");
    atLocation(s, sam, path);
    atLocation(s, frodo, path);
    resolveCombat(envWith(s, [[sam]]), path);
    expect(zoneOf(sam)).toBe(ZONES.eliminated);
    expect(zoneOf(frodo)).toBe(ZONES.cyclePile);
  });

  it("uncancelled skulls: one corruption each, the path face down in the Shadow's area (worth 0); a 0-shield card is never forced out", () => {
    const path = find(s, "path-1-bag-end");
    activate(s, path);
    atLocation(s, find(s, "mordor-10"), path); // 2
    atLocation(s, find(s, "mordor-11"), path); // 1
    const sam = find(s, "hobbit-04"); // 1
    const fatty = find(s, "hobbit-06"); // 0 shields, no range: placed by hand
    atLocation(s, sam, path);
    atLocation(s, fatty, path);
    resolveCombat(envWith(s), path);
    expect(zoneOf(sam)).toBe(ZONES.eliminated);
    expect(zoneOf(fatty)).toBe(ZONES.cyclePile);
    expect(corruption()).toBe(2);
    expect(zoneOf(path)).toBe(ZONES.scoringShadow);
  });

  it("tokens: attack tokens on the path add skulls, defence tokens cancel first; an item's shields count as its wielder's", () => {
    const path = find(s, "path-1-bag-end");
    activate(s, path);
    const env = envWith(s);
    addCombatTokens(env, path, "attack", 2);
    addCombatTokens(env, path, "defence", 1);
    const frodo = find(s, "hobbit-01");
    const mithril = find(s, "hobbit-09");
    atLocation(s, frodo, path);
    wield(s, mithril, frodo);
    resolveCombat(env, path);
    // 2 skulls - 1 defence token = 1, Frodo (with his coat) cancels it: both eliminated together
    expect(zoneOf(path)).toBe(ZONES.scoringFreePeoples);
    expect(zoneOf(frodo)).toBe(ZONES.eliminated);
    expect(zoneOf(mithril)).toBe(ZONES.eliminated);
  });

  it("Duel path scoring: the Free Peoples score a path only when the shields exceed the skulls; a tie scores nothing", () => {
    s = started("duel", 1);
    clearTable(s);
    const path = find(s, "path-1-bag-end");
    activate(s, path);
    atLocation(s, find(s, "mordor-11"), path); // 1 skull
    atLocation(s, find(s, "hobbit-01"), path); // 1 shield
    resolveCombat(envWith(s), path);
    expect(zoneOf(path)).toBe(ZONES.outOfGame);
    expect(cardsIn(s, "", ZONES.scoringFreePeoples)).toHaveLength(0);
    expect(cardsIn(s, "", ZONES.scoringShadow)).toHaveLength(0);
    const p2 = find(s, "path-2-weathertop");
    activate(s, p2);
    atLocation(s, find(s, "mordor-12"), p2);
    atLocation(s, find(s, "hobbit-02"), p2);
    atLocation(s, find(s, "hobbit-03"), p2);
    resolveCombat(envWith(s), p2);
    expect(zoneOf(p2)).toBe(ZONES.scoringFreePeoples);
  });
});

describe("battleground combat", () => {
  it("an uncontested battleground is won by its defender", () => {
    const bg = find(s, "bg-moria");
    activate(s, bg);
    resolveCombat(envWith(s), bg);
    expect(zoneOf(bg)).toBe(ZONES.scoringShadow);
  });

  it("attack against shields and defenders: the defenders lose cards until covered, survivors cycled, attackers always eliminated", () => {
    const bg = find(s, "bg-helms-deep"); // 2 shields; Rohan and Wizard defend, Isengard attacks
    activate(s, bg);
    const devilry = find(s, "isengard-01"); // attack 3
    const uruks = find(s, "isengard-02"); // attack 1
    const riders = find(s, "rohan-01"); // defence 1
    const militia = find(s, "rohan-03"); // defence 1
    for (const c of [devilry, uruks]) atLocation(s, c, bg);
    for (const c of [riders, militia]) atLocation(s, c, bg);
    // 4 attack - 2 shields = 2: both armies lost, all cancelled: the defender wins
    resolveCombat(envWith(s), bg);
    expect(zoneOf(riders)).toBe(ZONES.eliminated);
    expect(zoneOf(militia)).toBe(ZONES.eliminated);
    expect(zoneOf(devilry)).toBe(ZONES.eliminated);
    expect(zoneOf(uruks)).toBe(ZONES.eliminated);
    expect(zoneOf(bg)).toBe(ZONES.scoringFreePeoples);
  });

  it("the attacker wins when attack is left; the battleground leaves the area it was in", () => {
    const bg = find(s, "bg-edoras"); // 1 shield
    activate(s, bg);
    atLocation(s, find(s, "isengard-01"), bg); // 3
    const militia = find(s, "rohan-03");
    atLocation(s, militia, bg);
    resolveCombat(envWith(s), bg);
    expect(zoneOf(militia)).toBe(ZONES.eliminated);
    expect(zoneOf(bg)).toBe(ZONES.scoringShadow);
  });

  it("leadership counts only with an army of the same faction, one army per character", () => {
    const bg = find(s, "bg-orthanc"); // Shadow's: Isengard defends, 2 shields; Rohan and Wizard attack
    activate(s, bg);
    const eomer = find(s, "rohan-04"); // attack 1, leadership defence 1
    const eowyn = find(s, "rohan-05"); // attack 1, leadership defence 1
    const riders = find(s, "rohan-01"); // attack 2
    for (const c of [eomer, eowyn, riders]) atLocation(s, c, bg);
    const saruman = find(s, "isengard-07"); // defence 1 + leadership defence 1
    const orcs = find(s, "isengard-04"); // defence 1
    for (const c of [saruman, orcs]) atLocation(s, c, bg);
    // pairings first (attackers, then defenders): Éomer with the Riders (Éowyn has no army left), Saruman with the Orcs;
    // attack 4 against 2 shields: 2 left; Saruman supported (2) covers it alone
    const env = envWith(s, [[riders], [orcs], [saruman]]);
    resolveCombat(env, bg);
    expect(env.asked.filter((d) => d.purpose.startsWith("support")).length).toBe(2);
    expect(zoneOf(saruman)).toBe(ZONES.eliminated);
    expect(zoneOf(orcs)).toBe(ZONES.cyclePile);
    expect(zoneOf(bg)).toBe(ZONES.scoringShadow);
  });

  it("without a same-faction army the leadership icons do not count; text may widen support (supported-by)", () => {
    const bg = find(s, "bg-helms-deep"); // 2 shields
    activate(s, bg);
    atLocation(s, find(s, "isengard-01"), bg); // attack 3
    const merry = find(s, "hobbit-02"); // leadership defence 1 only
    const riders = find(s, "rohan-01"); // defence 1
    atLocation(s, merry, bg);
    atLocation(s, riders, bg);
    const env = envWith(s);
    // 1 left over the shields; Merry counts 0 without support: Riders lost, Merry survives (never forced out)
    resolveCombat(env, bg);
    expect(zoneOf(riders)).toBe(ZONES.eliminated);
    expect(zoneOf(merry)).toBe(ZONES.cyclePile);
    expect(zoneOf(bg)).toBe(ZONES.scoringFreePeoples);

    clearTable(s);
    const bg2 = find(s, "bg-helms-deep");
    activate(s, bg2);
    atLocation(s, find(s, "isengard-01"), bg2);
    atLocation(s, find(s, "isengard-02"), bg2); // attack 4: 2 left
    atLocation(s, merry, bg2);
    atLocation(s, riders, bg2);
    addModifier(envWith(s), { property: supportedByProp("rohan"), flag: true, targets: { cards: [merry] }, duration: { kind: "permanent" } });
    // supported, Merry defends 1: Riders and Merry both needed
    resolveCombat(envWith(s), bg2);
    expect(zoneOf(merry)).toBe(ZONES.eliminated);
    expect(zoneOf(bg2)).toBe(ZONES.scoringFreePeoples);
  });

  it("reactivated from the opponent's scoring area, a battleground's own shields are ignored", () => {
    const bg = find(s, "bg-edoras"); // Free Peoples', 1 shield
    toZone(s, bg, ZONES.scoringShadow);
    const env = envWith(s);
    expect(reactivate(env, bg)).toBe(true);
    expect(wotr(s).reactivatedFromOpponent).toContain(bg);
    atLocation(s, find(s, "isengard-04"), bg); // attack 1, nothing to stop it without the shield
    resolveCombat(env, bg);
    expect(zoneOf(bg)).toBe(ZONES.scoringShadow);
    expect(wotr(s).reactivatedFromOpponent).not.toContain(bg);
  });
});
