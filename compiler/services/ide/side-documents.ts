/**
 * Deck (`.deck`) and scenario (`.scenario`) files open in an editor: their texts, their diagnostics and
 * the quick fixes those carry, and on a deck's card ids the card's summary (hover) and definition. A
 * deck is checked against the cards of its game that the card workspace holds (CS4013 when it holds
 * none), as `cardc check` checks it; a scenario is parsed as `cardc test` parses it. Positions are
 * 0-based UTF-16 offsets, as in the rest of the IDE layer.
 */
import { checkDecks } from "../../decks/index.ts";
import { parseDeck } from "../../decks/parse.ts";
import { fits, type CardRecord } from "../../decks/validate.ts";
import { deckRules } from "../../../runtime/games/deck-rules.ts";
import type { Completions } from "./completion.ts";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import { parseScenarios } from "../../../runtime/scenario/parse.ts";
import { fixActions, type CodeAction } from "./code-actions.ts";
import { cardSummary } from "./describe.ts";
import type { Hover } from "./hover.ts";
import type { FileRange } from "./nodes.ts";
import type { Workspace } from "./workspace.ts";

/** Is this path a deck or scenario file (a side document, not a card file)? */
export const isSideDocument = (path: string): boolean => path.endsWith(".deck") || path.endsWith(".scenario");

export const isDeck = (path: string): boolean => path.endsWith(".deck");

export class SideDocuments {
  private readonly texts = new Map<string, string>();

  /** `cards`: the card workspace decks are checked against. */
  constructor(private readonly cards: Workspace) {}

  set(path: string, text: string): void {
    this.texts.set(path, text);
  }

  /** Replaces the text between two offsets (clamped into the text). */
  edit(path: string, start: number, end: number, insert: string): void {
    const text = this.texts.get(path);
    if (text === undefined) return;
    const from = Math.max(0, Math.min(start, end, text.length));
    const to = Math.min(Math.max(start, end), text.length);
    this.texts.set(path, text.slice(0, from) + insert + text.slice(to));
  }

  remove(path: string): void {
    this.texts.delete(path);
  }

  has(path: string): boolean {
    return this.texts.has(path);
  }

  text(path: string): string | undefined {
    return this.texts.get(path);
  }

  paths(): string[] {
    return [...this.texts.keys()];
  }

  /** The 0-based offset of a 0-based line and UTF-16 character (clamped into the text). */
  offsetAt(path: string, line: number, character: number): number {
    const text = this.texts.get(path) ?? "";
    let at = 0;
    for (let l = 0; l < line; l++) {
      const next = text.indexOf("\n", at);
      if (next < 0) return text.length;
      at = next + 1;
    }
    let lineEnd = text.indexOf("\n", at);
    if (lineEnd < 0) lineEnd = text.length;
    else if (lineEnd > at && text[lineEnd - 1] === "\r") lineEnd--;
    return Math.min(at + Math.max(0, character), lineEnd);
  }

  /** The 0-based line and character of an offset; the inverse of `offsetAt`. */
  positionAt(path: string, offset: number): { line: number; character: number } {
    const text = this.texts.get(path) ?? "";
    const at = Math.max(0, Math.min(Number.isFinite(offset) ? offset : text.length, text.length));
    let line = 0;
    let lineStart = 0;
    for (let i = text.indexOf("\n"); i >= 0 && i < at; i = text.indexOf("\n", i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { line, character: at - lineStart };
  }

  /** The document's problems. */
  diagnostics(path: string): Diagnostic[] {
    const text = this.texts.get(path);
    if (text === undefined) return [];
    if (isDeck(path)) return checkDecks([{ path, text }], this.cards.sets());
    return parseScenarios(text, path).diagnostics;
  }

  /** The quick fixes of the problems overlapping offsets `start`–`end`. */
  codeActions(path: string, start: number, end: number): CodeAction[] {
    return this.diagnostics(path)
      .filter((d) => d.span.end >= start && d.span.start <= end)
      .flatMap(fixActions);
  }

  /** The card id of a deck line at `offset`, with the deck's game. */
  private deckCardAt(path: string, offset: number): { id: string; game: string | null; range: FileRange } | undefined {
    const text = this.texts.get(path);
    if (text === undefined || !isDeck(path)) return undefined;
    const { deck } = parseDeck(text, path);
    const line = deck.lines.find((l) => l.idSpan.start <= offset && offset <= l.idSpan.end);
    return line && { id: line.id, game: deck.game, range: { file: path, start: line.idSpan.start, end: line.idSpan.end } };
  }

  /**
   * In a deck: at a line's first word the game's slot keywords; after a slot keyword or a count the ids of
   * the game's cards (for a slot, those it accepts; for the draw deck, those allowed there), titles as details.
   */
  completion(path: string, offset: number): Completions {
    const text = this.texts.get(path);
    if (text === undefined || !isDeck(path)) return { items: [], incomplete: false };
    const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
    const before = text.slice(lineStart, offset);
    if (before.includes("#")) return { items: [], incomplete: false };
    const game = parseDeck(text, path).deck.game;
    const rules = game ? deckRules[game] : undefined;
    if (!game || !rules) return { items: [], incomplete: false };
    const words = before.trimStart().split(/\s+/);
    if (words.length === 1) return { items: rules.slots.map((slot) => ({ label: slot.keyword, kind: "keyword" as const, detail: slot.label })), incomplete: false };
    if (words.length !== 2) return { items: [], incomplete: false };
    const slot = rules.slots.find((x) => x.keyword === words[0]);
    if (!slot && !/^\d+$/.test(words[0]!)) return { items: [], incomplete: false };
    const cards = this.cards.sets().filter((x) => x.game === game).flatMap((x) => x.cards);
    const allowed = cards.filter((c) => (slot ? fits(c as unknown as CardRecord, slot.accepts) : !fits(c as unknown as CardRecord, rules.drawDeck.excluded)));
    const vocab = this.cards.vocabularies[game];
    return {
      items: allowed.map((c) => ({ label: c.id, kind: "reference" as const, detail: `${c.title}${c.subtitle ? `, ${c.subtitle}` : ""}`, documentation: cardSummary(c, vocab) })),
      incomplete: false,
    };
  }

  /** On a deck's card id: the card's header and text, as hover shows a card in a card file. */
  hover(path: string, offset: number): Hover | undefined {
    const at = this.deckCardAt(path, offset);
    if (!at) return undefined;
    const card = this.cards.sets().find((s) => s.game === at.game && s.cards.some((c) => c.id === at.id))?.cards.find((c) => c.id === at.id);
    return { contents: card ? cardSummary(card, at.game ? this.cards.vocabularies[at.game] : undefined) : `no card '${at.id}' among the cards of ${at.game ?? "this deck's game"}`, range: at.range };
  }

  /** On a deck's card id: the card's definition (its title in its card file). */
  definition(path: string, offset: number): FileRange | undefined {
    const at = this.deckCardAt(path, offset);
    if (!at) return undefined;
    const node = this.cards.allIndex().find((n) => n.kind === "card" && n.cardId === at.id && this.cards.game(n.file)?.game === at.game);
    return node && { file: node.file, start: node.span.start, end: node.span.end };
  }
}
