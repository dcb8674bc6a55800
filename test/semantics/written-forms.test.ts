/**
 * Forms that keep the printed words: `until the end of the turn`, costs joined by `and then`, `<effect> if <condition>`,
 * `each A, B, and C`, a title or fixed name with qualifiers, and `unique` before a noun.
 */
import { describe, expect, it } from "vitest";
import { compileSet } from "../cards/sets.ts";

const set2 = compileSet(2);
const card = (id: string) => set2.cards.get(id)!;
const ir = (id: string) => JSON.stringify(card(id).abilities);

describe("forms rendered as written", () => {
  it("`until the end of the turn` is the end of the turn", () => {
    expect(ir("2C99")).toContain('"until":"end-of-turn","implicit":false,"written":"the end of the turn"');
    expect(card("2C99").text).toContain("-2 until the end of the turn.");
  });

  it("`<cost> and then <cost> then …` is two costs, the second marked", () => {
    const a = card("2R27").abilities.find((x) => x.kind === "activated") as { costs: { op: string; afterThen?: boolean }[] };
    expect(a.costs.map((c) => [c.op, !!c.afterThen])).toEqual([["discard", false], ["exert-twice", true]]);
    expect(card("2R27").text).toContain("bearing and then exert him twice to discard");
  });

  it("`<effect> if <condition>` is a conditional written condition last", () => {
    expect(ir("2C26")).toContain('{"if":{"op":"you-play-site"');
    expect(ir("2C26")).toContain('"conditionLast":true');
    expect(card("2C26").text).toContain(". Draw a card if you play an underground site.");
  });

  it("`each A, B, and C` names every card that is any of them", () => {
    const target = ir("2C102");
    expect(target).toContain('"conjunction":"and"');
    for (const t of ['"type":"artifact"', '"type":"possession"', '"keyword":"tale"']) expect(target).toContain(t);
    expect(card("2C102").text).toContain("The cost of each artifact, possession, and [shire] tale played on Frodo is -1.");
  });

  it("a title or a fixed name takes qualifiers, and `unique` qualifies a noun", () => {
    expect(ir("2U30")).toContain('[{"op":"title","args":{"title":"Gandalf"}},{"op":"bearing"');
    expect(ir("2R86")).toContain('{"op":"ref","args":{"ref":{"ref":"ring-bearer","written":"the Ring-bearer"}}},{"op":"wearing-the-one-ring-filter"');
    expect(ir("2C55")).toContain('[{"op":"unique","args":{}},{"op":"culture"');
    expect(card("2C55").text).toContain("Each unique [moria] minion is strength +1.");
  });
});
