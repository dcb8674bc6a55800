/**
 * The phrase implementations on a small state (the engine helper's state API): cards compiled from the game's card
 * files (their IR), placed by hand, each phrase carried out through the core Env with the game's rules.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { check } from "../../../compiler/semantics/check.ts";
import { parse } from "../../../compiler/syntax/parse.ts";
import type { CardDef, CardDefs } from "../../../runtime/core/cards.ts";
import { scriptedChooser, type Answer } from "../../../runtime/core/decisions.ts";
import { createEnv, implOf, type Env } from "../../../runtime/core/env.ts";
import { candidates } from "../../../runtime/core/filters.ts";
import type { AbilityIR, FilterIR } from "../../../runtime/core/ir.ts";
import { modifiedFlag, modifiedValue } from "../../../runtime/core/modifiers.ts";
import { applyStatic, triggers } from "../../../runtime/core/statics.ts";
import { addCard, ATTACHED, cardsIn, moveCard, type CardId, type GameState } from "../../../runtime/core/state.ts";
import { warOfTheRingRules } from "../../../runtime/games/war-of-the-ring/impl/index.ts";
import { mayGoByText, mayNotGo } from "../../../runtime/games/war-of-the-ring/impl/locations.ts";
import { carryOverLimitProp, createWotrState, drawsProp, PROPS, wotr, ZONES, type ScenarioId } from "../../../runtime/games/war-of-the-ring/state/game.ts";
import { pathShields, pathSkulls } from "../../../runtime/games/war-of-the-ring/state/stats.ts";

const DIR = resolve(import.meta.dirname, "../../../cards/war-of-the-ring");
let defs: CardDefs = {};

beforeAll(() => {
  const files = readdirSync(DIR).filter((n) => n.endsWith(".card")).map((n) => parse(readFileSync(join(DIR, n), "utf8"), n).file);
  const cards = check(files).sets.flatMap((s) => s.cards) as unknown as CardDef[];
  defs = Object.fromEntries(cards.map((c) => [c.id, c]));
});

class Table {
  state: GameState;
  constructor(scenario: ScenarioId = "trilogy") {
    this.state = createWotrState(scenario, 7);
  }
  /** A card of a definition in a zone (a location's owner is the first deck). */
  add(def: string, owner: string, zone: string, attachedTo: CardId | null = null): CardId {
    if (!defs[def]) throw new Error(`no card ${def}`);
    return addCard(this.state, def, owner, zone, attachedTo);
  }
  /** `n` filler cards (Soldiers of Gondor) in a zone. */
  fill(owner: string, zone: string, n: number): CardId[] {
    return Array.from({ length: n }, () => this.add("dunedain-04", owner, zone));
  }
  env(source: CardId | null = null, answers: Answer[] = [], controller?: string): Env {
    return createEnv({ state: this.state, defs, rules: warOfTheRingRules, chooser: scriptedChooser(answers), source, controller: controller ?? (source !== null ? this.state.cards[source]!.owner : "frodo") });
  }
  hand(p: string): CardId[] {
    return cardsIn(this.state, p, ZONES.hand);
  }
  /** The card's static abilities start. */
  statics(id: CardId): void {
    for (const a of defs[this.state.cards[id]!.def]!.abilities ?? []) if (a.kind === "static") applyStatic(this.env(id), id, a as AbilityIR);
  }
}

const abilities = (def: string, kind: string): AbilityIR[] => (defs[def]!.abilities ?? []).filter((a) => a.kind === kind) as AbilityIR[];

/** Carries out an ability's effects (no costs) as its card's. */
function runEffects(env: Env, ability: AbilityIR): void {
  for (const s of ability.effects ?? []) {
    env.step = s;
    implOf(env, s.op, "effect").run(env, s.args);
    env.step = null;
  }
}

describe("draws, cycles and forsakes", () => {
  it("`the Hobbit player draws 2 cards` when Bag End is activated: the deck holding the Hobbits", () => {
    const t = new Table();
    const bagEnd = t.add("path-1-bag-end", "frodo", ZONES.active);
    t.fill("frodo", ZONES.drawDeck, 5);
    const [a] = abilities("path-1-bag-end", "trigger");
    const env = t.env(bagEnd);
    expect(triggers(env, a!, { id: 1, type: "activate", cards: [bagEnd] })).toEqual({});
    expect(triggers(env, a!, { id: 2, type: "activate", cards: [bagEnd + 1] })).toBeNull();
    runEffects(env, a!);
    expect(t.hand("frodo")).toHaveLength(2);
  });

  it("`draws a card and cycles a card from hand`: the Elf player (Aragorn) draws then cycles", () => {
    const t = new Table();
    const path = t.add("path-1-gildors-encampment", "frodo", ZONES.active);
    t.fill("aragorn", ZONES.drawDeck, 3);
    runEffects(t.env(path), abilities("path-1-gildors-encampment", "trigger")[0]!);
    expect(t.hand("aragorn")).toHaveLength(0);
    expect(cardsIn(t.state, "aragorn", ZONES.cyclePile)).toHaveLength(1);
  });

  it("`each Free Peoples player` is every Free Peoples deck, the Duel's single deck twice", () => {
    const tri = new Table();
    const a = tri.add("path-3-the-council-of-elrond", "frodo", ZONES.active);
    tri.fill("frodo", ZONES.drawDeck, 3);
    tri.fill("aragorn", ZONES.drawDeck, 3);
    runEffects(tri.env(a), abilities("path-3-the-council-of-elrond", "trigger")[0]!);
    expect([tri.hand("frodo").length, tri.hand("aragorn").length]).toEqual([1, 1]);
    const duel = new Table("duel");
    const b = duel.add("path-3-the-council-of-elrond", "gandalf", ZONES.active);
    duel.fill("gandalf", ZONES.drawDeck, 3);
    runEffects(duel.env(b), abilities("path-3-the-council-of-elrond", "trigger")[0]!);
    expect(duel.hand("gandalf")).toHaveLength(2);
  });

  it("`the Dúnedain player may forsake a card to draw 3 cards`: the cost is that player's, and so is the draw", () => {
    const t = new Table();
    const mt = t.add("bg-minas-tirith", "frodo", ZONES.active);
    const [a] = abilities("bg-minas-tirith", "trigger");
    const [handCard] = t.fill("aragorn", ZONES.hand, 1);
    t.fill("aragorn", ZONES.drawDeck, 5);
    const forsake = implOf(t.env(), "forsake", "effect");
    // declined: not paid, so nothing is drawn
    const no = t.env(mt, [false]);
    expect(forsake.pay!(no, a!.costs![0]!.args)).toBe(false);
    // accepted: forsake from hand (the first option), then the draw is the Dúnedain player's, not the location's owner's
    const yes = t.env(mt, [true, 0, [handCard!]]);
    expect(forsake.pay!(yes, a!.costs![0]!.args)).toBe(true);
    runEffects(yes, a!);
    expect(t.state.cards[handCard!]!.zone).toBe(ZONES.eliminated);
    expect(t.hand("aragorn")).toHaveLength(3);
    expect(t.hand("frodo")).toHaveLength(0);
  });

  it("a forsake as a cost can be paid only while there is something to forsake", () => {
    const t = new Table();
    const denethor = t.add("dunedain-08", "aragorn", ZONES.reserve);
    const [a] = abilities("dunedain-08", "activated");
    const env = t.env(denethor);
    env.checking = true;
    expect(implOf(env, "forsake", "effect").canPay!(env, a!.costs![0]!.args)).toBe(true); // Denethor himself, in reserve
    moveCard(t.state, denethor, ZONES.cyclePile);
    expect(implOf(env, "forsake", "effect").canPay!(env, a!.costs![0]!.args)).toBe(true); // the cycle pile is recycled
    moveCard(t.state, denethor, ZONES.eliminated);
    expect(implOf(env, "forsake", "effect").canPay!(env, a!.costs![0]!.args)).toBe(false);
  });

  it("`take Boromir or Faramir from your draw deck into hand` takes one of them and shuffles the deck", () => {
    const t = new Table();
    const denethor = t.add("dunedain-08", "aragorn", ZONES.reserve);
    t.fill("aragorn", ZONES.drawDeck, 4);
    const faramir = t.add("dunedain-09", "aragorn", ZONES.drawDeck);
    runEffects(t.env(denethor), abilities("dunedain-08", "activated")[0]!);
    expect(t.hand("aragorn")).toEqual([faramir]);
  });

  it("`draw 5 cards and play up to 1 Rohan army from them and cycle the rest` (Éomer)", () => {
    const t = new Table();
    const eomer = t.add("rohan-04", "frodo", ZONES.reserve);
    const riders = t.add("rohan-01", "frodo", ZONES.drawDeck);
    t.fill("frodo", ZONES.drawDeck, 6);
    // play Riders of Rohan (the only Rohan army drawn) to reserve
    runEffects(t.env(eomer, [[riders], 0]), abilities("rohan-04", "trigger")[0]!);
    expect(t.state.cards[riders]!.zone).toBe(ZONES.reserve);
    expect(t.hand("frodo")).toHaveLength(0);
    expect(cardsIn(t.state, "frodo", ZONES.cyclePile)).toHaveLength(4);
  });

  it("`look at the top 3 cards … eliminate 1, cycle 1 and take the rest into hand` (Palantír)", () => {
    const t = new Table();
    const saruman = t.add("isengard-07", "saruman", ZONES.reserve);
    const palantir = t.add("isengard-09", "saruman", ATTACHED, saruman);
    const [x, y, z] = t.fill("saruman", ZONES.drawDeck, 4);
    runEffects(t.env(palantir, [[y!], [z!]]), abilities("isengard-09", "activated")[0]!);
    expect([t.state.cards[x!]!.zone, t.state.cards[y!]!.zone, t.state.cards[z!]!.zone]).toEqual([ZONES.hand, ZONES.eliminated, ZONES.cyclePile]);
  });
});

describe("locations, tokens and corruption", () => {
  it("`activate another path of the same number`: an unused path of the active path's number; combat on the current one first", () => {
    const t = new Table();
    const caradhras = t.add("path-4-caradhras", "frodo", ZONES.active);
    wotr(t.state).usedPaths.push("path-4-caradhras");
    wotr(t.state).lastPath = 4;
    const khazad = t.add("path-4-khazad-dum", "frodo", ZONES.pathDeck);
    t.add("path-5-egladil", "frodo", ZONES.pathDeck);
    const uglukOnPath = t.add("isengard-08", "saruman", ZONES.atLocation, caradhras);
    runEffects(t.env(uglukOnPath), abilities("isengard-08", "activated")[0]!);
    expect(t.state.cards[khazad]!.zone).toBe(ZONES.active);
    expect(t.state.cards[caradhras]!.zone).not.toBe(ZONES.active);
    expect(wotr(t.state).usedPaths).toContain("path-4-khazad-dum");
  });

  it("`add 1 defence token to the active path` (Sam) and `add 1 attack token to this path` count in path combat", () => {
    const t = new Table();
    const path = t.add("path-4-the-doors-of-durin", "frodo", ZONES.active);
    const sam = t.add("hobbit-04", "frodo", ZONES.reserve);
    runEffects(t.env(sam), abilities("hobbit-04", "activated")[0]!);
    expect(t.state.cards[path]!.tokens.defence).toBe(1);
    runEffects(t.env(path, [], "saruman"), abilities("path-4-the-doors-of-durin", "trigger")[0]!);
    expect(t.state.cards[path]!.tokens.attack).toBe(1);
  });

  it("`remove 1 corruption token for each Hobbit character on the active path` (Lembas), never below none", () => {
    const t = new Table();
    const path = t.add("path-5-egladil", "frodo", ZONES.active);
    const frodo = t.add("hobbit-01", "frodo", ZONES.atLocation, path);
    t.add("hobbit-04", "frodo", ZONES.atLocation, path);
    const lembas = t.add("elf-09", "aragorn", ATTACHED, frodo);
    t.state.pools.corruption = 3;
    runEffects(t.env(lembas, [], "frodo"), abilities("elf-09", "activated")[0]!);
    expect(t.state.pools.corruption).toBe(1);
    runEffects(t.env(lembas, [], "frodo"), abilities("elf-09", "activated")[0]!);
    expect(t.state.pools.corruption).toBe(0);
  });

  it("a Dúnedain battleground shows the faction on either side; a Shadow battleground is of the Shadow deck", () => {
    const t = new Table();
    const mt = t.add("bg-minas-tirith", "frodo", ZONES.active);
    const mm = t.add("bg-minas-morgul", "frodo", ZONES.active);
    const moria = t.add("bg-moria", "frodo", ZONES.active);
    const env = t.env();
    const f = (terms: FilterIR["filter"]["terms"]): FilterIR => ({ filter: { quantifier: "every", terms } });
    expect(candidates(env, f([{ op: "culture", args: { culture: "dunedain" } }, { op: "type", args: { type: "battleground" } }]))).toEqual([mt, mm]);
    expect(candidates(env, f([{ op: "side", args: { side: "shadow" } }, { op: "type", args: { type: "battleground" } }]))).toEqual([mm, moria]);
    expect(candidates(env, f([{ op: "noun", args: { noun: "active battleground" } }]))).toEqual([mt, mm, moria]);
    moveCard(t.state, moria, ZONES.scoringShadow);
    expect(candidates(env, f([{ op: "noun", args: { noun: "active battleground" } }]))).toEqual([mt, mm]);
  });

  it("`activate or reactivate a Dúnedain battleground; move the wielder to that battleground` (Andúril)", () => {
    const t = new Table();
    const mt = t.add("bg-minas-tirith", "frodo", ZONES.scoringShadow);
    const aragorn = t.add("dunedain-06", "aragorn", ZONES.reserve);
    const anduril = t.add("dunedain-14", "aragorn", ATTACHED, aragorn);
    runEffects(t.env(anduril), abilities("dunedain-14", "activated")[0]!);
    expect(t.state.cards[mt]!.zone).toBe(ZONES.active);
    expect(wotr(t.state).reactivatedFromOpponent).toContain(mt);
    expect(t.state.cards[aragorn]!).toMatchObject({ zone: ZONES.atLocation, attachedTo: mt });
    expect(t.state.cards[anduril]!).toMatchObject({ zone: ATTACHED, attachedTo: aragorn });
  });
});

describe("static abilities", () => {
  it("`While in reserve, your carry-over limit is +1` and `you draw 1 extra card in the draw step`", () => {
    const t = new Table();
    const elrond = t.add("elf-04", "aragorn", ZONES.reserve);
    const aragorn = t.add("dunedain-06", "aragorn", ZONES.reserve);
    t.statics(elrond);
    t.statics(aragorn);
    const env = t.env();
    expect(modifiedValue(env, null, carryOverLimitProp("aragorn"), 2)).toBe(3);
    expect(modifiedValue(env, null, carryOverLimitProp("frodo"), 2)).toBe(2);
    expect(modifiedValue(env, null, drawsProp("aragorn"), 0)).toBe(1);
    moveCard(t.state, elrond, ZONES.atLocation, { attachedTo: aragorn });
    expect(modifiedValue(env, null, carryOverLimitProp("aragorn"), 2)).toBe(2);
  });

  it("`While on Khazad-dûm, Balrog of Moria is skulls +1`", () => {
    const t = new Table();
    const khazad = t.add("path-4-khazad-dum", "frodo", ZONES.active);
    const caradhras = t.add("path-4-caradhras", "frodo", ZONES.pathDeck);
    const balrog = t.add("monstrous-06", "saruman", ZONES.atLocation, caradhras);
    t.statics(balrog);
    const env = t.env();
    expect(pathSkulls(env, balrog)).toBe(2);
    moveCard(t.state, balrog, ZONES.atLocation, { attachedTo: khazad });
    expect(pathSkulls(env, balrog)).toBe(3);
  });

  it("`Quickbeam is attack +1 for every 2 Isengard cards on the same battleground`", () => {
    const t = new Table();
    const orthanc = t.add("bg-orthanc", "frodo", ZONES.active);
    const qb = t.add("wizard-04", "frodo", ZONES.atLocation, orthanc);
    t.statics(qb);
    const env = t.env();
    const attack = () => modifiedValue(env, qb, PROPS.attack, 0);
    t.add("isengard-04", "saruman", ZONES.atLocation, orthanc);
    expect(attack()).toBe(0);
    t.add("isengard-02", "saruman", ZONES.atLocation, orthanc);
    expect(attack()).toBe(1);
    t.add("isengard-03", "saruman", ZONES.atLocation, orthanc);
    expect(attack()).toBe(1);
    t.add("isengard-01", "saruman", ZONES.atLocation, orthanc);
    expect(attack()).toBe(2);
    // an item counts as part of its wielder, not as a card of its own
    const saruman = t.add("isengard-07", "saruman", ZONES.atLocation, orthanc);
    t.add("isengard-10", "saruman", ATTACHED, saruman);
    expect(attack()).toBe(2);
  });

  it("`While on a path, the active path has 2 extra defence tokens` (Phial of Galadriel, on Frodo)", () => {
    const t = new Table();
    const path = t.add("path-6-emyn-muil", "frodo", ZONES.active);
    const frodo = t.add("hobbit-01", "frodo", ZONES.reserve);
    const phial = t.add("elf-12", "aragorn", ATTACHED, frodo);
    t.statics(phial);
    const env = t.env();
    expect(modifiedValue(env, path, PROPS.shields, 0)).toBe(0);
    moveCard(t.state, frodo, ZONES.atLocation, { attachedTo: path });
    expect(modifiedValue(env, path, PROPS.shields, 0)).toBe(2);
    expect(pathShields(env, frodo)).toBe(1);
  });

  it("replacements set the flags the engine reads: cycled instead of forsaken from the deck, or of eliminated", () => {
    const t = new Table();
    const aragorn = t.add("dunedain-06", "aragorn", ZONES.reserve);
    const frodo = t.add("hobbit-01", "frodo", ZONES.reserve);
    t.statics(aragorn);
    t.statics(frodo);
    const env = t.env();
    expect(modifiedFlag(env, aragorn, PROPS.forsakenFromDeckToCycle, false)).toBe(true);
    expect(modifiedFlag(env, aragorn, PROPS.eliminatedToCycle, false)).toBe(false);
    expect(modifiedFlag(env, frodo, PROPS.eliminatedToCycle, false)).toBe(true);
    expect(modifiedFlag(env, frodo, "items-eliminated", false)).toBe(true);
  });

  it("`may be played or moved to a Rohan battleground and supported by a Rohan army` (Merry); `cannot be played or moved to a Shadow battleground`", () => {
    const t = new Table();
    const edoras = t.add("bg-edoras", "frodo", ZONES.active);
    const moria = t.add("bg-moria", "frodo", ZONES.active);
    const merry = t.add("hobbit-02", "frodo", ZONES.reserve);
    const gate = t.add("dunedain-05", "aragorn", ZONES.reserve);
    t.statics(merry);
    t.statics(gate);
    const env = t.env();
    expect(modifiedFlag(env, merry, "supported-by:rohan", false)).toBe(true);
    expect(mayGoByText(env, merry, edoras, "moved")).toBe(true);
    expect(mayGoByText(env, merry, moria, "played")).toBe(false);
    expect(mayNotGo(env, gate, moria, "played")).toBe(true);
    expect(mayNotGo(env, gate, edoras, "moved")).toBe(false);
  });

  it("`Wielded by Frodo Baggins or Sam Gamgee`: the placement allows those characters only", () => {
    const t = new Table();
    const frodo = t.add("hobbit-01", "frodo", ZONES.reserve);
    const gimli = t.add("dwarf-01", "frodo", ZONES.reserve);
    const sting = t.add("hobbit-08", "frodo", ZONES.hand);
    const env = t.env(sting);
    const [rule] = abilities("hobbit-08", "placement") as (AbilityIR & { rule: { op: string; args: Record<string, unknown> } })[];
    const allows = implOf(env, rule!.rule.op, "placement");
    expect(allows.allows(env, frodo, rule!.rule.args)).toBe(true);
    expect(allows.allows(env, gimli, rule!.rule.args)).toBe(false);
  });
});

describe("triggers", () => {
  it("`When played to reserve` / `When played to a battleground` (Éowyn) read where the play went", () => {
    const t = new Table();
    const edoras = t.add("bg-edoras", "frodo", ZONES.active);
    const eowyn = t.add("rohan-05", "frodo", ZONES.reserve);
    const [toBattleground, toReserve] = abilities("rohan-05", "trigger");
    const env = t.env(eowyn);
    const play = (to: unknown) => ({ id: 9, type: "play", cards: [eowyn], player: "frodo", data: { to } });
    expect(triggers(env, toReserve!, play("reserve"))).toEqual({});
    expect(triggers(env, toReserve!, play(edoras))).toBeNull();
    expect(triggers(env, toBattleground!, play(edoras))).toEqual({});
    expect(triggers(env, toBattleground!, play("reserve"))).toBeNull();
  });

  it("`When played or moved to a path` answers a play and a move to a path, not to reserve (Boromir)", () => {
    const t = new Table();
    const path = t.add("path-4-caradhras", "frodo", ZONES.active);
    const bg = t.add("bg-minas-tirith", "frodo", ZONES.active);
    const boromir = t.add("dunedain-07", "aragorn", ZONES.reserve);
    const [, onPath] = abilities("dunedain-07", "trigger");
    const env = t.env(boromir);
    expect(triggers(env, onPath!, { id: 1, type: "move", cards: [boromir], data: { to: path } })).toEqual({});
    expect(triggers(env, onPath!, { id: 2, type: "play", cards: [boromir], data: { to: path } })).toEqual({});
    expect(triggers(env, onPath!, { id: 3, type: "play", cards: [boromir], data: { to: "reserve" } })).toBeNull();
    expect(triggers(env, onPath!, { id: 4, type: "move", cards: [boromir], data: { to: bg } })).toBeNull();
  });
});

describe("players and choices", () => {
  it("`the Isengard player must eliminate an Isengard army` is chosen by the Isengard player (Treebeard)", () => {
    const t = new Table();
    const orthanc = t.add("bg-orthanc", "frodo", ZONES.active);
    const treebeard = t.add("wizard-03", "frodo", ZONES.atLocation, orthanc);
    const a = t.add("isengard-02", "saruman", ZONES.atLocation, orthanc);
    const b = t.add("isengard-03", "saruman", ZONES.reserve);
    const [trigger] = abilities("wizard-03", "trigger");
    const env = t.env(treebeard, [[b]]);
    runEffects(env, trigger!);
    expect(t.state.cards[b]!.zone).toBe(ZONES.eliminated);
    expect(t.state.cards[a]!.zone).toBe(ZONES.atLocation);
    const asked = (env.chooser as ReturnType<typeof scriptedChooser>).asked;
    expect(asked[0]).toMatchObject({ kind: "cards", player: "saruman" });
  });

  it("`eliminate X Rohan cards in reserve then the Mordor player must eliminate X Mordor cards on an active battleground` (Death! Ride)", () => {
    const t = new Table();
    const event = t.add("rohan-09", "frodo", ZONES.playing);
    const [r1, r2] = [t.add("rohan-01", "frodo", ZONES.reserve), t.add("rohan-03", "frodo", ZONES.reserve)];
    const mt = t.add("bg-minas-tirith", "frodo", ZONES.active);
    const orcs = [0, 1, 2].map(() => t.add("mordor-05", "witch-king", ZONES.atLocation, mt));
    const [a] = abilities("rohan-09", "activated");
    const env = t.env(event, [[r1!, r2!], [orcs[0]!, orcs[2]!]]);
    const cost = a!.costs![0]!;
    env.step = cost;
    const eliminate = implOf(env, "eliminate", "effect");
    eliminate.run(env, cost.args);
    env.step = null;
    expect(env.bindings.X).toEqual({ number: 2 });
    runEffects(env, a!);
    expect(orcs.map((o) => t.state.cards[o]!.zone)).toEqual([ZONES.eliminated, ZONES.atLocation, ZONES.eliminated]);
  });

  it("`the Shadow player adds 1 attack token to this path` (Morgai); `each time you draw in the draw step` answers the draw step", () => {
    const t = new Table();
    const morgai = t.add("path-9-morgai", "frodo", ZONES.active);
    runEffects(t.env(morgai), abilities("path-9-morgai", "trigger")[0]!);
    expect(t.state.cards[morgai]!.tokens.attack).toBe(1);
    const galadriel = t.add("elf-05", "aragorn", ZONES.reserve);
    const drawStep = abilities("elf-05", "trigger").find((a) => a.trigger?.op === "draw-step")!;
    expect(triggers(t.env(galadriel), drawStep, { id: 3, type: "draw-step", cards: [] })).toEqual({});
    expect(triggers(t.env(galadriel), drawStep, { id: 4, type: "round-start", cards: [] })).toBeNull();
  });
});
