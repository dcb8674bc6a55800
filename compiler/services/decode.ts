import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { LineMap } from "../diagnostics/span.ts";
import { ioDiagnostic } from "./io-diagnostic.ts";
import { firstInvalidUtf8 } from "./utf8.ts";

export type DecodeResult = { text: string } | { diagnostic: Diagnostic };

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const lenientUtf8 = new TextDecoder("utf-8");

/** The span of a byte offset, as a line and column in the (valid) text before it. */
function spanAtByte(bytes: Uint8Array, offset: number) {
  const before = lenientUtf8.decode(bytes.subarray(0, offset));
  const map = new LineMap(before);
  const at = before.length;
  const { line, column } = map.position(at);
  return { start: at, end: at + 1, line, column, endLine: line, endColumn: column + 1 };
}

function hex(byte: number): string {
  return `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;
}

/** Decode a file's bytes as UTF-8 text: a leading BOM is dropped, CRLF is kept (the lexer accepts it). */
export function decodeSource(bytes: Uint8Array, path: string): DecodeResult {
  const isUtf16 = bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (isUtf16) {
    return {
      diagnostic: ioDiagnostic("CS9005", path, `Expected a UTF-8 text file, found a UTF-16 byte order mark; re-save ${path} as UTF-8.`, {
        expected: "UTF-8 text",
        found: "UTF-16 text",
      }),
    };
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    return {
      diagnostic: ioDiagnostic("CS9005", path, `Expected a text file, found a NUL byte at byte ${nul}: ${path} looks like a binary file.`, {
        span: spanAtByte(bytes, nul),
        expected: "text",
        found: "NUL byte",
      }),
    };
  }
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    const bad = Math.max(0, firstInvalidUtf8(bytes));
    return {
      diagnostic: ioDiagnostic("CS9004", path, `Expected UTF-8 text, found the byte ${hex(bytes[bad] ?? 0)} that is not valid UTF-8 (byte ${bad}).`, {
        span: spanAtByte(bytes, bad),
        expected: "UTF-8 text",
        found: `byte ${hex(bytes[bad] ?? 0)}`,
      }),
    };
  }
}
