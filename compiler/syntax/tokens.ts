/**
 * The Cardscript tokens and the one shared lexer.
 * `Word` is a category: `game`, `set`, `card` and card ids are words too, so inside a sentence
 * (`draw a card`) they are ordinary words; only the file and card rules ask for the keyword itself.
 */
import { createToken, Lexer, type TokenType } from "chevrotain";

/** Every token belongs to `AnyToken`, so recovery rules can consume whatever comes. */
export const AnyToken = createToken({ name: "AnyToken", pattern: Lexer.NA });
export const Word = createToken({ name: "Word", pattern: Lexer.NA, label: "a word", categories: [AnyToken] });
export const StringLiteral = createToken({ name: "StringLiteral", pattern: Lexer.NA, label: "a string", categories: [AnyToken] });
/**
 * What may stand after `card` as its id: a LOTR-shaped id, a number or a word. Each game's vocabulary says which
 * of these are its ids (`cardIds`); the checker tells, so the parser stays game-agnostic.
 */
export const IdWord = createToken({ name: "IdWord", pattern: Lexer.NA, label: "a card id", categories: [AnyToken] });

/** Chevrotain cannot analyse `\p{L}`, so the lexer is told which characters may start a word. */
function letterStartChars(): number[] {
  const chars: number[] = [];
  // one regexp for all (the bundle's target turns a literal into a `new RegExp` each time it is reached)
  const letter = /\p{L}/u;
  for (let c = 0; c < 0x10000; c++) {
    const isLetter = letter.test(String.fromCharCode(c));
    const isHighSurrogate = c >= 0xd800 && c <= 0xdbff; // astral letters start with one
    if (isLetter || isHighSurrogate) chars.push(c);
  }
  return chars;
}

/** Chevrotain drops a pattern's `u` flag, so the word pattern is matched by our own sticky regexp. */
const wordPattern = /\p{L}[\p{L}\p{N}\p{M}'’-]*/uy;

export const Identifier = createToken({
  name: "Identifier",
  pattern: {
    exec(text: string, offset: number) {
      wordPattern.lastIndex = offset;
      return wordPattern.exec(text);
    },
  },
  start_chars_hint: letterStartChars(),
  line_breaks: false,
  label: "a word",
  categories: [Word, IdWord, AnyToken],
});

function keyword(name: string, text: string, extra: TokenType[] = []): TokenType {
  return createToken({ name, pattern: new RegExp(text), longer_alt: Identifier, label: `'${text}'`, categories: [...extra, AnyToken] });
}

export const Game = keyword("Game", "game", [Word]);
export const SetKw = keyword("Set", "set", [Word]);
export const Card = keyword("Card", "card", [Word]);
export const Then = keyword("Then", "then");

export const WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /[ \t\f\v\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+/,
  group: Lexer.SKIPPED,
});
export const Newline = createToken({ name: "Newline", pattern: /\r\n?|\n/, line_breaks: true, group: Lexer.SKIPPED });
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: "comments" });

/** A closed string may end in a possessive `'s` (`"Some Title"'s cost`), which the parser takes off. */
export const ClosedString = createToken({
  name: "ClosedString",
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*"(?:['’]s\b)?/,
  label: "a string",
  categories: [StringLiteral, AnyToken],
});
/** A string that reaches the end of its line; the parser accepts it and reports it. */
export const OpenString = createToken({
  name: "OpenString",
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*\\?/,
  label: "a string",
  categories: [StringLiteral, AnyToken],
});

export const CardId = createToken({ name: "CardId", pattern: /\d+[A-Z]\d+/, label: "a card id", categories: [Word, IdWord, AnyToken] });
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /\d+/, label: "a number", categories: [IdWord, AnyToken] });
export const Signed = createToken({ name: "Signed", pattern: /[+-]\d+/, label: "a signed number", categories: [AnyToken] });
/** `+X` / `-X`: a signed amount that a cost chose (`spot X … then make … -X`). */
export const SignedX = createToken({ name: "SignedX", pattern: /[+-]X\b/, label: "a signed X", categories: [AnyToken] });
export const TokenCount = createToken({ name: "TokenCount", pattern: /\((?:\d+|X)\)/, label: "a token count", categories: [AnyToken] });
export const Icon = createToken({ name: "Icon", pattern: /\[[^\[\]\s(){},;:."#]+\]/, label: "an icon", categories: [AnyToken] });

function punct(name: string, text: string): TokenType {
  return createToken({ name, pattern: text, label: `'${text}'`, categories: [AnyToken] });
}
export const LParen = punct("LParen", "(");
export const RParen = punct("RParen", ")");
export const LBrace = punct("LBrace", "{");
export const RBrace = punct("RBrace", "}");
export const Comma = punct("Comma", ",");
export const Semicolon = punct("Semicolon", ";");
export const Colon = punct("Colon", ":");
export const Dot = punct("Dot", ".");

/** Order matters: the first pattern that matches wins. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  Newline,
  Comment,
  ClosedString,
  OpenString,
  CardId,
  NumberLiteral,
  Signed,
  SignedX,
  TokenCount,
  Icon,
  LParen,
  RParen,
  LBrace,
  RBrace,
  Comma,
  Semicolon,
  Colon,
  Dot,
  Then,
  Game,
  SetKw,
  Card,
  Identifier,
  AnyToken,
  Word,
  StringLiteral,
  IdWord,
];

/** Offsets only: three times faster than chevrotain's line tracking; the parser reads lines from its line map. */
export const lexer = new Lexer(allTokens, { ensureOptimizations: true, positionTracking: "onlyOffset" });
