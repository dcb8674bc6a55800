/**
 * Where in a card the cursor is, for completion, read from the text before it (which is being typed, so it
 * rarely parses): the kind line, the stat line, or a sentence — and in a sentence, which kinds of phrase the
 * clause being written can be, by the core structure words before it (a label, `When`, `While`, `if`, `then`…).
 */
import type { GameVocabulary, PhraseKind, TimingDecl } from "../../../runtime/core/vocabulary.ts";
import type { CardNode } from "../../syntax/ast.ts";

/** A token of the text before the cursor: a word (lowercased, a final `'s` split off) or a punctuation mark. */
export interface CTok {
  kind: "word" | "poss" | "number" | "signed" | "tokens" | "icon" | "string" | "punct";
  /** Normalised: lowercase, `’` as `'`. */
  text: string;
  raw: string;
}

const TOKEN = /"[^"]*"?|\(\s*(?:\d+|[xX])\s*\)|\[[^\]\s]*\]?|[+-](?:\d+|[xX])(?![\p{L}\p{N}])|[,;:().]|[^\s,;:()"[\].]+/gu;

export function ctokens(text: string): CTok[] {
  const out: CTok[] = [];
  for (const [raw] of text.matchAll(TOKEN)) {
    const text = raw.replace(/’/g, "'").toLowerCase();
    if (raw.startsWith('"')) out.push({ kind: "string", text: raw.replace(/"/g, ""), raw });
    else if (raw.startsWith("[")) out.push({ kind: "icon", text, raw });
    else if (/^\(/.test(raw) && raw.length > 1) out.push({ kind: "tokens", text: text.replace(/\s/g, ""), raw });
    else if (/^[,;:().]$/.test(raw)) out.push({ kind: "punct", text, raw });
    else if (/^[+-]/.test(raw)) out.push({ kind: "signed", text, raw });
    else if (/^\d+$/.test(raw)) out.push({ kind: "number", text, raw });
    else if (text.length > 2 && text.endsWith("'s")) out.push({ kind: "word", text: text.slice(0, -2), raw: raw.slice(0, -2) }, { kind: "poss", text: "'s", raw: raw.slice(-2) });
    else out.push({ kind: "word", text, raw });
  }
  return out;
}

export type Place =
  | { at: "outside" }
  /** The `card` line, before the body: nothing to offer. */
  | { at: "card-line" }
  | { at: "kind-line"; group: number; words: string[] }
  | { at: "stat-line"; written: string[]; /** The stat whose value is being written. */ stat?: string }
  | SentencePlace;

export interface SentencePlace {
  at: "sentence";
  /** Nothing written yet in this sentence: labels, keywords and sentence openers fit too. */
  start: boolean;
  /** What the clause being written may be. */
  kinds: PhraseKind[];
  /** The clause's words before the typed word (a leading `you may` or `if` left out). */
  clause: CTok[];
  /** The sentence's earlier clauses (what pronouns may refer to). */
  earlier: CTok[];
  /** The clause may begin with `you may` (an effect of a trigger or an ability). */
  mayOptional: boolean;
  /** The ability's label, if any. */
  label?: TimingDecl[];
}

const LINE_BREAK = /\r\n|\r|\n/;

/** The word being typed at the end of `before` (what the items are filtered by). */
export function typedWord(before: string): string {
  return /[\p{L}\p{N}'’+-]*$/u.exec(before)![0];
}

/** Where `before` (the card's text from its start to the cursor, the typed word left out) ends. */
export function placeIn(card: CardNode, before: string, vocab: GameVocabulary): Place {
  const open = before.indexOf("{", card.title.span.end - card.span.start);
  if (open < 0) return { at: "card-line" };
  const lines = before.slice(open + 1).split(LINE_BREAK);
  const content = (l: string) => l.trim() !== "" && !l.trim().startsWith("#");
  // lines[0] is the rest of the `{` line; the kind line is the first line with words, the stat line right after it
  const kindAt = lines.findIndex((l, k) => k > 0 && content(l));
  const cursorLine = lines.length - 1;
  const current = lines[cursorLine]!;
  if (cursorLine === 0) return { at: "card-line" };
  if (kindAt < 0 || kindAt === cursorLine) {
    const groups = current.split(",");
    return { at: "kind-line", group: groups.length - 1, words: groups.at(-1)!.trim().split(/\s+/).filter(Boolean) };
  }
  const kindWords = lines[kindAt]!.split(",")[0]!.trim();
  const type = vocab.cardTypes.find((t) => kindWords.toLowerCase().endsWith(t.word.toLowerCase()));
  if (cursorLine === kindAt + 1 && !/[.:]/.test(current) && (type?.stats.required.length ?? 1) + (type?.stats.optional.length ?? 0) > 0) {
    const parts = current.split(",").map((p) => p.trim().split(/\s+/).filter(Boolean));
    const last = parts.at(-1)!;
    return { at: "stat-line", written: parts.slice(0, -1).map((p) => p[0]!.toLowerCase()), stat: last.length ? last[0]!.toLowerCase() : undefined };
  }
  const statLine = kindAt + 1 < lines.length && content(lines[kindAt + 1]!) && !/[.:]/.test(lines[kindAt + 1]!) ? kindAt + 1 : kindAt;
  return sentencePlace(lines.slice(statLine + 1).join("\n"), vocab);
}

/** The text of the sentence the cursor is in: after the last `.` outside parentheses and strings. */
function lastSentence(body: string): string {
  let depth = 0;
  let quoted = false;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "." && depth === 0) from = i + 1;
  }
  return body.slice(from);
}

const words = (toks: CTok[]) => toks.map((t) => t.text).join(" ");

/**
 * The timings a label is (`<timing> or <timing>`), or undefined when the words are no label. One word that is no
 * timing (a misspelt label, which the checker reports) is a label of no known timing: what follows it is completed
 * as after a timing word, so that a typo in the label does not take completion away from the rest of the line.
 */
function labelTimings(toks: CTok[], vocab: GameVocabulary): TimingDecl[] | undefined {
  const parts = words(toks).split(/ or |, /);
  const found = parts.map((p) => vocab.timings.find((t) => t.word.toLowerCase() === p));
  if (found.length && found.every(Boolean)) return found as TimingDecl[];
  return toks.length === 1 && toks[0]!.kind === "word" ? [] : undefined;
}

const startsWith = (toks: CTok[], ...ws: string[]) => ws.every((w, k) => toks[k]?.kind === "word" && toks[k]!.text === w);

export function sentencePlace(body: string, vocab: GameVocabulary): SentencePlace {
  const toks = ctokens(lastSentence(body));
  const colon = toks.findIndex((t) => t.text === ":" && t.kind === "punct");
  const label = colon > 0 ? labelTimings(toks.slice(0, colon), vocab) : undefined;
  const rest = label ? toks.slice(colon + 1) : toks;
  // clauses, split at `,` `;` and `then` outside parentheses
  const clauses: { sep: string; toks: CTok[] }[] = [{ sep: "", toks: [] }];
  let depth = 0;
  for (const t of rest) {
    if (t.kind === "punct" && t.text === "(") depth++;
    if (t.kind === "punct" && t.text === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && ((t.kind === "punct" && (t.text === "," || t.text === ";")) || (t.kind === "word" && t.text === "then"))) clauses.push({ sep: t.text, toks: [] });
    else clauses.at(-1)!.toks.push(t);
  }
  const first = clauses[0]!.toks;
  const opener = label ? "label" : startsWith(first, "when") || startsWith(first, "each", "time") ? "when" : startsWith(first, "while") ? "while" : startsWith(first, "if") ? "if" : startsWith(first, "to", "play") ? "to-play" : "";
  const response = label?.some((t) => t.response) ?? false;
  let thenSeen = false;
  let kinds: PhraseKind[] = [];
  let clause: CTok[] = [];
  let mayOptional = false;
  clauses.forEach((c, k) => {
    thenSeen ||= c.sep === "then";
    clause = c.toks;
    mayOptional = false;
    if (k === 0) {
      if (opener === "when") (kinds = ["trigger"]), (clause = clause.slice(clause[0]!.text === "when" ? 1 : 2));
      else if (opener === "while") (kinds = ["condition"]), (clause = clause.slice(1));
      else if (opener === "if") (kinds = ["condition", "trigger"]), (clause = clause.slice(1));
      else if (opener === "to-play") (kinds = ["cost", "condition"]), (clause = clause.slice(2));
      else if (label && startsWith(clause, "if")) (kinds = response ? ["trigger"] : ["condition"]), (clause = clause.slice(1));
      else if (label) (kinds = ["cost", "effect"]), (mayOptional = true);
      else kinds = ["placement", "modifier", "effect"];
      return;
    }
    if (thenSeen || c.sep === ";") (kinds = ["effect"]), (mayOptional = true);
    else if (opener === "while") kinds = ["modifier"];
    else if (opener === "to-play") kinds = ["cost", "condition"];
    else if (opener === "if") (kinds = ["modifier", "effect"]), (mayOptional = true);
    else if (opener === "when") (kinds = ["cost", "effect"]), (mayOptional = true);
    else (kinds = ["cost", "effect"]), (mayOptional = true);
    if (startsWith(clause, "if")) (kinds = ["condition"]), (clause = clause.slice(1));
  });
  if (startsWith(clause, "you", "may")) (clause = clause.slice(2)), (mayOptional = false);
  const earlier = clauses.slice(0, -1).flatMap((c) => c.toks);
  return { at: "sentence", start: toks.length === 0, kinds, clause, earlier, mayOptional, label };
}
