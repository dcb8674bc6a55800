/**
 * Deck (`.deck`) and scenario (`.scenario`) files open in an editor: their texts, their diagnostics and
 * the quick fixes those carry. A deck is checked against the cards of its game that the card workspace
 * holds (CS4013 when it holds none), as `cardc check` checks it; a scenario is parsed as `cardc test`
 * parses it. Positions are 0-based UTF-16 offsets, as in the rest of the IDE layer.
 */
import { checkDecks } from "../../decks/index.ts";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { SetIR } from "../../ir/ir.ts";
import { parseScenarios } from "../../../runtime/scenario/parse.ts";
import { fixActions, type CodeAction } from "./code-actions.ts";

/** Is this path a deck or scenario file (a side document, not a card file)? */
export const isSideDocument = (path: string): boolean => path.endsWith(".deck") || path.endsWith(".scenario");

export const isDeck = (path: string): boolean => path.endsWith(".deck");

export class SideDocuments {
  private readonly texts = new Map<string, string>();

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

  /** The document's problems; `cardSets` gives the cards a deck is checked against. */
  diagnostics(path: string, cardSets: () => readonly SetIR[]): Diagnostic[] {
    const text = this.texts.get(path);
    if (text === undefined) return [];
    if (isDeck(path)) return checkDecks([{ path, text }], cardSets());
    return parseScenarios(text, path).diagnostics;
  }

  /** The quick fixes of the problems overlapping offsets `start`–`end`. */
  codeActions(path: string, start: number, end: number, cardSets: () => readonly SetIR[]): CodeAction[] {
    return this.diagnostics(path, cardSets)
      .filter((d) => d.span.end >= start && d.span.start <= end)
      .flatMap(fixActions);
  }
}
