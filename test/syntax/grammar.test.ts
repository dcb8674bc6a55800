/**
 * The grammar is checked here, once, instead of each time the compiler starts: the parser the compiler uses skips
 * chevrotain's validations and computes each decision's lookahead when first reached (syntax/lazy-lookahead.ts).
 */
import { describe, expect, it } from "vitest";
import { CardscriptParser } from "../../compiler/syntax/parser.ts";

describe("grammar", () => {
  it("passes chevrotain's validations (no left recursion, no ambiguous or empty alternatives)", () => {
    // a grammar with a definition error throws when the parser is made
    expect(() => new CardscriptParser({ validate: true })).not.toThrow();
  });
});
