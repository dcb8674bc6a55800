/**
 * Card definitions as the engine reads them: the JSON `cardc build` writes for each card
 * (id, title, type, culture, race, stats, keywords, abilities IR …). Kept outside the game
 * state, which names them by id.
 */

export interface CardDef {
  id: string;
  title: string;
  type: string;
  keywords: string[];
  /** Ability IR; `{ kind: "keyword", keyword, value }` entries give keyword values. */
  abilities?: { kind: string; [field: string]: unknown }[];
  [stat: string]: unknown;
}

export type CardDefs = Record<string, CardDef>;

/**
 * The value of a stat field of a definition, as its vocabulary's `StatDecl.value` says: a number (`number`, `signed`),
 * a word (`word`), the sorted numbers of a `range` stat (`[1, 2, 3, 5, 6]`), or the ids of a `words` stat in written
 * order (`["red", "blue"]`); null when the card has none.
 */
export type StatValue = number | string | number[] | string[];

/** A numeric stat of a definition, or 0 when it has none. */
export function stat(def: CardDef, name: string): number {
  const v = def[name];
  return typeof v === "number" ? v : 0;
}

// Asked for the same few words all game long (types, keywords, cultures): remembered, up to a bound.
const normed = new Map<string, string>();

/** Lowercase, hyphenated, without accents: `Hand weapon` → `hand-weapon`, `Nazgûl` → `nazgul`. */
export function norm(word: unknown): string {
  const w = String(word ?? "");
  let out = normed.get(w);
  if (out === undefined) {
    out = interned(normalise(w));
    if (normed.size < 10_000) normed.set(w, out);
  }
  return out;
}

const internedCopies = new Map<string, string>();

/**
 * The engine's copy of a string (the one property names use): comparing two such strings compares two pointers,
 * where a word made by `normalise` would be compared character by character with the literal it is tested against.
 */
export function interned(s: string): string {
  // remembered, up to a bound: making an object to read its key back costs several times a map lookup, and modifier
  // properties are interned each time a modifier is added
  let out = internedCopies.get(s);
  if (out === undefined) {
    out = Object.keys({ [s]: 0 })[0] ?? s;
    if (internedCopies.size < 10_000) internedCopies.set(s, out);
  }
  return out;
}

function normalise(w: string): string {
  return w
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[\s_]+/g, "-");
}

// A definition's keyword values, by normalised keyword: definitions are data, never changed.
const keywordTables = new WeakMap<CardDef, Map<string, number>>();

/**
 * The value of a definition's keyword: `Damage +1` → 1, `Archer` → 1 (present), absent → 0.
 * Read from keyword abilities, else from `keywords` strings (`Damage +1`, `damage:1`, `archer`). `k`: the keyword
 * normalised (`norm`).
 */
export function keywordValue(def: CardDef, k: string): number {
  let table = keywordTables.get(def);
  if (!table) keywordTables.set(def, (table = keywordTable(def)));
  return table.get(k) ?? 0;
}

/** Every keyword of the definition with its value (what `keywordValue` reads). */
function keywordTable(def: CardDef): Map<string, number> {
  const out = new Map<string, number>();
  const add = (k: string, n: number) => out.set(k, (out.get(k) ?? 0) + n);
  const abilities = (def.abilities ?? []).filter((a) => a.kind === "keyword");
  if (abilities.length > 0) {
    for (const a of abilities) add(norm(a.keyword), typeof a.value === "number" ? a.value : 1);
    return out;
  }
  for (const k of def.keywords) {
    const m = /^(.*?)\s*:?\s*([+-]\d+|\d+)?$/.exec(k.trim());
    add(norm(m?.[1] ?? k), m?.[2] ? Number(m[2]) : 1);
  }
  return out;
}

/** Compiled cards as a game takes them: definitions (the JSON `cardc build` writes) and the handler module's cards. */
export interface CardLibrary {
  /** Names the library in game states (states stay plain data; the library is registered by name). */
  name: string;
  defs: CardDefs;
  compiled: Record<string, import("./handlers.ts").CompiledCard>;
}
