/**
 * The IDE's view of a folder of .card files: their texts (open editors override files on disk) and the
 * analysis of them, kept up to date incrementally:
 *
 * - a file is cut into chunks (chunks.ts); an edit re-parses only the chunks whose text changed;
 * - files of one game are checked together (card references resolve across them); other games keep their results;
 * - an edit confined to one card's abilities re-checks only that card (card-check.ts); any other change
 *   re-checks the whole game, or, with `deferDependents`, re-checks the changed cards at once against the
 *   titles of the last check and leaves the whole game (the cards that depend on them) to `settle()`.
 *
 * Results are kept per chunk with chunk-relative spans, under a chunk name standing for the file, and
 * moved to file positions when asked for, so an edit does not have to move the spans of every later card.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import { vocabularies as defaultVocabularies } from "../../../runtime/games/vocabularies.ts";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import { LineMap } from "../../diagnostics/span.ts";
import type { CardIR, SetIR } from "../../ir/ir.ts";
import { check, type NodeInfo } from "../../semantics/check.ts";
import { declaredWords, withDeclared, type DeclaredWord } from "../../semantics/declarations.ts";
import type { TitleIndex } from "../../semantics/titles.ts";
import type { CardNode, SourceFileNode } from "../../syntax/ast.ts";
import { parse } from "../../syntax/parse.ts";
import { guardPhase } from "../guard-phase.ts";
import { checkCard, provisionalCheck, titleIndex } from "./card-check.ts";
import { chunkStarts, lineBreaks } from "./chunks.ts";
import { globalized, shifted, type Place } from "./globalize.ts";

interface Chunk {
  /** The name the chunk is parsed and checked under (`<path>\0<n>`). */
  name: string;
  text: string;
  start: number;
  line: number;
  tree: SourceFileNode;
  parseDiagnostics: Diagnostic[];
  /** Line breaks in `text`. */
  breaks: number;
  /** Offsets in `text` where its lines start (0 first), built when a position is first asked for. */
  lineStarts?: number[];
  /** The next chunk's `card` line; undefined for the last chunk. See `parseChunk`. */
  follow: string | undefined;
  diagnosticsCache?: Moved<Diagnostic>;
  titles?: TitleEntry[];
  indexCache?: Moved<NodeInfo>;
}

export interface TitleEntry {
  file: string;
  id: string;
  title: string;
  words: string[];
}

function chunkTitles(path: string, c: Chunk): TitleEntry[] {
  return (c.titles ??= c.tree.cards.map((card) => ({ file: path, id: card.id.text, title: card.title.value, words: card.title.value.toLowerCase().split(/\s+/) })));
}

/** Whether a cut leaves every title where it was (an edit inside abilities), so the title list stays valid. */
function keepsTitles(path: string, cut: Cut): boolean {
  const key = (c: Chunk) => chunkTitles(path, c).map((t) => `${t.id}\u0000${t.title}`).join("\u0001");
  return cut.removed.length === cut.added.length && cut.removed.every((c, k) => key(c) === key(cut.added[k]!));
}

/** Results moved to file positions for a chunk at `start`/`line` with `results`. */
interface Moved<T> {
  start: number;
  line: number;
  results: ChunkResult | undefined;
  value: T[];
}

interface FileState {
  path: string;
  /** The whole text, joined from the chunks when first asked for after an in-card edit (see `editFile`). */
  text?: string;
  length: number;
  /** `chunked`: a known game and set, chunk 0 is the prelude. `whole`: one chunk (a file the checker must see whole). */
  mode: "chunked" | "whole";
  chunks: Chunk[];
  group: string;
  lines?: LineMap;
  tree?: SourceFileNode;
}

interface ChunkResult {
  diagnostics: Diagnostic[];
  index: NodeInfo[];
  /** The chunk these results are for (a chunk edited since keeps the name but is another object). */
  chunk: Chunk | undefined;
}

interface GroupResult {
  files: string[];
  sets: SetIR[];
  byChunk: Map<string, ChunkResult>;
  /** Names of the chunks with diagnostics (syntax or semantic), so a file's are found without visiting every card. */
  noisy: Set<string>;
  /** Built on the first single-card re-check, from the last full check's files. */
  titles?: TitleIndex;
  /** Where each card's IR is in `sets`, by set number and id (the group is one game); built on the first single-card re-check. */
  irs?: Map<string, { cards: CardIR[]; k: number }>;
}

export interface WorkspaceOptions {
  /**
   * A change to a card's header (title, kind line, stats) or the cards of a file re-checks the changed
   * cards alone, against the titles of the last full check; the full check of their game, which updates
   * the cards that depend on them, waits for `settle()`. Queries answer from that provisional state.
   */
  deferDependents?: boolean;
  /**
   * The project a file belongs to: files of different projects are checked apart (a duplicate id in another
   * project is not one), as `cardc check` checks a project. By default every file is of one project.
   */
  scope?: (path: string) => string;
}

/** A group of one game's files in one project; the game is the key's part before the first `|`. */
const gameGroup = (game: string, scope: string) => (scope ? `game:${game}|${scope}` : `game:${game}`);
const groupGame = (key: string) => (key.startsWith("game:") ? key.slice("game:".length).split("|")[0]! : undefined);

/** A file's new chunks, and which chunks left or joined it. */
interface Cut {
  file: FileState;
  removed: Chunk[];
  added: Chunk[];
}

/** An edit inside one card's chunk, that may be re-checked alone. */
interface CardEdit {
  path: string;
  before: Chunk;
  after: Chunk;
}

let chunkCounter = 0;

const LINE = /[^\n\r]*/y;

/** The line starting at `i`: for a chunk, its `card` line. */
function lineAt(text: string, i: number): string {
  LINE.lastIndex = i;
  return LINE.exec(text)![0];
}

function headerText(chunk: Chunk): string | undefined {
  const card = chunk.tree.cards.length === 1 ? chunk.tree.cards[0]! : undefined;
  if (!card || card.recovered) return undefined;
  return chunk.text.slice(0, card.sentences[0]?.span.start ?? chunk.text.length);
}

/** Offsets where the lines of `text` start: 0, then after each \n, \r\n or lone \r (as LineMap counts them). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** `at` moved back before the line break it is in or after, but not before `lineStart`. */
function beforeBreak(text: string, at: number, lineStart: number): number {
  while (at > lineStart && (text.charCodeAt(at - 1) === 10 || text.charCodeAt(at - 1) === 13)) at--;
  return at;
}

/** A message naming a chunk (`path\u0000n`, the checker's pseudo-file) names its file instead. */
function withFilePaths(d: Diagnostic): Diagnostic {
  return d.message.includes("\u0000") ? { ...d, message: d.message.replace(/\u0000\d+/g, "") } : d;
}

export class Workspace {
  readonly vocabularies: Record<string, GameVocabulary>;
  private readonly files = new Map<string, FileState>();
  private readonly groups = new Map<string, GroupResult>();
  /** Where each chunk is, by name: its file's path and the chunk. */
  private readonly chunkPlace = new Map<string, { path: string; chunk: Chunk }>();
  private readonly dirty = new Set<string>();
  private readonly cardEdits = new Map<string, CardEdit[]>();
  private readonly changed = new Set<string>();
  /** Groups answered from provisional card checks, whose full check `settle()` will run. */
  private readonly unsettled = new Set<string>();
  private titleList: TitleEntry[] | undefined;
  /** `titles(of)` of each project's group, for the title list they were filtered from. */
  private groupTitles: { list: TitleEntry[]; byGroup: Map<string, TitleEntry[]> } | undefined;
  private readonly deferDependents: boolean;
  private readonly scope: (path: string) => string;

  constructor(vocabularies: Record<string, GameVocabulary> = defaultVocabularies, options: WorkspaceOptions = {}) {
    this.vocabularies = vocabularies;
    this.deferDependents = options.deferDependents ?? false;
    this.scope = options.scope ?? (() => "");
  }

  /** Files may have moved to another project (`scope` answers otherwise now): each such file's old and new groups are checked again. */
  rescope(): void {
    for (const f of this.files.values()) {
      const game = groupGame(f.group);
      const group = game === undefined ? f.group : gameGroup(game, this.scope(f.path));
      if (group === f.group) continue;
      this.dirty.add(f.group);
      this.dirty.add(group);
      f.group = group;
      this.titleList = undefined;
    }
  }

  /** Whether some game awaits its full check (only with `deferDependents`). */
  get settled(): boolean {
    return this.unsettled.size === 0 && (this.dirty.size === 0 || !this.deferDependents);
  }

  /** Run the full checks that `deferDependents` put off; the files whose results changed are in `takeChanged`. */
  settle(): void {
    this.refresh();
    for (const key of this.unsettled) this.dirty.add(key);
    this.unsettled.clear();
    this.refresh(false);
  }

  /** How many chunks, results and groups the workspace holds (to show that nothing accumulates). */
  retained(): { files: number; chunks: number; placed: number; results: number; groups: number } {
    let chunks = 0;
    for (const f of this.files.values()) chunks += f.chunks.length;
    let results = 0;
    for (const g of this.groups.values()) results += g.byChunk.size;
    return { files: this.files.size, chunks, placed: this.chunkPlace.size, results, groups: this.groups.size };
  }

  /** Add or replace a file's text. */
  setFile(path: string, text: string): void {
    const old = this.files.get(path);
    if (old && this.fullText(old) === text) return;
    this.apply(path, old, (old && this.recut(old, text)) ?? this.cut(path, text, old));
  }

  /**
   * Replace the text between offsets `start` and `end` of a file by `insert`. An edit inside one card's
   * abilities re-parses that card alone, and the file's whole text is not rebuilt until asked for.
   */
  editFile(path: string, start: number, end: number, insert: string): void {
    const old = this.files.get(path);
    if (!old) return;
    const from = Math.max(0, Math.min(start, end, old.length));
    const to = Math.min(Math.max(start, end), old.length);
    const cut = this.splice(old, from, to, insert);
    if (cut === null) return;
    if (cut) this.apply(path, old, cut);
    else {
      const text = this.fullText(old);
      this.setFile(path, text.slice(0, from) + insert + text.slice(to));
    }
  }

  private apply(path: string, old: FileState | undefined, cut: Cut): void {
    const file = cut.file;
    if (!old || !keepsTitles(path, cut)) this.titleList = undefined;
    this.files.set(path, file);
    for (const c of cut.removed) if (this.chunkPlace.get(c.name)?.chunk === c) this.chunkPlace.delete(c.name);
    for (const c of cut.added) this.chunkPlace.set(c.name, { path, chunk: c });
    if (old && old.group !== file.group) this.dirty.add(old.group);
    const edit = old && this.cardEdit(old, file);
    if (edit && !this.dirty.has(file.group)) (this.cardEdits.get(file.group) ?? this.cardEdits.set(file.group, []).get(file.group)!).push(edit);
    else this.dirty.add(file.group);
  }

  removeFile(path: string): void {
    const old = this.files.get(path);
    if (!old) return;
    this.files.delete(path);
    for (const c of old.chunks) this.chunkPlace.delete(c.name);
    this.titleList = undefined;
    this.dirty.add(old.group);
    this.changed.add(path);
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  paths(): string[] {
    return [...this.files.keys()];
  }

  text(path: string): string | undefined {
    const f = this.files.get(path);
    return f && this.fullText(f);
  }

  /** `text(path).slice(start, end)`, read from one chunk when the range lies in one (no whole text needed). */
  slice(path: string, start: number, end: number): string {
    const f = this.files.get(path);
    if (!f) return "";
    const c = this.chunkAt(f, start);
    if (f.text === undefined && c && start >= c.start && end <= c.start + c.text.length) return c.text.slice(start - c.start, end - c.start);
    return this.fullText(f).slice(start, end);
  }

  /**
   * The offset of a 0-based line and UTF-16 character, clamped as an editor's document clamps it: a line
   * past the end is the end of the text, a character past the end of its line is that line's end.
   * Read from the chunk holding the line, so no whole text is needed.
   */
  offsetAt(path: string, line: number, character: number): number {
    const f = this.files.get(path);
    if (!f || line < 0) return 0;
    const c = this.chunkAtLine(f, line);
    const starts = (c.lineStarts ??= lineStarts(c.text));
    const k = line - c.line;
    if (k >= starts.length) return f.length;
    const from = starts[k]!;
    if (character <= 0) return c.start + from;
    const to = k + 1 < starts.length ? starts[k + 1]! : c.text.length;
    return c.start + beforeBreak(c.text, Math.min(from + character, to), from);
  }

  /** The 0-based line and UTF-16 character of an offset (clamped into the text); the inverse of `offsetAt`. */
  positionAt(path: string, offset: number): { line: number; character: number } {
    const f = this.files.get(path);
    if (!f) return { line: 0, character: 0 };
    const at = Math.max(0, Math.min(Number.isFinite(offset) ? offset : f.length, f.length));
    const c = this.chunkAt(f, at)!;
    const starts = (c.lineStarts ??= lineStarts(c.text));
    const rel = at - c.start;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= rel) lo = mid;
      else hi = mid - 1;
    }
    return { line: c.line + lo, character: beforeBreak(c.text, rel, starts[lo]!) - starts[lo]! };
  }

  lines(path: string): LineMap {
    const f = this.files.get(path);
    if (!f) return new LineMap("");
    return (f.lines ??= new LineMap(this.fullText(f)));
  }

  /** The game a file declares, when the workspace knows it, with the words its group's files declare. */
  game(path: string): GameVocabulary | undefined {
    const f = this.files.get(path);
    const name = f?.chunks[0]?.tree.game?.name.text;
    return name ? (this.groupVocabulary(f!.group) ?? this.vocabularies[name]) : undefined;
  }

  /** A game group's vocabulary: its game's, with the words its files declare (in their first chunks, before the cards). */
  private groupVocabulary(key: string): GameVocabulary | undefined {
    const game = groupGame(key);
    const base = game === undefined ? undefined : this.vocabularies[game];
    return base && withDeclared(base, this.declared(key));
  }

  /** The words a game group's files declare (reported by the group's full check). */
  private declared(key: string): DeclaredWord[] {
    const game = groupGame(key);
    const base = game === undefined ? undefined : this.vocabularies[game];
    if (!base) return [];
    const trees: SourceFileNode[] = [];
    for (const f of this.files.values()) if (f.group === key && f.chunks[0]) trees.push(f.chunks[0].tree);
    return declaredWords(trees, base, []);
  }

  /** The syntax tree of a whole file, in file positions. */
  tree(path: string): SourceFileNode | undefined {
    const f = this.files.get(path);
    if (!f) return undefined;
    if (!f.tree) {
      const parts = f.chunks.map((c) => shifted(c.tree, c.start, c.line));
      const head = parts[0]!;
      f.tree = { ...head, path, span: this.lines(path).span(0, f.length), declarations: parts.flatMap((p) => p.declarations), cards: parts.flatMap((p) => p.cards), comments: parts.flatMap((p) => p.comments) };
    }
    return f.tree;
  }

  /** The card whose chunk holds `offset`, in file positions. */
  cardAt(path: string, offset: number): CardNode | undefined {
    const f = this.files.get(path);
    const c = f && this.chunkAt(f, offset);
    const card = c?.tree.cards.find((k) => k.span.start <= offset - c.start && offset - c.start <= k.span.end);
    return card && shifted(card, c!.start, c!.line);
  }

  /** Every card's title and id, without positions; `words` is the title's lowercase words. Given a file: those of its project. */
  titles(of?: string): readonly TitleEntry[] {
    this.titleList ??= [...this.files.values()].flatMap((f) => f.chunks.flatMap((c) => chunkTitles(f.path, c)));
    const group = of === undefined ? undefined : this.files.get(of)?.group;
    if (group === undefined || !group.includes("|")) return this.titleList;
    if (this.groupTitles?.list !== this.titleList) this.groupTitles = { list: this.titleList, byGroup: new Map() };
    const byGroup = this.groupTitles.byGroup;
    return byGroup.get(group) ?? byGroup.set(group, this.titleList.filter((t) => this.files.get(t.file)?.group === group)).get(group)!;
  }

  /** Every card definition, in file positions. */
  cards(): { file: string; card: CardNode }[] {
    return [...this.files.keys()].flatMap((path) => (this.tree(path)?.cards ?? []).map((card) => ({ file: path, card })));
  }

  /** Every diagnostic of a file: syntax and semantic. */
  diagnostics(path: string): Diagnostic[] {
    const f = this.files.get(path);
    if (!f) return [];
    this.refresh();
    const out: Diagnostic[] = [];
    for (const name of this.groups.get(f.group)?.noisy ?? []) {
      const at = this.chunkPlace.get(name);
      if (at?.path === path) out.push(...this.moved(f, at.chunk, "diagnostics"));
    }
    return out.sort((a, b) => a.span.start - b.span.start);
  }

  /** Side-table entries of a file, in file positions. */
  index(path: string): NodeInfo[] {
    const f = this.files.get(path);
    if (!f) return [];
    this.refresh();
    return f.chunks.flatMap((c) => this.moved(f, c, "index"));
  }

  /** Side-table entries of the chunk (card) holding `offset`. */
  indexAt(path: string, offset: number): NodeInfo[] {
    const f = this.files.get(path);
    const c = f && this.chunkAt(f, offset);
    if (!c) return [];
    this.refresh();
    return this.moved(f, c, "index");
  }

  /** Spans (file offsets) of the comments in [start, end]. */
  comments(path: string, start: number, end: number): { start: number; end: number }[] {
    const f = this.files.get(path);
    if (!f) return [];
    const out: { start: number; end: number }[] = [];
    for (const c of f.chunks) {
      if (c.start > end || c.start + c.text.length < start) continue;
      for (const m of c.tree.comments) out.push({ start: m.span.start + c.start, end: m.span.end + c.start });
    }
    return out;
  }

  /** Side-table entries of the chunks overlapping [start, end]. */
  indexIn(path: string, start: number, end: number): NodeInfo[] {
    const f = this.files.get(path);
    if (!f) return [];
    this.refresh();
    const out: NodeInfo[] = [];
    for (let k = f.chunks.indexOf(this.chunkAt(f, start)!); k >= 0 && k < f.chunks.length && f.chunks[k]!.start <= end; k++) out.push(...this.moved(f, f.chunks[k]!, "index"));
    return out;
  }

  allIndex(): NodeInfo[] {
    return [...this.files.keys()].flatMap((p) => this.index(p));
  }

  sets(): SetIR[] {
    this.refresh();
    return [...this.groups.values()].flatMap((g) => g.sets);
  }

  /** The IR of card `id` defined in `path` (matched by the file's game and set). */
  cardIR(path: string, id: string): CardIR | undefined {
    const f = this.files.get(path);
    const head = f?.chunks[0]?.tree;
    if (!f || !head?.game || !head.set) return undefined;
    this.refresh();
    const set = this.groups.get(f.group)?.sets.find((s) => s.game === head.game!.name.text && s.number === head.set!.number.value);
    return set?.cards.find((c) => c.id === id);
  }

  /** The files whose diagnostics may have changed since the last call (for publishing). */
  takeChanged(): string[] {
    this.refresh();
    const out = [...this.changed];
    this.changed.clear();
    return out;
  }

  private fullText(f: FileState): string {
    return (f.text ??= f.chunks.map((c) => c.text).join(""));
  }

  /**
   * The cut after replacing [from, to] by `insert` when that stays inside one card chunk past its `card`
   * line (the cut `recut` would find); null when nothing changes; undefined otherwise.
   */
  private splice(old: FileState, from: number, to: number, insert: string): Cut | null | undefined {
    if (old.mode !== "chunked") return undefined;
    const k = old.chunks.indexOf(this.chunkAt(old, from)!);
    const c = old.chunks[k];
    if (k < 1 || !c) return undefined;
    const s = from - c.start;
    const e = to - c.start;
    if (e > c.text.length || s <= lineAt(c.text, 0).length) return undefined;
    const text = c.text.slice(0, s) + insert + c.text.slice(e);
    if (text === c.text) return null;
    const last = text[text.length - 1];
    if (k + 1 < old.chunks.length && last !== "\n" && last !== "\r") return undefined;
    const starts = chunkStarts(text);
    if (starts.length !== 1 || starts[0] !== 0) return undefined;
    const fresh = this.parseChunk(old.path, text, c.start, c.line, c.follow, c.name);
    const delta = text.length - c.text.length;
    const lines = fresh.breaks - c.breaks;
    const chunks = [...old.chunks];
    chunks[k] = fresh;
    for (let j = k + 1; j < chunks.length; j++) {
      chunks[j]!.start += delta;
      chunks[j]!.line += lines;
    }
    return { file: { path: old.path, length: old.length + delta, mode: "chunked", chunks, group: old.group }, removed: [c], added: [fresh] };
  }

  /** The last chunk starting at or before 0-based line `line` (chunks after the first are never empty). */
  private chunkAtLine(f: FileState, line: number): Chunk {
    let lo = 0;
    let hi = f.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (f.chunks[mid]!.line <= line) lo = mid;
      else hi = mid - 1;
    }
    return f.chunks[lo]!;
  }

  private chunkAt(f: FileState, offset: number): Chunk | undefined {
    let lo = 0;
    let hi = f.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (f.chunks[mid]!.start <= offset) lo = mid;
      else hi = mid - 1;
    }
    return f.chunks[lo];
  }

  private place = (name: string): Place | undefined => {
    const at = this.chunkPlace.get(name);
    return at && { path: at.path, start: at.chunk.start, line: at.chunk.line };
  };

  /** A chunk's diagnostics or side table in file positions, cached until the chunk moves or is re-checked. */
  private moved(f: FileState, c: Chunk, what: "diagnostics"): Diagnostic[];
  private moved(f: FileState, c: Chunk, what: "index"): NodeInfo[];
  private moved(f: FileState, c: Chunk, what: "diagnostics" | "index"): (Diagnostic | NodeInfo)[] {
    const results = this.groups.get(f.group)?.byChunk.get(c.name);
    const k = what === "index" ? c.indexCache : c.diagnosticsCache;
    if (k && k.start === c.start && k.line === c.line && k.results === results) return k.value;
    const local: (Diagnostic | NodeInfo)[] = what === "index" ? (results?.index ?? []) : [...c.parseDiagnostics, ...(results?.diagnostics ?? [])];
    const cache = { start: c.start, line: c.line, results, value: local.length ? globalized(local, this.place) : [] };
    if (what === "index") c.indexCache = cache as Moved<NodeInfo>;
    else c.diagnosticsCache = cache as Moved<Diagnostic>;
    return cache.value;
  }

  /**
   * Parse a chunk alone. A chunk followed by another is parsed with that chunk's `card` line after it,
   * so that an unclosed card is reported as the whole-file parse reports it (at the next `card`);
   * what the parser says past the borrowed keyword is dropped.
   */
  private parseChunk(path: string, text: string, start: number, line: number, follow: string | undefined, name = `${path}\u0000${++chunkCounter}`): Chunk {
    const diagnostics: Diagnostic[] = [];
    const next = follow === undefined ? undefined : text.length + (follow.length - follow.trimStart().length);
    const parsed = guardPhase("parser", name, diagnostics, undefined, () => parse(follow === undefined ? text : text + follow, name));
    const tree = parsed?.file ?? { kind: "file", path: name, declarations: [], cards: [], comments: [], span: new LineMap(text).span(0, text.length) };
    let parseDiagnostics = [...diagnostics, ...(parsed?.diagnostics ?? [])];
    if (next !== undefined) {
      tree.cards = tree.cards.filter((c) => c.span.start < next);
      parseDiagnostics = parseDiagnostics.filter((d) => d.span.start <= next);
    }
    return { name, text, start, line, tree, parseDiagnostics, breaks: lineBreaks(text), follow };
  }

  /** Re-parse the chunks whose follower changed (see `parseChunk`), keeping their names. */
  private refollow(path: string, chunks: Chunk[]): Chunk[] {
    return chunks.map((c, k) => {
      const follow = k + 1 < chunks.length ? lineAt(chunks[k + 1]!.text, 0) : undefined;
      return c.follow === follow ? c : this.parseChunk(path, c.text, c.start, c.line, follow, c.name);
    });
  }

  private changes(old: FileState | undefined, file: FileState): Cut {
    const now = new Set(file.chunks);
    const before = new Set(old?.chunks);
    return { file, removed: (old?.chunks ?? []).filter((c) => !now.has(c)), added: file.chunks.filter((c) => !before.has(c)) };
  }

  /**
   * Cut `text` by re-cutting only the part of `old` that changed: unchanged chunks at both ends are kept
   * (those after the change move). Undefined when the prelude changed or `old` is not chunked.
   */
  private recut(old: FileState, text: string): Cut | undefined {
    if (old.mode !== "chunked") return undefined;
    const chunks = old.chunks;
    const delta = text.length - old.length;
    let first = 0;
    while (first < chunks.length && text.startsWith(chunks[first]!.text, chunks[first]!.start)) first++;
    if (first === 0 || first === chunks.length) return undefined;
    let last = chunks.length - 1;
    while (last >= first && text.startsWith(chunks[last]!.text, chunks[last]!.start + delta)) last--;
    // [first, last] changed; the cut must start and end at `card` lines
    for (;;) {
      if (first === 0) return undefined;
      const from = chunks[first]!.start;
      const to = last + 1 < chunks.length ? chunks[last + 1]!.start + delta : text.length;
      if (to < from) return undefined;
      const region = text.slice(from, to);
      const starts = chunkStarts(region);
      if (region.length > 0 && starts[0] !== 0) {
        first--;
        continue;
      }
      const end = text[to - 1];
      if (last + 1 < chunks.length && to > from && end !== "\n" && end !== "\r") {
        last++;
        continue;
      }
      const removed = chunks.slice(first, last + 1);
      const fresh: Chunk[] = [];
      let line = chunks[first]!.line;
      starts.forEach((start, k) => {
        const piece = region.slice(start, starts[k + 1] ?? region.length);
        const same = removed.length === starts.length && removed[k]!.text === piece ? removed[k] : undefined;
        const follow = k + 1 < starts.length ? lineAt(region, starts[k + 1]!) : last + 1 < chunks.length ? lineAt(chunks[last + 1]!.text, 0) : undefined;
        const reuse = same && same.follow === follow ? same : undefined;
        const chunk = reuse ?? this.parseChunk(old.path, piece, from + start, line, follow, removed.length === starts.length ? removed[k]!.name : undefined);
        chunk.start = from + start;
        chunk.line = line;
        fresh.push(chunk);
        line += chunk.breaks;
      });
      const after = chunks.slice(last + 1);
      for (const c of after) {
        c.start += delta;
        c.line = line;
        line += c.breaks;
      }
      const joined = [...chunks.slice(0, first), ...fresh, ...after];
      // the chunk before the change may have gained or lost its follower
      const edge = this.refollow(old.path, [joined[first - 1]!, ...(joined[first] ? [joined[first]] : [])])[0]!;
      joined[first - 1] = edge;
      const file: FileState = { path: old.path, text, length: text.length, mode: "chunked", chunks: joined, group: old.group };
      const gone = [...removed.filter((c) => !fresh.includes(c)), ...(edge !== chunks[first - 1] ? [chunks[first - 1]!] : [])];
      return { file, removed: gone, added: [...fresh.filter((c) => !removed.includes(c)), ...(edge !== chunks[first - 1] ? [edge] : [])] };
    }
  }

  /** Cut `text` into chunks, reusing the old file's chunks whose text is unchanged. */
  private cut(path: string, text: string, old: FileState | undefined): Cut {
    const file = this.cutAll(path, text, old);
    file.chunks = this.refollow(path, file.chunks);
    return this.changes(old, file);
  }

  private cutAll(path: string, text: string, old: FileState | undefined): FileState {
    const starts = chunkStarts(text);
    const preludeText = text.slice(0, starts[0] ?? text.length);
    const oldPrelude = old?.mode === "chunked" ? old.chunks[0] : undefined;
    const preludeFollow = starts.length ? lineAt(text, starts[0]!) : undefined;
    const prelude = oldPrelude?.text === preludeText && oldPrelude.follow === preludeFollow ? oldPrelude : this.parseChunk(path, preludeText, 0, 0, preludeFollow);
    const game = prelude.tree.game?.name.text;
    const chunked = !!game && !!this.vocabularies[game] && !!prelude.tree.set && !prelude.parseDiagnostics.some((d) => d.severity === "error");
    if (!chunked) {
      const whole = old?.mode === "whole" && old.chunks[0]!.text === text ? old.chunks[0]! : this.parseChunk(path, text, 0, 0, undefined);
      // a file of a known game is checked with the game's other files even when its prelude has an error: it may still name the set
      const group = game && this.vocabularies[game] ? gameGroup(game, this.scope(path)) : `file:${path}`;
      return { path, text, length: text.length, mode: "whole", chunks: [whole], group };
    }
    // same number of cards: chunk k is card k (an edited card keeps its name, so references to it stay valid)
    const aligned = old?.mode === "chunked" && old.chunks.length === starts.length + 1 ? old.chunks : undefined;
    const reusable = new Map<string, Chunk[]>();
    if (!aligned && old?.mode === "chunked") for (const c of old.chunks.slice(1)) (reusable.get(c.text) ?? reusable.set(c.text, []).get(c.text)!).push(c);
    const chunks: Chunk[] = [prelude];
    let line = prelude.breaks;
    starts.forEach((start, k) => {
      const piece = text.slice(start, starts[k + 1] ?? text.length);
      const follow = k + 1 < starts.length ? lineAt(text, starts[k + 1]!) : undefined;
      const candidate = aligned ? (aligned[k + 1]!.text === piece ? aligned[k + 1] : undefined) : reusable.get(piece)?.shift();
      const same = candidate?.follow === follow ? candidate : undefined;
      const chunk = same ?? this.parseChunk(path, piece, start, line, follow, aligned?.[k + 1]!.name);
      chunk.start = start;
      chunk.line = line;
      chunks.push(chunk);
      line += chunk.breaks;
    });
    return { path, text, length: text.length, mode: "chunked", chunks, group: gameGroup(game, this.scope(path)) };
  }

  /** The one card chunk an edit changed, if nothing else changed. */
  private cardEdit(old: FileState, now: FileState): CardEdit | undefined {
    if (old.mode !== "chunked" || now.mode !== "chunked" || old.group !== now.group || old.chunks.length !== now.chunks.length) return undefined;
    if (old.chunks[0] !== now.chunks[0]) return undefined;
    let edit: CardEdit | undefined;
    for (let k = 1; k < now.chunks.length; k++) {
      if (old.chunks[k] === now.chunks[k]) continue;
      if (edit) return undefined;
      edit = { path: now.path, before: old.chunks[k]!, after: now.chunks[k]! };
    }
    return edit;
  }

  private refresh(defer = this.deferDependents): void {
    for (const [key, edits] of this.cardEdits) if (!this.dirty.has(key) && !this.recheckCards(key, edits)) this.dirty.add(key);
    this.cardEdits.clear();
    if (this.dirty.size === 0) return;
    const members = new Map<string, FileState[]>();
    for (const f of this.files.values()) if (this.dirty.has(f.group)) (members.get(f.group) ?? members.set(f.group, []).get(f.group)!).push(f);
    for (const key of this.dirty) {
      if (defer && this.recheckChanged(key, members.get(key) ?? [])) {
        this.unsettled.add(key);
        continue;
      }
      this.unsettled.delete(key);
      for (const p of this.groups.get(key)?.files ?? []) this.changed.add(p);
      const files = members.get(key);
      if (!files) this.groups.delete(key);
      else this.checkGroup(key, files);
    }
    this.dirty.clear();
  }

  /** The pseudo-files `check` sees: the prelude, then one per card chunk with the prelude's game and set. */
  private checkerFiles(files: FileState[]): SourceFileNode[] {
    return files.flatMap((f) => {
      const [head, ...rest] = f.chunks;
      return [head!.tree, ...rest.map((c) => ({ ...c.tree, game: head!.tree.game, set: head!.tree.set }))];
    });
  }

  private checkGroup(key: string, files: FileState[]): void {
    const diagnostics: Diagnostic[] = [];
    // in path order, as the CLI reads them: of two cards with one id or title, the later is blamed, whatever the order the files came in
    const trees = this.checkerFiles([...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)));
    const checked = guardPhase("checker", trees[0]!.path, diagnostics, { sets: [], diagnostics: [], index: [] }, () => check(trees, { vocabularies: this.vocabularies }));
    const byChunk = new Map<string, ChunkResult>();
    const entry = (name: string) => byChunk.get(name) ?? byChunk.set(name, { diagnostics: [], index: [], chunk: this.chunkPlace.get(name)?.chunk }).get(name)!;
    // a card chunk carries its file's `game`/`set` lines (see checkerFiles): what is said of those lines is said once, by the prelude
    const preludeSpans = new Set<string>();
    for (const f of files) {
      const head = f.chunks[0]!;
      for (const node of [head.tree.game?.name, head.tree.set?.name, head.tree.set?.number]) if (node) preludeSpans.add(`${head.name}\u0001${node.span.start}:${node.span.end}`);
    }
    const preludeOf = new Map(files.flatMap((f) => f.chunks.slice(1).map((c) => [c.name, f.chunks[0]!.name] as const)));
    const copied = (d: Diagnostic) => {
      const head = preludeOf.get(d.file);
      return head !== undefined && preludeSpans.has(`${head}\u0001${d.span.start}:${d.span.end}`);
    };
    for (const d of [...diagnostics, ...checked.diagnostics]) {
      if (copied(d)) continue;
      entry(this.chunkPlace.has(d.file) ? d.file : files[0]!.chunks[0]!.name).diagnostics.push(withFilePaths(d));
    }
    for (const n of checked.index ?? []) entry(n.file).index.push(n);
    const noisy = new Set<string>();
    for (const f of files) for (const c of f.chunks) entry(c.name);
    for (const f of files) for (const c of f.chunks) if (c.parseDiagnostics.length || byChunk.get(c.name)?.diagnostics.length) noisy.add(c.name);
    for (const f of files) {
      f.tree = undefined;
      this.changed.add(f.path);
    }
    const group: GroupResult = { files: files.map((f) => f.path), sets: checked.sets, byChunk, noisy };
    this.groups.set(key, group);
    // a deferred full check runs between keystrokes: build the titles now rather than on the next keystroke
    const vocab = this.groupVocabulary(key);
    if (this.deferDependents && vocab && key.startsWith("game:")) group.titles = titleIndex(trees.flatMap((t) => t.cards.map((card) => ({ file: t.path, card }))), vocab, this.declared(key));
  }

  /** Re-check only the edited cards; false when an edit needs the whole game re-checked. */
  private recheckCards(key: string, edits: CardEdit[]): boolean {
    const group = this.groups.get(key);
    if (!group) return false;
    for (const e of edits) {
      const header = headerText(e.after);
      if (header === undefined || header !== headerText(e.before) || !group.byChunk.has(e.before.name)) return false;
    }
    const vocab = this.groupVocabulary(key);
    if (!vocab) return false;
    if (!group.titles) {
      const files = group.files.map((p) => this.files.get(p)!).filter(Boolean);
      group.titles = titleIndex(this.checkerFiles(files).flatMap((t) => t.cards.map((card) => ({ file: t.path, card }))), vocab, this.declared(key));
    }
    for (const e of edits) {
      const before = group.byChunk.get(e.before.name)!;
      const card = e.after.tree.cards[0]!;
      const headerEnd = card.sentences[0]?.span.start ?? e.after.text.length;
      const result = checkCard(card, e.after.name, vocab, group.titles);
      // the header is unchanged, so are its diagnostics (the header's own and the set rules')
      const kept = before.diagnostics.filter((d) => d.span.start < headerEnd);
      const diagnostics = [...kept, ...result.diagnostics];
      group.byChunk.set(e.after.name, { diagnostics, index: result.index, chunk: e.after });
      if (diagnostics.length || e.after.parseDiagnostics.length) group.noisy.add(e.after.name);
      else group.noisy.delete(e.after.name);
      group.irs ??= new Map(group.sets.flatMap((set) => set.cards.map((c, k) => [`${set.number}\u0000${c.id}`, { cards: set.cards, k }] as const)));
      const setNumber = this.files.get(e.path)?.chunks[0]?.tree.set?.number.value;
      const at = group.irs.get(`${setNumber}\u0000${result.ir.id}`);
      if (at) at.cards[at.k] = result.ir;
      const f = this.files.get(e.path);
      if (f) f.tree = undefined;
      this.changed.add(e.path);
    }
    return true;
  }

  /**
   * With `deferDependents`: re-check the chunks of a group that changed since its last check, each card
   * alone (header and sentences) against the titles of that check; false when the group needs its full
   * check now (never checked, files joined or left it, a prelude changed).
   */
  private recheckChanged(key: string, files: FileState[]): boolean {
    const group = this.groups.get(key);
    const vocab = this.groupVocabulary(key);
    if (!group || !vocab || !key.startsWith("game:") || files.length !== group.files.length || files.some((f) => !group.files.includes(f.path))) return false;
    const stale: { path: string; chunk: Chunk }[] = [];
    for (const f of files) {
      // a prelude re-parsed because the card line after it changed (see `parseChunk`) keeps its results
      const prelude = group.byChunk.get(f.chunks[0]!.name);
      if (prelude?.chunk?.text !== f.chunks[0]!.text) return false;
      prelude.chunk = f.chunks[0];
      for (const c of f.chunks) if (group.byChunk.get(c.name)?.chunk !== c) stale.push({ path: f.path, chunk: c });
    }
    group.titles ??= titleIndex(this.checkerFiles(files).flatMap((t) => t.cards.map((card) => ({ file: t.path, card }))), vocab, this.declared(key));
    for (const { path, chunk } of stale) {
      const result = provisionalCheck(chunk.tree.cards, chunk.name, vocab, group.titles);
      group.byChunk.set(chunk.name, { ...result, chunk });
      if (result.diagnostics.length || chunk.parseDiagnostics.length) group.noisy.add(chunk.name);
      else group.noisy.delete(chunk.name);
      const f = this.files.get(path);
      if (f) f.tree = undefined;
      this.changed.add(path);
    }
    return true;
  }
}
