/**
 * `.deck` files (docs/decks.md): `deck <name> "<title>"`, `game <id>`, then one card per line,
 * either `<slot> <id>` or `<count> <id>`; `#` starts a comment. Never throws.
 */
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import { LineMap } from "../diagnostics/span.ts";
import type { DeckCardLine, DeckFile } from "./ast.ts";

interface Word {
  text: string;
  span: Span;
  quoted: boolean;
}

function wordsOf(text: string, start: number, map: LineMap): Word[] | { error: Span } {
  const out: Word[] = [];
  const re = /"([^"]*)("?)|[^\s#"]+|#.*$/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].startsWith("#")) break;
    const span = map.span(start + m.index, start + m.index + m[0].length);
    if (m[0].startsWith('"') && !m[2]) return { error: span };
    out.push({ text: m[1] ?? m[0], span, quoted: m[0].startsWith('"') });
  }
  return out;
}

export interface ParsedDeck {
  deck: DeckFile;
  diagnostics: Diagnostic[];
}

export function parseDeck(text: string, path: string): ParsedDeck {
  const map = new LineMap(text);
  const diagnostics: Diagnostic[] = [];
  const deck: DeckFile = { path, name: null, title: null, game: null, gameSpan: null, headerSpan: map.span(0, 0), lines: [] };
  const problem = (span: Span, expected: string, found: string, message: string) =>
    diagnostics.push({ code: "CS4001", severity: "error", file: path, span, message, expected, found });
  let offset = 0;
  for (const raw of text.split(/\n/)) {
    const start = offset;
    offset += raw.length + 1;
    const line = raw.replace(/\r$/, "");
    const words = wordsOf(line, start, map);
    if ("error" in words) {
      problem(words.error, '"', "the end of the line", "Expected a closing '\"', found the end of the line.");
      continue;
    }
    const [head, ...rest] = words;
    if (!head) continue;
    const lineSpan = map.span(head.span.start, words[words.length - 1]!.span.end);
    if (head.text === "deck" && !head.quoted) {
      if (rest.length !== 2 || rest[0]!.quoted || !rest[1]!.quoted) {
        problem(lineSpan, 'deck <name> "<title>"', line.trim(), `Expected 'deck <name> "<title>"', found '${line.trim()}'.`);
        continue;
      }
      [deck.name, deck.title, deck.headerSpan] = [rest[0]!.text, rest[1]!.text, lineSpan];
      continue;
    }
    if (head.text === "game" && !head.quoted) {
      if (rest.length !== 1) {
        problem(lineSpan, "game <id>", line.trim(), `Expected 'game <id>', found '${line.trim()}'.`);
        continue;
      }
      [deck.game, deck.gameSpan] = [rest[0]!.text, rest[0]!.span];
      continue;
    }
    if (rest.length !== 1 || head.quoted || rest[0]!.quoted) {
      problem(lineSpan, "<count> <card id> or <slot> <card id>", line.trim(), `Expected '<count> <card id>' or '<slot> <card id>', found '${line.trim()}'.`);
      continue;
    }
    const id = rest[0]!;
    const entry: DeckCardLine = { slot: null, slotSpan: null, count: 1, id: id.text, idSpan: id.span, span: lineSpan };
    if (/^\d+$/.test(head.text)) {
      entry.count = Number(head.text);
      if (entry.count < 1) {
        problem(head.span, "a count of at least 1", head.text, `Expected a count of at least 1, found ${head.text}.`);
        continue;
      }
    } else [entry.slot, entry.slotSpan] = [head.text, head.span];
    deck.lines.push(entry);
  }
  if (deck.game === null) {
    diagnostics.push({ code: "CS4002", severity: "error", file: path, span: map.span(0, 0), message: "Expected a 'game <id>' line, found none.", expected: "game <id>", found: "no game line" });
  }
  return { deck, diagnostics };
}
