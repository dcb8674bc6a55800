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
    out = normalise(w);
    if (normed.size < 10_000) normed.set(w, out);
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

/**
 * The value of a definition's keyword: `Damage +1` → 1, `Archer` → 1 (present), absent → 0.
 * Read from keyword abilities, else from `keywords` strings (`Damage +1`, `damage:1`, `archer`).
 */
export function keywordValue(def: CardDef, keyword: string): number {
  const want = norm(keyword);
  const abilities = (def.abilities ?? []).filter((a) => a.kind === "keyword");
  if (abilities.length > 0) {
    return abilities
      .filter((a) => norm(a.keyword) === want)
      .reduce((sum, a) => sum + (typeof a.value === "number" ? a.value : 1), 0);
  }
  let total = 0;
  for (const k of def.keywords) {
    const m = /^(.*?)\s*:?\s*([+-]\d+|\d+)?$/.exec(k.trim());
    if (norm(m?.[1] ?? k) !== want) continue;
    total += m?.[2] ? Number(m[2]) : 1;
  }
  return total;
}
