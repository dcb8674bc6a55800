/**
 * Safe JavaScript/TypeScript source literals for data that comes from card files.
 * Everything a user wrote (titles, ids, strings inside the IR) passes through here before it is
 * pasted into generated code, so no input can end a string, open a template, close a comment or a
 * `<script>` element, or break a line.
 */

const UNSAFE = /[\u2028\u2029<>]/g;
const HAS_UNSAFE = /[\u2028\u2029<>]/;
const ESCAPES: Record<string, string> = { "\u2028": "\\u2028", "\u2029": "\\u2029", "<": "\\u003c", ">": "\\u003e" };

/** JSON text made safe as JS source: line and paragraph separators and `<` `>` escaped. */
const safe = (json: string): string => (HAS_UNSAFE.test(json) ? json.replace(UNSAFE, (ch) => ESCAPES[ch]!) : json);

/** A double-quoted string literal that is valid JS, TS and JSON, and safe inside HTML script text. */
export function jsString(value: string): string {
  return safe(JSON.stringify(value));
}

/**
 * A compact JS expression that evaluates to a deep copy of `value` (plain JSON data).
 * `undefined` members are dropped and non-finite numbers become `null`, as in JSON.
 * JSON text is a JS expression except that a `"__proto__":` key would set the prototype, so data
 * holding one is written member by member with that key computed (it stays an own property).
 */
export function jsLiteral(value: unknown): string {
  const json = JSON.stringify(value) ?? "null";
  return json.includes('"__proto__":') ? literal(value) : safe(json);
}

function literal(value: unknown): string {
  if (value === null || typeof value !== "object") return safe(JSON.stringify(value) ?? "null");
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : literal(v))).join(",")}]`;
  const members: string[] = [];
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    if (member === undefined) continue;
    members.push(`${key === "__proto__" ? `[${jsString(key)}]` : jsString(key)}:${literal(member)}`);
  }
  return `{${members.join(",")}}`;
}
