/**
 * A file's tokens in runs of some `runLength` characters, for the parser to read one after the other. A run ends
 * with a `}` before a line that starts with `card`: the parser is then between two cards, so it reads each run as it
 * reads that stretch of the whole file (only "cards so far" carries over, see `CardscriptParser.feed`). A large
 * file's million tokens then never all exist at once: they would outlive young-generation collections and sit,
 * garbage, in the old generation (some 120 MB for a 36,500-card file).
 */
import type { ILexingError, IToken } from "chevrotain";
import { lexer, RBrace } from "./tokens.ts";

/**
 * Characters per run: some 80 cards. With 64 KB runs V8 still moved the tokens to the old generation (a run's tokens
 * outlived the first, small young-generation collections, so it allocated every later token there).
 */
export const RUN_LENGTH = 16 * 1024;

export interface TokenRuns {
  /** Each run's tokens, in file order (at least one run, maybe empty). */
  runs: Iterable<IToken[]>;
  /** Filled while `runs` is read: the lexer's errors and the comment tokens, in file order. */
  errors: ILexingError[];
  comments: IToken[];
}

const CARD_LINE = /^[ \t]*card[ \t]/gm;

/** The start of the first line at or after `from` that starts with `card`; the text's length if none does. */
function cardLineFrom(text: string, from: number): number {
  CARD_LINE.lastIndex = from;
  for (let m = CARD_LINE.exec(text); m; m = CARD_LINE.exec(text)) {
    const i = m.index;
    // `^` also matches after U+2028/2029, which are no line breaks to the lexer
    if (i === 0 || text[i - 1] === "\n" || text[i - 1] === "\r") return i;
  }
  return text.length;
}

/**
 * Lexing can start afresh at any line start (no token spans lines), so each piece is lexed alone and its offsets
 * moved; a piece that does not end with `}` joins the next one's run.
 */
export function tokenRuns(text: string, runLength = RUN_LENGTH): TokenRuns {
  const errors: ILexingError[] = [];
  const comments: IToken[] = [];
  function* runs(): Generator<IToken[]> {
    let run: IToken[] = [];
    let from = 0;
    do {
      const to = cardLineFrom(text, Math.max(from + runLength, from + 1));
      const lexed = lexer.tokenize(from === 0 && to === text.length ? text : text.slice(from, to));
      for (const token of lexed.tokens) token.startOffset += from;
      for (const token of lexed.groups["comments"] ?? []) (token.startOffset += from), comments.push(token);
      for (const error of lexed.errors) (error.offset += from), errors.push(error);
      if (run.length) for (const token of lexed.tokens) run.push(token);
      else run = lexed.tokens;
      from = to;
      if (from < text.length && run[run.length - 1]?.tokenType !== RBrace) continue;
      yield run;
      run = [];
    } while (from < text.length);
  }
  return { runs: runs(), errors, comments };
}
