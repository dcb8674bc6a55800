import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SetIR } from "../ir/ir.ts";
import type { CardNode, SourceFileNode } from "../syntax/ast.ts";
import { checkCardId } from "./card-ids.ts";
import { checkCard } from "./check-card.ts";
import { declaredWords, withDeclared, type DeclaredWord } from "./declarations.ts";
import { checkHeader, type Header } from "./header.ts";
import type { NodeInfo } from "./side-table.ts";
import { closest } from "./suggest.ts";
import { checkTitleText } from "./title-text.ts";
import { TitleIndex } from "./titles.ts";

export type { NodeInfo } from "./side-table.ts";

export interface CheckResult {
  sets: SetIR[];
  diagnostics: Diagnostic[];
  /** Each checked game's vocabulary with the words the files (and the context) declare: what the emitter's schema lists. */
  vocabularies?: Record<string, GameVocabulary>;
  /** Per-node information for the language services (see side-table.ts); filled unless `sideTable` is false. */
  index?: NodeInfo[];
}

export interface CheckOptions {
  /** Vocabularies by game name (default: runtime/games/vocabularies.ts). */
  vocabularies?: Record<string, GameVocabulary>;
  /**
   * Other files of the project (the rest of its sets): their titles are known to references and
   * did-you-mean as if checked together, but nothing of them is checked or reported.
   */
  context?: SourceFileNode[];
  /** Collect `CheckResult.index` (default true). A batch check leaves it out: it is a tenth of a large file's memory. */
  sideTable?: boolean;
}

interface Located {
  file: SourceFileNode;
  card: CardNode;
}

/**
 * Bind and type-check parsed files against their games' vocabularies and lower them to IR.
 * All files are checked together so card references, duplicate ids and unique titles work across files.
 */
export function check(files: SourceFileNode[], options: CheckOptions = {}): CheckResult {
  const vocabs = options.vocabularies ?? vocabularies;
  const diagnostics: Diagnostic[] = [];
  const index: NodeInfo[] = [];
  const sets = new Map<string, { set: SetIR; cards: Located[]; nameFrom?: string }>();

  for (const file of files) {
    if (!file.game) {
      diagnostics.push({ code: "CS3001", severity: "error", file: file.path, span: file.span, message: "missing 'game <name>' line at the start of the file", expected: `game ${Object.keys(vocabs).join(" | ")}` });
      continue;
    }
    const name = file.game.name.text;
    if (!vocabs[name]) {
      const known = Object.keys(vocabs);
      // a close spelling, else the one game whose name starts with what was written (a short form of its name)
      const starting = known.filter((g) => g.startsWith(name.toLowerCase()));
      const guess = closest(name, known) ?? (starting.length === 1 ? starting[0] : undefined);
      diagnostics.push({
        code: "CS3002", severity: "error", file: file.path, span: file.game.name.span,
        message: `unknown game '${name}'${guess ? `; did you mean '${guess}'?` : ` (known games: ${known.join(", ")})`}`,
        expected: `one of ${Object.keys(vocabs).join(", ")}`, found: `'${name}'`,
        fixes: guess ? [{ title: `Replace with '${guess}'`, edits: [{ file: file.path, span: file.game.name.span, newText: guess }] }] : undefined,
      });
      continue;
    }
    if (!file.set) {
      diagnostics.push({ code: "CS3003", severity: "error", file: file.path, span: file.game.span, message: "missing 'set <number> [\"name\"]' line after the game line", expected: "set <number>" });
      continue;
    }
    const key = `${name}\u0000${file.set.number.value}`;
    let entry = sets.get(key);
    if (!entry) sets.set(key, (entry = { set: { game: name, number: file.set.number.value, name: file.set.name?.value ?? null, cards: [] }, cards: [], nameFrom: file.set.name ? file.path : undefined }));
    else if (file.set.name) {
      if (entry.set.name === null) (entry.set.name = file.set.name.value), (entry.nameFrom = file.path);
      else if (entry.set.name !== file.set.name.value)
        diagnostics.push({ code: "CS3004", severity: "error", file: file.path, span: file.set.name.span, message: `set ${file.set.number.value} is named '${entry.set.name}' in ${entry.nameFrom}, but '${file.set.name.value}' here` });
    }
    for (const card of file.cards) entry.cards.push({ file, card });
  }

  // each game's vocabulary with the words its files declare (those of the context too, reported only where checked)
  const checkedPaths = new Set(files.map((f) => f.path));
  const context = (options.context ?? []).filter((f) => !checkedPaths.has(f.path));
  const gameVocabs = new Map<string, GameVocabulary>();
  const declared = new Map<string, DeclaredWord[]>();
  for (const game of new Set([...sets.values()].map((e) => e.set.game))) {
    const found: Diagnostic[] = [];
    const words = declaredWords([...files, ...context], vocabs[game]!, found);
    diagnostics.push(...found.filter((d) => checkedPaths.has(d.file)));
    declared.set(game, words);
    gameVocabs.set(game, withDeclared(vocabs[game]!, words));
  }
  // each set lists the words its own files declare
  const setOfFile = new Map(files.filter((f) => f.game && f.set).map((f) => [f.path, sets.get(`${f.game!.name.text}\u0000${f.set!.number.value}`)?.set]));
  for (const words of declared.values())
    for (const { file, span: _span, ...word } of words) {
      const set = setOfFile.get(file);
      if (set) (set.words ??= []).push(word);
    }
  const vocabOf = (game: string): GameVocabulary => gameVocabs.get(game) ?? vocabs[game]!;

  gameRules([...sets.values()], diagnostics);
  const headers = new Map<CardNode, Header>();
  for (const { set, cards } of sets.values()) {
    // a card the parser could not read to its end gets no header diagnostics: they would only echo the syntax error
    for (const { file, card } of cards) {
      checkCardId(card, vocabOf(set.game), file.path, diagnostics);
      checkTitleText(card, file.path, diagnostics);
      headers.set(card, checkHeader(card, vocabOf(set.game), file.path, card.recovered ? [] : diagnostics));
    }
    setRules(cards, cards.map(({ card }) => headers.get(card)!), vocabOf(set.game).titlesUnique ?? "set", diagnostics);
  }

  // titles of every card of a game, for bare card references (built once per game)
  const titleIndexes = new Map<string, TitleIndex>();
  for (const { set, cards } of sets.values()) {
    let titles = titleIndexes.get(set.game);
    if (!titles) titleIndexes.set(set.game, (titles = new TitleIndex()));
    for (const { file, card } of cards) titles.add(card.title.value, headers.get(card)!.type?.id ?? "", { file: file.path, span: card.title.span, id: card.id.text });
  }
  const checked = new Set(files.map((f) => f.path));
  for (const file of options.context ?? []) {
    const titles = file.game && !checked.has(file.path) ? titleIndexes.get(file.game.name.text) : undefined;
    for (const card of titles ? file.cards : []) {
      const type = checkHeader(card, vocabOf(file.game!.name.text), file.path, []).type?.id ?? "";
      titles!.add(card.title.value, type, { file: file.path, span: card.title.span, id: card.id.text });
    }
  }

  // titles a set declares for its cards to name (of a card no checked file defines: a card's own title comes first)
  for (const [game, words] of declared) {
    let titles = titleIndexes.get(game);
    if (!titles) titleIndexes.set(game, (titles = new TitleIndex()));
    for (const w of words) if (w.kind === "title") titles.add(w.word, "", { file: w.file, span: w.span, id: "" });
  }

  for (const { set, cards } of sets.values()) {
    const vocab = vocabOf(set.game);
    const titles = titleIndexes.get(set.game)!;
    for (const { file, card } of cards) {
      const result = checkCard(card, headers.get(card)!, { vocab, titles, file: file.path });
      diagnostics.push(...result.diagnostics);
      if (options.sideTable !== false) index.push(...result.index);
      if (result.ir) set.cards.push(result.ir);
    }
  }
  return { sets: [...sets.values()].map((e) => e.set), diagnostics, index, vocabularies: Object.fromEntries(gameVocabs) };
}

/**
 * A card is known by its game, set and id, and an id may repeat in another game; but decks, scenarios and the
 * runtime name a game's cards by id alone, so two sets of one game may not share an id.
 */
function gameRules(sets: { set: SetIR; cards: Located[] }[], diagnostics: Diagnostic[]): void {
  const first = new Map<string, { set: number; at: Located }>();
  for (const { set, cards } of sets) {
    const here = new Set<string>();
    for (const c of cards) {
      const id = c.card.id.text;
      const key = `${set.game}\u0000${id}`;
      const before = first.get(key);
      if (!before) first.set(key, { set: set.number, at: c });
      else if (before.set !== set.number && !here.has(id)) {
        diagnostics.push({
          code: "CS3014", severity: "error", file: c.file.path, span: c.card.id.span,
          message: `card id ${id} is already card ${id} of set ${before.set} of ${set.game}; a game's ids are unique across its sets`,
          related: [{ file: before.at.file.path, span: before.at.card.id.span, message: `card ${id} of set ${before.set}` }],
        });
      }
      here.add(id);
    }
  }
}

/** Duplicate ids; the same title and subtitle twice (in the set or in one side of it); a title both unique and not. */
function setRules(cards: Located[], headers: Header[], titlesUnique: "set" | "side", diagnostics: Diagnostic[]): void {
  const unique = headers.map((h) => h.unique);
  const where = titlesUnique === "side" ? "side" : "set";
  const ids = new Map<string, Located>();
  const full = new Map<string, Located>();
  const byTitle = new Map<string, { at: Located; unique: boolean }>();
  cards.forEach((c, k) => {
    const id = c.card.id.text;
    const first = ids.get(id);
    if (first) {
      diagnostics.push({ code: "CS3010", severity: "error", file: c.file.path, span: c.card.id.span, message: `card id ${id} is already used in this set`, related: [{ file: first.file.path, span: first.card.id.span, message: `first card ${id}` }] });
      return;
    }
    ids.set(id, c);
    // with titles unique per side, a title is keyed by its side too (cards of no side share one key)
    const title = titlesUnique === "side" ? `${headers[k]!.side ?? ""}\u0000${c.card.title.value}` : c.card.title.value;
    const key = `${title}\u0000${c.card.subtitle?.value ?? ""}`;
    const same = full.get(key);
    if (same) {
      const name = c.card.subtitle ? `'${c.card.title.value}, ${c.card.subtitle.value}'` : `'${c.card.title.value}'`;
      diagnostics.push({ code: "CS3011", severity: "error", file: c.file.path, span: c.card.title.span, message: `${name} is already card ${same.card.id.text} of this ${where}`, related: [{ file: same.file.path, span: same.card.title.span, message: `card ${same.card.id.text}` }] });
    } else full.set(key, c);
    const t = byTitle.get(title);
    if (!t) byTitle.set(title, { at: c, unique: unique[k]! });
    else if (t.unique !== unique[k]) {
      diagnostics.push({
        code: "CS3012", severity: "error", file: c.file.path, span: c.card.title.span,
        message: `'${c.card.title.value}' is ${unique[k] ? "unique" : "not unique"} here but ${t.unique ? "unique" : "not unique"} on card ${t.at.card.id.text}`,
        related: [{ file: t.at.file.path, span: t.at.card.title.span, message: `card ${t.at.card.id.text}` }],
      });
    }
  });
}
