/** cardscript.json: bad files get diagnostics at the bad value (fixtures/bad/, expected.json), never an exception. */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { projectDefaults, projectSchema, readProjectFile } from "../../compiler/project/project-file.ts";
import { parseJsonWithRanges } from "../../compiler/project/json-spans.ts";
import { findProjectFile, openProject, projectContext, projectFiles, readProject } from "../../compiler/services/project.ts";
import { codeInfo } from "../../compiler/diagnostics/codes/index.ts";

const bad = join(import.meta.dirname, "fixtures", "bad");
const repo = resolve(import.meta.dirname, "../..");
const expected = JSON.parse(readFileSync(join(bad, "expected.json"), "utf8")) as Record<string, [string, number, number][]>;

describe("reading cardscript.json", () => {
  it.each(readdirSync(bad).filter((f) => f !== "expected.json"))("%s: diagnostics at the bad value, and the defaults", (name) => {
    const { settings, diagnostics } = readProjectFile(readFileSync(join(bad, name), "utf8"), name);
    expect(diagnostics.map((d) => [d.code, d.span.line, d.span.column])).toEqual(expected[name]);
    for (const d of diagnostics) {
      expect(codeInfo(d.code)).toBeDefined();
      expect(d.expected && d.found, d.message).toBeTruthy();
    }
    expect(settings.include).toEqual(projectDefaults().include);
  });

  it("takes what a good file gives, and defaults the rest", () => {
    const { settings, diagnostics } = readProjectFile('{ "include": ["sets/**/*.card"], "exclude": ["sets/old/**"] }', "cardscript.json");
    expect(diagnostics).toEqual([]);
    expect(settings).toEqual({ ...projectDefaults(), include: ["sets/**/*.card"], exclude: ["sets/old/**"] });
  });

  it("never throws on deep nesting or a truncated file", () => {
    expect(parseJsonWithRanges("[".repeat(100_000)).ok).toBe(false);
    for (const text of ['{"include": ["a"', '{"a\\q": 1}', "", "nul"]) expect(readProjectFile(text, "p.json").diagnostics.map((d) => d.code)).toEqual(["CS9101"]);
  });

  it("is a valid JSON Schema that accepts the defaults", () => {
    const validate = new Ajv2020({ strict: true }).compile(projectSchema);
    expect(validate(projectDefaults())).toBe(true);
  });
});

describe("this repository's project", () => {
  it("is found from any folder inside it, and is valid", async () => {
    expect(findProjectFile(join(repo, "cards", "a", "b"))).toBe(join(repo, "cardscript.json"));
    const { diagnostics } = await readProject(join(repo, "cardscript.json"));
    expect(diagnostics).toEqual([]);
  });

  it("includes cards/ and examples/, never test/", async () => {
    const { project } = await openProject(repo);
    const files = (await projectFiles(project, "include")).map((f) => f.slice(repo.length + 1));
    expect(files.some((f) => f.startsWith("cards/"))).toBe(true);
    expect(files.some((f) => f.startsWith("examples/"))).toBe(true);
    expect(files.filter((f) => !f.startsWith("cards/") && !f.startsWith("examples/"))).toEqual([]);
  });

  it("is the context of one of its files (and a file it leaves out has its own folder's files)", async () => {
    const tiny = join(repo, "examples", "tiny-set", "tiny.card");
    const context = await projectContext([{ path: tiny, text: readFileSync(tiny, "utf8") }]);
    expect(context.some((s) => s.path.startsWith("cards/") || s.path.includes("/cards/"))).toBe(true);
    expect(context.some((s) => resolve(s.path) === tiny)).toBe(false);
    const fixture = join(import.meta.dirname, "fixtures", "duplicates", "a.card");
    const own = await projectContext([{ path: fixture, text: readFileSync(fixture, "utf8") }]);
    expect(own.map((s) => resolve(s.path))).toEqual([join(import.meta.dirname, "fixtures", "duplicates", "b.card")]);
  });
});
