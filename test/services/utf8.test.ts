import { describe, expect, it } from "vitest";
import { firstInvalidUtf8 } from "../../compiler/services/utf8.ts";

const cases: Array<[string, number[], number]> = [
  ["ASCII", [0x61, 0x62], -1],
  ["two-byte é", [0x43, 0xc3, 0xa9], -1],
  ["three-byte €", [0xe2, 0x82, 0xac], -1],
  ["four-byte emoji", [0xf0, 0x9f, 0x98, 0x80], -1],
  ["Latin-1 é", [0x43, 0x61, 0x66, 0xe9], 3],
  ["lone continuation byte", [0x61, 0x80], 1],
  ["overlong two-byte", [0xc0, 0xaf], 0],
  ["overlong three-byte", [0xe0, 0x80, 0xaf], 0],
  ["UTF-16 surrogate", [0x61, 0xed, 0xa0, 0x80], 1],
  ["above U+10FFFF", [0xf4, 0x90, 0x80, 0x80], 0],
  ["truncated sequence at end", [0x61, 0x62, 0xe2, 0x82], 2],
  ["bad continuation", [0xe2, 0x28, 0xa1], 0],
  ["0xFF", [0xff], 0],
];

describe("firstInvalidUtf8", () => {
  it.each(cases)("%s", (_name, bytes, expected) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(expected);
    // Agrees with the platform's strict decoder about validity.
    let valid = true;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(bytes));
    } catch {
      valid = false;
    }
    expect(valid).toBe(expected === -1);
  });
});
