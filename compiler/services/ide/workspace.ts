/**
 * The IDE's view of a folder of .card files: the texts (open editors override files on disk) and the
 * analysis of them. Editing a file re-parses only that file and re-checks only the files of its game
 * (card references resolve across the files of one game); other games keep their results.
 */
import type { GameVocabulary } from "../../../runtime/core/vocabulary.ts";
import { vocabularies as defaultVocabularies } from "../../../runtime/games/vocabularies.ts";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import { LineMap } from "../../diagnostics/span.ts";
import type { CardIR, SetIR } from "../../ir/ir.ts";
import { check, type NodeInfo } from "../../semantics/check.ts";
import type { CardNode, SourceFileNode } from "../../syntax/ast.ts";
import { parse } from "../../syntax/parse.ts";
import { guardPhase } from "../guard-phase.ts";

interface FileState {
  text: string;
  lines?: LineMap;
  tree?: SourceFileNode;
  parseDiagnostics?: Diagnostic[];
}

/** The check result of one group of files (one game, or one file without a known game). */
interface GroupResult {
  files: string[];
  sets: SetIR[];
  diagnostics: Diagnostic[];
  index: NodeInfo[];
  perFile: Map<string, { diagnostics: Diagnostic[]; index: NodeInfo[] }>;
}

export class Workspace {
  readonly vocabularies: Record<string, GameVocabulary>;
  private readonly files = new Map<string, FileState>();
  private readonly groups = new Map<string, GroupResult>();
  private readonly dirty = new Set<string>();
  private readonly groupOf = new Map<string, string>();
  private readonly changed = new Set<string>();

  constructor(vocabularies: Record<string, GameVocabulary> = defaultVocabularies) {
    this.vocabularies = vocabularies;
  }

  /** Add or replace a file's text. */
  setFile(path: string, text: string): void {
    const old = this.files.get(path);
    if (old && old.text === text) return;
    this.files.set(path, { text });
    const before = this.groupOf.get(path);
    if (before !== undefined) this.dirty.add(before);
    this.groupOf.delete(path);
    this.dirty.add(this.group(path));
  }

  removeFile(path: string): void {
    if (!this.files.delete(path)) return;
    const before = this.groupOf.get(path);
    if (before !== undefined) this.dirty.add(before);
    this.groupOf.delete(path);
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  paths(): string[] {
    return [...this.files.keys()];
  }

  text(path: string): string | undefined {
    return this.files.get(path)?.text;
  }

  lines(path: string): LineMap {
    const f = this.files.get(path);
    if (!f) return new LineMap("");
    return (f.lines ??= new LineMap(f.text));
  }

  /** The syntax tree of a file (parsed on first use). */
  tree(path: string): SourceFileNode | undefined {
    return this.parsed(path)?.tree;
  }

  /** Every diagnostic of a file: syntax and semantic. */
  diagnostics(path: string): Diagnostic[] {
    return this.fileResult(path)?.diagnostics ?? [];
  }

  /** Side-table entries of a file, in source order. */
  index(path: string): NodeInfo[] {
    return this.fileResult(path)?.index ?? [];
  }

  /** Side-table entries of every file. */
  allIndex(): NodeInfo[] {
    this.refresh();
    return [...this.groups.values()].flatMap((g) => g.index);
  }

  sets(): SetIR[] {
    this.refresh();
    return [...this.groups.values()].flatMap((g) => g.sets);
  }

  /** The game a file declares, when the workspace knows it. */
  game(path: string): GameVocabulary | undefined {
    const name = this.tree(path)?.game?.name.text;
    return name ? this.vocabularies[name] : undefined;
  }

  /** The card definitions of every file. */
  cards(): { file: string; card: CardNode }[] {
    const out: { file: string; card: CardNode }[] = [];
    for (const path of this.files.keys()) for (const card of this.tree(path)?.cards ?? []) out.push({ file: path, card });
    return out;
  }

  /** The IR of card `id` defined in `path` (matched by the file's game and set). */
  cardIR(path: string, id: string): CardIR | undefined {
    const tree = this.tree(path);
    const group = this.groups.get(this.group(path));
    if (!tree?.game || !tree.set || !group) return undefined;
    const set = group.sets.find((s) => s.game === tree.game!.name.text && s.number === tree.set!.number.value);
    return set?.cards.find((c) => c.id === id);
  }

  /** The files whose diagnostics may have changed since the last call (for publishing). */
  takeChanged(): string[] {
    this.refresh();
    const out = [...this.changed];
    this.changed.clear();
    return out;
  }

  private fileResult(path: string): { diagnostics: Diagnostic[]; index: NodeInfo[] } | undefined {
    if (!this.files.has(path)) return undefined;
    this.refresh();
    return this.groups.get(this.group(path))?.perFile.get(path);
  }

  private parsed(path: string): FileState | undefined {
    const f = this.files.get(path);
    if (!f) return undefined;
    if (!f.tree) {
      const diagnostics: Diagnostic[] = [];
      const result = guardPhase("parser", path, diagnostics, undefined, () => parse(f.text, path));
      f.tree = result?.file ?? { kind: "file", path, cards: [], comments: [], span: this.lines(path).span(0, f.text.length) };
      f.parseDiagnostics = [...diagnostics, ...(result?.diagnostics ?? [])];
    }
    return f;
  }

  /** Files of one game share a group; a file without a known game is alone. */
  private group(path: string): string {
    let key = this.groupOf.get(path);
    if (key === undefined) {
      const game = this.tree(path)?.game?.name.text;
      key = game && this.vocabularies[game] ? `game:${game}` : `file:${path}`;
      this.groupOf.set(path, key);
    }
    return key;
  }

  private refresh(): void {
    if (this.dirty.size === 0) return;
    const members = new Map<string, string[]>();
    for (const path of this.files.keys()) {
      const key = this.group(path);
      if (this.dirty.has(key)) (members.get(key) ?? members.set(key, []).get(key)!).push(path);
    }
    for (const key of this.dirty) {
      for (const f of this.groups.get(key)?.files ?? []) this.changed.add(f);
      const paths = members.get(key);
      if (!paths) {
        this.groups.delete(key);
        continue;
      }
      const trees = paths.map((p) => this.tree(p)!);
      const diagnostics: Diagnostic[] = paths.flatMap((p) => this.files.get(p)!.parseDiagnostics ?? []);
      const checked = guardPhase("checker", paths[0]!, diagnostics, { sets: [], diagnostics: [], index: [] }, () => check(trees, { vocabularies: this.vocabularies }));
      diagnostics.push(...checked.diagnostics);
      const perFile = new Map(paths.map((p) => [p, { diagnostics: [] as Diagnostic[], index: [] as NodeInfo[] }]));
      for (const d of diagnostics) perFile.get(d.file)?.diagnostics.push(d);
      for (const n of checked.index ?? []) perFile.get(n.file)?.index.push(n);
      for (const p of paths) this.changed.add(p);
      this.groups.set(key, { files: paths, sets: checked.sets, diagnostics, index: checked.index ?? [], perFile });
    }
    this.dirty.clear();
  }
}
