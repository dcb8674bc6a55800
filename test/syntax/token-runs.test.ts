/** A file parsed run by run (syntax/token-runs.ts) gives the tree and diagnostics of the file parsed at once. */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "../../compiler/syntax/parse.ts";
import { tokenRuns } from "../../compiler/syntax/token-runs.ts";

const dir = fileURLToPath(new URL("../../cards/lotr-tcg/set01", import.meta.url));
const starters = readdirSync(dir)
  .filter((f) => f.endsWith(".card"))
  .sort()
  .map((f) => readFileSync(`${dir}/${f}`, "utf8"));

// runs end only at a `}` before a `card` line, so each of these puts a boundary in a different kind of place
const broken = [
  'game lotr-tcg\nset 1\nkeyword Tentacle "a word"\ncard 1U1 "A" {\n  Dwarf event\n}\nkeyword Late "after a card"\ncard 1U2 "B" {\n  Elf event\n}\n',
  // a run that starts with a card cut short: the declaration after it still comes after a card
  'game lotr-tcg\nset 1\ncard 1U1 "A" {\n  Dwarf event\n}\ncard . }\nkeyword Late "after a card"\ncard 1U3 "C" {\n  Elf event\n}\n',
  'game lotr-tcg\nset 1\ncard . }\ncard 1U2 "B" {\n  Elf event\n  Skirmish: make a Dwarf strength +2 (or +3\n}\ncard 1U3 "C" {\n',
  'game lotr-tcg\nset 1\ncard 1U1 "A" {\n  Dwarf event\n  Discard a\n  card from hand.\n}\n}\ncard F4 "Merry" {\n  Hobbit\n}\n# a comment }\ncard 1U5 "E" { x',
  "@@@\n}\ncard 1U1 \"A\" {\r\n  Dwarf event\r\n}\r\ncard 1U2 \"B\" {\u2028card 1U3 \"C\" {\n\"open string }\ncard 1U4 \"D\" {}\n",
];

describe("token runs", () => {
  it("parse the same as the whole file, wherever the runs end", () => {
    for (const text of [...starters, starters.join("\n"), ...broken]) {
      const whole = parse(text, "t.card", Infinity);
      for (const runLength of [1, 40, 2000]) expect(parse(text, "t.card", runLength)).toStrictEqual(whole);
    }
  });

  it("cut a file of many cards into runs, each ending with '}', with offsets into the whole text", () => {
    const text = starters.join("\n");
    const { runs } = tokenRuns(text, 2000);
    const all = [...runs];
    expect(all.length).toBeGreaterThan(5);
    for (const run of all.slice(0, -1)) expect(run[run.length - 1]!.image).toBe("}");
    for (const token of all.flat()) expect(text.startsWith(token.image, token.startOffset)).toBe(true);
  });
});
