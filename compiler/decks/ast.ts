/** A parsed `.deck` file: header, slot lines and draw-deck lines, each with its span. */
import type { Span } from "../diagnostics/diagnostic.ts";

export interface DeckCardLine {
  /** Slot keyword (declared by the game's deck rules), or null for a draw-deck line (`<count> <id>`). */
  slot: string | null;
  slotSpan: Span | null;
  count: number;
  id: string;
  idSpan: Span;
  span: Span;
}

export interface DeckFile {
  path: string;
  name: string | null;
  title: string | null;
  game: string | null;
  gameSpan: Span | null;
  headerSpan: Span;
  lines: DeckCardLine[];
}
