/**
 * The workspace converts LSP positions (0-based line, UTF-16 character) to offsets and back from its chunks,
 * without the whole text; it must agree with an editor's document (vscode-languageserver-textdocument),
 * clamping included, after any edits.
 */
import fc from "fast-check";
import { TextDocument } from "vscode-languageserver-textdocument";
import { describe, expect, it } from "vitest";
import { Workspace } from "../../compiler/services/ide/index.ts";
import { runs } from "../support/properties.ts";

const HEADER = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n';
const piece = fc.constantFrom("\n", "\r\n", "\r", "card 1C1 \"A\" {\n  Dwarven event\n", "  exert Gimli.\n", "}\n", "card ", "x", "é", "\ud83d\ude00", "# c\r\n", "\t");
const text = fc.tuple(fc.boolean(), fc.array(piece, { maxLength: 30 })).map(([header, parts]) => (header ? HEADER : "") + parts.join(""));
const position = fc.record({ line: fc.integer({ min: -2, max: 40 }), character: fc.integer({ min: -2, max: 60 }) });
const edit = fc.record({ start: position, end: position, insert: piece });

describe("workspace positions", () => {
  it("agree with an editor's document on offsets and positions, after any edits", () => {
    fc.assert(
      fc.property(text, fc.array(edit, { maxLength: 6 }), fc.array(position, { minLength: 1, maxLength: 10 }), (initial, edits, probes) => {
        const ws = new Workspace();
        ws.setFile("/p.card", initial);
        let doc = TextDocument.create("file:///p.card", "cardscript", 1, initial);
        for (const e of edits) {
          const a = ws.offsetAt("/p.card", e.start.line, e.start.character);
          const b = ws.offsetAt("/p.card", e.end.line, e.end.character);
          expect([a, b]).toEqual([doc.offsetAt(e.start), doc.offsetAt(e.end)]);
          ws.editFile("/p.card", a, b, e.insert);
          const [from, to] = a <= b ? [a, b] : [b, a];
          doc = TextDocument.update(doc, [{ range: { start: doc.positionAt(from), end: doc.positionAt(to) }, text: e.insert }], doc.version + 1);
          expect(ws.text("/p.card")).toBe(doc.getText());
        }
        for (const p of probes) expect(ws.offsetAt("/p.card", p.line, p.character)).toBe(doc.offsetAt(p));
        for (let offset = -1; offset <= doc.getText().length + 1; offset++) expect(ws.positionAt("/p.card", offset)).toEqual(doc.positionAt(offset));
      }),
      { numRuns: runs(300) },
    );
  });

  it("answers for a file it does not hold without throwing", () => {
    const ws = new Workspace();
    expect(ws.offsetAt("/none.card", 3, 4)).toBe(0);
    expect(ws.positionAt("/none.card", 9)).toEqual({ line: 0, character: 0 });
  });
});
