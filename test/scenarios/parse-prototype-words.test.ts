/** Statement words that name Object.prototype members are unknown words, not crashes (found by the parse property test). */
import { describe, expect, it } from "vitest";
import { parseScenarios } from "../../runtime/scenario/parse.ts";

describe("scenario statements named like Object.prototype members", () => {
  it.each(["constructor", "__proto__", "expect toString", "expect constructor"])("'%s' is an unknown-word diagnostic", (line) => {
    const { diagnostics } = parseScenarios(`scenario "x"\n  ${line}\n`, "f");
    expect(diagnostics.map((d) => d.code)).toContain("CS4101");
  });
});
