import { readFileSync, readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { semanticCodes } from "../../compiler/diagnostics/codes/semantic.ts";

const dir = new URL("../../compiler/semantics/", import.meta.url);
const used = new Set(readdirSync(dir).flatMap((f) => [...readFileSync(new URL(f, dir), "utf8").matchAll(/"(CS[23]\d{3})"/g)].map((m) => m[1]!)));

test("every code the checker reports is declared, once, with its documentation", () => {
  const declared = semanticCodes.map((c) => c.code);
  expect(new Set(declared).size).toBe(declared.length);
  expect([...used].filter((c) => !declared.includes(c))).toEqual([]);
  for (const c of semanticCodes) {
    expect(c.code).toMatch(/^CS[23]\d{3}$/);
    expect(c.title.length * c.description.length * c.example.length).toBeGreaterThan(0);
  }
});

test("every declared code is reported somewhere", () => {
  expect(semanticCodes.map((c) => c.code).filter((c) => !used.has(c))).toEqual([]);
});
