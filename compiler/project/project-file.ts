/**
 * Reading `cardscript.json`: JSON with the places of its values (json-spans.ts), validated against
 * cardscript.schema.json by ajv. Each problem is a diagnostic at the bad value; the defaults stand in for what is bad.
 */
import { createRequire } from "node:module";
import type { Ajv2020, ErrorObject } from "ajv/dist/2020.js";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { LineMap } from "../diagnostics/span.ts";
import { ioDiagnostic } from "../services/io-diagnostic.ts";
import { parseJsonWithRanges, type JsonRange } from "./json-spans.ts";
import schema from "./cardscript.schema.json" with { type: "json" };

export interface ProjectSettings {
  include: string[];
  exclude: string[];
  decks: string[];
  scenarios: string[];
}

export const projectSchema = schema;

export function projectDefaults(): ProjectSettings {
  return { include: ["cards/**/*.card"], exclude: [], decks: ["cards/**/*.deck"], scenarios: ["scenarios/**/*.scenario"] };
}

let validator: ReturnType<Ajv2020["compile"]> | undefined;
// ajv is loaded when a project file is first validated, not by every command that could read one (it adds 15 ms to start-up)
const validate = (value: unknown) => {
  if (!validator) {
    const { Ajv2020: Ajv } = createRequire(import.meta.url)("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js");
    validator = new Ajv({ allErrors: true, strict: true }).compile(schema);
  }
  return validator(value);
};

/** What a schema error says, in the catalogue's words: what was expected, what was found. */
function describe(error: ErrorObject, value: unknown): { message: string; expected: string; found: string } {
  const found = Array.isArray(value) ? "an array" : value === null ? "null" : typeof value === "object" ? "an object" : JSON.stringify(value);
  const where = error.instancePath ? `'${error.instancePath.slice(1).replace(/\//g, ".")}'` : "the project file";
  switch (error.keyword) {
    case "additionalProperties": {
      const name = String(error.params.additionalProperty);
      return { message: `unknown property '${name}' in the project file (it takes include, exclude, decks and scenarios)`, expected: "include, exclude, decks or scenarios", found: `'${name}'` };
    }
    case "type":
      return { message: `expected ${error.params.type === "array" ? "an array of globs" : `a ${error.params.type}`} for ${where}, found ${found}`, expected: error.params.type === "array" ? "an array of globs" : String(error.params.type), found };
    case "pattern":
      return { message: `expected a glob relative to the project's folder for ${where}, found the absolute path ${found}`, expected: "a relative glob", found };
    case "minLength":
      return { message: `expected a glob for ${where}, found an empty string`, expected: "a glob", found: '""' };
    default:
      return { message: `${where} ${error.message ?? "is not valid"}`, expected: "a value the schema accepts", found };
  }
}

const valueAt = (root: unknown, pointer: string): unknown =>
  pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((v, key) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>)[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), root);

/** The settings `text` (the file at `path`) gives, with the defaults for what it leaves out or gets wrong. */
export function readProjectFile(text: string, path: string): { settings: ProjectSettings; diagnostics: Diagnostic[] } {
  const lines = new LineMap(text);
  const span = (r: JsonRange) => lines.span(r.start, r.end);
  const settings = projectDefaults();
  const parsed = parseJsonWithRanges(text);
  if (!parsed.ok) {
    const at = Math.min(parsed.offset, text.length);
    const d = ioDiagnostic("CS9101", path, `Expected JSON in the project file: ${parsed.message}.`, { span: span({ start: at, end: Math.min(at + 1, text.length) }), expected: "JSON", found: parsed.message });
    return { settings, diagnostics: [d] };
  }
  const diagnostics: Diagnostic[] = [];
  if (!validate(parsed.value)) {
    for (const error of validator!.errors ?? []) {
      // an unknown property is pointed at by its name's value; anything else at the value itself
      const pointer = error.keyword === "additionalProperties" ? `${error.instancePath}/${String(error.params.additionalProperty).replace(/~/g, "~0").replace(/\//g, "~1")}` : error.instancePath;
      const range = parsed.ranges.get(pointer) ?? parsed.ranges.get("")!;
      const { message, expected, found } = describe(error, valueAt(parsed.value, error.instancePath));
      diagnostics.push(ioDiagnostic("CS9102", path, message, { span: span(range), expected, found }));
    }
  }
  const given = (parsed.value ?? {}) as Record<string, unknown>;
  for (const key of ["include", "exclude", "decks", "scenarios"] as const) {
    const v = typeof given === "object" && !Array.isArray(given) ? given[key] : undefined;
    if (Array.isArray(v) && v.every((g) => typeof g === "string" && g !== "" && !/^([/\\]|[A-Za-z]:)/.test(g))) settings[key] = v as string[];
  }
  return { settings, diagnostics };
}
