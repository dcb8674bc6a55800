/**
 * Turns chevrotain's recognition errors into friendly, coded messages.
 * The provider cannot return structured data, so it encodes {code, message, expected, found} as
 * JSON in the error message; `decodeParserError` reads it back. Raw chevrotain text never escapes.
 */
import { EOF, type IParserErrorMessageProvider, type IToken, type TokenType } from "chevrotain";
import { Dot, IdWord, LBrace, NumberLiteral, RBrace, RParen, StringLiteral, Word } from "./tokens.ts";

export interface ParserErrorInfo {
  code: string;
  message: string;
  expected: string;
  found: string;
}

/** How a token is named in messages: its text in quotes, or "the end of the file". */
export function describeToken(token: IToken): string {
  if (token.tokenType === EOF) return "the end of the file";
  const image = token.image.length > 24 ? `${token.image.slice(0, 24)}…` : token.image;
  return `'${image}'`;
}

function tokenLabel(type: TokenType): string {
  return type.LABEL ?? type.name;
}

function encode(code: string, expected: string, found: string, message: string): string {
  return JSON.stringify({ code, message, expected, found } satisfies ParserErrorInfo);
}

const mismatchByToken = new Map<TokenType, { code: string; what: string }>([
  [Dot, { code: "CS1001", what: "'.' to end the sentence" }],
  [RBrace, { code: "CS1004", what: "'}' to close the card" }],
  [RParen, { code: "CS1006", what: "')' to close the parenthesised group" }],
  [IdWord, { code: "CS1007", what: "a card id after 'card'" }],
  [LBrace, { code: "CS1009", what: "'{' to open the card body" }],
  [NumberLiteral, { code: "CS1011", what: "the set number after 'set'" }],
]);

function mismatch(expected: TokenType, ruleName: string): { code: string; what: string } {
  if (expected === StringLiteral && ruleName === "card") return { code: "CS1008", what: "the card's title in quotes" };
  if (expected === Word && ruleName === "gameDecl") return { code: "CS1010", what: "the game's name after 'game'" };
  return mismatchByToken.get(expected) ?? { code: "CS1000", what: tokenLabel(expected) };
}

function startOfClause(ruleName: string): { code: string; what: string } {
  if (ruleName === "kindLine") return { code: "CS1018", what: "a word after ',' in the kind line" };
  return { code: "CS1012", what: "a word, number, string, icon or '(' to start a clause" };
}

export const errorMessageProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual, ruleName }) {
    const { code, what } = mismatch(expected, ruleName);
    const found = describeToken(actual);
    return encode(code, what, found, `expected ${what}, found ${found}`);
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    const found = describeToken(firstRedundant);
    return encode("CS1005", "'card' to start a card", found, `expected 'card' to start a card, found ${found}`);
  },
  buildNoViableAltMessage({ actual, ruleName }) {
    const { code, what } = startOfClause(ruleName);
    const found = describeToken(actual[0]!);
    return encode(code, what, found, `expected ${what}, found ${found}`);
  },
  buildEarlyExitMessage({ actual, ruleName }) {
    const { code, what } = startOfClause(ruleName);
    const found = describeToken(actual[0]!);
    return encode(code, what, found, `expected ${what}, found ${found}`);
  },
};

export function decodeParserError(message: string): ParserErrorInfo {
  try {
    const info = JSON.parse(message) as ParserErrorInfo;
    if (typeof info.code === "string" && typeof info.message === "string") return info;
  } catch {
    // fall through: an error that did not come from our provider
  }
  return { code: "CS1000", message: "unexpected input", expected: "valid Cardscript", found: "something else" };
}
