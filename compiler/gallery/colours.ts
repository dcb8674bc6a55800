import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";

/** How a card face shows a culture: its word, frame colour and emblem (SVG path data), as the vocabulary declares them. */
export interface CultureLook {
  word: string;
  colour: string;
  /** Path data in a 24 × 24 box, or null: the face then shows `initial`. */
  glyph: string | null;
  initial: string;
}

/** The frame of a card of no culture. */
export const neutralColour = "#6b6b6b";

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Path data only: commands, numbers, separators (a vocabulary is data, but nothing else may reach an attribute). */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+$/;

/** A colour for a culture that declares none, the same for the same id: a hue from the id's FNV-1a hash. */
export function hashColour(id: string): string {
  let h = 0x811c9dc5;
  for (const c of id) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  return `hsl(${h % 360} 45% 38%)`;
}

/** The look of culture `id` of `vocab`; a culture the vocabulary does not know still gets a stable colour. */
export function cultureLook(vocab: GameVocabulary | undefined, id: string): CultureLook {
  const decl = vocab?.cultures.find((c) => c.id === id);
  const word = decl?.word ?? id;
  return {
    word,
    colour: decl?.colour && HEX_COLOUR.test(decl.colour) ? decl.colour : hashColour(id),
    glyph: decl?.glyph && PATH_DATA.test(decl.glyph) ? decl.glyph : null,
    initial: [...word][0]?.toUpperCase() ?? "?",
  };
}
