import { EOF, type ILexingError, type IRecognitionException, type IToken } from "chevrotain";
import type { Diagnostic, Fix } from "../diagnostics/diagnostic.ts";
import type { LineMap } from "../diagnostics/span.ts";
import type { CardNode, CommentNode, DeclarationNode, GameDeclNode, SetDeclNode, SourceFileNode } from "./ast.ts";
import { decodeParserError } from "./errors.ts";
import { parser } from "./parser.ts";
import { tokenRuns } from "./token-runs.ts";
import { OpenString } from "./tokens.ts";

export interface ParseResult {
  file: SourceFileNode;
  diagnostics: Diagnostic[];
}

/** Past this many runs of invalid characters the rest are summed up in one diagnostic. */
const MAX_CHARACTER_DIAGNOSTICS = 100;

/**
 * Parse one file's text. Never throws: broken input yields a partial tree and diagnostics.
 * Offsets index `text` as given; a leading byte order mark is skipped as white space.
 * `runLength`: how much text the parser reads at a time (token-runs.ts); the result does not depend on it.
 */
export function parse(text: string, path: string, runLength?: number): ParseResult {
  parser.prepare(text, path);
  const lines = parser.lineMap();
  const lexed = tokenRuns(text, runLength);
  let game: GameDeclNode | undefined;
  let set: SetDeclNode | undefined;
  const declarations: DeclarationNode[] = [];
  const cards: CardNode[] = [];
  const errors: IRecognitionException[] = [];
  for (const run of lexed.runs) {
    parser.feed(run, cards.length);
    const part = parser.file();
    game ??= part.game;
    set ??= part.set;
    for (const d of part.declarations) declarations.push(d);
    for (const c of part.cards) cards.push(c);
    for (const e of parser.errors) errors.push(e);
  }

  const diagnostics = [
    ...characterDiagnostics(lexed.errors, lines, path),
    ...errors.filter((error) => !followsOpenString(error)).map((error) => recognitionDiagnostic(error, lines, path)),
    ...parser.notes,
  ].sort((a, b) => a.span.start - b.span.start);

  const comments: CommentNode[] = lexed.comments.map((token) => {
    const image = token.image.trimEnd();
    return { kind: "comment", text: image.slice(1), span: lines.span(token.startOffset, token.startOffset + image.length) };
  });

  const file: SourceFileNode = { kind: "file", path, declarations, cards, comments, span: lines.span(0, text.length) };
  if (game) file.game = game;
  if (set) file.set = set;
  parser.release();
  return { file, diagnostics };
}

function characterDiagnostics(errors: ILexingError[], lines: LineMap, path: string): Diagnostic[] {
  const result: Diagnostic[] = [];
  for (const error of errors.slice(0, MAX_CHARACTER_DIAGNOSTICS)) {
    const shown = lines.text.slice(error.offset, error.offset + Math.min(error.length, 16));
    const found = `'${shown}${error.length > 16 ? "…" : ""}'`;
    result.push({
      code: "CS1002",
      severity: "error",
      file: path,
      span: lines.span(error.offset, error.offset + error.length),
      message: `expected a word, number, string, icon or punctuation, found the invalid character${error.length > 1 ? "s" : ""} ${found}`,
      expected: "a word, number, string, icon or punctuation",
      found,
    });
  }
  if (errors.length > MAX_CHARACTER_DIAGNOSTICS) {
    const rest = errors[MAX_CHARACTER_DIAGNOSTICS]!;
    result.push({
      code: "CS1019",
      severity: "error",
      file: path,
      span: lines.span(rest.offset, lines.text.length),
      message: `expected Cardscript text, found ${errors.length - MAX_CHARACTER_DIAGNOSTICS} more runs of invalid characters (not reported one by one)`,
      expected: "Cardscript text",
      found: "many invalid characters",
    });
  }
  return result;
}

function previousTokenOf(error: IRecognitionException): IToken | undefined {
  const previous = (error as { previousToken?: IToken }).previousToken;
  return previous && !Number.isNaN(previous.startOffset) ? previous : undefined;
}

/** An unterminated string swallows the rest of its line; what is then missing is already explained. */
function followsOpenString(error: IRecognitionException): boolean {
  return previousTokenOf(error)?.tokenType === OpenString;
}

/** The lexer tracks offsets only (see the parser's `lineOf`): a token's line, NaN for the end of the file. */
function lineOf(token: IToken, lines: LineMap): number {
  return Number.isNaN(token.startOffset) ? NaN : lines.line(token.startOffset);
}

/** The offset just after a token. */
function endOf(token: IToken): number {
  return token.startOffset + token.image.length;
}

function recognitionDiagnostic(error: IRecognitionException, lines: LineMap, path: string): Diagnostic {
  const info = decodeParserError(error.message);
  const token = error.token;
  const previous = previousTokenOf(error);
  // the kind line ends with its line: a word on the next line was not "found" there
  if (info.code === "CS1018" && previous && lineOf(previous, lines) !== lineOf(token, lines)) {
    info.found = "the end of the line";
    info.message = `expected ${info.expected}, found the end of the line`;
    const end = endOf(previous);
    return { code: info.code, severity: "error", file: path, span: lines.span(end, end), message: info.message, expected: info.expected, found: info.found };
  }
  const atEnd = token.tokenType === EOF || Number.isNaN(token.startOffset);
  const start = atEnd ? lines.text.length : token.startOffset;
  const end = atEnd ? start : endOf(token);
  const diagnostic: Diagnostic = {
    code: info.code,
    severity: "error",
    file: path,
    span: lines.span(start, end),
    message: info.message,
    expected: info.expected,
    found: info.found,
  };
  const fix = fixFor(info.code, previous, start, atEnd, lines, path);
  if (fix) diagnostic.fixes = [fix];
  return diagnostic;
}

function fixFor(code: string, previous: IToken | undefined, foundAt: number, atEnd: boolean, lines: LineMap, path: string): Fix | undefined {
  const afterPrevious = previous ? endOf(previous) : foundAt;
  const insert = (title: string, offset: number, newText: string): Fix => ({
    title,
    edits: [{ file: path, span: lines.span(offset, offset), newText }],
  });
  if (code === "CS1001") return insert("Insert '.'", afterPrevious, ".");
  if (code === "CS1006") return insert("Insert ')'", afterPrevious, ")");
  if (code === "CS1004") return atEnd ? insert("Insert '}'", afterPrevious, "\n}") : insert("Insert '}'", foundAt, "}\n\n");
  return undefined;
}
