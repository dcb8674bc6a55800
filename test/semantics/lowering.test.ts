import { describe, expect, test } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { buildFile } from "./ast-builder.ts";
import { testVocabulary } from "./test-vocabulary.ts";

const opts = { vocabularies: { "test-game": testVocabulary } };

function one(body: string, kind = "Dwarven companion, Dwarf", stats = "twilight 2, strength 6, vitality 3") {
  const text = `game test-game\nset 1 "Test"\n\ncard 1U12 "Gimli" "Son of Gloin" {\n  unique ${kind}\n  ${stats}\n\n  ${body}\n}\n`;
  return check([buildFile(text, "gimli.card")], opts);
}

describe("lowering to IR", () => {
  test("card record: ids lowercase, side from culture, the vocabulary's stats (absent ones null) in its order, keywords", () => {
    const r = one("Damage +1.");
    expect(r.diagnostics).toEqual([]);
    expect(r.sets).toHaveLength(1);
    const { abilities, ...card } = r.sets[0]!.cards[0]!;
    expect(r.sets[0]!.name).toBe("Test");
    expect(card).toEqual({
      id: "1U12", title: "Gimli", subtitle: "Son of Gloin", unique: true, side: "free-peoples", culture: "dwarven", type: "companion",
      race: "dwarf", itemClass: null, twilight: 2, strength: 6, vitality: 3, site: null, signet: null,
      keywords: ["damage+1"], text: "Damage +1.",
    });
    expect(Object.keys(card)).toEqual(["id", "title", "subtitle", "unique", "side", "culture", "type", "race", "itemClass", ...testVocabulary.stats.map((s) => s.name), "keywords", "text"]);
    expect(abilities).toEqual([{ kind: "keyword", keyword: "damage", value: 1, stats: {} }]);
  });

  test("activated ability: costs, effects, self reference, implicit duration from the timing", () => {
    const r = one("Skirmish: exert Gimli then make him strength +2.");
    expect(r.diagnostics).toEqual([]);
    expect(r.sets[0]!.cards[0]!.abilities).toEqual([
      {
        kind: "activated", timings: ["skirmish"], condition: null,
        costs: [{ op: "exert", args: { target: { ref: "self", written: "Gimli" } } }],
        effects: [{ op: "modify-strength", args: { target: { ref: "self", written: "him" }, amount: 2 }, duration: { until: "end-of-skirmish", implicit: true } }],
      },
    ]);
  });

  test("a sentence that is no ability on its own continues the ability before it, as a new printed sentence", () => {
    const r = one("Skirmish: exert Gimli then make a Dwarf strength +2. Heal that Dwarf; draw 1 card.");
    expect(r.diagnostics).toEqual([]);
    const [ability] = r.sets[0]!.cards[0]!.abilities as { effects: { op: string; newSentence?: boolean; args: Record<string, unknown> }[] }[];
    expect(r.sets[0]!.cards[0]!.abilities).toHaveLength(1);
    expect(ability!.effects.map((e) => [e.op, e.newSentence ?? false])).toEqual([["modify-strength", false], ["heal", true], ["draw", false]]);
    expect(ability!.effects[1]!.args.target).toEqual({ ref: "dwarf", written: "that Dwarf" });
    expect(r.sets[0]!.cards[0]!.text).toBe("Skirmish: Exert Gimli to make a Dwarf strength +2. Heal that Dwarf; draw a card.");
  });

  test("a sentence that cannot continue the ability before it keeps its own diagnostics", () => {
    const r = one("Skirmish: exert Gimli then make a Dwarf strength +2. Heal that Orc.");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["CS2004"]);
    expect(r.sets[0]!.cards[0]!.abilities).toHaveLength(1);
  });

  test("signed X and a possessive after a quoted title", () => {
    const text = 'game test-game\nset 1\ncard 1U1 "Axe" {\n  Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3\n  Skirmish: exert X Hobbits then make a Dwarf strength -X.\n  "The Balrog"\'s twilight cost is -6.\n}';
    const parsed = parse(text, "t.card");
    expect(parsed.diagnostics).toEqual([]);
    const r = check([parsed.file], opts);
    expect(r.diagnostics).toEqual([]);
    const [activated, modifier] = r.sets[0]!.cards[0]!.abilities as unknown as { effects: { args: Record<string, unknown> }[]; modifier: { args: Record<string, unknown> } }[];
    expect(activated!.effects[0]!.args).toEqual({ target: { filter: { quantifier: "a", terms: [{ op: "race", args: { race: "dwarf" } }] } }, amount: "-X" });
    expect(modifier!.modifier.args).toEqual({ target: { filter: { quantifier: "a", terms: [{ op: "title", args: { title: "The Balrog" } }] } }, amount: -6 });
    expect(r.sets[0]!.cards[0]!.text).toBe("Skirmish: Exert X Hobbits to make a Dwarf strength -X.\nThe Balrog's twilight cost is -6.");
  });

  test("'that Dwarf' binds to the chosen Dwarf; the filter carries the binding name", () => {
    const r = one("Fellowship: exert a Dwarf then make that Dwarf strength +3 until end of turn.");
    expect(r.diagnostics).toEqual([]);
    const a = r.sets[0]!.cards[0]!.abilities[0]!;
    expect(a).toMatchObject({
      costs: [{ op: "exert", args: { target: { bind: "dwarf", filter: { quantifier: "a", terms: [{ op: "race", args: { race: "dwarf" } }] } } } }],
      effects: [{ args: { target: { ref: "dwarf", written: "that Dwarf" } }, duration: { until: "end-of-turn", implicit: false } }],
    });
  });

  test("default duration outside a skirmish is the end of the phase", () => {
    const r = one("Fellowship: make a Dwarf strength +1.");
    expect(r.sets[0]!.cards[0]!.abilities[0]).toMatchObject({ effects: [{ duration: { until: "end-of-phase", implicit: true } }] });
  });

  test("trigger with 'you may', response binding 'that wound', static with while", () => {
    const r = one(
      "When you play Gimli, you may draw 2 cards.\n  Response: if a Dwarf is about to take a wound, exert Gimli then prevent that wound.\n  While skirmishing an Orc, Gimli is strength +3.",
    );
    expect(r.diagnostics).toEqual([]);
    const [t, resp, st] = r.sets[0]!.cards[0]!.abilities;
    expect(t).toEqual({ kind: "trigger", starter: "when", trigger: { op: "played", args: { card: { ref: "self", written: "Gimli" } } }, condition: null, costs: [], effects: [{ op: "draw", args: { n: 2 }, optional: true }] });
    expect(Object.keys(resp!)).toEqual(["kind", "timing", "trigger", "costs", "effects"]);
    expect(resp).toMatchObject({ kind: "response", timing: "response", trigger: { op: "about-to-be-wounded" }, costs: [{ op: "exert" }], effects: [{ op: "prevent-wound" }] });
    expect(st).toMatchObject({ kind: "static", condition: { op: "skirmishing", args: { subject: null } }, modifier: { op: "strength-bonus" } });
  });

  test("alternatives, 'for each', noun phrases with qualifiers and 'or'", () => {
    const r = one("Skirmish: make a Dwarf strength +1 for each Orc (or +3 if he bears a [dwarven] hand weapon).\n  Fellowship: heal another companion who has the Frodo signet.\n  To play, spot Gimli or an Orc.");
    expect(r.diagnostics).toEqual([]);
    const [a, b, c] = r.sets[0]!.cards[0]!.abilities;
    expect(a).toMatchObject({
      effects: [{ args: { amount: { op: "for-each", args: { per: 1, filter: { filter: { quantifier: "a", terms: [{ op: "race" }] } } } } }, alternative: { arg: "amount", value: 3, condition: { op: "bears", args: { target: { ref: "dwarf" } } } } }],
    });
    expect(b).toMatchObject({ effects: [{ args: { target: { filter: { determiner: "another", terms: [{ op: "other" }, { op: "type" }, { op: "has-signet", args: { signet: "Frodo" } }] } } } }] });
    expect(c).toMatchObject({ kind: "requirement", costs: [{ op: "spot", args: { target: { filter: { anyOf: [{ filter: { terms: [{ op: "ref", args: { ref: { ref: "self" } } }] } }, { filter: { terms: [{ op: "race", args: { race: "orc" } }] } }] } } } }] });
  });

  test("keeps checking after the first error in a card", () => {
    const r = one("Skirmish: exert a condition then draw a card.\n  Skirmishh: draw a card.\n  Fellowship: make him strength +1.");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["CS2001", "CS2002", "CS2010"]);
  });

  test("unknown game with did-you-mean and missing set line", () => {
    const a = check([buildFile('game test-gmae\nset 1\n', "a.card")], opts);
    expect(a.diagnostics.map((d) => [d.code, d.message, d.fixes?.[0]?.edits[0]?.newText])).toEqual([["CS3002", "unknown game 'test-gmae'; did you mean 'test-game'?", "test-game"]]);
    const b = check([buildFile("game test-game\n", "b.card")], opts);
    expect(b.diagnostics.map((d) => d.code)).toEqual(["CS3003"]);
    // the start of a game's name suggests it; a name like none lists the games
    const c = check([buildFile("game test\nset 1\n", "c.card")], opts);
    expect(c.diagnostics.map((d) => [d.message, d.fixes?.[0]?.edits[0]?.newText])).toEqual([["unknown game 'test'; did you mean 'test-game'?", "test-game"]]);
    const d = check([buildFile("game chess\nset 1\n", "d.card")], opts);
    expect(d.diagnostics[0]!.message).toMatch(/^unknown game 'chess' \(known games: .*test-game/);
  });

  test("card references across files: a title defined in another file is a bare word", () => {
    const f1 = buildFile('game test-game\nset 1\n\ncard 1U1 "Balin" {\n  Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3\n}\n', "a.card");
    const f2 = buildFile('game test-game\nset 1\n\ncard 1U2 "Axe" {\n  Dwarven event\n  twilight 0\n\n  Skirmish: make Balin strength +2.\n}\n', "b.card");
    const r = check([f1, f2], opts);
    expect(r.diagnostics).toEqual([]);
    expect(r.sets[0]!.cards[1]!.abilities[0]).toMatchObject({ effects: [{ args: { target: { filter: { terms: [{ op: "title", args: { title: "Balin" } }] } } } }] });
  });
});
