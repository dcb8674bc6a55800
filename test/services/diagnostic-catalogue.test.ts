import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { glob } from "tinyglobby";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { allCodes } from "../../compiler/diagnostics/codes/index.ts";
import { ioCodes } from "../../compiler/diagnostics/codes/io.ts";
import { diagnosticsDocPath, renderDiagnosticsDoc } from "../../scripts/diagnostics-doc.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Every `CSdddd` written as a whole string literal (or template) in a file; comments are not code. */
function codesInStrings(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const found: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral) {
      const value = scanner.getTokenValue();
      if (/^CS\d{4}$/.test(value)) found.push(value);
    }
  }
  return found;
}

describe("diagnostic catalogue", () => {
  it("has unique codes of the form CSdddd", () => {
    const codes = allCodes.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^CS\d{4}$/);
  });

  it("gives every entry a title, a description and an example", () => {
    for (const c of allCodes) {
      expect(c.title.trim(), c.code).not.toBe("");
      expect(c.description.trim(), c.code).not.toBe("");
      expect(c.example.trim(), c.code).not.toBe("");
    }
  });

  it("keeps the I/O codes in CS9xxx", () => {
    for (const c of ioCodes) expect(c.code).toMatch(/^CS9\d{3}$/);
  });

  it("catalogues every code used under compiler/", async () => {
    const files = await glob("compiler/**/*.ts", { cwd: root });
    const known = new Set(allCodes.map((c) => c.code));
    const missing: string[] = [];
    for (const file of files) {
      for (const code of codesInStrings(readFileSync(join(root, file), "utf8"))) {
        if (!known.has(code)) missing.push(`${code} in ${file}`);
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it("finds codes in string literals but not in comments", () => {
    expect(codesInStrings(`// "CS1234"\nconst a = "CS2001", b = 'CS9001', c = \`CS3001\`, d = "CS12";`)).toEqual(["CS2001", "CS9001", "CS3001"]);
  });

  it("has an up-to-date docs/diagnostics.md (run `npm run docs:diagnostics`)", () => {
    expect(readFileSync(diagnosticsDocPath, "utf8")).toBe(renderDiagnosticsDoc());
  });

  it("lists every code in the doc table", () => {
    const doc = renderDiagnosticsDoc();
    for (const c of allCodes) expect(doc).toContain(`| ${c.code} | ${c.severity} | `);
  });
});
