import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import plugin, { formatText, languages } from "../../compiler/format/prettier-plugin.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { stripSpans } from "../syntax/strip-spans.ts";
import { runs } from "../support/properties.ts";

const FIXTURES = join(import.meta.dirname, "fixtures");
const inputs = readdirSync(FIXTURES).filter((f) => f.endsWith(".card") && !f.endsWith(".formatted.card"));

/** Formats a valid text, failing the test when the formatter refuses. */
async function formatted(text: string): Promise<string> {
  const result = await formatText(text, "t.card");
  expect(result.diagnostics).toEqual([]);
  return result.formatted!;
}

function tree(text: string): unknown {
  return stripSpans(parse(text, "t.card").file);
}

describe("formatter fixtures (test/format/fixtures)", () => {
  it("has fixtures", () => expect(inputs.length).toBeGreaterThanOrEqual(3));
  for (const name of inputs) {
    const input = readFileSync(join(FIXTURES, name), "utf8");
    const expected = readFileSync(join(FIXTURES, name.replace(/\.card$/, ".formatted.card")), "utf8");
    it(`${name}: formats to ${name.replace(/\.card$/, ".formatted.card")}, idempotently, keeping the tree`, async () => {
      const output = await formatted(input);
      expect(output).toBe(expected);
      expect(await formatted(output)).toBe(output);
      const { comments: before, ...restBefore } = tree(input) as { comments: unknown[] };
      const { comments: after, ...restAfter } = tree(output) as { comments: unknown[] };
      expect(restAfter).toEqual(restBefore);
      expect(after).toEqual(before);
    });
  }
});

describe("formatText", () => {
  it("refuses a file with syntax errors and says why", async () => {
    const result = await formatText('card 1R1 "A" {\n  Dwarven event\n  Skirmish: draw a card\n}', "bad.card");
    expect(result.formatted).toBeUndefined();
    expect(result.diagnostics.map((d) => d.code)).toEqual(["CS1001"]);
  });

  it("formats CRLF input to LF and an empty file to nothing", async () => {
    expect(await formatted('game lotr-tcg\r\ncard 1R1 "A" {\r\n  site\r\n}\r\n')).toBe('game lotr-tcg\n\ncard 1R1 "A" {\n  site\n}\n');
    expect(await formatted("")).toBe("");
  });

  it("is a prettier plugin for .card files", async () => {
    expect(languages[0]).toMatchObject({ name: "Cardscript", extensions: [".card"] });
    const out = await format('card 1R1 "A" {\n site\n}', { parser: "cardscript", plugins: [plugin] });
    expect(out).toBe('card 1R1 "A" {\n  site\n}\n');
    await expect(format("card {", { parser: "cardscript", plugins: [plugin] })).rejects.toThrow(/CS1007/);
  });
});

describe("formatter properties", () => {
  const space = fc.constantFrom(" ", "  ", "\t", "\n   ", " # note\n  ");
  const word = fc.constantFrom("exert", "Gimli", "card", "game", "set", "Nazgûl", "Saruman's", "Ring-bearer", "thence", "draw", "a");
  const element = fc.oneof(
    { weight: 6, arbitrary: word },
    fc.constantFrom("3", "+2", "-1", "(2)", "(X)", "[dwarven]", '"The \\"Balrog\\""', '"back\\\\slash"'),
  );
  const clause = fc.array(element, { minLength: 1, maxLength: 4 });
  const groupOrClause = fc.tuple(clause, fc.option(clause, { nil: undefined })).map(([c, g]) => (g ? [...c, `(${g.join(" ")})`] : c));
  const sep = fc.constantFrom(",", ";", " then", ":");
  const sentence = fc
    .tuple(fc.option(fc.constantFrom("Skirmish", "Fellowship or Regroup", "Response"), { nil: undefined }), groupOrClause, fc.array(fc.tuple(sep, groupOrClause), { maxLength: 3 }), space)
    .map(([label, first, rest, ws]) => `${label ? `${label}:${ws}` : ""}${first.join(ws)}${rest.map(([s, c]) => `${s}${ws}${c.join(" ")}`).join("")}.`);
  const card = fc
    .tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom("unique Dwarven companion, Dwarf", "site", "Moria minion, Orc"), fc.boolean(), fc.array(sentence, { maxLength: 4 }), space)
    .map(([n, kind, stats, sentences, ws]) => `card 1R${n} "T${n}" {\n  ${kind}${stats ? `\n  twilight ${n}, strength +1, signet Frodo` : ""}\n${sentences.map((s) => `${ws}${s}\n`).join("")}}\n`);
  const file = fc.tuple(fc.boolean(), fc.array(card, { maxLength: 3 }), fc.constantFrom("\n", "\n\n", "\r\n", "\n# c\n")).map(([header, cards, between]) => `${header ? 'game lotr-tcg\nset 1 "S"\n' : ""}${cards.join(between)}`);

  it("keeps the tree and is idempotent on valid files", async () => {
    await fc.assert(
      fc.asyncProperty(file, async (text) => {
        fc.pre(parse(text, "t.card").diagnostics.length === 0);
        const once = await formatted(text);
        expect(await formatted(once)).toBe(once);
        const { comments: _a, ...before } = tree(text) as { comments: unknown[] };
        const { comments: _b, ...after } = tree(once) as { comments: unknown[] };
        expect(after).toEqual(before);
        expect((tree(once) as { comments: unknown[] }).comments).toHaveLength((tree(text) as { comments: unknown[] }).comments.length);
      }),
      { numRuns: runs(150) },
    );
  });
});
