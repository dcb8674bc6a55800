import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../runtime");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

/** Every module specifier in import/export-from statements and dynamic/type imports. */
function specifiers(text: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;
  for (const m of text.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3])!);
  return out;
}

const node = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

describe("runtime layering", () => {
  const all = files(root);

  it("finds the runtime's files and their imports", () => {
    expect(all.length).toBeGreaterThan(10);
    expect(specifiers('import { a } from "./x.ts";\nexport { b } from "../y.ts";\nconst c = import("z");')).toEqual(["./x.ts", "../y.ts", "z"]);
  });

  it("imports nothing from compiler/ or lsp/ and no Node built-in module", () => {
    const bad: string[] = [];
    for (const f of all) {
      for (const s of specifiers(readFileSync(f, "utf8"))) {
        const target = s.startsWith(".") ? relative(root, join(f, "..", s)) : s;
        if (target.startsWith("..") || node.has(s) || s.startsWith("node:")) bad.push(`${relative(root, f)} → ${s}`);
        if (/(^|\/)(compiler|lsp)\//.test(s)) bad.push(`${relative(root, f)} → ${s}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
