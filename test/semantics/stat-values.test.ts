/**
 * List-valued stats (`StatDecl.value` "range" and "words"), end to end with a test-only vocabulary
 * (stat-values/vocabulary.ts, passed through `check`'s `vocabularies`; no registered game has such stats):
 * the parser's stat lines, the checker's values and diagnostics, the JSON and its schema, the English of the
 * values, and the formatter.
 *
 * Each stat-values/*.card fixture has its baselines beside it: `<name>.diagnostics.txt` (every diagnostic with
 * its code, span, severity, message, expected, found and first fix), `<name>.json` (the cards as `cardc build`
 * writes them) and `<name>.stats.txt` (each card's stats in English, and its hover summary). After a deliberate
 * change, rewrite them with `ACCEPT_STAT_VALUES=1 npx vitest run test/semantics/stat-values.test.ts` and review
 * the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { emitJson } from "../../compiler/emit/json.ts";
import { cardsInIdOrder } from "../../compiler/emit/paths.ts";
import { setSchema } from "../../compiler/emit/schema.ts";
import { formatText } from "../../compiler/format/prettier-plugin.ts";
import type { CardIR } from "../../compiler/ir/ir.ts";
import { rangesText, renderStatValue } from "../../compiler/render/stat-values.ts";
import { check } from "../../compiler/semantics/check.ts";
import { cardSummary } from "../../compiler/services/ide/describe.ts";
import { newCardSnippet } from "../../compiler/services/ide/snippets.ts";
import type { StatNode } from "../../compiler/syntax/ast.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { statValueText } from "../../compiler/syntax/stat-values.ts";
import type { StatValue } from "../../runtime/core/cards.ts";
import { stripSpans } from "../syntax/strip-spans.ts";
import { statValuesVocabulary as vocab } from "./stat-values/vocabulary.ts";

const DIR = join(import.meta.dirname, "stat-values");
const GAME = vocab.game;
const vocabularies = { [GAME]: vocab };
const accept = process.env.ACCEPT_STAT_VALUES === "1";

function compile(text: string, path = "t.card") {
  const parsed = parse(text, path);
  const checked = check([parsed.file], { vocabularies });
  return { parsed, checked, diagnostics: [...parsed.diagnostics, ...checked.diagnostics], cards: cardsInIdOrder(checked.sets.flatMap((s) => s.cards)) };
}

/** A file of one card whose stat line is `stats`. */
function oneCard(stats: string, type = "Red field"): string {
  return `game ${GAME}\nset 1\n\ncard red-1 "A" {\n  ${type}\n  ${stats}\n}\n`;
}

function where(d: { span: Diagnostic["span"] }): string {
  return `${d.span.line}:${d.span.column}-${d.span.endLine}:${d.span.endColumn}`;
}

/** Every fact of a diagnostic the baseline pins down. */
function describeDiagnostic(d: Diagnostic): string {
  const lines = [`${where(d)} ${d.code} ${d.severity} ${d.message}`, `  expected: ${d.expected ?? "-"}`, `  found: ${d.found ?? "-"}`];
  for (const fix of d.fixes ?? []) for (const e of fix.edits) lines.push(`  fix: ${fix.title}: ${where(e)} -> ${JSON.stringify(e.newText)}`);
  for (const r of d.related ?? []) lines.push(`  related: ${where(r)} ${r.message}`);
  return lines.join("\n") + "\n";
}

function statsText(cards: CardIR[]): string {
  return cards
    .map((card) => {
      const stats = vocab.stats.filter((s) => card[s.name] !== null).map((s) => `  ${s.name} ${renderStatValue(s, card[s.name] as StatValue, vocab)}`);
      return [`${card.id}`, ...stats, `  hover: ${cardSummary(card, vocab).split("\n")[1]}`].join("\n") + "\n";
    })
    .join("");
}

function baselines(name: string): { path: string; actual: string }[] {
  const { diagnostics, cards } = compile(readFileSync(join(DIR, name), "utf8"), `stat-values/${name}`);
  const sorted = [...diagnostics].sort((a, b) => a.span.start - b.span.start || a.code.localeCompare(b.code));
  const base = join(DIR, name.replace(/\.card$/, ""));
  return [
    { path: `${base}.diagnostics.txt`, actual: sorted.map(describeDiagnostic).join("") },
    { path: `${base}.json`, actual: emitJson(cards, vocab, { pretty: true }) },
    { path: `${base}.stats.txt`, actual: statsText(cards) },
  ];
}

const fixtures = readdirSync(DIR).filter((f) => f.endsWith(".card")).sort();
const clean = ["ranges.card", "words.card"];

describe("stat value fixtures (test/semantics/stat-values)", () => {
  it("has the fixtures", () => expect(fixtures).toEqual(["range-errors.card", "ranges.card", "stat-line-errors.card", "words-errors.card", "words.card"]));
  for (const name of fixtures) {
    for (const { path, actual } of baselines(name)) {
      it(`${name}: ${path.slice(path.lastIndexOf("/") + 1)}`, () => {
        if (accept) writeFileSync(path, actual);
        if (!existsSync(path)) expect.fail(`missing baseline ${path}; actual:\n${actual}`);
        expect(actual).toBe(readFileSync(path, "utf8"));
      });
    }
  }

  it("the clean fixtures check without a diagnostic", () => {
    for (const name of clean) expect(compile(readFileSync(join(DIR, name), "utf8")).diagnostics, name).toEqual([]);
  });

  it("the emitted JSON satisfies the set's schema, which knows the list stats", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    for (const name of clean) {
      const { checked, cards } = compile(readFileSync(join(DIR, name), "utf8"));
      const validate = ajv.compile(setSchema(checked.sets[0]!, vocab));
      expect(validate(JSON.parse(emitJson(cards, vocab))), JSON.stringify(validate.errors)).toBe(true);
      const broken = JSON.parse(emitJson(cards, vocab));
      broken[0].level = [0, 3];
      broken[0].defenders = ["red", "red"];
      broken[0].attackers = ["purple"];
      expect(validate(broken)).toBe(false);
    }
    const schema = setSchema({ game: GAME, number: 1, name: null, cards: [] } as never, vocab) as { $defs: { card: { properties: Record<string, unknown> } } };
    expect(schema.$defs.card.properties.level).toEqual({ anyOf: [{ type: "array", items: { type: "integer", minimum: 1, maximum: 20 }, minItems: 1, uniqueItems: true }, { type: "null" }] });
    expect(schema.$defs.card.properties.attackers).toEqual({
      anyOf: [{ type: "array", items: { type: "string", enum: ["red", "blue", "dunedain", "grey", "black"] }, minItems: 1, uniqueItems: true }, { type: "null" }],
    });
    // a words list of several words cannot be written on a stat line, so the schema leaves it out
    expect((schema.$defs.card.properties.zones as { anyOf: [{ items: { enum: string[] } }] }).anyOf[0].items.enum).toEqual(["hand", "deck"]);
  });

  it("formats every fixture idempotently, keeping its tree", async () => {
    for (const name of fixtures) {
      const text = readFileSync(join(DIR, name), "utf8");
      const { formatted, diagnostics } = await formatText(text, name);
      if (name === "stat-line-errors.card") {
        // the ending comma and 'and' are syntax errors: the formatter refuses the file
        expect(diagnostics.map((d) => d.code)).toEqual(["CS1022", "CS1022"]);
        continue;
      }
      expect(diagnostics, name).toEqual([]);
      expect(formatted, name).toBe(text);
    }
  });
});

describe("stat lines (parser)", () => {
  const stats = (line: string) => parse(oneCard(line), "t.card").file.cards[0]!.stats;
  const shape = (line: string) => stats(line).map((s) => `${s.name.text}:${s.value.kind}(${statValueText(s.value)})`);

  it("reads ranges and lists of numbers and ranges", () => {
    expect(shape("level 3-6")).toEqual(["level:range(3-6)"]);
    expect(shape("level 7")).toEqual(["level:number(7)"]);
    expect(shape("level 1-3, 5-9")).toEqual(["level:statList(1-3, 5-9)"]);
    expect(shape("level 4, 8-9, score 2")).toEqual(["level:statList(4, 8-9)", "score:number(2)"]);
    expect(shape("score 2, level 1-3, 5-9, cost 2")).toEqual(["score:number(2)", "level:statList(1-3, 5-9)", "cost:number(2)"]);
    expect(shape("level 1-3,5-9")).toEqual(["level:statList(1-3, 5-9)"]);
    expect(shape("level 3 -6")).toEqual(["level:range(3-6)"]);
  });

  it("gives a range's numbers their own spans (the second without its '-')", () => {
    const [level] = stats("level 12-14");
    expect(level!.value).toMatchObject({ kind: "range", from: { value: 12, span: { column: 9, endColumn: 11 } }, to: { value: 14, span: { column: 12, endColumn: 14 } } });
  });

  it("reads lists of words joined by commas and 'and'", () => {
    expect(shape("defenders Red and Blue")).toEqual(["defenders:statList(Red and Blue)"]);
    expect(shape("attackers Grey, Black and Dúnedain")).toEqual(["attackers:statList(Grey, Black and Dúnedain)"]);
    expect(shape("attackers Grey, Black, and Dúnedain, score 2")).toEqual(["attackers:statList(Grey, Black, and Dúnedain)", "score:number(2)"]);
    expect(shape("attackers Black")).toEqual(["attackers:word(Black)"]);
    expect(shape("attackers Red, Blue, defenders Grey and Black, score 1")).toEqual(["attackers:statList(Red, Blue)", "defenders:statList(Grey and Black)", "score:number(1)"]);
  });

  it("after a number, a word after a comma starts a stat, with or without its value", () => {
    expect(shape("score 2, level")).toEqual(["score:number(2)", "level:statList()"]);
    expect(shape("level, score 2")).toEqual(["level:statList()", "score:number(2)"]);
  });

  it("keeps the stat lines of every existing shape, and a sentence on the second line a sentence", () => {
    expect(shape("twilight 2, strength 6, vitality 3, resistance 6, signet Frodo")).toEqual([
      "twilight:number(2)",
      "strength:number(6)",
      "vitality:number(3)",
      "resistance:number(6)",
      "signet:word(Frodo)",
    ]);
    for (const sentence of ["Swift.", "Main: exert Red and Blue.", "Swift and Walled", "level"]) expect(stats(sentence), sentence).toEqual([]);
  });

  it("reports a comma ending the stat line, and its fix removes it", () => {
    const text = oneCard("score 2, level 1-3,");
    const { diagnostics, file } = parse(text, "t.card");
    expect(diagnostics.map((d) => [d.code, where(d), d.message, d.expected, d.found])).toEqual([
      ["CS1022", "6:21-6:22", "expected another stat after ',', found the end of the line", "another stat after ','", "the end of the line"],
    ]);
    expect(file.cards[0]!.stats.map((s: StatNode) => s.name.text)).toEqual(["score", "level"]);
    const edit = diagnostics[0]!.fixes![0]!.edits[0]!;
    expect(parse(text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end), "t.card").diagnostics).toEqual([]);
  });

  it("reports an 'and' ending the stat line, and its fix removes it with the space before it", () => {
    const text = oneCard("attackers Grey and");
    const { diagnostics, file } = parse(text, "t.card");
    expect(diagnostics.map((d) => [d.code, where(d), d.message, d.expected, d.found])).toEqual([
      ["CS1022", "6:18-6:21", "expected another item after 'and', found the end of the line", "another item after 'and'", "the end of the line"],
    ]);
    expect(file.cards[0]!.stats.map((s: StatNode) => statValueText(s.value))).toEqual(["Grey"]);
    const edit = diagnostics[0]!.fixes![0]!.edits[0]!;
    expect(text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end)).toBe(oneCard("attackers Grey"));
  });
});

describe("stat values (checker)", () => {
  const value = (line: string, type?: string) => {
    const { cards, diagnostics } = compile(oneCard(line, type));
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    return cards[0]!;
  };

  it("a range stat's value is the sorted numbers, each once", () => {
    expect(value("level 1-3, 5-9").level).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    expect(value("level 4, 8-9").level).toEqual([4, 8, 9]);
    expect(value("level 7").level).toEqual([7]);
    expect(value("level 9-12, 1, 5-5").level).toEqual([1, 5, 9, 10, 11, 12]);
    expect(value("score 3").level).toBeNull();
  });

  it("a words stat's value is the ids in written order", () => {
    expect(value("attackers Grey, Black and Dúnedain").attackers).toEqual(["grey", "black", "dunedain"]);
    expect(value("defenders Blue and Red").defenders).toEqual(["blue", "red"]);
    expect(value("traits Walled").traits).toEqual(["walled"]);
  });

  it("applying each fix clears its diagnostic", () => {
    const cases: [string, string, string][] = [
      ["level 6-3", "CS3037", "level 3-6"],
      ["level 1-3 and 5", "CS3036", "level 1-3, 5"],
      ["level 1-5, 3-7", "CS3038", "level 1-7"],
      ["level +4", "CS3033", "level 4"],
      ["attackers Rde and Dunedain", "CS3033", "attackers Red and Dunedain"],
      ["traits Swfit", "CS3033", "traits Swift"],
    ];
    for (const [line, code, fixed] of cases) {
      const text = oneCard(line);
      const d = compile(text).diagnostics.find((x) => x.code === code)!;
      expect(d, line).toBeDefined();
      const edit = d.fixes![0]!.edits[0]!;
      const after = text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.end);
      expect(after, line).toBe(oneCard(fixed));
    }
  });

  it("never throws on garbled stat lines", () => {
    const pieces = ["level", "attackers", "cost", "signet", "score", "1", "3-6", "6-3", "1-2-3", "+2", "-4", "Red", "Dúnedain", "and", ",", ", and", "-", "X", "99999999999999999999", "0-5000"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const { diagnostics } = compile(oneCard(parts.join(" ")));
        for (const d of diagnostics) expect(d.code).toMatch(/^CS\d{4}$/);
      }),
    );
  });
});

describe("stat values in English", () => {
  const decl = (name: string) => vocab.stats.find((s) => s.name === name)!;

  it("writes ranges back in their shortest form and words as a list", () => {
    expect(renderStatValue(decl("level"), [1, 2, 3, 5, 6, 7, 8, 9], vocab)).toBe("1-3, 5-9");
    expect(renderStatValue(decl("level"), [4, 8, 9], vocab)).toBe("4, 8-9");
    expect(renderStatValue(decl("level"), [7], vocab)).toBe("7");
    expect(renderStatValue(decl("defenders"), ["red", "blue"], vocab)).toBe("Red and Blue");
    expect(renderStatValue(decl("attackers"), ["grey", "black", "dunedain"], vocab)).toBe("Grey, Black and Dúnedain");
    expect(renderStatValue(decl("attackers"), ["black"], vocab)).toBe("Black");
    expect(renderStatValue(decl("cost"), 3, vocab)).toBe("3");
  });

  it("a value written back reads as the same value", () => {
    for (const name of clean) {
      for (const card of compile(readFileSync(join(DIR, name), "utf8")).cards) {
        const line = vocab.stats.filter((s) => card[s.name] !== null).map((s) => `${s.name} ${renderStatValue(s, card[s.name] as StatValue, vocab)}`).join(", ");
        const again = compile(oneCard(line, `${card.culture === "red" ? "Red" : "Blue"} ${card.type}`));
        expect(again.diagnostics, line).toEqual([]);
        for (const s of vocab.stats) expect(again.cards[0]![s.name], `${card.id} ${s.name}`).toEqual(card[s.name]);
      }
    }
  });

  it("a new card's snippet gives a list stat a value of its kind", () => {
    const type = { id: "army", word: "army", stats: { required: ["level", "attackers"], optional: [] }, second: "none" as const };
    expect(newCardSnippet(type, vocab)).toContain("level ${3:1-20}, attackers ${4:Red}");
  });
});

describe("ranges, property", () => {
  const sets = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 }).map((xs) => xs.sort((a, b) => a - b));

  it("any sorted set of numbers 1-20 written as ranges parses back to itself", () => {
    fc.assert(
      fc.property(sets, (numbers) => {
        const { cards, diagnostics } = compile(oneCard(`level ${rangesText(numbers)}, score 1`));
        expect(diagnostics).toEqual([]);
        expect(cards[0]!.level).toEqual(numbers);
        expect(cards[0]!.score).toBe(1);
      }),
    );
  });

  it("written as any runs, in any order, with any spacing, it reads as the same set", () => {
    const written = sets.chain((numbers) => {
      // cut the sorted numbers into runs of consecutive numbers, at the gaps and wherever the cuts fall
      return fc.tuple(fc.constant(numbers), fc.array(fc.boolean(), { minLength: numbers.length, maxLength: numbers.length }), fc.func(fc.integer()), fc.constantFrom(",", ", ", " , "));
    });
    fc.assert(
      fc.property(written, ([numbers, cuts, order, comma]) => {
        const runs: number[][] = [];
        numbers.forEach((n, i) => {
          const last = runs[runs.length - 1];
          if (last && !cuts[i] && last[last.length - 1] === n - 1) last.push(n);
          else runs.push([n]);
        });
        const items = runs.map((r) => (r.length === 1 ? String(r[0]) : `${r[0]}-${r[r.length - 1]}`));
        items.sort((a, b) => order(a) - order(b) || a.localeCompare(b));
        const { cards, diagnostics } = compile(oneCard(`level ${items.join(comma)}`));
        expect(diagnostics).toEqual([]);
        expect(cards[0]!.level).toEqual(numbers);
      }),
    );
  });

  it("formats any such stat line to one that parses to the same tree", async () => {
    await fc.assert(
      fc.asyncProperty(sets, fc.constantFrom(",", " ,  "), async (numbers, comma) => {
        const text = oneCard(`level ${rangesText(numbers).replaceAll(", ", comma)}`);
        const { formatted } = await formatText(text, "t.card");
        expect(formatted).toBe(oneCard(`level ${rangesText(numbers)}`));
        expect(stripSpans(parse(formatted!, "t.card").file)).toEqual(stripSpans(parse(text, "t.card").file));
      }),
      { numRuns: 30 },
    );
  });
});
