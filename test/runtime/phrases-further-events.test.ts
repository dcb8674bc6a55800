/**
 * Triggers on further events (vocabulary/triggers-further-events.ts) and the core `during the <timing> phase`:
 * exerts, takes a wound, draws or takes into hand, a companion moving from a site, a skirmish about to end with
 * `in that skirmish`, an event about to be played that spots or exerts such a character.
 */
import { describe, expect, it } from "vitest";
import { makeEvent } from "../../runtime/core/events.ts";
import type { AbilityIR } from "../../runtime/core/ir.ts";
import type { CardId } from "../../runtime/core/state.ts";
import { triggers } from "../../runtime/core/statics.ts";
import { matches } from "../../runtime/core/filters.ts";
import { DREW, EXERTED, TAKEN_INTO_HAND, WOUNDED } from "../../runtime/games/lotr-tcg/state/actions.ts";
import { MOVES_FROM, SKIRMISH_ENDING } from "../../runtime/games/lotr-tcg/state/game.ts";
import { a, companion, filter, FP, minion, SH, Table, term } from "./builder.ts";

const race = (r: string) => term("race", { race: r });
const keyword = (k: string) => term("keyword", { keyword: k });
const type = (t: string) => term("type", { type: t });

function match(t: Table, ability: Partial<AbilityIR> & { trigger: AbilityIR["trigger"] }, e: { type: string; cards: CardId[]; player?: string; phase?: string }) {
  return triggers(t.env(), { kind: "trigger", ...ability }, makeEvent(t.state, e));
}

describe("during the <timing> phase (core)", () => {
  it("answers only events of that phase", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const ability = { trigger: term("exerts", { target: a(race("hobbit")) }), during: "archery" };
    expect(match(t, ability, { type: EXERTED, cards: [sam], phase: "archery" })).toEqual({});
    expect(match(t, ability, { type: EXERTED, cards: [sam], phase: "maneuver" })).toBeNull();
    expect(match(t, { trigger: ability.trigger }, { type: EXERTED, cards: [sam], phase: "maneuver" })).toEqual({});
  });
});

describe("exerts / takes a wound", () => {
  it("match their own event for a character that fits, binding it", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const orc = t.put(minion("Orc"));
    expect(match(t, { trigger: term("exerts", { target: filter("a", [race("hobbit")], {}, "hobbit") }) }, { type: EXERTED, cards: [sam] })).toEqual({ hobbit: { cards: [sam] } });
    expect(match(t, { trigger: term("exerts", { target: a(race("hobbit")) }) }, { type: WOUNDED, cards: [sam] })).toBeNull();
    expect(match(t, { trigger: term("takes-a-wound", { target: a(race("orc")) }) }, { type: WOUNDED, cards: [orc] })).toEqual({});
    expect(match(t, { trigger: term("takes-a-wound", { target: a(race("orc")) }) }, { type: WOUNDED, cards: [sam] })).toBeNull();
  });
});

describe("draws-or-takes-into-hand", () => {
  it("answers a draw or a card taken into hand by that player", () => {
    const t = new Table();
    const card = t.put(companion("Sam"), { zone: "hand" });
    const trigger = term("draws-or-takes-into-hand", { who: "the Free Peoples player" });
    expect(match(t, { trigger }, { type: DREW, cards: [card], player: FP })).toEqual({});
    expect(match(t, { trigger }, { type: TAKEN_INTO_HAND, cards: [card], player: FP })).toEqual({});
    expect(match(t, { trigger }, { type: DREW, cards: [card], player: SH })).toBeNull();
  });
});

describe("character-moves-from", () => {
  it("answers a companion of that kind leaving a site of that kind, binding the companion", () => {
    const t = new Table();
    const gimli = t.put(companion("Gimli", { race: "dwarf", culture: "dwarven" }));
    const sam = t.put(companion("Sam"));
    const mine = t.put({ title: "Mine", type: "site", side: null as never, keywords: ["underground"], site: 4 }, { zone: "adventure-path" });
    const plains = t.put({ title: "Plains", type: "site", side: null as never, site: 2 }, { zone: "adventure-path" });
    const trigger = term("character-moves-from", { target: filter("a", [race("dwarf"), type("companion")], {}, "dwarf"), site: a(keyword("underground")) });
    expect(match(t, { trigger }, { type: MOVES_FROM, cards: [gimli, mine] })).toEqual({ dwarf: { cards: [gimli] } });
    expect(match(t, { trigger }, { type: MOVES_FROM, cards: [sam, mine] })).toBeNull();
    expect(match(t, { trigger }, { type: MOVES_FROM, cards: [gimli, plains] })).toBeNull();
  });
});

describe("skirmish-about-to-end and in-that-skirmish", () => {
  it("answers before a skirmish involving such a character ends; `in that skirmish` is its characters", () => {
    const t = new Table();
    const sam = t.put(companion("Sam"));
    const frodo = t.put(companion("Frodo"));
    const troll = t.put(minion("Troll", { race: "troll" }));
    const trigger = term("skirmish-about-to-end", { who: a(race("troll")) });
    const bound = match(t, { trigger }, { type: SKIRMISH_ENDING, cards: [sam, troll] });
    expect(bound).not.toBeNull();
    expect(match(t, { trigger }, { type: SKIRMISH_ENDING, cards: [frodo] })).toBeNull();
    const inIt = filter("a", [type("companion"), term("in-that-skirmish")]);
    const env = t.env({ bindings: bound! });
    expect(matches(env, sam, inIt)).toBe(true);
    expect(matches(env, frodo, inIt)).toBe(false);
  });
});

describe("event-spots-or-exerts", () => {
  const ranger = filter("a", [keyword("ranger")]);
  const eventWith = (op: string, target: unknown) => ({
    title: `Event ${op}`,
    type: "event",
    side: "free-peoples" as const,
    culture: "gondor",
    abilities: [{ kind: "activated", timings: ["regroup"], condition: null, costs: [{ op, args: { target } }], effects: [] }],
  });

  it("answers an event about to be played whose spot or exert step can choose only such characters", () => {
    const t = new Table();
    t.put(companion("Aragorn", { race: "man", culture: "gondor", keywords: ["ranger"] }));
    t.put(companion("Sam"));
    const exertsRanger = t.put(eventWith("exert", ranger), { zone: "hand" });
    const exertsAnyone = t.put(eventWith("exert", a(type("companion"))), { zone: "hand" });
    const healsRanger = t.put(eventWith("heal", ranger), { zone: "hand" });
    const trigger = term("event-spots-or-exerts", { target: filter("a", [type("event")], {}, "event"), who: a(keyword("ranger")) });
    expect(match(t, { trigger }, { type: "play", cards: [exertsRanger], player: FP })).toEqual({ event: { cards: [exertsRanger] } });
    expect(match(t, { trigger }, { type: "play", cards: [exertsAnyone], player: FP })).toBeNull();
    expect(match(t, { trigger }, { type: "play", cards: [healsRanger], player: FP })).toBeNull();
  });
});
