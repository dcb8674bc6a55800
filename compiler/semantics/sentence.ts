import type { GameVocabulary, PhraseKind } from "../../runtime/core/vocabulary.ts";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import { isConditional, type AbilityIR, type ActivatedAbilityIR, type ConditionalStepIR, type DurationIR, type EffectIR, type PhraseCall, type StepIR } from "../ir/ir.ts";
import type { SentenceNode, SeparatorNode } from "../syntax/ast.ts";
import { matchPhrases, parseNounPhrase, tokenizeGroup, wordsAt, type MatchContext } from "./match.ts";
import { AbilityScope, type Subject } from "./resolve.ts";
import type { NodeInfo } from "./side-table.ts";
import { closest, matchCase } from "./suggest.ts";
import type { Arg, Call, NP } from "./syntax-tree.ts";
import { NUMBER_WORDS, nounTypes } from "./lexicon.ts";
import { spanOf, textOf, tokenize, wordTokens, type Tok } from "./tokens.ts";
import { joinPatternCommas } from "./commas.ts";
import { closestPatterns } from "./closest-phrases.ts";
import { alternativeGroup, alternativeLast, substitute, type AlternativeGroup, type Substitution } from "./alternatives.ts";
import { fillSuch } from "./alternative-such.ts";
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

/** How an `(or …)` group changes its clause (see `alternative`). */
type AlternativeChoice = { k: "value"; arg: string; value: number | "X" | "+X" | "-X"; unit: string | undefined; when: boolean } | { k: "call"; sub: Substitution; when: boolean };

/** An effect clause and the separator written before it (none for the first). */
interface EffectClause {
  toks: Tok[];
  sep: SeparatorNode | undefined;
}

/** An effect, a conditional (`if …, …[; otherwise, …]`), or the `otherwise` of the previous sentence's conditional. */
type EffectItem =
  | { k: "step"; run: () => StepIR }
  | { k: "if"; cond: Call; then: (() => StepIR)[]; otherwise?: (() => StepIR)[]; conditionLast?: boolean }
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
    const s = joinColonLists(joinSerialLists(joinPatternCommas(written, this.cx.match.cv.commaJoins, this.cx.match.cv.thenJoins), (c) => this.isListItem(tokenize(c.elements))));
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
    if (this.prevention(previous, s, clauses)) return true;
    const adverb = this.subjectThen(clauses, s.separators);
    if (!adverb && s.separators.some((x) => x.text === "then")) return false;
    const mark = this.mark();
    const own = this.scope;
    this.scope = previous.scope;
    const last = previous.ability.effects[previous.ability.effects.length - 1];
    this.openConditional = last && isConditional(last) ? last : undefined;
    const body = this.body(s, adverb?.clauses ?? clauses, adverb?.separators ?? s.separators, 0, false, previous.duration);
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
    if (adverb && effects[0] && !isConditional(effects[0])) effects[0].subjectThen = true;
    previous.ability.effects.push(...effects);
    this.previous = previous;
    return true;
  }

  /**
   * `<player> then <verb> …`: in a sentence continuing an ability, a first clause that is only a player's words
   * followed by `then` is the subject of the next clause, and `then` an adverb, not the cost separator.
   */
  private subjectThen(clauses: Tok[][], seps: SeparatorNode[]): { clauses: Tok[][]; separators: SeparatorNode[] } | null {
    const first = clauses[0] ?? [];
    if (seps[0]?.text !== "then" || !clauses[1]?.length) return null;
    if (!this.cx.match.lex.players.some((p) => p.words.length === first.length && wordsAt(first, 0, p.words))) return null;
    return { clauses: [[...first, ...clauses[1]], ...clauses.slice(2)], separators: seps.slice(1) };
  }

  /**
   * `<player> may <costs> then prevent this.` continuing the ability before (printed `… may <costs> to prevent
   * this.`): before its effects, the player (each in turn, for several) may pay the costs instead of letting them
   * happen. Lowered in that ability's scope (a player word may name a card it chose); a cost that does not read is
   * diagnosed here.
   */
  private prevention(previous: NonNullable<SentenceLowerer["previous"]>, s: SentenceNode, clauses: Tok[][]): boolean {
    const split = s.separators.findIndex((x) => x.text === "then");
    const tail = clauses[split + 1] ?? [];
    if (split < 0 || split !== clauses.length - 2 || tail.length !== 2 || w(tail, 0) !== "prevent" || w(tail, 1) !== "this") return false;
    const first = clauses[0] ?? [];
    const who = this.cx.match.lex.players.find((p) => wordsAt(first, 0, p.words) && w(first, p.words.length) === "may");
    if (!who) return false;
    const costClauses = [first.slice(who.words.length + 1), ...clauses.slice(1, split + 1)].filter((c) => c.length).flatMap((c) => this.joinedCosts(c));
    const own = this.scope;
    this.scope = previous.scope;
    const steps = costClauses.map((c) => this.step(c, "cost", previous.duration, false, s.separators[split]));
    if (!costClauses.length) this.error("CS2021", s.separators[split]!.span, "'then' needs a cost before it");
    if (costClauses.length && steps.every((st) => st)) {
      previous.ability.prevention = { by: who.id, costs: steps.map((st) => st!()) };
      this.previous = previous;
    } else this.scope = own;
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
      if (np.np === "self") return { ref: "self", types: this.cx.card.type ? [this.cx.card.type] : null, span: np.span };
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
      const during = this.during(first, 1, first.length);
      const trigger = this.phrase(["trigger"], first, 1, during.to);
      this.timingDuration = timings[0]!.defaultDuration;
      const body = this.body(s, clauses, seps, 1, false, this.timingDuration);
      if (!trigger || !body) return null;
      const triggerIR = this.scopeFirst(trigger);
      const { costs, effects } = body.steps();
      return { kind: "response", timing: timings.find((t) => t.response)!.id, trigger: triggerIR, ...during.phase, costs, effects };
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
      const mods = this.modifiers(clauses[1]!, 0, clauses[1]!.length);
      if (!cond || !mods) return null;
      const condition = this.scope.call(cond);
      return { kind: "static", condition, ...mods(), conditionIf: true };
    }
    // `If <trigger>, …`: a state trigger as printed (same meaning as `Each time <trigger>, …`)
    const stateTrigger = w(first, 0) === "if" && clauses.length > 1 && matchPhrases(this.cx.match, "trigger", first, 1, first.length).length > 0;
    if (w(first, 0) === "when" || startsWith(first, 0, ["each", "time"]) || stateTrigger) {
      const n = w(first, 0) === "each" ? 2 : 1;
      const during = this.during(first, n, first.length);
      const trigger = this.phrase(["trigger"], first, n, during.to);
      const body = this.body(s, clauses, s.separators, 1, true, undefined);
      if (!trigger || !body) return null;
      const triggerIR = this.scopeFirst(trigger);
      const steps = body.steps();
      const starter = stateTrigger ? "if" : n === 1 ? "when" : "each time";
      return { kind: "trigger", starter, trigger: triggerIR, ...during.phase, condition: steps.condition, costs: steps.costs, effects: steps.effects };
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
      const mods = this.modifiers(rest[0]!, 0, rest[0]!.length);
      if (!cond || !mods) return null;
      const condition = this.scope.call(cond);
      return { kind: "static", condition, ...mods() };
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
      const mods = this.modifiers(clauses[1]!, 0, clauses[1]!.length);
      if (!cond || !mods) return null;
      const condition = this.scope.call(cond);
      return { kind: "static", condition, ...mods(), conditionFirst: true };
    }
    const whileAt = clauses.length === 1 && !s.label ? this.trailingWhile(first) : -1;
    if (whileAt > 0) {
      // `<modifier> while <condition>`: the condition printed last
      const mods = this.modifiers(first, 0, whileAt);
      const cond = this.phrase(["condition"], first, whileAt + 1, first.length);
      if (!cond || !mods) return null;
      const modifiers = mods();
      return { kind: "static", condition: this.scope.call(cond), ...modifiers, conditionAfter: true };
    }
    if (clauses.length === 1 && this.joinedModifiers(first)) {
      const mods = this.modifiers(first, 0, first.length);
      return mods && { kind: "static", condition: null, ...mods() };
    }
    if (clauses.length === 1 && !s.label) {
      const after = this.triggerAfter(s, first);
      if (after) return after;
      const ifAt = this.trailingWhile(first, "if");
      if (ifAt > 0) {
        // `<modifier> if <condition>`: a static ability, the condition printed last (same meaning as `while`)
        const mods = this.modifiers(first, 0, ifAt);
        const cond = this.phrase(["condition"], first, ifAt + 1, first.length);
        if (!cond || !mods) return null;
        return { kind: "static", condition: this.scope.call(cond), ...mods(), conditionAfterIf: true };
      }
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

  /** Where `while` (or `word`) splits a clause into a modifier and a condition (and the whole is no phrase); else -1. */
  private trailingWhile(toks: Tok[], word = "while"): number {
    const m = this.cx.match;
    const k = toks.findIndex((t, i) => i > 0 && w(toks, i) === word);
    if (k < 0 || matchPhrases(m, "modifier", toks, 0, toks.length).length || matchPhrases(m, "placement", toks, 0, toks.length).length) return -1;
    return this.isModifier(toks.slice(0, k)) && matchPhrases(m, "condition", toks, k + 1, toks.length).length ? k : -1;
  }

  /** Is the clause a modifier, or modifiers joined by `and`? */
  private isModifier(toks: Tok[]): boolean {
    return matchPhrases(this.cx.match, "modifier", toks, 0, toks.length).length > 0 || this.joinedModifiers(toks) !== null;
  }

  /**
   * Modifiers joined by `and` under one subject (`<subject> is <A> and <B>`): a clause that no modifier reads
   * whole is split at `and` into a modifier and the rest, which is read with the first part's leading words
   * before it (the longest start that makes it a modifier: `<subject> is` + `<B>`), and
   * split further the same way. The parts, or null when there is no such split.
   */
  private joinedModifiers(toks: Tok[]): Tok[][] | null {
    const one = (part: Tok[]) => part.length > 0 && matchPhrases(this.cx.match, "modifier", part, 0, part.length).length > 0;
    const split = (part: Tok[]): Tok[][] | null => {
      if (one(part)) return [part];
      for (let k = 2; k < part.length - 1; k++) {
        if (w(part, k) !== "and" || !one(part.slice(0, k))) continue;
        for (let shared = k - 1; shared > 0; shared--) {
          const rest = split([...part.slice(0, shared), ...part.slice(k + 1)]);
          if (rest) return [part.slice(0, k), ...rest];
        }
      }
      return null;
    };
    return one(toks) ? null : split(toks);
  }

  /**
   * The modifier that toks[from, to) is, with any joined to it by `and` (`joined`); null (diagnosed) when none.
   * The thunk resolves their names, in written order.
   */
  private modifiers(toks: Tok[], from: number, to: number): (() => { modifier: PhraseCall; joined?: PhraseCall[] }) | null {
    const parts = this.joinedModifiers(toks.slice(from, to)) ?? [toks.slice(from, to)];
    const calls = parts.map((p) => this.phrase(["modifier"], p, 0, p.length));
    if (calls.some((c) => !c)) return null;
    return () => {
      const [modifier, ...joined] = calls.map((c) => this.scope.call(c!));
      return joined.length ? { modifier: modifier!, joined } : { modifier: modifier! };
    };
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
      this.isModifier(second)
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
    // `<cost> and then <cost> then <effect>`: costs paid in that order, written with `and then`
    const andThen = thenIdx.length > 1 && w(clauses[thenIdx[0]!] ?? [], (clauses[thenIdx[0]!]?.length ?? 0) - 1) === "and" ? thenIdx.shift()! : undefined;
    if (andThen !== undefined) clauses[andThen] = clauses[andThen]!.slice(0, -1);
    for (const extra of thenIdx.slice(1)) {
      const sep = seps[extra]!;
      this.error("CS2022", sep.span, "only one 'then' may separate costs from effects; separate costs with ','", { fixes: [{ title: "Replace with ','", edits: [{ file: this.cx.file, span: sep.span, newText: "," }] }] });
    }
    const split = thenIdx[0];
    const costClauses: Tok[][] = [];
    // the first cost written after `and then`
    let afterThen = -1;
    if (split !== undefined)
      for (let k = i; k <= split; k++) {
        if (!clauses[k]!.length) continue;
        if (andThen !== undefined && k === andThen + 1) afterThen = costClauses.length;
        costClauses.push(...this.joinedCosts(clauses[k]!));
      }
    const e0 = split === undefined ? i : split + 1;
    const effectClauses: EffectClause[] = [];
    for (let k = e0; k < clauses.length; k++) if (clauses[k]!.length) effectClauses.push({ toks: clauses[k]!, sep: k > e0 ? seps[k - 1] : undefined });
    if (split !== undefined && !costClauses.length) {
      const sep = seps[split]!;
      this.error("CS2021", sep.span, "'then' needs a cost before it", { fixes: [{ title: "Remove 'then'", edits: [{ file: this.cx.file, span: sep.span, newText: "" }] }] });
    }
    const costs: (() => StepIR)[] = [];
    costClauses.forEach((c, k) => {
      const st = this.step(c, "cost", defaultDuration, false, seps[split!]);
      if (st) costs.push(k === afterThen ? () => ({ ...st(), afterThen: true }) : st);
      else failed = true;
    });
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
    if (item.conditionLast) ir.conditionLast = true;
    return ir;
  }

  /**
   * Where a clause that no effect reads whole splits into `<effect> if <condition>`: the position of that `if`
   * (the words before it an effect, those after it a condition), else -1.
   */
  private trailingIf(toks: Tok[]): number {
    if (w(toks, 0) === "if" || matchPhrases(this.cx.match, "effect", toks, 0, toks.length).length > 0) return -1;
    // `you may <effect> if <condition>`: the effect is read after `you may`
    const from = startsWith(toks, 0, ["you", "may"]) ? 2 : 0;
    for (let p = from + 1; p < toks.length - 1; p++) {
      if (w(toks, p) !== "if") continue;
      if (matchPhrases(this.cx.match, "effect", toks, from, p).length > 0 && matchPhrases(this.cx.match, "condition", toks, p + 1, toks.length).length > 0) return p;
    }
    return -1;
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
      // `<effect> if <condition>`: the effect, carried out only when the condition holds (rendered as written)
      const at = this.trailingIf(c.toks);
      if (at > 0) {
        const cond = this.phrase(["condition"], c.toks, at + 1, c.toks.length);
        const st = this.step(c.toks.slice(0, at), "effect", defaultDuration, false);
        k++;
        if (cond && st) items.push({ k: "if", cond, then: [st], conditionLast: true });
        else failed = true;
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
  private step(written: Tok[], role: Role, defaultDuration: string | undefined, inRequirement: boolean, then?: SeparatorNode, lead?: Tok[]): (() => StepIR) | null {
    const toks = alternativeLast(written);
    let from = 0;
    let to = toks.length;
    let optional = false;
    if (startsWith(toks, 0, ["you", "may"])) (optional = true), (from = 2);
    const limit = this.trailingLimit(toks, from, to, role);
    if (limit === false) return null;
    if (limit) to--;
    let alt: { group: AlternativeGroup; cond: Call | null; span: Span } | null = null;
    const last = toks[to - 1];
    // a group that a phrase's own pattern ends with (`spot {target} ( or {n} burdens )`) is no alternative
    const whole = (role === "cost" ? ["cost", "effect"] : ["effect"]) as PhraseKind[];
    if (last?.kind === "group" && !whole.some((k) => matchPhrases(this.cx.match, k, toks, from, to).length)) {
      const inner = tokenizeGroup(last);
      if (w(inner, 0) === "or") {
        const group = alternativeGroup(inner);
        if (!group) {
          this.error("CS2032", last.span, "an alternative is written '(or <words> [if <condition>])'", { found: `'(${textOf(inner, 0, inner.length)})'` });
          return null;
        }
        const cond = group.at < 0 ? null : this.phrase(["condition"], inner, group.at + 1, inner.length);
        if (group.at >= 0 && !cond) return null;
        alt = { group, cond, span: last.span };
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
    const limitArg = limit ? this.limitArg(call, limit) : null;
    if (limit && !limitArg) return null;
    const choice = alt ? this.alternative(alt, call, toks, from, to, kinds, role) : null;
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
      if (choice?.k === "value") {
        ir.alternative = { arg: choice.arg, value: choice.value, condition: this.scope.call(alt!.cond!) };
        if (choice.when) ir.alternative.word = "when";
        if (choice.unit) ir.alternative.unit = choice.unit;
      } else if (choice?.k === "call") {
        // what the alternative chooses is its own: later pronouns refer to the clause's choices
        const call = this.scope.branch(() => this.scope.call(choice.sub.call));
        const filled = fillSuch(call, ir);
        if (!filled) this.error("CS2032", alt!.span, `'such' in '(${textOf(alt!.group.inner, 0, alt!.group.inner.length)})' names no cards of '${textOf(toks, from, to)}'`);
        ir.alternative = { call: filled ?? call };
        if (alt!.cond) ir.alternative.condition = this.scope.call(alt!.cond);
        if (choice.when) ir.alternative.word = "when";
        if (choice.sub.repeats) ir.alternative.repeats = choice.sub.repeats;
      }
      if (limit && limitArg) ir.limit = { arg: limitArg, value: limit.value };
      return ir;
    };
  }

  /**
   * A trailing `(limit N)` (`draw X cards (limit 5)`, `add (X) (limit (5))`) that no phrase's own pattern ends with;
   * false when it is malformed (diagnosed).
   */
  private trailingLimit(toks: Tok[], from: number, to: number, role: Role): { value: number; tokens: boolean; span: Span } | null | false {
    const last = toks[to - 1];
    if (last?.kind !== "group") return null;
    const inner = tokenizeGroup(last);
    if (w(inner, 0) !== "limit") return null;
    const whole = (role === "cost" ? ["cost", "effect"] : ["effect"]) as PhraseKind[];
    if (whole.some((k) => matchPhrases(this.cx.match, k, toks, from, to).length)) return null;
    const n = inner[1];
    if (inner.length !== 2 || (n?.kind !== "number" && n?.kind !== "tokens") || typeof n.value !== "number") {
      this.error("CS2034", last.span, "a limit is written '(limit <number>)', or '(limit (<number>))' for tokens", { found: `'(${textOf(inner, 0, inner.length)})'` });
      return false;
    }
    return { value: n.value, tokens: n.kind === "tokens", span: last.span };
  }

  /** What a limit caps: the phrase's last number of the limit's kind (a token count for `(limit (5))`), or null (diagnosed). */
  private limitArg(call: Call, limit: { tokens: boolean; span: Span }): string | null {
    const phrase = call.pattern.phrase;
    const kinds = limit.tokens ? ["tokens"] : ["number", "signed"];
    const arg = phrase.params.filter((p) => kinds.includes(p.type.kind)).map((p) => p.name).pop();
    if (!arg) this.error("CS2034", limit.span, `'${phrase.id}' has no ${limit.tokens ? "token count" : "number"} for '(limit …)' to cap`);
    return arg ?? null;
  }

  /**
   * `<trigger> during the <timing> phase` (core): the trigger's words end at `to`, and `phase` (`{ during: id }`)
   * limits it to that phase; the words stay the trigger's when some trigger phrase reads them whole.
   */
  private during(toks: Tok[], from: number, to: number): { to: number; phase?: { during: string } } {
    for (const t of this.cx.vocab.timings) {
      const words = wordTokens(t.word);
      const k = to - words.length - 3;
      if (t.response || k <= from || w(toks, k) !== "during" || w(toks, k + 1) !== "the" || !startsWith(toks, k + 2, words) || w(toks, to - 1) !== "phase") continue;
      if (matchPhrases(this.cx.match, "trigger", toks, from, to).length) break;
      return { to: k, phase: { during: t.id } };
    }
    return { to };
  }

  /**
   * How an `(or …)` group changes its clause: the phrase's last number (`(or +4 if …)`, `(or 2 burdens if …)`), or
   * else the whole call the clause makes with the group's words in place (alternatives.ts). Null (diagnosed) when neither.
   */
  private alternative(alt: { group: AlternativeGroup; cond: Call | null; span: Span }, call: Call, toks: Tok[], from: number, to: number, kinds: PhraseKind[], role: Role): AlternativeChoice | null {
    const { words, at, inner } = alt.group;
    const when = at >= 0 && w(inner, at) === "when";
    const v = words[0]!;
    const value = v.kind === "signed" || v.kind === "number" ? v.value! : v.kind === "word" && NUMBER_WORDS[v.text] ? NUMBER_WORDS[v.text]! : null;
    // `(or 2 burdens if …)`: the words the phrase writes after its number may follow the value
    const numeric = value !== null && alt.cond !== null && words.slice(1).every((t) => t.kind === "word");
    const unit = numeric && words.length > 1 ? textOf(words, 1, words.length) : undefined;
    const params = call.pattern.phrase.params.filter((p) => p.type.kind === "number" || p.type.kind === "signed").map((p) => p.name);
    const arg = params[params.length - 1];
    if (numeric && arg && (!unit || unitAfter(call, arg, unit))) return { k: "value", arg, value: value!, unit, when };
    const accept = role === "cost" ? (c: Call) => c.pattern.phrase.kind === "cost" || !!c.pattern.phrase.alsoCost : undefined;
    const sub = substitute(this.cx.match, kinds, toks, from, to, words, call.pattern.phrase.id, accept);
    if (sub) return { k: "call", sub, when };
    const phrase = call.pattern.phrase;
    if (!numeric) this.error("CS2032", alt.span, `'(${textOf(inner, 0, inner.length)})' stands in for no words of '${textOf(toks, from, to)}' so that it reads as a phrase`);
    else if (!arg) this.error("CS2032", alt.span, `'${phrase.id}' has no number for '(or …)' to replace`);
    else this.error("CS2032", alt.span, `'${unit}' is not what '${phrase.patterns[call.pattern.index]}' counts; write the word after its number`);
    return null;
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
    if (n === 5 && startsWith(toks, from, ["the", "end", "of", "the", "turn"])) return { until: "end-of-turn", implicit: false, written: textOf(toks, from, to) };
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
        const then = name || !kinds.includes("effect") ? undefined : this.missingThen(toks, from, to);
        const hint = name
          ? `; '${name.raw}' is no card title of the checked files or their project: write "${name.raw}" to name a card no file defines`
          : then !== undefined
            ? `; is a 'then' missing between '${textOf(toks, from, then)}' (a cost) and '${textOf(toks, then, to)}' (an effect)? Costs come before 'then'`
            : near.length ? ` (closest phrases: ${near.map((p) => `'${p}'`).join(", ")})` : "";
        const at = then === undefined ? undefined : toks[then]!.span;
        this.error("CS2004", spanOf(toks, from, to), `expected ${kinds.map((k) => KIND_NAMES[k]).join(" or ")}; no phrase is written '${textOf(toks, from, to)}'${hint}`, {
          expected: kinds.map((k) => KIND_NAMES[k]).join(" or "),
          found: `'${textOf(toks, from, to)}'`,
          fixes: name
            ? [{ title: `Quote '${name.raw}'`, edits: [{ file: this.cx.file, span: name.span, newText: JSON.stringify(name.raw) }] }]
            : at
              ? [{ title: "Insert 'then'", edits: [{ file: this.cx.file, span: { ...at, end: at.start, endLine: at.line, endColumn: at.column }, newText: "then " }] }]
              : undefined,
        });
      }
      return null;
    }
    return this.single(matches, toks, from, to);
  }

  /** Where `then` would make toks[from, to) a cost and an effect (`exert a Foo draw a card`), if somewhere. */
  private missingThen(toks: Tok[], from: number, to: number): number | undefined {
    const ctx = this.cx.match;
    const costs = [...matchPhrases(ctx, "cost", toks, from, undefined), ...matchPhrases(ctx, "effect", toks, from, undefined).filter((m) => m.call.pattern.phrase.alsoCost)];
    for (const end of [...new Set(costs.map((m) => m.end))].sort((a, b) => a - b)) {
      if (end > from && end < to && matchPhrases(ctx, "effect", toks, end, to).length) return end;
    }
    return undefined;
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
    // what qualifies or joins a noun phrase belongs to the nearest one (`played on <A> or <B> who has …`)
    if (distinct.length > 1) {
      const deepest = Math.max(...distinct.map((c) => nesting(c, 0)));
      distinct = distinct.filter((c) => nesting(c, 0) === deepest);
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
/** How deep a reading nests its noun phrases and qualifiers (each counted at its depth): the nearest attachment is deepest. */
function nesting(c: Call, depth: number): number {
  const arg = (a: Arg | undefined): number => {
    if (!a) return 0;
    if (a.a === "np") return np(a.np);
    if (a.a === "call") return nesting(a.call, depth + 1);
    if (a.a === "list") return a.items.reduce((n, x) => n + arg(x), 0);
    return 0;
  };
  const np = (x: NP): number => {
    if (x.np === "or") return depth + x.alternatives.reduce((n, y) => n + np(y), 0);
    if (x.np !== "filter") return depth;
    return depth + x.terms.reduce((n, t) => n + ("pattern" in t.term ? depth + 1 + nesting(t.term as Call, depth + 1) : 0), 0);
  };
  return Object.values(c.args).reduce((n, a) => n + arg(a), 0);
}

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

