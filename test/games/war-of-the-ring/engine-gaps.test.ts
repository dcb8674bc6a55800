/**
 * Rules the engine once approximated, with the game's card files: a card cycled instead of eliminated takes its items
 * with it (each to its owner's pile) unless its text eliminates them; `supports` reads the combat's army–character
 * pairing; a card's Action is its controller's (an item on a teammate's character: the wielder's controller); the
 * removals of Aragorn and Gandalf the White are their texts' work, never the engine's.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCompiledCards } from "../../../compiler/cli/commands/test.ts";
import type { CardDefs } from "../../../runtime/core/cards.ts";
import { scriptedChooser } from "../../../runtime/core/decisions.ts";
import { cardsIn, moveCard, type GameState } from "../../../runtime/core/state.ts";
import type { CompiledCards } from "../../../runtime/games/plugin.ts";
import { envFor } from "../../../runtime/games/war-of-the-ring/engine/library.ts";
import { playerActions } from "../../../runtime/games/war-of-the-ring/engine/moves.ts";
import { forsake, forsakeableInReserve } from "../../../runtime/games/war-of-the-ring/state/actions.ts";
import { ZONES } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { playCard } from "../../../runtime/games/war-of-the-ring/state/play.ts";
import { warOfTheRingPlugin } from "../../../runtime/games/war-of-the-ring/plugin.ts";
import { runWithState } from "../../../runtime/games/war-of-the-ring/scenario/run.ts";
import { warOfTheRingScenarios } from "../../../runtime/games/war-of-the-ring/scenario/support.ts";
import { parseScenarios } from "../../../runtime/scenario/parse.ts";
import { find, started } from "./support/position.ts";

const CARDS = resolve(import.meta.dirname, "../../../cards/war-of-the-ring");
let cards: CompiledCards;
// the scenario support, for this file's run only (as scenarios.test.ts)
warOfTheRingPlugin.scenarios = warOfTheRingScenarios;

beforeAll(async () => {
  const files = readdirSync(CARDS).filter((n) => n.endsWith(".card")).map((n) => join(CARDS, n));
  const loaded = await loadCompiledCards(files);
  expect(loaded.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const game = loaded.byGame["war-of-the-ring"]!;
  cards = { defs: game.defs as CardDefs, handlers: game.handlers };
});

/** Runs one scenario written here; returns its failures and the state it ended in. */
function run(lines: string[]): { failures: string[]; state: GameState } {
  const text = ['scenario "gap"', ...lines.map((l) => `  ${l}`)].join("\n");
  const p = parseScenarios(text, "scenarios/war-of-the-ring/gap.scenario");
  expect(p.diagnostics.map((d) => d.message)).toEqual([]);
  const { result, state } = runWithState(cards, p.scenarios[0]!);
  return { failures: result.failures.map((f) => `${f.line}: ${f.message}`), state: state! };
}

const owned = (s: GameState, p: string, zone: string) => cardsIn(s, p, zone).map((id) => s.cards[id]!.def).sort();

describe("a card cycled instead of eliminated takes its items with it", () => {
  it("Bilbo Baggins, eliminated in path combat: cycled, the Blade of Westernesse (the Aragorn deck's) to its owner's cycle pile", () => {
    const { failures, state } = run([
      "round 3",
      "location path path-3-fords-of-bruinen active",
      "card bilbo hobbit-05 frodo at path",
      "card blade dunedain-15 aragorn on bilbo",
      "card reaver mordor-11 witch-king at path",
      "card hunter mordor-13 witch-king at path",
      "card beguiler mordor-12 witch-king at path",
      "fill frodo 1",
      "fill aragorn 1",
      "resolve combat",
      "expect zone bilbo cycle-pile",
      "expect zone blade cycle-pile",
    ]);
    expect(failures).toEqual([]);
    expect(owned(state, "frodo", ZONES.cyclePile)).toEqual(["hobbit-05"]);
    expect(owned(state, "aragorn", ZONES.cyclePile)).toEqual(["dunedain-15"]);
  });

  it("Bilbo Baggins, forsaken from reserve: cycled with his items", () => {
    const { failures, state } = run([
      "card bilbo hobbit-05 frodo reserve",
      "card cloak elf-08 aragorn on bilbo",
      "card blade dunedain-15 aragorn on bilbo",
      "fill frodo 1",
      "fill aragorn 1",
      "expect on cloak bilbo",
    ]);
    expect(failures).toEqual([]);
    const bilbo = find(state, "hobbit-05", "frodo");
    for (const id of cardsIn(state, "frodo", ZONES.hand)) moveCard(state, id, ZONES.drawDeck);
    // forsake from reserve: Bilbo himself
    forsake(envFor(state, scriptedChooser([0, [bilbo]]), "frodo"), "frodo");
    expect(state.cards[bilbo]!.zone).toBe(ZONES.cyclePile);
    expect(owned(state, "frodo", ZONES.cyclePile)).toEqual(["hobbit-05"]);
    expect(owned(state, "aragorn", ZONES.cyclePile)).toEqual(["dunedain-15", "elf-08"]);
    expect(owned(state, "frodo", ZONES.eliminated)).toEqual([]);
  });

  it("Frodo Baggins: cycled, but his items are eliminated, each to its owner's eliminated pile", () => {
    const { failures, state } = run([
      "round 3",
      "location path path-3-fords-of-bruinen active",
      "card frodo hobbit-01 frodo at path",
      "card sting hobbit-08 frodo on frodo",
      "card cloak elf-08 aragorn on frodo",
      "card reaver mordor-11 witch-king at path",
      "card hunter mordor-13 witch-king at path",
      "card beguiler mordor-12 witch-king at path",
      "card orcs mordor-05 witch-king at path",
      "fill frodo 1",
      "fill aragorn 1",
      "resolve combat",
      "expect zone frodo cycle-pile",
      "expect zone sting eliminated",
      "expect zone cloak eliminated",
    ]);
    expect(failures).toEqual([]);
    expect(owned(state, "frodo", ZONES.eliminated)).toEqual(["hobbit-08"]);
    expect(owned(state, "aragorn", ZONES.eliminated)).toEqual(["elf-08"]);
  });

  it("Elven Cloak's wielder (a teammate's Hobbit): cycled with the Cloak and his other items, each to its owner's pile", () => {
    const { failures, state } = run([
      "round 2",
      "location path path-2-weathertop active",
      "card sam hobbit-04 frodo at path",
      "card cloak elf-08 aragorn on sam",
      "card sting hobbit-08 frodo on sam",
      "card reaver mordor-11 witch-king at path",
      "card hunter mordor-13 witch-king at path",
      "card beguiler mordor-12 witch-king at path",
      "card orcs mordor-05 witch-king at path",
      "fill frodo 1",
      "fill aragorn 1",
      "resolve combat",
      "expect zone sam cycle-pile",
      "expect zone cloak cycle-pile",
      "expect zone sting cycle-pile",
    ]);
    expect(failures).toEqual([]);
    expect(owned(state, "aragorn", ZONES.cyclePile)).toEqual(["elf-08"]);
    expect(owned(state, "frodo", ZONES.cyclePile)).toEqual(["hobbit-04", "hobbit-08"]);
  });

  it("Nazgûl's Mantle and Woven of All Colours: the wielder cycled with all its items", () => {
    const mantle = run([
      "round 2",
      "location path path-2-weathertop active",
      "card reaver mordor-11 witch-king at path",
      "card mantle mordor-24 witch-king on reaver",
      "card blade mordor-28 witch-king on reaver",
      "fill witch-king 1",
      "resolve combat",
      "expect zone reaver cycle-pile",
      "expect zone mantle cycle-pile",
      "expect zone blade cycle-pile",
    ]);
    expect(mantle.failures).toEqual([]);
    const woven = run([
      "round 5",
      "location path path-5-egladil active",
      "card saruman isengard-07 saruman at path",
      "card woven isengard-11 saruman on saruman",
      "card staff isengard-10 saruman on saruman",
      "fill saruman 1",
      "resolve combat",
      "expect zone saruman cycle-pile",
      "expect zone woven cycle-pile",
      "expect zone staff cycle-pile",
    ]);
    expect(woven.failures).toEqual([]);
  });
  it("Ioreth, cycled instead of being eliminated in battleground combat, takes another character there (not a Wizard) with her", () => {
    const { failures } = run([
      "location tirith bg-minas-tirith active",
      "card soldiers dunedain-04 aragorn at tirith",
      "card ioreth dunedain-13 aragorn at tirith",
      "card imrahil dunedain-11 aragorn at tirith",
      "card grond mordor-01 witch-king at tirith",
      "card grond2 mordor-01 witch-king at tirith",
      "card orcs mordor-05 witch-king at tirith",
      "fill aragorn 2",
      "choose ioreth",
      "resolve combat",
      "expect zone ioreth cycle-pile",
      "expect zone imrahil cycle-pile",
      "expect zone soldiers eliminated",
      "expect zone tirith scoring:shadow",
    ]);
    expect(failures).toEqual([]);
  });
});

describe("`supports` reads the combat's army–character pairing", () => {
  // Minas Tirith (3 shields) attacked with 7: the defenders must cover 4
  const attack = ["card grond mordor-01 witch-king at tirith", "card olog mordor-02 witch-king at tirith", "card orcs mordor-05 witch-king at tirith", "card orcs2 mordor-05 witch-king at tirith"];

  it("Dead Men of Dunharrow supporting Aragorn: attack +2 and defence +2 in the combat (and as the combat would pair them now)", () => {
    const { failures } = run([
      "location tirith bg-minas-tirith active",
      "card deadmen dunedain-01 aragorn at tirith",
      "card aragorn dunedain-06 aragorn at tirith",
      "card imrahil dunedain-11 aragorn at tirith",
      ...attack,
      "fill aragorn 1",
      "expect icon deadmen defence 2",
      "resolve combat",
      "expect zone tirith scoring:free-peoples",
    ]);
    expect(failures).toEqual([]);
  });

  it("Dead Men of Dunharrow paired with Prince Imrahil, Aragorn on the same battleground: no bonus", () => {
    const { failures } = run([
      "location tirith bg-minas-tirith active",
      "card deadmen dunedain-01 aragorn at tirith",
      "card imrahil dunedain-11 aragorn at tirith",
      "card aragorn dunedain-06 aragorn at tirith",
      ...attack,
      "fill aragorn 1",
      "expect icon deadmen defence 0",
      "resolve combat",
      "expect zone tirith scoring:shadow",
    ]);
    expect(failures).toEqual([]);
  });

  it("Aragorn supported by Soldiers of Gondor, not by the Dead Men: no bonus", () => {
    const { failures } = run([
      "location tirith bg-minas-tirith active",
      "card aragorn dunedain-06 aragorn at tirith",
      "card soldiers dunedain-04 aragorn at tirith",
      "card deadmen dunedain-01 aragorn at tirith",
      "card grond mordor-01 witch-king at tirith",
      "card olog mordor-02 witch-king at tirith",
      "card orcs mordor-05 witch-king at tirith",
      "card orcs2 mordor-05 witch-king at tirith",
      "card orcs3 mordor-05 witch-king at tirith",
      "fill aragorn 1",
      "choose soldiers",
      "resolve combat",
      "expect zone tirith scoring:shadow",
    ]);
    expect(failures).toEqual([]);
  });

  it("Dead Men of Dunharrow may support Strider (no leadership icons of his own): the bonus counts", () => {
    const { failures } = run([
      "location tirith bg-minas-tirith active",
      "card strider dunedain-12 aragorn at tirith",
      "card deadmen dunedain-01 aragorn at tirith",
      "card grond mordor-01 witch-king at tirith",
      "card olog mordor-02 witch-king at tirith",
      "fill aragorn 1",
      "expect icon deadmen defence 2",
      "resolve combat",
      "expect zone tirith scoring:free-peoples",
      "expect log support",
    ]);
    expect(failures).toEqual([]);
  });
});

describe("an item's Action is its wielder's controller's", () => {
  it("Lembas (the Aragorn deck's) on the Hobbit player's Sam: offered to the Hobbit player, not to the Aragorn deck", () => {
    const { failures, state } = run(["round 2", "corruption 3", "location path path-2-weathertop active", "card sam hobbit-04 frodo at path", "card lembas elf-09 aragorn on sam", "expect on lembas sam"]);
    expect(failures).toEqual([]);
    const lembas = find(state, "elf-09", "aragorn");
    const env = envFor(state);
    const uses = (p: string) => playerActions(env, p).filter((a) => a.type === "use" && a.card === lembas);
    expect(uses("frodo")).toHaveLength(1);
    expect(uses("aragorn")).toHaveLength(0);
  });

  it("only the wielder's controller may forsake an item on a reserve character", () => {
    const { failures, state } = run(["card sam hobbit-04 frodo reserve", "card lembas elf-09 aragorn on sam", "expect on lembas sam"]);
    expect(failures).toEqual([]);
    const lembas = find(state, "elf-09", "aragorn");
    expect(forsakeableInReserve(state, "frodo")).toContain(lembas);
    expect(forsakeableInReserve(state, "aragorn")).not.toContain(lembas);
  });
});

describe("the removals are the cards' texts' work", () => {
  it("Aragorn played: Strider removed from the draw deck, the hand or the cycle pile", () => {
    for (const where of ["draw-deck", "hand", "cycle-pile"]) {
      const { failures } = run([
        `card strider dunedain-12 aragorn ${where}`,
        "card aragorn dunedain-06 aragorn hand",
        "card other elf-01 aragorn hand",
        "fill aragorn 3",
        "play aragorn to reserve",
        "expect zone strider eliminated",
      ]);
      expect(failures, where).toEqual([]);
    }
  });

  it("Aragorn played: Strider on a path removed with his items (eliminated, to their owner's pile)", () => {
    const { failures, state } = run([
      "round 2",
      "location path path-2-weathertop active",
      "card strider dunedain-12 aragorn at path",
      "card anduril dunedain-14 aragorn on strider",
      "card aragorn dunedain-06 aragorn hand",
      "card other elf-01 aragorn hand",
      "fill aragorn 1",
      "play aragorn to reserve",
      "expect zone strider eliminated",
      "expect zone anduril eliminated",
    ]);
    expect(failures).toEqual([]);
    expect(owned(state, "aragorn", ZONES.eliminated)).toEqual(["dunedain-12", "dunedain-14"]);
  });

  it("Gandalf the White played: Gandalf the Grey in reserve removed with his items", () => {
    const { failures } = run([
      "card grey wizard-01 frodo reserve",
      "card glamdring wizard-08 frodo on grey",
      "card shadowfax rohan-08 frodo on grey",
      "card white wizard-02 frodo hand",
      "card other rohan-01 frodo hand",
      "fill frodo 1",
      "play white to reserve",
      "expect zone grey eliminated",
      "expect zone glamdring eliminated",
      "expect zone shadowfax eliminated",
      "expect zone white reserve",
    ]);
    expect(failures).toEqual([]);
  });

  it("a card titled Aragorn without that text removes nothing: the engine names no card", () => {
    // the data's cards have no texts
    const s = started("trilogy", 5);
    const aragorn = find(s, "dunedain-06", "aragorn");
    const strider = find(s, "dunedain-12", "aragorn");
    moveCard(s, strider, ZONES.reserve);
    moveCard(s, aragorn, ZONES.hand);
    playCard(envFor(s, scriptedChooser([]), "aragorn"), "aragorn", aragorn, "reserve");
    expect(s.cards[aragorn]!.zone).toBe(ZONES.reserve);
    expect(s.cards[strider]!.zone).toBe(ZONES.reserve);
  });
});
