import { describe, expect, it } from "vitest";
import { decodeSource } from "../../compiler/services/decode.ts";

const utf8 = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Array<Uint8Array | number[]>) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe("decodeSource", () => {
  it("drops a UTF-8 byte order mark and keeps CRLF line ends", () => {
    const result = decodeSource(concat([0xef, 0xbb, 0xbf], utf8("game x\r\nset 1\r\n")), "a.card");
    expect(result).toEqual({ text: "game x\r\nset 1\r\n" });
  });

  it("points at the first invalid UTF-8 byte by line and column", () => {
    const result = decodeSource(concat(utf8("game x\nset 1\ncard 1C1 \"Caf"), [0xe9], utf8("\" {}\n")), "a.card");
    expect("diagnostic" in result && result.diagnostic).toMatchObject({
      code: "CS9004",
      severity: "error",
      file: "a.card",
      span: { line: 3, column: 14, endLine: 3, endColumn: 15 },
      found: "byte 0xE9",
    });
  });

  it("counts columns in UTF-16 code units after multi-byte characters", () => {
    const result = decodeSource(concat(utf8("Glóin "), [0xff]), "a.card");
    expect("diagnostic" in result && result.diagnostic.span).toMatchObject({ line: 1, column: 7 });
  });

  it("reports a NUL byte as a binary file", () => {
    const result = decodeSource(concat(utf8("ab\ncd"), [0, 1, 2]), "pic.card");
    expect("diagnostic" in result && result.diagnostic).toMatchObject({ code: "CS9005", span: { line: 2, column: 3 } });
  });

  it("reports UTF-16 text as not UTF-8", () => {
    const result = decodeSource(Uint8Array.from([0xff, 0xfe, 0x67, 0, 0x61, 0]), "u16.card");
    expect("diagnostic" in result && result.diagnostic.code).toBe("CS9005");
    expect("diagnostic" in result && result.diagnostic.message).toMatch(/UTF-16/);
  });

  it("decodes valid multi-byte text unchanged", () => {
    expect(decodeSource(utf8("Nazgûl — Glóin"), "a.card")).toEqual({ text: "Nazgûl — Glóin" });
  });
});
