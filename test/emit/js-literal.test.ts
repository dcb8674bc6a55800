import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsLiteral, jsString } from "../../compiler/emit/js-literal.ts";
import { cardsInIdOrder } from "../../compiler/emit/paths.ts";
import { HOSTILE, card } from "./sample-set.ts";

const evaluate = (source: string): unknown => new Function(`return (${source});`)();

describe("jsLiteral / jsString", () => {
  it("evaluates back to the same JSON data, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(evaluate(jsLiteral(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it("keeps `__proto__` an own property and drops undefined members", () => {
    const value = evaluate(jsLiteral(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'))) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "a"]);
    expect(jsLiteral({ a: undefined, b: [Number.NaN] })).toBe('{"b":[null]}');
    expect(jsLiteral({ __proto__: null, x: [undefined, { ["__proto__"]: 1, y: undefined }] })).toBe('{"x":[null,{["__proto__"]:1}]}');
  });

  it("writes hostile strings as one-line literals that are also valid JSON", () => {
    for (const s of HOSTILE) {
      const literal = jsString(s);
      expect(literal).not.toMatch(/[\n\r\u2028\u2029<>]/);
      expect(JSON.parse(literal)).toBe(s);
      expect(evaluate(literal)).toBe(s);
    }
  });
});

describe("cardsInIdOrder", () => {
  it("orders by card number, then by id, ids without a number last", () => {
    const ids = ["1U120", "PROMO", "1C2", "1R13", "2C13", "1P1"];
    expect(cardsInIdOrder(ids.map((id) => card({ id, title: id }))).map((c) => c.id)).toEqual(["1P1", "1C2", "1R13", "2C13", "1U120", "PROMO"]);
  });
});
