/**
 * JSON.parse with places: the value, and the offsets of every value by its JSON pointer (`/include/0`), so that a
 * project file's schema errors point at the bad value. A syntax error comes back as an offset and a message.
 */
export interface JsonRange {
  start: number;
  end: number;
}

export type ParsedJson = { ok: true; value: unknown; ranges: Map<string, JsonRange> } | { ok: false; offset: number; message: string };

class JsonSyntaxError {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

const MAX_DEPTH = 64;

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

export function parseJsonWithRanges(text: string): ParsedJson {
  const ranges = new Map<string, JsonRange>();
  let i = 0;
  // nesting deeper than this is no project file, and must not overflow the stack
  let depth = 0;
  const fail = (message: string): never => {
    throw new JsonSyntaxError(i, message);
  };
  const found = () => (i >= text.length ? "the end of the file" : `'${text[i]}'`);
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const literal = (word: string, value: unknown) => {
    if (text.startsWith(word, i)) return (i += word.length), value;
    return fail(`expected a JSON value, found ${found()}`);
  };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") i++;
      else if (text.charCodeAt(i) < 0x20) fail("expected '\"' to end the string, found a line break or control character");
      i++;
    }
    if (i >= text.length) {
      i = start;
      fail("a string is not closed");
    }
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      i = start;
      return fail("a string holds a bad escape sequence");
    }
  };
  const number = (): number => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (!match) return fail(`expected a JSON value, found ${found()}`);
    i += match[0].length;
    return Number(match[0]);
  };
  const value = (pointer: string): unknown => {
    space();
    const start = i;
    const c = text[i];
    if ((c === "{" || c === "[") && ++depth > MAX_DEPTH) fail(`expected at most ${MAX_DEPTH} nested arrays and objects`);
    let v: unknown;
    if (c === "{") v = object(pointer);
    else if (c === "[") v = array(pointer);
    else if (c === '"') v = string();
    else if (c === "t") v = literal("true", true);
    else if (c === "f") v = literal("false", false);
    else if (c === "n") v = literal("null", null);
    else v = number();
    if (c === "{" || c === "[") depth--;
    ranges.set(pointer, { start, end: i });
    return v;
  };
  const object = (pointer: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    i++;
    space();
    if (text[i] === "}") return i++, out;
    for (;;) {
      space();
      if (text[i] !== '"') fail(`expected a property name in double quotes, found ${found()}`);
      const key = string();
      space();
      if (text[i] !== ":") fail(`expected ':' after the property name, found ${found()}`);
      i++;
      out[key] = value(`${pointer}/${escapePointer(key)}`);
      space();
      if (text[i] === ",") i++;
      else if (text[i] === "}") return i++, out;
      else fail(`expected ',' or '}', found ${found()}`);
    }
  };
  const array = (pointer: string): unknown[] => {
    const out: unknown[] = [];
    i++;
    space();
    if (text[i] === "]") return i++, out;
    for (;;) {
      out.push(value(`${pointer}/${out.length}`));
      space();
      if (text[i] === ",") i++;
      else if (text[i] === "]") return i++, out;
      else fail(`expected ',' or ']', found ${found()}`);
    }
  };
  try {
    const v = value("");
    space();
    if (i < text.length) fail(`expected the end of the file after the JSON value, found ${found()}`);
    return { ok: true, value: v, ranges };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, offset: error.offset, message: error.message };
    throw error;
  }
}
