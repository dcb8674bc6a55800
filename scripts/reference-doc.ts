/**
 * Writes docs/reference/<game>.md for every registered game (`npm run docs:reference`): the sentence forms and every
 * word and phrase of the game's vocabulary, each phrase with an example from the bundled cards (`cards/<game>/`).
 * Everything comes from the vocabulary and the compiled cards, so the reference is never edited by hand.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { globSync } from "tinyglobby";
import type { AbilityIR, CardIR } from "../compiler/ir/ir.ts";
import { renderAbility } from "../compiler/render/render.ts";
import { check, type NodeInfo } from "../compiler/semantics/check.ts";
import type { CardNode, SourceFileNode } from "../compiler/syntax/ast.ts";
import { parse } from "../compiler/syntax/parse.ts";
import type { GameVocabulary, ParamType, PhraseDecl, PhraseKind } from "../runtime/core/vocabulary.ts";
import { plugins } from "../runtime/games/registry.ts";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const referenceDir = join(root, "docs", "reference");

/** Where a game's reference is written, relative to the repository root. */
export function referencePath(game: string): string {
  return `docs/reference/${game}.md`;
}

/** One use of a phrase (or of a sentence form) in a bundled card. */
interface Example {
  card: CardIR;
  file: string;
  /** The Cardscript sentence that uses it, when the checker located it. */
  source?: string;
  english: string;
}

interface Located {
  card: CardIR;
  node: CardNode;
  file: SourceFileNode;
  text: string;
}

/** The bundled cards of a game, compiled, in file path then source order, with the checker's side table. */
function bundledCards(game: string): { cards: Located[]; index: NodeInfo[] } {
  const paths = globSync("**/*.card", { cwd: join(root, "cards", game), absolute: true }).sort();
  const texts = new Map(paths.map((p) => [relative(root, p).replaceAll("\\", "/"), readFileSync(p, "utf8")]));
  const files = [...texts].map(([path, text]) => parse(text, path).file);
  const checked = check(files);
  const byId = new Map(checked.sets.filter((s) => s.game === game).flatMap((s) => s.cards).map((c) => [c.id, c]));
  const cards: Located[] = [];
  for (const file of files) {
    for (const node of file.cards) {
      const card = byId.get(node.id.text);
      if (card) cards.push({ card, node, file, text: texts.get(file.path)! });
    }
  }
  return { cards, index: checked.index ?? [] };
}

/** Every phrase id a value of the IR calls (nested calls, filter terms, alternatives). */
function callsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) callsIn(v, into);
  else if (value && typeof value === "object") {
    const op = (value as { op?: unknown }).op;
    if (typeof op === "string") into.add(op);
    for (const v of Object.values(value)) callsIn(v, into);
  }
  return into;
}

/** The first bundled use of each phrase and of each ability kind. */
function examplesOf(game: string, vocab: GameVocabulary): { phrases: Map<string, Example>; forms: Map<AbilityIR["kind"], Example> } {
  const { cards, index } = bundledCards(game);
  const known = new Set(vocab.phrases.map((p) => p.id));
  const phrases = new Map<string, Example>();
  const forms = new Map<AbilityIR["kind"], Example>();
  for (const located of cards) {
    located.card.abilities.forEach((ability) => {
      const english = renderAbility(ability, vocab, located.card);
      if (!forms.has(ability.kind)) forms.set(ability.kind, { card: located.card, file: located.file.path, english });
      for (const id of callsIn(ability, new Set())) {
        if (!known.has(id) || phrases.has(id)) continue;
        phrases.set(id, { card: located.card, file: located.file.path, english, source: sentenceOfPhrase(located, id, index) });
      }
    });
  }
  return { phrases, forms };
}

/** The sentence of a card that holds the checker's node of a phrase. */
function sentenceOfPhrase(located: Located, id: string, index: readonly NodeInfo[]): string | undefined {
  const node = index.find((n) => n.kind === "phrase" && n.id === id && n.cardId === located.card.id && n.file === located.file.path);
  return node && sentenceAt(located, node.span.start);
}

function sentenceAt(located: Located, offset: number): string | undefined {
  const s = located.node.sentences.find((x) => x.span.start <= offset && offset < x.span.end);
  return s && located.text.slice(s.span.start, s.span.end).replace(/\s+/g, " ");
}

function typeText(t: ParamType): string {
  switch (t.kind) {
    case "cards":
      return `cards (${t.noun})`;
    case "word":
      return `a word of ${t.of}`;
    case "phrase":
      return `a ${t.phrase} phrase`;
    case "list":
      return `a list of ${typeText(t.item)} joined by '${t.conjunction}'`;
    case "number":
      return "a number";
    case "signed":
      return "a signed number (+N, -N)";
    case "tokens":
      return "a token count ((N))";
    case "player":
      return "a player";
    case "text":
      return "a quoted string";
  }
}

function code(text: string): string {
  return text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** Markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|");
}

function exampleLine(e: Example | undefined): string {
  if (!e) return "no bundled card uses it";
  const where = `${e.card.id} *${e.card.title}* (${e.file})`;
  return e.source ? `${where}: ${code(e.source)} (the ability in English: “${e.english}”)` : `${where}: “${e.english}”`;
}

const kindTitles: Record<PhraseKind, string> = {
  effect: "Effects",
  cost: "Costs",
  trigger: "Triggers",
  condition: "Conditions",
  modifier: "Modifiers",
  filter: "Filters (qualifiers after a noun)",
  value: "Values (numbers computed in play)",
  placement: "Placements",
};

const kindWhere: Record<PhraseKind, string> = {
  effect: "after `then`, or the whole body of an ability; an effect marked *also a cost* may come before `then`",
  cost: "before `then`, and in `To play, …`",
  trigger: "after `When`, `Each time`, and `if` in a response",
  condition: "after `While`, `if`, and in `To play, …`",
  modifier: "a static sentence, also after `While …,`",
  filter: "after a noun in a noun phrase",
  value: "inside a number slot",
  placement: "a whole sentence: where and how the card is played",
};

/** The sentence forms, in the words of this game. */
function formsSection(vocab: GameVocabulary, forms: Map<AbilityIR["kind"], Example>): string[] {
  const timing = vocab.timings.find((t) => !t.response)?.word ?? "Timing";
  const response = vocab.timings.find((t) => t.response)?.word;
  const rows: [AbilityIR["kind"], string, string][] = [
    ["keyword", "keyword", "<keyword>[ +N][ (<stat> N)]."],
    ["requirement", "play requirement", "To play, <cost or condition>[, …]."],
    ["placement", "placement", "<placement phrase>."],
    ["static", "static modifier", "[While <condition>,] <modifier>."],
    ["activated", "activated ability or event", `${timing}[ or <timing>]: [if <condition>,] [<costs> then] <effects>.`],
    ...(response ? ([["response", "response", `${response}: if <trigger>, [<costs> then] <effects>.`]] as [AbilityIR["kind"], string, string][]) : []),
    ["trigger", "trigger", "When <trigger>, <effects>. / Each time <trigger>, <effects>."],
  ];
  return [
    "## Sentence forms",
    "",
    "Every ability is one of these sentence forms (docs/language.md describes them all, with their variants). The words",
    "in `<…>` are phrases of the kinds listed below; each example is the first bundled card that has the form.",
    "",
    "| form | shape | example |",
    "|---|---|---|",
    ...rows.map(([kind, name, shape]) => `| ${name} | ${cell(code(shape))} | ${cell(exampleLine(forms.get(kind)))} |`),
    "",
  ];
}

function wordsSection(vocab: GameVocabulary): string[] {
  const out: string[] = ["## Words", ""];
  const table = (title: string, header: string, rows: string[][]) => {
    if (!rows.length) return;
    out.push(`### ${title}`, "", `| ${header.split(",").join(" | ")} |`, `|${header.split(",").map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`), "");
  };
  table("Timing words", "word,response,documentation", vocab.timings.map((t) => [code(`${t.word}:`), t.response ? "yes" : "", t.doc]));
  table(
    "Card types",
    "word,plural,required stats,optional stats,needs a timing word,needs a culture",
    vocab.cardTypes.map((t) => [code(t.word), t.plural ?? `${t.word}s`, t.stats.required.join(", "), t.stats.optional.join(", "), t.needsTiming ? "yes" : "", t.needsCulture ? "yes" : ""]),
  );
  table("Nouns", "word,plural,card types,documentation", Object.entries(vocab.nouns).map(([w, n]) => [code(w), n.plural ?? `${w}s`, n.types.join(", "), n.doc]));
  table("Stats", "name,value,documentation", vocab.stats.map((s) => [code(s.name), s.value + (s.words ? `: ${s.words.join(", ")}` : s.of ? ` of ${s.of}` : ""), s.doc]));
  table("Keywords", "word,takes,documentation", vocab.keywords.map((k) => [code(k.word), [k.value ? "+N" : "", k.stats?.length ? `(${k.stats.join(", ")})` : ""].filter(Boolean).join(" "), k.doc]));
  table("Cultures", "word,icon,side", vocab.cultures.map((c) => [code(c.word), code(`[${c.icon}]`), c.side]));
  table("Sides", "word,id", vocab.sides.map((s) => [code(s.word), s.id]));
  table("Races", "word,plural,side,documentation", vocab.races.map((r) => [code(r.word), r.plural ?? `${r.word}s`, r.side, r.doc ?? ""]));
  table("Item classes", "word,plural,documentation", vocab.itemClasses.map((i) => [code(i.word), i.plural ?? `${i.word}s`, i.doc ?? ""]));
  table("Named cards", "words,card types,documentation", (vocab.refs ?? []).map((r) => [code(r.word), r.types.join(", "), r.doc]));
  table("Players", "words,documentation", (vocab.players ?? []).map((p) => [code(p.word), p.doc]));
  table("Word lists", "list,words", Object.entries(vocab.words).map(([k, ws]) => [code(k), ws.join(", ")]));
  return out;
}

function phraseEntry(p: PhraseDecl, example: Example | undefined): string[] {
  const flags = [p.alsoCost ? "also a cost" : "", p.lasting ? "lasting: takes `until …`" : ""].filter(Boolean);
  return [
    `#### ${p.id}${flags.length ? ` (${flags.join(", ")})` : ""}`,
    "",
    p.doc,
    "",
    `- ${p.patterns.length > 1 ? "patterns" : "pattern"}: ${p.patterns.map(code).join(" · ")}`,
    `- parameters:${p.params.length ? "" : " none"}`,
    ...p.params.map((q) => `  - ${code(`{${q.name}}`)}: ${typeText(q.type)}${q.describes ? " (describes, binds nothing)" : ""}${q.doc ? ` — ${q.doc}` : ""}`),
    `- English: ${(p.renders ?? [p.render]).map(code).join(" · ")}`,
    `- example: ${exampleLine(example)}`,
    "",
  ];
}

function phrasesSection(vocab: GameVocabulary, examples: Map<string, Example>): string[] {
  const out: string[] = ["## Phrases", ""];
  for (const kind of Object.keys(kindTitles) as PhraseKind[]) {
    const phrases = vocab.phrases.filter((p) => p.kind === kind).sort((a, b) => a.id.localeCompare(b.id));
    if (!phrases.length) continue;
    out.push(`### ${kindTitles[kind]}`, "", `Where: ${kindWhere[kind]}. ${phrases.length} phrase${phrases.length === 1 ? "" : "s"}.`, "");
    for (const p of phrases) out.push(...phraseEntry(p, examples.get(p.id)));
  }
  return out;
}

/** The reference of one game, as Markdown. */
export function renderReference(game: string, vocab: GameVocabulary): string {
  const { phrases, forms } = examplesOf(game, vocab);
  const used = vocab.phrases.filter((p) => phrases.has(p.id)).length;
  return [
    `# ${vocab.title}: the Cardscript reference`,
    "",
    "<!-- Generated by `npm run docs:reference` from the game's vocabulary and its bundled cards; do not edit by hand. -->",
    "",
    `The words and phrases a \`game ${game}\` file may use, from the game's vocabulary (runtime/games/${game}/vocabulary),`,
    `and for each phrase the first of the bundled cards (cards/${game}/) that uses it: ${used} of its ${vocab.phrases.length}`,
    "phrases are used by a bundled card. The language itself is described in [docs/language.md](../language.md), the",
    "vocabulary format in [docs/vocabulary-format.md](../vocabulary-format.md), every diagnostic in",
    "[docs/diagnostics.md](../diagnostics.md).",
    "",
    ...formsSection(vocab, forms),
    ...wordsSection(vocab),
    ...phrasesSection(vocab, phrases),
  ].join("\n");
}

/** Every registered game's reference: path (relative to the root) → contents. */
export function renderReferences(): Map<string, string> {
  return new Map(plugins.map((p) => [referencePath(p.game), renderReference(p.game, p.vocabulary)]));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  mkdirSync(referenceDir, { recursive: true });
  for (const [path, text] of renderReferences()) {
    writeFileSync(join(root, path), text);
    console.log(`wrote ${path}`);
  }
}
