import type { GameVocabulary, PhraseKind } from "../../runtime/core/vocabulary.ts";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import { isConditional, type AbilityIR, type ActivatedAbilityIR, type ConditionalStepIR, type DurationIR, type EffectIR, type PhraseCall, type StepIR } from "../ir/ir.ts";
import type { SentenceNode, SeparatorNode } from "../syntax/ast.ts";
import { matchPhrases, parseNounPhrase, tokenizeGroup, type MatchContext } from "./match.ts";
import { AbilityScope, type Subject } from "./resolve.ts";
import type { NodeInfo } from "./side-table.ts";
import { closest, matchCase } from "./suggest.ts";
import type { Arg, Call } from "./syntax-tree.ts";
import { NUMBER_WORDS, nounTypes } from "./lexicon.ts";
import { spanOf, textOf, tokenize, wordTokens, type Tok } from "./tokens.ts";
import { joinPatternCommas } from "./commas.ts";
import { closestPatterns } from "./closest-phrases.ts";
import { joinColonLists, joinSerialLists } from "./serial-lists.ts";

/** Everything a sentence needs to know about its card. */
export interface CardContext {
  vocab: GameVocabulary;
  match: MatchContext;
  file: string;
  card: { id: string; type: string; titleSpan: Span };
  diagnostics: Diagnostic[];
  index: NodeInfo[];
}

type Role = "cost" | "effect";

/** An effect clause and the separator written before it (none for the first). */
interface EffectClause {
  toks: Tok[];
  sep: SeparatorNode | undefined;
}

/** An effect, a conditional (`if …, …[; otherwise, …]`), or the `otherwise` of the previous sentence's conditional. */
type EffectItem =
  | { k: "step"; run: () => StepIR }
  | { k: "if"; cond: Call; then: (() => StepIR)[]; otherwise?: (() => StepIR)[] }
  | { k: "otherwise"; of: ConditionalStepIR; steps: (() => StepIR)[] };

const KIND_NAMES: Record<PhraseKind, string> = {
  effect: "an effect",
  cost: "a cost",
  trigger: "a trigger",
  condition: "a condition",
  modifier: "a modifier",
  filter: "a noun qualifier",
  value: "a value",
  placement: "a placement rule",
};

function w(toks: Tok[], i: number): string | undefined {
  const t = toks[i];
  return t?.kind === "word" ? t.text : undefined;
}

function startsWith(toks: Tok[], from: number, words: string[]): boolean {
  return words.every((x, k) => w(toks, from + k) === x);
}

export class SentenceLowerer {
  private scope!: AbilityScope;

  constructor(private readonly cx: CardContext) {}

  private error(code: string, span: Span, message: string, extra: Partial<Diagnostic> = {}): void {
    this.cx.diagnostics.push({ code, severity: "error", file: this.cx.file, span, message, ...extra });
  }

  /** The fixed name (a `refs` entry, or the card itself) the previous sentence began with. */
  private subject: Subject | undefined;

  /** The previous sentence's ability, when it has effects a following sentence may continue. */
  private previous: { ability: Extract<AbilityIR, { effects: EffectIR[] }>; scope: AbilityScope; duration: string | undefined } | undefined;
  /** The default duration of the ability being lowered (its timing's). */
  private timingDuration: string | undefined;

  /**
   * Lower one sentence to an ability, or to null when it is broken or continues the ability before it
   * (then its effects were added to that ability).
   */
  lower(written: SentenceNode): AbilityIR | null {
    const s = joinColonLists(joinSerialLists(joinPatternCommas(written, this.cx.match.cv.commaJoins), (c) => this.isListItem(tokenize(c.elements))));
    const clauses = s.clauses.map((c) => tokenize(c.elements));
    const previous = this.previous;
    this.previous = undefined;
    this.timingDuration = undefined;
    const mark = this.mark();
    this.scopeSubject = this.subject;
    this.scope = this.newScope();
    this.subject = s.label ? undefined : this.subjectOf(clauses[0] ?? [], this.subject);
    const ability = this.lowerSentence(s, clauses);
    if (previous && !s.label && this.cx.diagnostics.length > mark.diagnostics) {
      const standalone = this.rollback(mark);
      if (this.continues(previous, s, clauses)) return null;
      this.cx.diagnostics.push(...standalone.diagnostics);
      this.cx.index.push(...standalone.index);
    }
    if (ability && (ability.kind === "activated" || ability.kind === "response" || ability.kind === "trigger")) {
      this.previous = { ability, scope: this.scope, duration: this.timingDuration };
    }
    return ability;
  }

  /** The subject a new scope of the sentence being lowered starts with. */
  private scopeSubject: Subject | undefined;

  private newScope(): AbilityScope {
    return new AbilityScope(this.cx.vocab, this.cx.file, this.cx.card, this.cx.match.titles, this.cx.diagnostics, this.cx.index, this.scopeSubject);
  }

  /** A clause that is one item of a serial list: a number or a whole noun phrase. */
  private isListItem(toks: Tok[]): boolean {
    if (toks.length === 1 && toks[0]!.kind === "number") return true;
    return toks.length > 0 && parseNounPhrase(this.cx.match, toks, 0, false, 0).some((r) => r.end === toks.length);
  }

  private mark(): { diagnostics: number; index: number } {
    return { diagnostics: this.cx.diagnostics.length, index: this.cx.index.length };
  }

  private rollback(mark: { diagnostics: number; index: number }): { diagnostics: Diagnostic[]; index: NodeInfo[] } {
    return { diagnostics: this.cx.diagnostics.splice(mark.diagnostics), index: this.cx.index.splice(mark.index) };
  }

  /**
   * Printed cards split one ability over several sentences (`Exert X to play a <noun>. The cost of that
   * <noun> is -2.`). A sentence without a label that is no ability on its own but reads as further
   * effects of the ability before it (in its scope: `that <noun>` is the one it chose)
   * continues that ability; its first effect is marked `newSentence` for the renderer.
   */
  private continues(previous: NonNullable<SentenceLowerer["previous"]>, s: SentenceNode, clauses: Tok[][]): boolean {
    if (s.separators.some((x) => x.text === "then")) return false;
    const mark = this.mark();
    const own = this.scope;
    this.scope = previous.scope;
    const last = previous.ability.effects[previous.ability.effects.length - 1];
    this.openConditional = last && isConditional(last) ? last : undefined;
    const body = this.body(s, clauses, s.separators, 0, false, previous.duration);
    this.openConditional = undefined;
    const steps = body && this.cx.diagnostics.length === mark.diagnostics ? body.steps() : undefined;
    const effects = steps?.effects ?? [];
    if ((!effects.length && !steps?.otherwise) || this.cx.diagnostics.length > mark.diagnostics) {
      this.rollback(mark);
      this.scope = own;
      return false;
    }
    if (steps?.otherwise) {
      steps.otherwise.of.otherwise = steps.otherwise.steps;
      steps.otherwise.of.otherwiseNewSentence = true;
    } else effects[0]!.newSentence = true;
    previous.ability.effects.push(...effects);
    this.previous = previous;
    return true;
  }

  /**
   * `<Fixed name> must be <title>. He is …`: a pronoun with nothing before it in its own sentence refers to a
   * fixed name that begins the sentence before, as printed cards read.
   */
  private subjectOf(toks: Tok[], previous: Subject | undefined): Subject | undefined {
    if (!toks.length) return undefined;
    for (const r of parseNounPhrase(this.cx.match, toks, 0, false, 0)) {
      const np = r.np;
      if (np.np === "named") return { ref: np.id, types: this.cx.vocab.refs?.find((x) => x.id === np.id)?.types ?? null, span: np.span };
      if (np.np === "self") return { ref: "self", types: [this.cx.card.type], span: np.span };
      // a sentence begun with a pronoun (`He …`) keeps the subject that pronoun refers to, for the next sentence
      if (np.np === "pronoun" && previous) return previous;
    }
    return undefined;
  }

  private lowerSentence(s: SentenceNode, clauses: Tok[][]): AbilityIR | null {
    if (s.label) return this.labelled(s, clauses);
    const type = this.cx.vocab.cardTypes.find((t) => t.id === this.cx.card.type);
    if (type?.needsTiming) {
      const keyword = clauses.length === 1 && clauses[0]!.length ? this.keyword(clauses[0]!) : undefined;
      if (keyword !== undefined) return keyword;
      this.error("CS2041", s.span, `every ${type.word} ability starts with a timing word (${this.cx.vocab.timings.map((t) => t.word + ":").join(", ")})`, { expected: "a timing word and ':'" });
      return null;
    }
    return this.unlabelled(s, clauses);
  }

  // ---- labels -------------------------------------------------------------------------------

  private labelled(s: SentenceNode, clauses: Tok[][]): AbilityIR | null {
    const label = tokenize(s.label!.elements);
    if (!label.length) {
      this.error("CS2002", s.label!.span, "expected a timing word before ':'", { expected: "a timing word" });
      return null;
    }
    const timings: { id: string; response: boolean; defaultDuration?: string }[] = [];
    let i = 0;
    let ok = true;
    while (i < label.length) {
      const t = this.cx.vocab.timings.find((x) => startsWith(label, i, wordTokens(x.word)));
      if (t) {
        const n = wordTokens(t.word).length;
        this.cx.index.push({ file: this.cx.file, span: spanOf(label, i, i + n), kind: "timing", id: t.id, doc: t.doc, cardId: this.cx.card.id });
        timings.push({ id: t.id, response: !!t.response, defaultDuration: t.defaultDuration });
        i += n;
      } else {
        const tok = label[i]!;
        const guess = closest(tok.raw, this.cx.vocab.timings.map((x) => x.word));
        this.error("CS2002", tok.span, `unknown timing word '${tok.raw}'${guess ? `; did you mean '${guess}'?` : ""}`, {
          expected: "a timing word",
          found: `'${tok.raw}'`,
          fixes: guess ? [{ title: `Replace with '${guess}'`, edits: [{ file: this.cx.file, span: tok.span, newText: guess }] }] : undefined,
        });
        ok = false;
        i++;
      }
      if (i < label.length) {
        if (w(label, i) === "or") i++;
        else if (ok) {
          this.error("CS2002", label[i]!.span, `expected 'or' or ':' after a timing word, found '${label[i]!.raw}'`);
          ok = false;
          break;
        }
      }
    }
    const seps = s.separators;
    if (!ok && timings.length === 0) {
      // still check the rest of the sentence, so one typo does not hide other problems
      this.body(s, clauses, seps, 0, true, undefined)?.steps();
      return null;
    }
    if (timings.some((t) => t.response)) {
      const first = clauses[0] ?? [];
      if (w(first, 0) !== "if") {
        this.error("CS2005", s.clauses[0]?.span ?? s.span, "a response is written 'if <trigger>, <effect>'", { expected: "'if'", found: first.length ? `'${first[0]!.raw}'` : "nothing" });
        return null;
      }
      const trigger = this.phrase(["trigger"], first, 1, first.length);
      this.timingDuration = timings[0]!.defaultDuration;
      const body = this.body(s, clauses, seps, 1, false, this.timingDuration);
      if (!trigger || !body) return null;
      const triggerIR = this.scopeFirst(trigger);
      const { costs, effects } = body.steps();
      return { kind: "response", timing: timings.find((t) => t.response)!.id, trigger: triggerIR, costs, effects };
    }
    this.timingDuration = timings[0]?.defaultDuration;
    const parts = this.alternativeParts(clauses, seps);
    const bodies = parts.map((p, k) => this.body(s, p.clauses, p.seps, 0, k === 0, this.timingDuration));
    if (bodies.some((b) => !b)) return null;
    const lowered = bodies.map((b, k) => {
      // each alternative binds its own names: a pronoun never refers to another alternative's choice
      if (k > 0) this.scope = this.newScope();
      return b!.steps();
    });
    const first = lowered[0]!;
    const ability: ActivatedAbilityIR = { kind: "activated", timings: timings.map((t) => t.id), condition: first.condition, costs: first.costs, effects: first.effects };
    if (lowered.length > 1) ability.alternatives = lowered.slice(1).map((l) => ({ costs: l.costs, effects: l.effects }));
    return ability;
  }

  /**
   * `<costs> then <effects>; or <costs> then <effects>`: the sentence split at each `;` whose next
   * clause starts with `or` (that `or` dropped); one part when there is none.
   */
  private alternativeParts(clauses: Tok[][], seps: SeparatorNode[]): { clauses: Tok[][]; seps: SeparatorNode[] }[] {
    const parts: { clauses: Tok[][]; seps: SeparatorNode[] }[] = [];
    let start = 0;
    for (let k = 0; k <= clauses.length; k++) {
      const next = clauses[k + 1];
      const splits = k < clauses.length - 1 && seps[k]?.text === ";" && w(next ?? [], 0) === "or" && (next?.length ?? 0) > 1;
      if (!splits && k < clauses.length) continue;
      const part = clauses.slice(start, k + 1);
      if (start > 0) part[0] = part[0]!.slice(1);
      parts.push({ clauses: part, seps: seps.slice(start, k) });
      start = k + 1;
    }
    return parts;
  }

  // ---- sentences without a label --------------------------------------------------------------

  private unlabelled(s: SentenceNode, clauses: Tok[][]): AbilityIR | null {
    const first = clauses[0] ?? [];
    if (!first.length) {
      this.error("CS2005", s.span, "empty sentence");
      return null;
    }
    const keyword = clauses.length === 1 ? this.keyword(first) : undefined;
    if (keyword !== undefined) return keyword;
    if (clauses.length === 1 && this.unknownKeyword(first)) return null;
    if (w(first, 0) === "otherwise") {
      // only the continuation of an ability ending with `if …, …` (see `continues`): diagnosed by its effects
      this.body(s, clauses, s.separators, 0, false, undefined)?.steps();
      return null;
    }
    if (startsWith(first, 0, ["to", "play"]) && first.length === 2) return this.requirement(s, clauses);
    if (w(first, 0) === "if" && clauses.length === 2 && this.conditionThenModifier(first, 1, clauses[1]!)) {
      // `If <condition>, <modifier>`: a static ability printed with `If` (same meaning as `While`)
      const cond = this.phrase(["condition"], first, 1, first.length);
      const mod = this.phrase(["modifier"], clauses[1]!, 0, clauses[1]!.length);
      if (!cond || !mod) return null;
      const condition = this.scope.call(cond);
      return { kind: "static", condition, modifier: this.scope.call(mod), conditionIf: true };
    }
    // `If <trigger>, …`: a state trigger as printed (same meaning as `Each time <trigger>, …`)
    const stateTrigger = w(first, 0) === "if" && clauses.length > 1 && matchPhrases(this.cx.match, "trigger", first, 1, first.length).length > 0;
    if (w(first, 0) === "when" || startsWith(first, 0, ["each", "time"]) || stateTrigger) {
      const n = w(first, 0) === "each" ? 2 : 1;
      const trigger = this.phrase(["trigger"], first, n, first.length);
      const body = this.body(s, clauses, s.separators, 1, true, undefined);
      if (!trigger || !body) return null;
      const triggerIR = this.scopeFirst(trigger);
      const steps = body.steps();
      const starter = stateTrigger ? "if" : n === 1 ? "when" : "each time";
      return { kind: "trigger", starter, trigger: triggerIR, condition: steps.condition, costs: steps.costs, effects: steps.effects };
    }
    if (w(first, 0) === "while") {
      const cond = this.phrase(["condition"], first, 1, first.length);
      const second = clauses[1] ?? [];
      if (w(second, 0) === "when" || startsWith(second, 0, ["each", "time"])) {
        const n = w(second, 0) === "when" ? 1 : 2;
        const trigger = this.phrase(["trigger"], second, n, second.length);
        const body = this.body(s, clauses, s.separators, 2, false, undefined);
        if (!cond || !trigger || !body) return null;
        const condition = this.scope.call(cond);
        const triggerIR = this.scope.call(trigger);
        const steps = body.steps();
        return { kind: "trigger", starter: n === 1 ? "when" : "each time", active: condition, trigger: triggerIR, condition: null, costs: steps.costs, effects: steps.effects };
      }
      const rest = clauses.slice(1);
      if (rest.length !== 1) {
        this.error("CS2005", s.span, "a static ability is written 'While <condition>, <modifier>.'", { expected: "one modifier after the condition" });
        return null;
      }
      const mod = this.phrase(["modifier"], rest[0]!, 0, rest[0]!.length);
      if (!cond || !mod) return null;
      const condition = this.scope.call(cond);
      return { kind: "static", condition, modifier: this.scope.call(mod) };
    }
    if (clauses.length === 2 && startsWith(first, 0, ["for", "each"])) {
      // `For each <noun phrase>, <modifier>`: read as the modifier with its amount counted `for each …`
      // (after the last number, or right after an earlier one when the number is mid-clause: `add 2 to …`)
      const second = clauses[1]!;
      const after = second.flatMap((t, k) => (t.kind === "number" || t.kind === "signed" ? [k + 1] : []));
      const placed = after.map((k) => [...second.slice(0, k), ...first, ...second.slice(k)]);
      const moved = placed.find((m) => matchPhrases(this.cx.match, "modifier", m, 0, m.length).length) ?? [...second, ...first];
      const mod = this.phrase(["modifier"], moved, 0, moved.length);
      if (!mod) return null;
      return { kind: "static", condition: null, modifier: this.scope.call(mod), forEachFirst: true };
    }
    if (clauses.length === 2 && !s.label && w(first, 0) === "at" && this.conditionThenModifier(first, 0, clauses[1]!)) {
      // `At <place>, <modifier>`: a location condition printed without `While`
      const cond = this.phrase(["condition"], first, 0, first.length);
      const mod = this.phrase(["modifier"], clauses[1]!, 0, clauses[1]!.length);
      if (!cond || !mod) return null;
      const condition = this.scope.call(cond);
      return { kind: "static", condition, modifier: this.scope.call(mod), conditionFirst: true };
    }
    const whileAt = clauses.length === 1 && !s.label ? this.trailingWhile(first) : -1;
    if (whileAt > 0) {
      // `<modifier> while <condition>`: the condition printed last
      const mod = this.phrase(["modifier"], first, 0, whileAt);
      const cond = this.phrase(["condition"], first, whileAt + 1, first.length);
      if (!cond || !mod) return null;
      const modifier = this.scope.call(mod);
      return { kind: "static", condition: this.scope.call(cond), modifier, conditionAfter: true };
    }
    if (clauses.length === 1 && !s.label) {
      const after = this.triggerAfter(s, first);
      if (after) return after;
    }
    if (clauses.length === 1) {
      const call = this.phrase(["placement", "modifier"], first, 0, first.length);
      if (!call) return null;
      if (call.pattern.phrase.kind === "placement") return { kind: "placement", rule: this.scope.call(call) };
      return { kind: "static", condition: null, modifier: this.scope.call(call) };
    }
    const triggers = matchPhrases(this.cx.match, "trigger", first, 0, first.length);
    if (triggers.length) {
      const body = this.body(s, clauses, s.separators, 1, true, undefined);
      if (!body) return null;
      const triggerIR = this.scopeFirst(this.single(triggers.map((m) => m.call), first, 0, first.length));
      const steps = body.steps();
      return { kind: "trigger", starter: null, trigger: triggerIR, condition: steps.condition, costs: steps.costs, effects: steps.effects };
    }
    this.unknownWords(first, 0, first.length) ||
      this.error("CS2005", s.span, "this sentence has none of the sentence forms (keyword, 'To play,', placement, modifier, 'Timing:', trigger)", { found: `'${textOf(first, 0, first.length)}'` });
    return null;
  }

  /**
   * A trigger written after its effect: `<effect> if <trigger>.` or `<effect> <trigger that starts with its
   * own word>.` Tried only when no placement or modifier reads the sentence.
   */
  private triggerAfter(s: SentenceNode, toks: Tok[]): AbilityIR | undefined {
    const m = this.cx.match;
    if ((["placement", "modifier"] as PhraseKind[]).some((k) => matchPhrases(m, k, toks, 0, toks.length).length)) return undefined;
    for (let k = 1; k < toks.length - 1; k++) {
      const viaIf = w(toks, k) === "if";
      const from = viaIf ? k + 1 : k;
      if (!matchPhrases(m, "effect", toks, 0, k).length || !matchPhrases(m, "trigger", toks, from, toks.length).length) continue;
      const trigger = this.phrase(["trigger"], toks, from, toks.length);
      const body = this.body(s, [toks.slice(0, k)], [], 0, false, undefined);
      if (!trigger || !body) return undefined;
      const triggerIR = this.scopeFirst(trigger);
      const steps = body.steps();
      return { kind: "trigger", starter: null, trigger: triggerIR, condition: null, costs: steps.costs, effects: steps.effects, written: viaIf ? "effect-if-trigger" : "effect-trigger" };
    }
    return undefined;
  }

  /** `Tentacle.` or `Sting +1.`: a capitalised word alone (with a value) is written as a keyword the game lacks. */
  private unknownKeyword(toks: Tok[]): boolean {
    const t = toks[0]!;
    const alone = toks.length === 1 || (toks.length === 2 && toks[1]!.kind === "signed");
    if (!alone || t.kind !== "word" || !/^\p{Lu}/u.test(t.raw)) return false;
    const guess = closest(t.raw, this.cx.vocab.keywords.map((k) => k.word));
    const declare = `a set adds a keyword before its file's cards: 'keyword ${t.raw} "what it means"'`;
    this.error("CS2007", t.span, `unknown keyword '${t.raw}'${guess ? `; did you mean '${guess}'?` : `; ${declare}`}`, {
      expected: "a keyword of the game or of the checked files",
      found: `'${t.raw}'`,
      fixes: guess ? [{ title: `Replace with '${guess}'`, edits: [{ file: this.cx.file, span: t.span, newText: guess }] }] : undefined,
    });
    return true;
  }

  private scopeFirst(call: Call): PhraseCall {
    return this.scope.call(call);
  }

  private keyword(toks: Tok[]): AbilityIR | null | undefined {
    const t = toks[0]!;
    if (t.kind !== "word") return undefined;
    const k = this.cx.vocab.keywords.find((x) => startsWith(toks, 0, wordTokens(x.word)));
    if (!k) return undefined;
    let i = wordTokens(k.word).length;
    let value: number | null = null;
    const stats: Record<string, number> = {};
    if (toks[i]?.kind === "signed" && typeof toks[i]!.value === "number") value = toks[i++]!.value as number;
    if (toks[i]?.kind === "group") {
      const inner = tokenizeGroup(toks[i]!);
      for (let j = 0; j < inner.length; j += 2) {
        const name = inner[j];
        const num = inner[j + 1];
        if (name?.kind !== "word" || num?.kind !== "number" || !(k.stats ?? []).includes(name.text)) {
          this.error("CS2040", toks[i]!.span, `'${k.word}' takes ${k.stats?.length ? `'(${k.stats.join(", ")} N)'` : "nothing in parentheses"}`, { found: textOf(inner, 0, inner.length) });
          return null;
        }
        stats[name.text] = num.value as number;
      }
      i++;
    }
    if (i < toks.length) return undefined;
    if (!!k.value !== (value !== null)) {
      this.error("CS2040", spanOf(toks, 0, toks.length), k.value ? `'${k.word}' needs a value: '${k.word} +1'` : `'${k.word}' takes no value`, { expected: k.value ? `'${k.word} +N'` : `'${k.word}'` });
      return null;
    }
    this.cx.index.push({ file: this.cx.file, span: t.span, kind: "keyword", id: k.id, doc: k.doc, cardId: this.cx.card.id });
    return { kind: "keyword", keyword: k.id, value, stats };
  }

  private requirement(s: SentenceNode, clauses: Tok[][]): AbilityIR | null {
    const conditions: PhraseCall[] = [];
    const costs: StepIR[] = [];
    let failed = false;
    for (const toks of clauses.slice(1)) {
      if (!toks.length) continue;
      const cond = matchPhrases(this.cx.match, "condition", toks, 0, toks.length);
      if (cond.length) {
        conditions.push(this.scope.call(this.single(cond.map((m) => m.call), toks, 0, toks.length)));
        continue;
      }
      const step = this.step(toks, "cost", undefined, true);
      if (step) costs.push(step());
      else failed = true;
    }
    if (!conditions.length && !costs.length && !failed) {
      this.error("CS2023", s.span, "'To play,' needs a condition or a cost after it");
      return null;
    }
    return { kind: "requirement", conditions, costs };
  }

  // ---- costs and effects ----------------------------------------------------------------------

  /** Where `while` splits a clause into a modifier and a condition (and the whole is no phrase); else -1. */
  private trailingWhile(toks: Tok[]): number {
    const m = this.cx.match;
    const k = toks.findIndex((t, i) => i > 0 && w(toks, i) === "while");
    if (k < 0 || matchPhrases(m, "modifier", toks, 0, toks.length).length || matchPhrases(m, "placement", toks, 0, toks.length).length) return -1;
    return matchPhrases(m, "modifier", toks, 0, k).length && matchPhrases(m, "condition", toks, k + 1, toks.length).length ? k : -1;
  }

  /**
   * Is `<first>, <second>` a condition (not a trigger) followed by a modifier? `from`: where the
   * condition starts in `first` (1 after a leading `if`; 0 for `At <place>, …`).
   */
  private conditionThenModifier(first: Tok[], from: number, second: Tok[]): boolean {
    const m = this.cx.match;
    return (
      !matchPhrases(m, "trigger", first, from, first.length).length &&
      matchPhrases(m, "condition", first, from, first.length).length > 0 &&
      matchPhrases(m, "modifier", second, 0, second.length).length > 0
    );
  }

  /**
   * Clauses from `from` on: `[if <condition>,] [costs then] effects`. Returns a thunk that resolves
   * bindings in written order (after the trigger, which the caller resolves first).
   */
  private body(s: SentenceNode, clauses: Tok[][], seps: SeparatorNode[], from: number, allowIf: boolean, defaultDuration: string | undefined) {
    let i = from;
    let condition: Call | null = null;
    let failed = false;
    // `if …, <effects>; otherwise, …` without costs is a conditional effect, not the ability's condition
    const conditional = !seps.some((x) => x.text === "then") && clauses.some((c, k) => k > i && w(c, 0) === "otherwise");
    if (allowIf && w(clauses[i] ?? [], 0) === "if" && !conditional) {
      const c = clauses[i]!;
      condition = this.phrase(["condition"], c, 1, c.length);
      if (!condition) failed = true;
      i++;
    }
    const thenIdx: number[] = [];
    for (let k = Math.max(i - 1, 0); k < seps.length; k++) if (seps[k]!.text === "then") thenIdx.push(k);
    for (const extra of thenIdx.slice(1)) {
      const sep = seps[extra]!;
      this.error("CS2022", sep.span, "only one 'then' may separate costs from effects; separate costs with ','", { fixes: [{ title: "Replace with ','", edits: [{ file: this.cx.file, span: sep.span, newText: "," }] }] });
    }
    const split = thenIdx[0];
    const costClauses = split === undefined ? [] : clauses.slice(i, split + 1).filter((c) => c.length).flatMap((c) => this.joinedCosts(c));
    const e0 = split === undefined ? i : split + 1;
    const effectClauses: EffectClause[] = [];
    for (let k = e0; k < clauses.length; k++) if (clauses[k]!.length) effectClauses.push({ toks: clauses[k]!, sep: k > e0 ? seps[k - 1] : undefined });
    if (split !== undefined && !costClauses.length) {
      const sep = seps[split]!;
      this.error("CS2021", sep.span, "'then' needs a cost before it", { fixes: [{ title: "Remove 'then'", edits: [{ file: this.cx.file, span: sep.span, newText: "" }] }] });
    }
    const costs: (() => StepIR)[] = [];
    for (const c of costClauses) {
      const st = this.step(c, "cost", defaultDuration, false, seps[split!]);
      if (st) costs.push(st);
      else failed = true;
    }
    const items = this.effectItems(effectClauses, defaultDuration);
    if (!items) failed = true;
    if (!effectClauses.length && !failed) {
      this.error("CS2023", s.span, "this ability has no effect", { expected: "an effect" });
      failed = true;
    }
    if (failed || !items) return null;
    return {
      steps: () => {
        const cond = condition ? this.scope.call(condition) : null;
        const costIRs = costs.map((run) => run());
        const effects: EffectIR[] = [];
        let otherwise: { of: ConditionalStepIR; steps: StepIR[] } | undefined;
        for (const item of items) {
          if (item.k === "step") effects.push(item.run());
          else if (item.k === "if") effects.push(this.conditional(item));
          else otherwise = { of: item.of, steps: this.scope.branch(() => item.steps.map((run) => run())) };
        }
        return { condition: cond, costs: costIRs, effects, otherwise };
      },
    };
  }

  /**
   * `if <condition>, <then>[; otherwise, <else>]` lowered in written order. Names chosen in a branch (or
   * spotted by the condition, for `then`) bind only there; both branches see what the ability chose before.
   */
  private conditional(item: Extract<EffectItem, { k: "if" }>): ConditionalStepIR {
    const ir: ConditionalStepIR = this.scope.branch(() => ({ if: this.scope.call(item.cond), then: item.then.map((run) => run()) }));
    if (item.otherwise) ir.otherwise = this.scope.branch(() => item.otherwise!.map((run) => run()));
    return ir;
  }

  /** The conditional that a sentence beginning `Otherwise,` may continue (the last effect of the ability before). */
  private openConditional: ConditionalStepIR | undefined;

  /**
   * Effect clauses, with conditionals: `if <condition>, <effects>` (the effects up to the next `;`) and
   * `otherwise, <effects>` right after one, in the same sentence or beginning the next.
   */
  private effectItems(clauses: EffectClause[], defaultDuration: string | undefined): EffectItem[] | null {
    const items: EffectItem[] = [];
    let failed = false;
    let k = 0;
    // effects from clause k up to the next `;`, `if …` or `otherwise`
    const branch = (first: Tok[] | undefined): (() => StepIR)[] => {
      const out: (() => StepIR)[] = [];
      let toks = first;
      if (!toks) toks = clauses[k++]?.toks;
      while (toks) {
        const lead = w(toks, 0) === "until" && clauses[k]?.sep?.text === "," ? toks : undefined;
        if (lead) toks = clauses[k++]!.toks;
        const st = this.step(toks, "effect", defaultDuration, false, undefined, lead);
        if (st) out.push(st);
        else failed = true;
        const next = clauses[k];
        if (!next || next.sep?.text !== "," || w(next.toks, 0) === "if" || w(next.toks, 0) === "otherwise") break;
        toks = clauses[k++]!.toks;
      }
      return out;
    };
    const startsBranch = (c: EffectClause | undefined) => !!c && c.sep?.text === ",";
    while (k < clauses.length) {
      const c = clauses[k]!;
      if (w(c.toks, 0) === "if" && c.toks.length > 1 && startsBranch(clauses[k + 1])) {
        const cond = this.phrase(["condition"], c.toks, 1, c.toks.length);
        if (!cond) failed = true;
        k++;
        const then = branch(undefined);
        if (cond) items.push({ k: "if", cond, then });
        continue;
      }
      if (w(c.toks, 0) === "otherwise" && (c.toks.length > 1 || startsBranch(clauses[k + 1]))) {
        const word = c.toks[0]!;
        const next = c.toks[1] ?? clauses[k + 1]?.toks[0];
        k++;
        const steps = branch(c.toks.length > 1 ? c.toks.slice(1) : undefined);
        const last = items[items.length - 1];
        if (last?.k === "if" && !last.otherwise) last.otherwise = steps;
        else if (!items.length && this.openConditional && !this.openConditional.otherwise) items.push({ k: "otherwise", of: this.openConditional, steps });
        else {
          const span = next ? { ...word.span, end: next.span.start, endLine: next.span.line, endColumn: next.span.column } : word.span;
          this.error("CS2024", word.span, "'otherwise' needs an 'if <condition>, <effect>' just before it in the same ability", {
            expected: "'if <condition>, <effect>' before 'otherwise'",
            found: `'${word.raw}'`,
            fixes: [{ title: `Remove '${word.raw}'`, edits: [{ file: this.cx.file, span, newText: "" }] }],
          });
          failed = true;
        }
        continue;
      }
      const lead = w(c.toks, 0) === "until" && k + 1 < clauses.length ? c.toks : undefined;
      if (lead) k++;
      // `until <moment>, <effect>`: a leading duration belongs to the effect after it
      const st = this.step(clauses[k]!.toks, "effect", defaultDuration, false, undefined, lead);
      k++;
      if (st) items.push({ k: "step", run: st });
      else failed = true;
    }
    return failed ? null : items;
  }

  /**
   * Costs joined by `and` (`<cost> and <cost> then …`): a cost clause that no cost matches
   * whole is split at `and` into clauses that each match one; otherwise it stays whole (and is diagnosed).
   */
  private joinedCosts(toks: Tok[]): Tok[][] {
    const isCost = (part: Tok[]) =>
      part.length > 0 &&
      (["cost", "effect"] as PhraseKind[]).some((k) =>
        matchPhrases(this.cx.match, k, part, 0, part.length).some((m) => m.call.pattern.phrase.kind === "cost" || !!m.call.pattern.phrase.alsoCost),
      );
    const split = (part: Tok[]): Tok[][] | null => {
      if (isCost(part)) return [part];
      for (let k = 1; k < part.length - 1; k++) {
        if (w(part, k) !== "and" || !isCost(part.slice(0, k))) continue;
        const rest = split(part.slice(k + 1));
        if (rest) return [part.slice(0, k), ...rest];
      }
      return null;
    };
    return split(toks) ?? [toks];
  }

  /** Match one cost or effect clause with its core parts (`you may`, `until …`, `(or … if …)`). */
  private step(toks: Tok[], role: Role, defaultDuration: string | undefined, inRequirement: boolean, then?: SeparatorNode, lead?: Tok[]): (() => StepIR) | null {
    let from = 0;
    let to = toks.length;
    let optional = false;
    if (startsWith(toks, 0, ["you", "may"])) (optional = true), (from = 2);
    let alt: { value: number | "X" | "+X" | "-X"; cond: Call; span: Span; when: boolean; unit: string | undefined } | null = null;
    const last = toks[to - 1];
    // a group that a phrase's own pattern ends with (`spot {target} ( or {n} burdens )`) is no alternative
    const whole = (role === "cost" ? ["cost", "effect"] : ["effect"]) as PhraseKind[];
    if (last?.kind === "group" && !whole.some((k) => matchPhrases(this.cx.match, k, toks, from, to).length)) {
      const inner = tokenizeGroup(last);
      if (w(inner, 0) === "or") {
        const v = inner[1];
        const value = v?.kind === "signed" || v?.kind === "number" ? v.value! : v?.kind === "word" && NUMBER_WORDS[v.text] ? NUMBER_WORDS[v.text]! : null;
        // `(or 2 burdens if …)`: the words the phrase writes after its number may follow the value
        let at = 2;
        while (at < inner.length && inner[at]!.kind === "word" && w(inner, at) !== "if" && w(inner, at) !== "when") at++;
        const kw = w(inner, at);
        if (value === null || (kw !== "if" && kw !== "when")) {
          this.error("CS2032", last.span, "an alternative is written '(or <number> [<unit>] if <condition>)'", { found: `'(${textOf(inner, 0, inner.length)})'` });
          return null;
        }
        const cond = this.phrase(["condition"], inner, at + 1, inner.length);
        if (!cond) return null;
        alt = { value, cond, span: last.span, when: kw === "when", unit: at > 2 ? textOf(inner, 2, at) : undefined };
        to--;
      }
    }
    let instead = false;
    if (role === "effect" && w(toks, to - 1) === "instead" && to - 1 > from) (instead = true), to--;
    let duration: DurationIR | null = null;
    let untilSpan: Span | null = null;
    if (lead) {
      duration = this.duration(lead, 1, lead.length);
      if (!duration) return null;
      untilSpan = spanOf(lead, 0, lead.length);
    }
    for (let k = to - 1; k > from && !lead; k--) {
      if (w(toks, k) !== "until" || this.untilInPattern(toks, from, k)) continue;
      duration = this.duration(toks, k + 1, to);
      if (!duration) return null;
      untilSpan = spanOf(toks, k, to);
      to = k;
      break;
    }
    const kinds: PhraseKind[] = role === "cost" ? ["cost", "effect"] : ["effect"];
    const call = this.phrase(kinds, toks, from, to, role === "cost" ? (c) => c.pattern.phrase.kind === "cost" || !!c.pattern.phrase.alsoCost : undefined, (c) => {
      if (role !== "cost") return;
      if (inRequirement) {
        this.error("CS2004", c.span, `'${textOf(toks, from, to)}' is neither a condition nor a cost`, { expected: "a condition or a cost" });
      } else {
        this.error("CS2020", c.span, `'${textOf(toks, from, to)}' is an effect, not a cost; only costs may come before 'then'`, {
          expected: "a cost",
          fixes: then ? [{ title: "Replace 'then' with ','", edits: [{ file: this.cx.file, span: then.span, newText: "," }] }] : undefined,
        });
      }
    });
    if (!call) return null;
    const phrase = call.pattern.phrase;
    if (duration && !phrase.lasting) {
      this.error("CS2030", untilSpan!, `'${phrase.id}' does not last, so 'until …' has no effect here`);
      return null;
    }
    if (!duration && phrase.lasting) duration = { until: defaultDuration ?? "end-of-phase", implicit: true };
    return () => {
      const ir: StepIR = this.scope.call(call);
      if (optional) ir.optional = true;
      if (instead) ir.instead = true;
      if (lead) ir.durationFirst = true;
      if (duration) {
        ir.duration = duration;
        // an implicit duration is recorded as an empty span right after the phrase, where it would be written
        const span = untilSpan ?? { ...call.span, start: call.span.end, line: call.span.endLine, column: call.span.endColumn };
        this.cx.index.push({ file: this.cx.file, span, kind: "duration", duration, cardId: this.cx.card.id });
      }
      if (alt) {
        const numeric = call.pattern.phrase.params.filter((p) => p.type.kind === "number" || p.type.kind === "signed").map((p) => p.name);
        const arg = numeric[numeric.length - 1];
        if (!arg) this.error("CS2032", alt.span, `'${phrase.id}' has no number for '(or …)' to replace`);
        else if (alt.unit && !unitAfter(call, arg, alt.unit)) {
          this.error("CS2032", alt.span, `'${alt.unit}' is not what '${call.pattern.phrase.patterns[call.pattern.index]}' counts; write the word after its number`);
        } else {
          ir.alternative = { arg, value: alt.value, condition: this.scope.call(alt.cond) };
          if (alt.when) ir.alternative.word = "when";
          if (alt.unit) ir.alternative.unit = alt.unit;
        }
      }
      return ir;
    };
  }

  /** Is this `until` a word of a phrase (`reveal cards … until you reveal …`): some pattern reads toks[from, k) then `until`? */
  private untilInPattern(toks: Tok[], from: number, k: number): boolean {
    const before = textOf(toks, from, k).toLowerCase();
    return this.cx.vocab.phrases.some((p) => p.patterns.some((pt) => pt.toLowerCase().startsWith(`${before} until `)));
  }

  private duration(toks: Tok[], from: number, to: number): DurationIR | null {
    const n = to - from;
    if (w(toks, from) === "the" && w(toks, to - 1) === "phase") {
      const t = this.cx.vocab.timings.find((x) => wordTokens(x.word).length === n - 2 && startsWith(toks, from + 1, wordTokens(x.word)));
      if (t) return { until: "start-of-phase", phase: t.id, implicit: false };
    }
    if (n === 3 && startsWith(toks, from, ["end", "of", "turn"])) return { until: "end-of-turn", implicit: false };
    if (n === 3 && startsWith(toks, from, ["end", "of", "phase"])) return { until: "end-of-phase", implicit: false };
    const d = (this.cx.vocab.words.durations ?? []).find((x) => wordTokens(x).length === n && startsWith(toks, from, wordTokens(x)));
    if (d) return { until: d, implicit: false };
    const span = from < to ? spanOf(toks, from, to) : toks[from - 1]!.span;
    this.error("CS2031", span, `unknown duration '${textOf(toks, from, to)}'`, { expected: "'the <timing> phase', 'end of turn' or 'end of phase'" });
    return null;
  }

  // ---- phrase matching with diagnostics --------------------------------------------------------

  /**
   * The single phrase of one of `kinds` written at toks[from, to), or null with a diagnostic.
   * `accept` narrows the matches; `rejected` reports matches it refused (e.g. an effect before `then`).
   */
  private phrase(kinds: PhraseKind[], toks: Tok[], from: number, to: number, accept?: (c: Call) => boolean, rejected?: (c: Call) => void): Call | null {
    if (from >= to) {
      const span = toks[to - 1]?.span ?? toks[0]?.span;
      if (span) this.error("CS2004", span, `expected ${KIND_NAMES[kinds[0]!]} here, found nothing`);
      return null;
    }
    const all = kinds.flatMap((k) => matchPhrases(this.cx.match, k, toks, from, to).map((m) => m.call));
    const matches = accept ? all.filter(accept) : all;
    if (matches.length === 0) {
      if (all.length && rejected) {
        rejected(all[0]!);
        return null;
      }
      if (!this.unknownWords(toks, from, to)) {
        const near = closestPatterns(this.cx.vocab, kinds, toks, from, to);
        const name = this.untitledName(toks, from + 1, to);
        const hint = name ? `; '${name.raw}' is no card title of the checked files: write "${name.raw}" to name a card no file defines` : near.length ? ` (closest phrases: ${near.map((p) => `'${p}'`).join(", ")})` : "";
        this.error("CS2004", spanOf(toks, from, to), `expected ${kinds.map((k) => KIND_NAMES[k]).join(" or ")}; no phrase is written '${textOf(toks, from, to)}'${hint}`, {
          expected: kinds.map((k) => KIND_NAMES[k]).join(" or "),
          found: `'${textOf(toks, from, to)}'`,
          fixes: name ? [{ title: `Quote '${name.raw}'`, edits: [{ file: this.cx.file, span: name.span, newText: JSON.stringify(name.raw) }] }] : undefined,
        });
      }
      return null;
    }
    return this.single(matches, toks, from, to);
  }

  /** The one reading of a clause; several distinct readings are a vocabulary bug (reported, first kept). */
  private single(matches: Call[], toks: Tok[], from: number, to: number): Call {
    let distinct = dedupe(matches);
    // `exert a Foo at a bar or baz`: a reading whose noun phrases cannot be what their slots need is no reading
    const typed = distinct.filter((c) => this.slotsFit(c));
    if (distinct.length > 1 && typed.length >= 1) distinct = typed;
    // a phrase that only describes its subject (`{who} is {what}`) is the reading of last resort
    if (distinct.length > 1) {
      const least = Math.min(...distinct.map(descriptions));
      distinct = distinct.filter((c) => descriptions(c) === least);
    }
    if (distinct.length < 2) return distinct[0]!;
    const text = textOf(toks, from, to);
    const ids = [...new Set(distinct.map((c) => `'${c.pattern.phrase.id}' (${c.pattern.phrase.patterns[c.pattern.index]})`))];
    if (ids.length > 1) {
      // two patterns read the same words: only the vocabulary's author can fix that
      this.error("CS2090", spanOf(toks, from, to), `vocabulary bug in '${this.cx.vocab.game}': '${text}' matches ${ids.join(" and ")}; its patterns must be made distinct (the card's text is not at fault)`);
    } else {
      this.error("CS2006", spanOf(toks, from, to), `'${text}' reads in ${distinct.length} ways as ${ids[0]}: ${readings(distinct)}; quote a card title ("…") or reword it`, {
        found: `'${text}'`,
      });
    }
    return distinct[0]!;
  }

  /** Every noun phrase argument of the call can denote a card of its slot's noun type. */
  private slotsFit(c: Call): boolean {
    return c.pattern.phrase.params.every((p) => {
      const arg = c.args[p.name];
      if (p.type.kind !== "cards" || !arg || arg.a !== "np") return true;
      const allowed = nounTypes(this.cx.vocab, p.type.noun);
      const alternatives = arg.np.np === "or" ? arg.np.alternatives : [arg.np];
      return !allowed || alternatives.every((np) => !("types" in np) || !np.types || np.types.some((t) => allowed.includes(t)));
    });
  }

  /** A capitalised word inside a clause that no title or noun explains (a card name no file defines). */
  private untitledName(toks: Tok[], from: number, to: number): Tok | undefined {
    for (let i = from; i < to; i++) {
      const t = toks[i]!;
      if (t.kind !== "word" || !/^\p{Lu}/u.test(t.raw) || this.cx.match.titles.words.has(t.text)) continue;
      const nouns = this.cx.match.lex.descriptors.get(t.text) ?? [];
      if (nouns.every((d) => d.term.op === "culture" || d.term.op === "side")) return t;
    }
    return undefined;
  }

  /** Report words known neither to the language nor to the vocabulary. Returns whether any was found. */
  private unknownWords(toks: Tok[], from: number, to: number): boolean {
    const lex = this.cx.match.lex;
    let found = false;
    for (let i = from; i < to; i++) {
      const t = toks[i]!;
      if (t.kind === "group") {
        const inner = tokenizeGroup(t);
        found = this.unknownWords(inner, 0, inner.length) || found;
        continue;
      }
      if (t.kind === "icon" && !lex.descriptors.has(`[${t.text}]`)) {
        const guess = closest(t.text, this.cx.vocab.cultures.map((c) => c.icon));
        this.error("CS2003", t.span, `unknown icon '${t.raw}'${guess ? `; did you mean '[${guess}]'?` : ""}`, {
          fixes: guess ? [{ title: `Replace with '[${guess}]'`, edits: [{ file: this.cx.file, span: t.span, newText: `[${guess}]` }] }] : undefined,
        });
        found = true;
      }
      if (t.kind !== "word" || lex.known.has(t.text) || this.cx.match.titles.words.has(t.text)) continue;
      found = true;
      // a capitalised word after the clause's first is a name: it may only be a misspelt title or proper noun
      const name = i > 0 && /^\p{Lu}/u.test(t.raw);
      const names = [...lex.suggestions.filter((x) => /^\p{Lu}/u.test(x)), ...this.cx.match.titles.firstWords()];
      const guess = closest(t.text, (name ? names : [...lex.suggestions, ...this.cx.match.titles.firstWords()]).filter((x) => !x.includes(" ")));
      const fixText = guess ? matchCase(t.raw, guess) : undefined;
      if (name && !fixText) {
        this.error("CS2003", t.span, `unknown word '${t.raw}': no card of the checked files or their project is titled so; check this file with the set that defines it, or write "${t.raw}" to name a card no file defines`, {
          found: `'${t.raw}'`,
          fixes: [{ title: `Quote '${t.raw}'`, edits: [{ file: this.cx.file, span: t.span, newText: JSON.stringify(t.raw) }] }],
        });
        continue;
      }
      this.error("CS2003", t.span, `unknown word '${t.raw}'${fixText ? `; did you mean '${fixText}'?` : ""}`, {
        found: `'${t.raw}'`,
        fixes: fixText ? [{ title: `Replace with '${fixText}'`, edits: [{ file: this.cx.file, span: t.span, newText: fixText }] }] : undefined,
      });
    }
    return found;
  }
}

/** Does the matched pattern write `unit` (one form of a `burden|burdens` pair, or a word) right after the `{arg}` slot? */
function unitAfter(c: Call, arg: string, unit: string): boolean {
  const words = c.pattern.phrase.patterns[c.pattern.index]!.split(" ");
  const next = words[words.indexOf(`{${arg}}`) + 1];
  return !!next && words.includes(`{${arg}}`) && next.split("|").includes(unit.toLowerCase());
}

/** How many phrases with a describing slot (`{who} is {what}`) a reading uses, nested ones included. */
function descriptions(c: Call): number {
  const own = c.pattern.phrase.params.some((p) => p.describes) ? 1 : 0;
  return own + Object.values(c.args).reduce((n, a) => n + (a?.a === "call" ? descriptions(a.call) : 0), 0);
}

/** The readings of one phrase, by the first argument they differ in (`'The Tower' as title The Tower or as noun tower`). */
function readings(calls: Call[]): string {
  const names = Object.keys(calls[0]!.args);
  const name = names.find((n) => new Set(calls.map((c) => meaning(c.args[n]))).size > 1) ?? names[0];
  const arg = (c: Call) => (name ? c.args[name] : null);
  const written = arg(calls[0]!);
  const text = written?.a === "np" ? written.np.text ?? name : name;
  return `'${text}' as ${calls.map((c) => describeArg(arg(c))).join(" or as ")}`;
}

function describeArg(a: Arg | undefined): string {
  if (!a) return "nothing";
  if (a.a !== "np") return a.a === "call" ? a.call.pattern.phrase.id : a.a;
  const np = a.np;
  if (np.np === "or") return `either of ${np.alternatives.map((x) => describeArg({ a: "np", np: x })).join(", ")}`;
  if (np.np !== "filter") return np.np;
  const terms = np.terms.map((t) => ("pattern" in t.term ? t.term.pattern.phrase.id : `${t.term.op} ${Object.values(t.term.args).join(" ")}`));
  return `${terms.join(" ")}${np.plural ? " (plural)" : ""}`;
}

/** What a reading means, without where or how it is written. */
function meaning(x: unknown): string {
  return JSON.stringify(x, (k, v) => (k === "span" || k === "pattern" || k === "text" ? undefined : v));
}

function dedupe(calls: Call[]): Call[] {
  if (calls.length < 2) return calls;
  const seen = new Map<string, Call>();
  for (const c of calls) {
    const key = meaning([c.pattern.phrase.id, c.args]);
    if (!seen.has(key)) seen.set(key, c);
  }
  return [...seen.values()];
}

