/** One phrase, several printed wordings: each call records the pattern written (`wording`) and renders as written. */
import { describe, expect, it } from "vitest";
import { check } from "../../compiler/semantics/check.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";

const compile = (body: string) => {
  const src = `game lotr-tcg\nset 99\n\ncard 99C1 "Test Card" {\n  Sauron event\n  twilight 0\n\n${body}\n}\n`;
  const out = check([parse(src, "wordings.card").file]);
  const card = out.sets[0]!.cards[0]!;
  return { diagnostics: out.diagnostics, card, effects: card.abilities.flatMap((a) => ("effects" in a ? a.effects : [])) };
};

describe("wordings of one phrase", () => {
  it("records which pattern was written (none for the first) and renders each as printed", () => {
    const lines = [
      "Maneuver: make the Free Peoples player discard the top 5 cards of his or her draw deck.",
      "Maneuver: make the Free Peoples player discard top 5 cards from his draw deck.",
      "Maneuver: the Free Peoples player must discard 3 cards from the top of his draw deck for each card in the dead pile.",
    ];
    const { diagnostics, card, effects } = compile(lines.map((l) => `  ${l}`).join("\n"));
    expect(diagnostics).toEqual([]);
    expect(effects.map((e) => ("op" in e ? [e.op, e.wording] : null))).toEqual([
      ["discard-top-of-draw-deck", undefined],
      ["discard-top-of-draw-deck", 3],
      ["discard-top-of-draw-deck", 5],
    ]);
    expect(card.text.split("\n")).toEqual(lines.map((l) => l.replace("Maneuver: m", "Maneuver: M").replace("Maneuver: t", "Maneuver: T")));
  });

  it("a player slot takes a possessive: `look at the Free Peoples player's hand`", () => {
    const { diagnostics, effects } = compile("  Shadow: look at the Free Peoples player's hand.");
    expect(diagnostics).toEqual([]);
    expect(effects).toEqual([{ op: "look-at-hand", args: { who: "free-peoples-player" } }]);
  });

  it("every game's `renders` gives one template per pattern, the first being `render`", () => {
    for (const vocab of Object.values(vocabularies))
      for (const p of vocab.phrases.filter((x) => x.renders))
        expect([p.id, p.renders!.length, p.renders![0]]).toEqual([p.id, p.patterns.length, p.render]);
  });
});
