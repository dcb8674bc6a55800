import { describe, expect, it } from "vitest";
import { acted, actor, passed, startProcedure } from "../../runtime/core/procedure.ts";
import { canonicalJson, hashString } from "../../runtime/core/digest.ts";

describe("action procedure", () => {
  it("the first player acts first, players alternate, and it ends only when all pass in a row", () => {
    const p = startProcedure(["fp", "shadow"]);
    expect(actor(p)).toBe("fp");
    expect(passed(p)).toBe(false);
    expect(actor(p)).toBe("shadow");
    acted(p); // the Shadow acts: the passes so far no longer count
    expect(actor(p)).toBe("fp");
    expect(passed(p)).toBe(false);
    expect(passed(p)).toBe(true);
    expect(p.actions).toBe(1);
  });

  it("a one-player procedure (fellowship, shadow) ends at the first pass", () => {
    const p = startProcedure(["fp"]);
    acted(p);
    expect(actor(p)).toBe("fp");
    expect(passed(p)).toBe(true);
  });
});

describe("digest helpers", () => {
  it("canonical JSON sorts keys at every level and drops undefined fields", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe('{"a":{"d":[2,{"e":0,"f":1}]},"b":1}');
  });

  it("the hash is stable and spreads small changes", () => {
    expect(hashString("abc")).toBe(hashString("abc"));
    expect(hashString("abc")).not.toBe(hashString("abd"));
    expect(hashString("abc")).toMatch(/^[0-9a-f]{14}$/);
  });
});
