/** A qualifier or an `or` alternative that could join several noun phrases joins the nearest one (the deepest reading). */
import { describe, expect, it } from "vitest";
import { compileSet } from "../cards/sets.ts";

const set2 = compileSet(2);

describe("nearest attachment", () => {
  it("reads `played on <A> or <B> who has …` with the alternative and its qualifier inside the bearer", () => {
    expect(set2.diagnostics.filter((d) => d.code === "CS2006" && d.file.includes("w2a-filters"))).toEqual([]);
    const modifier = JSON.stringify(set2.cards.get("2C23")!.abilities.find((a) => a.kind === "static"));
    // both the possession and the artifact are played on a bearer that is Gandalf or a character with the signet
    const host = '"played-on-filter","args":{"host":{"filter":{"quantifier":"a","terms":[],"anyOf":[{"filter":{"quantifier":"a","terms":[{"op":"title"';
    expect(modifier.split(host).length - 1).toBe(2);
    expect(modifier).toContain('{"op":"noun","args":{"noun":"character"}},{"op":"has-signet"');
  });
});
