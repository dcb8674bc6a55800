/** Property tests: parse never throws, and every span it reports lies within the file and agrees with LineMap. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Span } from "../../compiler/diagnostics/diagnostic.ts";
import { LineMap } from "../../compiler/diagnostics/span.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { runs } from "../support/properties.ts";

const VALID = `game lotr-tcg
set 1 "The Fellowship of the Ring"

# Gimli
card 1U12 "Gimli" "Dwarf of Erebor" {
  unique Dwarven companion, Dwarf
  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn

  Damage +1.
  Fellowship: if the twilight pool has fewer than 2 twilight tokens, add (2) then place a card from hand beneath your draw deck.
}

card 1C3 "Axe Strike" {
  Dwarven event
  twilight 0
  Skirmish: make a Dwarf strength +2 (or +3 if he bears a [dwarven] hand weapon).
  Response: if a companion is about to take a wound, spot Gandalf then prevent that wound; draw a card.
  Shadow: remove (3) then reveal the top card of your draw deck. If it is a [moria] Orc, take it into hand. Otherwise, discard it.
}
`;

const PIECES = ["card", "game", "set", "then", "If", "Otherwise",  "1R13", "3", "+2", "-1", "(2)", "(X)", "[elven]", '"Glóin"', '"a\\"b', "{", "}", ",", ";", ":", ".", "(", ")", "Nazgûl", "Saruman's", "#c\n", "\n", "\r\n", "\r", " ", "\uFEFF", "@", "\\", "\u{1F600}", "\ud800"];

/** Why a span is wrong for the file, or undefined when it is right. */
function spanProblem(span: Span, lines: LineMap): string | undefined {
  if (!(span.start >= 0 && span.start <= span.end && span.end <= lines.text.length)) return `out of the file: ${JSON.stringify(span)}`;
  const expected = lines.span(span.start, span.end);
  const same = expected.line === span.line && expected.column === span.column && expected.endLine === span.endLine && expected.endColumn === span.endColumn;
  return same ? undefined : `lines/columns ${JSON.stringify(span)} disagree with LineMap ${JSON.stringify(expected)}`;
}

function checkParse(text: string): void {
  const lines = new LineMap(text);
  const { file, diagnostics } = parse(text, "fuzz.card");
  const problems: string[] = [];
  const check = (span: Span) => {
    const problem = spanProblem(span, lines);
    if (problem) problems.push(problem);
  };
  for (const d of diagnostics) {
    check(d.span);
    for (const fix of d.fixes ?? []) for (const edit of fix.edits) check(edit.span);
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const node = value as { span?: Span };
    if (node.span) check(node.span);
    for (const inner of Object.values(value)) if (inner && typeof inner === "object") visit(inner);
  };
  visit(file);
  expect(problems).toEqual([]);
}

type Mutation = { kind: "insert"; at: number; text: string } | { kind: "delete"; at: number; length: number } | { kind: "swap"; a: number; b: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: "binary", maxLength: 3 })) }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant("swap" as const), a: fc.nat(), b: fc.nat() }),
);

/** Applies mutations to a list of units (characters or tokens), positions taken modulo its length. */
function mutate(units: string[], mutations: Mutation[]): string {
  const out = [...units];
  for (const m of mutations) {
    const n = out.length + 1;
    if (m.kind === "insert") out.splice(m.at % n, 0, m.text);
    else if (m.kind === "delete") out.splice(m.at % n, m.length);
    else if (out.length > 1) {
      const a = m.a % out.length;
      const b = m.b % out.length;
      [out[a], out[b]] = [out[b]!, out[a]!];
    }
  }
  return out.join("");
}

const TOKENS = VALID.match(/\s+|"(?:[^"\\]|\\.)*"|[\p{L}\p{N}'’+-]+|\(\d\)|\[\w+\]|#[^\n]*|./gu)!;

describe("fuzz", () => {
  it("survives random strings", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 300 }), checkParse), { numRuns: runs(300) });
  });

  it("survives random sequences of Cardscript pieces", () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }), (pieces) => checkParse(pieces.join(""))), { numRuns: runs(400) });
  });

  it("survives character mutations of a valid file", () => {
    fc.assert(fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), (ms) => checkParse(mutate([...VALID], ms))), { numRuns: runs(200) });
  });

  it("survives token mutations of a valid file", () => {
    expect(TOKENS.join("")).toBe(VALID);
    fc.assert(fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), (ms) => checkParse(mutate(TOKENS, ms))), { numRuns: runs(200) });
  });
});
