import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import type { Diagnostic, Span } from "../diagnostics/diagnostic.ts";
import type { ArgIR, FilterIR, PhraseCall } from "../ir/ir.ts";
import { nounTypes } from "./lexicon.ts";
import { GROUP_PRONOUNS } from "./match.ts";
import type { NodeInfo } from "./side-table.ts";
import type { TitleIndex } from "./titles.ts";
import type { Arg, Call, NP } from "./syntax-tree.ts";
import { withArticle } from "./article.ts";

interface Binding {
  name: string;
  head: string | null;
  types: string[] | null;
  span: Span;
  filter?: FilterIR;
  /** The top-level clause (condition, trigger, cost, effect) it was written in, counted from 0. */
  clause: number;
}

/** A fixed name a sentence begins with (a vocabulary `refs` name, the card itself), which the next sentence's pronouns may mean. */
export interface Subject {
  ref: string;
  types: string[] | null;
  span: Span;
}

/** Binding and typing state of one ability: names bind in written order. */
export class AbilityScope {
  private bindings: Binding[] = [];
  /** Lists of noun phrases (`spot A and B`), latest last: what `each`, `neither` and `either` stand for. */
  private groups: { members: FilterIR[]; types: string[] | null; span: Span }[] = [];
  /** Spans of the `X or Y` noun phrases being lowered: a pronoun inside one never means one of its own alternatives. */
  private enclosing: Span[] = [];
  private names = new Set<string>();
  private clause = -1;
  private depth = 0;

  constructor(
    readonly vocab: GameVocabulary,
    readonly file: string,
    readonly card: { id: string; type: string; titleSpan: Span },
    readonly titles: TitleIndex,
    readonly diagnostics: Diagnostic[],
    readonly index: NodeInfo[],
    /** What the previous sentence was about: the last resort of a pronoun (see `antecedent`). */
    private readonly previous?: Subject,
  ) {}

  private fresh(base: string): string {
    const clean = base.toLowerCase().replace(/[^\p{L}\p{N}-]+/gu, "-");
    let name = clean;
    for (let n = 2; this.names.has(name); n++) name = `${clean}-${n}`;
    this.names.add(name);
    return name;
  }

  /** Bind a word a phrase declares (`wound`), so `that wound` can refer to it. */
  bindWord(word: string, span: Span): void {
    // a bound card type word (`that event`) denotes cards of that type; the generic `card`, any card (`it`)
    const type = this.vocab.cardTypes.find((t) => t.word.toLowerCase() === word.toLowerCase());
    const types = type ? [type.id] : word.toLowerCase() === "card" ? null : [];
    this.bindings.push({ name: this.fresh(word), head: word.toLowerCase(), types, span, clause: this.clause });
  }

  /**
   * Lower one branch of a conditional (`if …, <then>; otherwise, <else>`): what it chooses is
   * forgotten afterwards, so a pronoun never refers into a branch that may not have been carried out.
   */
  branch<T>(lower: () => T): T {
    const before = this.bindings.length;
    try {
      return lower();
    } finally {
      this.bindings.length = before;
    }
  }

  private error(code: string, span: Span, message: string, extra: Partial<Diagnostic> = {}): void {
    this.diagnostics.push({ code, severity: "error", file: this.file, span, message, ...extra });
  }

  private typeWords(types: string[]): string {
    return types.map((t) => this.vocab.cardTypes.find((c) => c.id === t)?.word ?? t).join(" or ");
  }

  /** Lower a phrase call; a call made by the lowerer (not nested in another) is a new clause. */
  call(call: Call): PhraseCall {
    if (this.depth === 0) this.clause++;
    this.depth++;
    try {
      return this.lowerCall(call);
    } finally {
      this.depth--;
    }
  }

  private lowerCall(call: Call): PhraseCall {
    const phrase = call.pattern.phrase;
    this.index.push({ file: this.file, span: call.span, kind: "phrase", id: phrase.id, phraseKind: phrase.kind, doc: phrase.doc, cardId: this.card.id });
    const args: Record<string, ArgIR> = {};
    const entries = Object.entries(call.args).sort(([, a], [, b]) => argStart(a) - argStart(b));
    for (const [name, arg] of entries) {
      const param = call.pattern.params.get(name)!;
      args[name] = this.arg(arg, call.pattern.verb, param.type.kind === "cards" ? param.type.noun : null, !param.describes);
    }
    // every declared parameter, in declared order (null when the written pattern leaves it out)
    const ordered: Record<string, ArgIR> = {};
    for (const p of phrase.params) ordered[p.name] = p.name in args ? args[p.name]! : null;
    if (phrase.binds) this.bindWord(phrase.binds, call.span);
    // a phrase that renders each wording as written records which one was (none for the first)
    return phrase.renders && call.pattern.index > 0 ? { op: phrase.id, args: ordered, wording: call.pattern.index } : { op: phrase.id, args: ordered };
  }

  private arg(arg: Arg, verb: string, noun: string | null, binds = true): ArgIR {
    if (arg === null) return null;
    switch (arg.a) {
      case "np":
        return this.np(arg.np, verb, noun, binds);
      case "num":
      case "signed":
      case "tokens":
      case "word":
      case "player":
      case "text":
        return arg.value;
      case "call":
        return this.call(arg.call);
      case "list": {
        const items = arg.items.map((x) => this.arg(x, verb, noun, binds));
        const members = items.filter(isFilter);
        if (members.length === items.length && members.length > 1) {
          const types = arg.items.map((x) => (x?.a === "np" && "types" in x.np ? x.np.types : null));
          this.groups.push({ members, types: types.some((t) => t === null) ? null : [...new Set(types.flat() as string[])], span: arg.span });
        }
        return items;
      }
      case "per":
        // what `for each` counts is not chosen, so later pronouns do not refer to it
        return { op: "for-each", args: { per: this.arg(arg.per, verb, null), filter: this.np(arg.forEach, verb, null, false), ...(arg.over === undefined ? {} : { over: arg.over }) } };
    }
  }

  /** Type-check a noun phrase against the slot's noun type, then lower it. */
  np(np: NP, verb: string, noun: string | null, binds = true): ArgIR {
    const before = this.bindings.length;
    const lowered = this.lowerNP(np, noun);
    if (!binds) this.bindings.length = before;
    const types = lowered.types;
    this.index.push({ file: this.file, span: np.span, kind: "noun", types, cardId: this.card.id });
    if (noun) {
      const allowed = nounTypes(this.vocab, noun);
      if (allowed && types && !types.some((t) => allowed.includes(t))) {
        const written = np.np === "pronoun" || np.np === "that" ? `what '${spanText(np)}' refers to` : `'${spanText(np)}'`;
        this.error("CS2001", np.span, `'${verb}' needs ${withArticle(noun)}; ${written} is ${withArticle(this.typeWords(types))} card`, {
          expected: `${withArticle(noun)} (${this.typeWords(allowed)})`,
          found: withArticle(this.typeWords(types)),
        });
      }
    }
    return lowered.ir;
  }

  private lowerNP(np: NP, noun: string | null = null): { ir: ArgIR; types: string[] | null } {
    switch (np.np) {
      case "filter": {
        const terms = np.terms.map((t) => ("pattern" in t.term ? this.call(t.term as Call) : (t.term as PhraseCall)));
        for (const t of np.terms) if (!("pattern" in t.term) && (t.term as PhraseCall).op === "title") this.titleRef(t.span, String((t.term as PhraseCall).args.title));
        const filter: FilterIR = { filter: { quantifier: np.quantifier, terms } };
        if (np.determiner !== undefined) filter.filter.determiner = np.determiner;
        if (np.count !== undefined) filter.filter.count = np.count === "X" ? { op: "x", args: {} } : np.count;
        if (np.plural) filter.filter.plural = true;
        if (np.head) this.bindings.push({ name: "", head: np.head, types: np.types, span: np.span, filter, clause: this.clause });
        return { ir: filter, types: np.types };
      }
      case "or": {
        this.enclosing.push(np.span);
        const alts = np.alternatives.map((a) => this.lowerNP(a));
        this.enclosing.pop();
        shareQualifiers(np.alternatives, alts);
        const anyOf = alts.map((a) => (isFilter(a.ir) ? a.ir : ({ filter: { quantifier: "a", terms: [{ op: "ref", args: { ref: a.ir as never } }] } } as FilterIR)));
        const filter: FilterIR = { filter: { quantifier: "a", terms: [], anyOf } };
        if (np.conjunction) filter.filter.conjunction = np.conjunction;
        if (np.either) filter.filter.either = true;
        this.bindings.push({ name: "", head: null, types: np.types, span: np.span, filter, clause: this.clause });
        return { ir: filter, types: np.types };
      }
      case "self": {
        // (a card of an unknown type, reported on its kind line, may be any)
        if (np.types && this.card.type && !np.types.includes(this.card.type)) {
          this.error("CS2012", np.span, `'${spanText(np)}' names ${withArticle(this.typeWords(np.types))}, but this card is ${withArticle(this.typeWords([this.card.type]))}`);
        }
        this.index.push({ file: this.file, span: np.span, kind: "ref", binding: "self", target: { file: this.file, span: this.card.titleSpan }, cardId: this.card.id });
        const self = this.card.type ? [this.card.type] : null;
        this.bindings.push({ name: "self", head: null, types: self, span: np.span, clause: this.clause });
        return { ir: { ref: "self", written: spanText(np) }, types: self };
      }
      case "named": {
        const decl = this.vocab.refs?.find((r) => r.id === np.id);
        if (decl?.on && this.card.type && !decl.on.includes(this.card.type)) {
          this.error("CS2011", np.span, `'${decl.word}' only makes sense on ${withArticle(this.typeWords(decl.on))}; this card is ${withArticle(this.typeWords([this.card.type]))}`);
        }
        this.index.push({ file: this.file, span: np.span, kind: "ref", binding: np.id, doc: decl?.doc, cardId: this.card.id });
        this.bindings.push({ name: np.id, head: null, types: decl?.types ?? null, span: np.span, clause: this.clause });
        return { ir: { ref: np.id, written: spanText(np) }, types: decl?.types ?? null };
      }
      case "pronoun": {
        if (GROUP_PRONOUNS.has(np.word)) return this.group(np);
        const b = this.antecedent(noun ? nounTypes(this.vocab, noun) : null);
        if (!b) {
          const what = noun ?? "card";
          this.error("CS2010", np.span, `'${np.word}' refers to nothing: no ${what} was chosen before it`, { expected: `${withArticle(what)} chosen or named earlier in the ability`, found: `'${np.word}'` });
          return { ir: { ref: "?" }, types: null };
        }
        return { ir: { ref: this.use(b, np.span), written: spanText(np) }, types: b.types };
      }
      case "that": {
        // `that card` (the generic noun, no types) refers to the latest card chosen, whatever it is.
        const b = [...this.bindings].reverse().find((x) => x.head === np.head || (np.types === null && np.head === "card") || (np.types !== null && x.types !== null && x.types.length > 0 && x.types.every((t) => np.types!.includes(t))));
        if (!b) {
          this.error("CS2010", np.span, `'${spanText(np)}' refers to nothing: no ${spanText(np).replace(/^that\s+/i, "")} was chosen before it`, { expected: `${withArticle(np.head)} chosen earlier in the ability`, found: `'${spanText(np)}'` });
          return { ir: { ref: "?" }, types: np.types };
        }
        return { ir: { ref: this.use(b, np.span), written: spanText(np) }, types: b.types ?? np.types };
      }
    }
  }

  /**
   * What a pronoun refers to: of the bindings that can be what the slot needs, the subject (first
   * written) of the latest clause that has one, as printed cards read: in `While X is skirmishing a Y,
   * he is …` and `exert X then make him …`, `he`/`him` is X. Failing that, the previous sentence's subject.
   */
  private antecedent(allowed: string[] | null): Binding | undefined {
    let best: Binding | undefined;
    for (const x of this.bindings) {
      if (this.enclosing.some((e) => x.span.start >= e.start && x.span.end <= e.end)) continue;
      const fits = x.types === null || (x.types.length > 0 && (!allowed || x.types.some((t) => allowed.includes(t))));
      if (fits && (!best || x.clause > best.clause || (x.clause === best.clause && earlierOrWider(x.span, best.span)))) best = x;
    }
    const p = this.previous;
    if (!best && p && (p.types === null || !allowed || p.types.some((t) => allowed.includes(t)))) {
      best = { name: p.ref, head: null, types: p.types, span: p.span, clause: -1 };
    }
    return best;
  }

  /**
   * `each`, `neither`, `either`: the cards of the latest list of noun phrases (`spot A and B`), copied as
   * written there (a copy names the same cards: what a list in a condition spots is not chosen).
   */
  private group(np: Extract<NP, { np: "pronoun" }>): { ir: ArgIR; types: string[] | null } {
    const g = this.groups[this.groups.length - 1];
    if (!g) {
      this.error("CS2010", np.span, `'${np.word}' refers to nothing: no list of cards (\`A and B\`) was written before it`, { expected: "a list of cards written earlier in the ability (`you can spot A and B`)", found: `'${np.word}'` });
      return { ir: { ref: "?" }, types: null };
    }
    const anyOf = g.members.map((m) => ({ filter: structuredClone(m.filter) }));
    const pronoun = np.word as "each" | "neither" | "either";
    this.index.push({ file: this.file, span: np.span, kind: "ref", binding: pronoun, target: { file: this.file, span: g.span }, cardId: this.card.id });
    return { ir: { filter: { quantifier: pronoun === "each" ? "every" : "a", terms: [], anyOf, pronoun } }, types: g.types };
  }

  /** Name a binding on first use (the filter gets its `bind`), and record the reference for the services. */
  private use(b: Binding, span: Span): string {
    if (!b.name) {
      b.name = this.fresh(b.head ?? "chosen");
      if (b.filter) b.filter.bind = b.name;
    }
    this.index.push({ file: this.file, span, kind: "ref", binding: b.name, target: { file: this.file, span: b.span }, cardId: this.card.id });
    return b.name;
  }

  private titleRef(span: Span, title: string): void {
    const def = this.titles.byTitle.get(title)?.def;
    this.index.push({ file: this.file, span, kind: "title", id: def?.id, target: def ? { file: def.file, span: def.span } : undefined, cardId: this.card.id });
  }
}

/**
 * `a Foo or Bar he is skirmishing`: qualifiers after a last alternative written without a
 * determiner qualify the bare alternatives before it too.
 */
function shareQualifiers(nps: NP[], alts: { ir: ArgIR }[]): void {
  const last = nps[nps.length - 1];
  const lastIr = alts[alts.length - 1]?.ir;
  if (!last || last.np !== "filter" || last.determiner !== "" || !lastIr || !isFilter(lastIr)) return;
  // `a [red] or [blue] condition`: an alternative of only culture or side words takes the last one's noun and qualifiers
  const noun = lastIr.filter.terms.slice(leadingAdjectives(lastIr.filter.terms));
  const qualifiers = lastIr.filter.terms.filter((_, k) => "pattern" in last.terms[k]!.term);
  nps.slice(0, -1).forEach((np, k) => {
    const ir = alts[k]!.ir;
    if (np.np !== "filter" || !isFilter(ir)) return;
    if (leadingAdjectives(ir.filter.terms) === ir.filter.terms.length) ir.filter.terms.push(...noun);
    else if (!np.terms.some((t) => "pattern" in t.term || (t.term as PhraseCall).op === "title")) ir.filter.terms.push(...qualifiers);
  });
}

/** How many culture or side terms a filter's terms begin with. */
function leadingAdjectives(terms: PhraseCall[]): number {
  let k = 0;
  while (k < terms.length && (terms[k]!.op === "culture" || terms[k]!.op === "side")) k++;
  return k;
}

/** `a` starts before `b`, or at the same place and covers more (`X or Y` over its first alternative `X`). */
function earlierOrWider(a: Span, b: Span): boolean {
  return a.start < b.start || (a.start === b.start && a.end > b.end);
}

function isFilter(x: ArgIR): x is FilterIR {
  return typeof x === "object" && x !== null && "filter" in x;
}

function argStart(a: Arg): number {
  if (a === null) return Number.MAX_SAFE_INTEGER;
  if (a.a === "np") return a.np.span.start;
  if (a.a === "call") return a.call.span.start;
  return a.span.start;
}

function spanText(np: NP): string {
  return np.text ?? (np.np === "pronoun" ? np.word : np.np === "that" ? `that ${np.head}` : np.np === "self" ? np.written : "this noun phrase");
}
