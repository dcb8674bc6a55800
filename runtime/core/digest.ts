/**
 * A state digest: a fast, stable 53-bit hash (cyrb53) of canonical JSON (object keys sorted).
 * The append-only `log` is summarised by its length and its last entry, so a digest costs
 * O(state) rather than O(game so far); the full log is compared separately where it matters.
 */
import type { GameState } from "./state.ts";

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
}

export function hashString(s: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

/** Digest of a game state (see the module comment for how the log is covered). */
export function digest(state: GameState): string {
  const { log, ...rest } = state;
  return hashString(canonicalJson({ ...rest, logLength: log.length, lastLog: log[log.length - 1] ?? null }));
}

/** Digest of any plain data (a game's state that is not the card kernel's `GameState`). */
export const digestOf = (value: unknown): string => hashString(canonicalJson(value));
