import type { GameVocabulary, ParamType, PhraseDecl } from "../../runtime/core/vocabulary.ts";
import { isConditional, type AbilityIR, type ActivatedAbilityIR, type ArgIR, type CardIR, type ConditionalStepIR, type EffectIR, type FilterIR, type PhraseCall, type PreventionIR, type RefIR, type StepIR } from "../ir/ir.ts";
import { changedWords } from "./alternative-words.ts";

/**
 * IR → canonical English, in the printed style: every ability one line, sentences capitalised,
 * costs joined to effects by "to" ("Exert <title> to make him <…>."), icons as `[culture]`.
 * Each phrase renders through its vocabulary `render` template.
 */
export function renderCardText(card: CardIR, vocab: GameVocabulary): string {
  return card.abilities.map((a) => renderAbility(a, vocab, card)).join("\n");
}

/** The English of each alternative of `…; or …` (the first included), as the player's choice names them. */
export function renderOptions(a: ActivatedAbilityIR, vocab: GameVocabulary, card: CardIR): string[] {
  const r = new Renderer(vocab, card);
  return [r.body(a.condition, a.costs, a.effects), ...(a.alternatives ?? []).map((alt) => r.body(null, alt.costs, alt.effects))];
}

/** The English of a step and of the call its `(or …)` alternative makes, as the player's choice between them names them. */
export function renderStepOptions(s: StepIR, call: PhraseCall, vocab: GameVocabulary, card: CardIR): string[] {
  const r = new Renderer(vocab, card);
  return [r.call(s), r.call(call)];
}

export function renderAbility(a: AbilityIR, vocab: GameVocabulary, card: CardIR): string {
  const r = new Renderer(vocab, card);
  switch (a.kind) {
    case "keyword": {
      const k = vocab.keywords.find((x) => x.id === a.keyword);
      const stats = Object.entries(a.stats);
      return `${k?.word ?? a.keyword}${a.value === null ? "" : ` ${signed(a.value)}`}${stats.length ? ` (${stats.map(([n, v]) => `${n} ${v}`).join(", ")})` : ""}.`;
    }
    case "requirement":
      return `To play, ${[...a.conditions.map((c) => r.call(c)), ...a.costs.map((c) => r.step(c))].join(", ")}.`;
    case "placement":
      return sentence(r.call(a.rule));
    case "static": {
      if (a.forEachFirst) return sentence(r.forEachFirst(a.modifier));
      const modifiers = joinedModifiers(r.call(a.modifier), (a.joined ?? []).map((m) => r.call(m)));
      if (a.conditionFirst && a.condition) return sentence(`${r.call(a.condition)}, ${modifiers}`);
      if (a.conditionAfter && a.condition) return sentence(`${modifiers} while ${r.call(a.condition)}`);
      if (a.conditionAfterIf && a.condition) return sentence(`${modifiers} if ${r.call(a.condition)}`);
      if (a.conditionIf && a.condition) return sentence(`if ${r.call(a.condition)}, ${modifiers}`);
      return sentence(a.condition ? `while ${r.call(a.condition)}, ${modifiers}` : modifiers);
    }
    case "activated": {
      const label = a.timings.map((t) => vocab.timings.find((x) => x.id === t)?.word ?? t).join(" or ");
      const alternatives = (a.alternatives ?? []).map((alt) => `, or ${r.body(null, alt.costs, alt.effects)}`).join("");
      return `${label}: ${sentence(r.body(a.condition, a.costs, a.effects) + alternatives)}${r.prevention(a.prevention)}`;
    }
    case "response": {
      const label = vocab.timings.find((x) => x.id === a.timing)?.word ?? a.timing;
      const trigger = r.call(a.trigger) + during(vocab, a.during);
      return `${label}: ${sentence(`if ${trigger}, ${r.body(null, a.costs, a.effects)}`)}${r.prevention(a.prevention)}`;
    }
    case "trigger": {
      const active = a.active ? `while ${r.call(a.active)}, ` : "";
      const trigger = r.call(a.trigger) + during(vocab, a.during);
      if (a.written) return sentence(`${r.body(a.condition, a.costs, a.effects)}${a.written === "effect-if-trigger" ? " if " : " "}${trigger}`) + r.prevention(a.prevention);
      const head = active + (a.starter ? `${a.starter} ${trigger}` : trigger);
      return sentence(`${head}, ${r.body(a.condition, a.costs, a.effects)}`) + r.prevention(a.prevention);
    }
  }
}

/** A trigger's `during the <timing> phase`, or nothing. */
function during(vocab: GameVocabulary, phase: string | undefined): string {
  return phase ? ` during the ${(vocab.timings.find((t) => t.id === phase)?.word ?? phase).toLowerCase()} phase` : "";
}

/** `<subject> is <A> and <B>`: each joined modifier without the leading words it shares with the first (its subject). */
function joinedModifiers(first: string, joined: string[]): string {
  const words = first.split(" ");
  const rest = joined.map((text) => {
    const own = text.split(" ");
    let k = 0;
    while (k < own.length - 1 && own[k] === words[k]) k++;
    return own.slice(k).join(" ");
  });
  return [first, ...rest].join(" and ");
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

function sentence(text: string): string {
  return `${capitalise(text)}.`;
}

/** `A or B`; three or more as an English serial list: `A, B, or C`. */
function serialList(items: string[], conjunction: string): string {
  if (items.length < 3) return items.join(` ${conjunction} `);
  return `${items.slice(0, -1).join(", ")}, ${conjunction} ${items[items.length - 1]}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(next: string): string {
  // An icon is read as its word: the article depends on the letter after the bracket.
  const word = next.replace(/^\[/, "");
  return /^[aeiou]/i.test(word) && !/^(one|uni|eu)/i.test(word) ? "an" : "a";
}

/**
 * `a Foo or Bar he is skirmishing`: an earlier alternative that ends with the qualifiers of a
 * last alternative written without a determiner got them from it; they are written once, at the end.
 */
function withoutSharedQualifiers(alt: FilterIR, last: FilterIR): FilterIR {
  if (alt === last || last.filter.determiner !== "") return alt;
  // `a [red] or [blue] condition`: culture or side words that took the last alternative's noun
  const adjectives = (ts: PhraseCall[]) => ts.findIndex((t) => t.op !== "culture" && t.op !== "side");
  const [own, lastOwn] = [adjectives(alt.filter.terms), adjectives(last.filter.terms)];
  if (own > 0 && lastOwn >= 0 && JSON.stringify(alt.filter.terms.slice(own)) === JSON.stringify(last.filter.terms.slice(lastOwn))) {
    return { ...alt, filter: { ...alt.filter, terms: alt.filter.terms.slice(0, own) } };
  }
  const builtIn = new Set(["type", "noun", "culture", "side", "race", "item-class", "keyword", "any", "title", "other", "unique", "controller"]);
  const shared = last.filter.terms.filter((t) => !builtIn.has(t.op));
  const tail = alt.filter.terms.slice(alt.filter.terms.length - shared.length);
  if (shared.length === 0 || JSON.stringify(tail) !== JSON.stringify(shared)) return alt;
  return { ...alt, filter: { ...alt.filter, terms: alt.filter.terms.slice(0, alt.filter.terms.length - shared.length) } };
}

function isFilter(x: ArgIR): x is FilterIR {
  return typeof x === "object" && x !== null && !Array.isArray(x) && "filter" in x;
}
function isRef(x: ArgIR): x is RefIR {
  return typeof x === "object" && x !== null && !Array.isArray(x) && "ref" in x;
}
function isCall(x: ArgIR): x is PhraseCall {
  return typeof x === "object" && x !== null && !Array.isArray(x) && "op" in x;
}

const phraseMaps = new WeakMap<GameVocabulary, Map<string, PhraseDecl>>();

class Renderer {
  private readonly phrases: Map<string, PhraseDecl>;

  constructor(
    private readonly vocab: GameVocabulary,
    private readonly card: CardIR,
  ) {
    let m = phraseMaps.get(vocab);
    if (!m) phraseMaps.set(vocab, (m = new Map(vocab.phrases.map((p) => [p.id, p]))));
    this.phrases = m;
  }

  /** `For each <noun phrase>, <modifier with the per-card amount>`. */
  forEachFirst(modifier: PhraseCall): string {
    const entry = Object.entries(modifier.args).find(([, v]) => isCall(v) && v.op === "for-each");
    if (!entry) return this.call(modifier);
    const [name, each] = entry as [string, PhraseCall];
    return `for each ${this.forEach(each)}, ${this.call({ ...modifier, args: { ...modifier.args, [name]: each.args.per! } })}`;
  }

  /** What `for each` counts: `<noun phrase>[ over N]`. */
  private forEach(each: PhraseCall): string {
    const over = each.args.over;
    return `${this.value(each.args.filter!, undefined)}${typeof over === "number" ? ` over ${over}` : ""}`;
  }

  /** ` <Player> may <costs> to prevent this.` after the ability's sentence, or nothing. */
  prevention(p: PreventionIR | undefined): string {
    if (!p) return "";
    const who = p.by === "you" ? "you" : p.by === "opponent" ? "an opponent" : (this.vocab.players?.find((x) => x.id === p.by)?.word ?? p.by);
    return ` ${sentence(`${who} may ${p.costs.map((c) => this.step(c)).join(" and ")} to prevent this`)}`;
  }

  body(condition: PhraseCall | null, costs: StepIR[], effects: EffectIR[]): string {
    const parts: string[] = [];
    const cond = condition ? `if ${this.call(condition)}, ` : "";
    // effects join with "; " unless the card wrote the next one as a sentence of its own
    // after "to" a leading duration reads as a trailing one: "Pay X to make him … until the end of turn."
    const effectText = effects
      .map((e, i) => (i === 0 ? "" : e.newSentence ? ". " : "; ") + (e.newSentence ? capitalise(this.effect(e)) : this.effect(i === 0 && costs.length && !isConditional(e) ? { ...e, durationFirst: false } : e)))
      .join("");
    if (costs.length) parts.push(`${costs.map((c, i) => (i === 0 ? "" : c.afterThen ? " and then " : " and ") + this.step(c)).join("")} to ${effectText}`);
    else parts.push(effectText);
    return cond + parts.join("");
  }

  private effect(e: EffectIR): string {
    return isConditional(e) ? this.conditional(e) : this.step(e);
  }

  /** `if <condition>, <effects>; otherwise, <effects>` (`. Otherwise, …` when written as a sentence of its own). */
  private conditional(c: ConditionalStepIR): string {
    if (c.conditionLast) return `${c.then.map((s) => this.step(s)).join(", ")} if ${this.call(c.if)}`;
    const text = `if ${this.call(c.if)}, ${c.then.map((s) => this.step(s)).join(", ")}`;
    if (!c.otherwise) return text;
    return `${text}${c.otherwiseNewSentence ? ". Otherwise, " : "; otherwise, "}${c.otherwise.map((s) => this.step(s)).join(", ")}`;
  }

  step(s: StepIR): string {
    let text = this.call(s, s.alternative?.unit ? s.alternative.arg : undefined);
    if (s.subjectThen) text = this.subjectThen(s, text);
    if (s.alternative) text += ` (${this.alternative(s, text)})`;
    if (s.limit) text += ` (limit ${this.value(s.limit.value, this.paramType(s.op, s.limit.arg))})`;
    if (s.duration && !s.duration.implicit) {
      const until = s.duration.written ? `until ${s.duration.written}` : this.duration(s.duration.until, s.duration.phase);
      text = s.durationFirst ? `${until}, ${text}` : `${text} ${until}`;
    }
    if (s.instead) text += " instead";
    return s.optional ? `you may ${text}` : text;
  }

  /** `or +4 if …`, `or 2 burdens if …`; with a whole `call`, the words it changes (`or 2 conditions if …`, `or twice`). */
  private alternative(s: StepIR, text: string): string {
    const alt = s.alternative!;
    const cond = alt.condition ? ` ${alt.word ?? "if"} ${this.call(alt.condition)}` : "";
    if (alt.call) return `or ${changedWords(text, this.call(alt.call), alt.repeats ?? 0)}${cond}`;
    return `or ${this.value(alt.value!, this.paramType(s.op, alt.arg!))}${alt.unit ? ` ${alt.unit}` : ""}${cond}`;
  }

  /** `<player> then <verb> …`: `then` after the subject the phrase's template begins with. */
  private subjectThen(s: StepIR, text: string): string {
    const decl = this.phrases.get(s.op);
    const slot = decl && /^\{(\w+)\}/.exec(decl.renders?.[s.wording ?? 0] ?? decl.render)?.[1];
    const subject = slot ? this.value(s.args[slot] ?? null, this.paramType(s.op, slot)) : "";
    return subject && text.startsWith(subject) ? `${subject} then${text.slice(subject.length)}` : text;
  }

  private duration(until: string, phase?: string): string {
    if (until === "start-of-phase") return `until the ${(this.vocab.timings.find((t) => t.id === phase)?.word ?? phase ?? "").toLowerCase()} phase`;
    return `until ${until.replace(/-/g, " ")}`;
  }

  private paramType(op: string, arg: string): ParamType | undefined {
    return this.phrases.get(op)?.params.find((p) => p.name === arg)?.type;
  }

  /** `digits`: a number slot written as a digit even when it is 1 (`add 1 burden (or 2 burdens if …)`). */
  call(c: PhraseCall, digits?: string): string {
    const built = this.builtInTerm(c);
    if (built !== undefined) return built;
    const decl = this.phrases.get(c.op);
    if (!decl) return c.op;
    return this.template(decl.renders?.[c.wording ?? 0] ?? decl.render, decl, c.args, digits);
  }

  /** Fill a render template: `{slot}`, `{slot}'s`, `[optional {slot}]`. */
  private template(t: string, decl: PhraseDecl, args: Record<string, ArgIR>, digits?: string): string {
    const parts: Part[] = [];
    for (const part of compiledTemplate(t)) {
      if (part.k !== "opt") parts.push(part);
      else if (part.slots.every((s) => args[s] !== null && args[s] !== undefined)) parts.push(...part.parts);
    }
    // `card|cards` after a number slot: singular for 1 (and the 1 written "a"), else plural
    let lastNumber: number | undefined;
    let out = "";
    parts.forEach((part, j) => {
      if (part.k === "text") out += part.text;
      // `a|an` is the article of the word that follows it
      else if (part.k === "pair" && part.one === "a" && part.many === "an") out += "\u0000";
      else if (part.k === "pair") out += lastNumber === undefined || lastNumber === 1 ? part.one : part.many;
      else if (part.k === "slot") {
        const type = decl.params.find((p) => p.name === part.name)?.type;
        const v = args[part.name];
        if (v === null || v === undefined) return;
        if (typeof v === "number" && type?.kind === "number") {
          lastNumber = v;
          const space = parts[j + 1];
          const pair = parts[j + 2];
          if (v === 1 && part.name !== digits && space?.k === "text" && /^\s+$/.test(space.text) && pair?.k === "pair") return void (out += article(pair.one));
        }
        // `X` (a number chosen when paying) takes the plural form
        else if (v === "X" && type?.kind === "number") lastNumber = Number.POSITIVE_INFINITY;
        const text = this.value(v, type);
        out += part.possessive ? possessive(text) : text;
      }
    });
    return out
      .replace(/\u0000\s*(\S+)/g, (_, next: string) => `${article(next)} ${next}`)
      .replace(/\s+/g, " ")
      .trim();
  }

  value(v: ArgIR, type: ParamType | undefined): string {
    if (v === null) return "";
    if (typeof v === "number") return type?.kind === "signed" ? signed(v) : type?.kind === "tokens" ? `(${v})` : String(v);
    if (typeof v === "string") {
      if (type?.kind === "tokens") return `(${v})`;
      if (type?.kind === "word") return this.word(type.of, v);
      if (type?.kind === "player") return v === "you" ? "you" : v === "opponent" ? "an opponent" : this.vocab.players?.find((p) => p.id === v)?.word ?? v;
      if (type?.kind === "text") return JSON.stringify(v);
      return v;
    }
    if (typeof v === "boolean") return String(v);
    if (Array.isArray(v) && type?.kind === "list") return serialList(v.map((x) => this.value(x, type.item)), type.conjunction);
    if (Array.isArray(v)) return v.map((x) => this.value(x, type)).join(" and ");
    if (isFilter(v)) return this.filter(v);
    if (isRef(v)) return this.ref(v);
    if (isCall(v)) {
      if (v.op === "for-each") return `${this.value(v.args.per!, type)} for each ${this.forEach(v)}`;
      return this.call(v);
    }
    return "";
  }

  private word(of: string, id: string): string {
    const lists: Record<string, { id: string; word: string }[]> = {
      timings: this.vocab.timings, cultures: this.vocab.cultures, races: this.vocab.races, itemClasses: this.vocab.itemClasses,
      keywords: this.vocab.keywords, cardTypes: this.vocab.cardTypes, sides: this.vocab.sides,
    };
    const w = lists[of]?.find((x) => x.id === id)?.word ?? id;
    const keepsCase = of === "keywords" && this.vocab.keywords.find((k) => k.id === id)?.capitalized;
    return of === "keywords" && !keepsCase ? w.toLowerCase() : w;
  }

  private ref(r: RefIR): string {
    if (r.written) return r.written;
    if (r.ref === "self") return this.card.title;
    return this.vocab.refs?.find((x) => x.id === r.ref)?.word ?? "it";
  }

  /** Built-in filter terms render as the words they came from. */
  private builtInTerm(c: PhraseCall, plural = false): string | undefined {
    const a = c.args;
    const pick = <T extends { id: string; word: string; plural?: string }>(xs: T[], id: unknown) => {
      const x = xs.find((y) => y.id === id);
      return x ? (plural ? x.plural ?? `${x.word}s` : x.word) : String(id);
    };
    switch (c.op) {
      case "type":
        return pick(this.vocab.cardTypes, a.type);
      case "noun": {
        const n = this.vocab.nouns[String(a.noun)];
        return plural ? n?.plural ?? `${a.noun}s` : String(a.noun);
      }
      case "culture": {
        const culture = this.vocab.cultures.find((x) => x.id === a.culture);
        return this.vocab.culturesRender === "word" ? (culture?.word ?? String(a.culture)) : `[${culture?.icon ?? a.culture}]`;
      }
      case "side":
        return this.vocab.sides.find((x) => x.id === a.side)?.word ?? String(a.side);
      case "race":
        return pick(this.vocab.races, a.race);
      case "item-class":
        return pick(this.vocab.itemClasses, a.itemClass);
      case "keyword": {
        const word = pick(this.vocab.keywords, a.keyword);
        return this.vocab.keywords.find((k) => k.id === a.keyword)?.capitalized ? word : word.toLowerCase();
      }
      case "any":
        return plural ? "cards" : "card";
      case "title":
        return String(a.title);
      case "other":
        return "other";
      case "unique":
        return "unique";
      case "controller":
        return a.player === "you" ? "your" : typeof a.written === "string" ? a.written : "an opponent's";
      case "ref":
        return this.ref(a.ref as unknown as RefIR);
      default:
        return undefined;
    }
  }

  filter(f: FilterIR): string {
    const { quantifier, terms, anyOf, plural, determiner, count } = f.filter;
    if (f.filter.pronoun) return f.filter.pronoun;
    if (anyOf?.length) return (f.filter.either ? "either " : "") + serialList(anyOf.map((x) => this.filter(withoutSharedQualifiers(x, anyOf[anyOf.length - 1]!))), f.filter.conjunction ?? "or");
    const descriptors = new Set(["type", "noun", "culture", "side", "race", "item-class", "keyword", "any"]);
    let lastDescriptor = -1;
    terms.forEach((t, i) => descriptors.has(t.op) && (lastDescriptor = i));
    const words: string[] = [];
    const pre: string[] = [];
    const post: string[] = [];
    let titleOnly = false;
    terms.forEach((t, i) => {
      if (t.op === "title") {
        titleOnly = terms.length === 1;
        words.push(String(t.args.title));
      } else if (t.op === "other") {
        if (determiner !== "another") pre.push("other");
      } else if (t.op === "such") pre.push("such");
      else if (t.op === "unique") pre.push("unique");
      else if (t.op === "controller") pre.unshift(this.builtInTerm(t)!);
      else if (descriptors.has(t.op)) words.push(this.builtInTerm(t, !!plural && i === lastDescriptor)!);
      else post.push(this.call(t));
    });
    // a title keeps the article it was written with (`the Tower`); by default it has none
    if (titleOnly) return [determiner, ...words].filter(Boolean).join(" ");
    const core = [...pre, ...words].join(" ");
    let det = "";
    if (determiner !== undefined) det = determiner;
    else if (quantifier === "count") det = typeof count === "number" ? String(count) : "X";
    else if (quantifier === "the") det = "the";
    else if (quantifier === "every") det = plural ? "" : "every";
    else if (quantifier === "a" && !pre.some((p) => p === "your" || p.endsWith("opponent's")) && !plural) det = article(core);
    return [det, core, ...post].filter(Boolean).join(" ");
  }
}

/** A render template, parsed once: text, `{slot}` / `{slot}'s`, `one|many` pairs and `[optional]` parts. */
type Part =
  | { k: "text"; text: string }
  | { k: "slot"; name: string; possessive: boolean }
  | { k: "pair"; one: string; many: string }
  | { k: "opt"; parts: Part[]; slots: string[] };

const templates = new Map<string, Part[]>();

function compiledTemplate(t: string): Part[] {
  let parts = templates.get(t);
  if (!parts) templates.set(t, (parts = parseTemplate(t, true)));
  return parts;
}

function parseTemplate(t: string, top: boolean): Part[] {
  const parts: Part[] = [];
  const re = top ? /\[([^[\]]*)\]|\{(\w+)\}('s|’s)?|([^\s{}|[\]]+)\|([^\s{}|[\]]+)/g : /()\{(\w+)\}('s|’s)?|([^\s{}|]+)\|([^\s{}|]+)/g;
  let at = 0;
  for (const m of t.matchAll(re)) {
    if (m.index > at) parts.push({ k: "text", text: t.slice(at, m.index) });
    at = m.index + m[0].length;
    if (top && m[1] !== undefined) {
      const inner = parseTemplate(m[1], false);
      parts.push({ k: "opt", parts: inner, slots: inner.flatMap((p) => (p.k === "slot" ? [p.name] : [])) });
    } else if (m[2]) parts.push({ k: "slot", name: m[2], possessive: !!m[3] });
    else parts.push({ k: "pair", one: m[4]!, many: m[5]! });
  }
  if (at < t.length) parts.push({ k: "text", text: t.slice(at) });
  return parts;
}

function possessive(text: string): string {
  if (/^(he or she|him or her)$/i.test(text)) return "his or her";
  const pronouns: Record<string, string> = { he: "his", him: "his", she: "her", her: "her", it: "its", they: "their", them: "their" };
  if (pronouns[text.toLowerCase()]) return pronouns[text.toLowerCase()]!;
  if (/^(his|its|their|his or her)$/i.test(text)) return text;
  return /s$/.test(text) ? `${text}'` : `${text}'s`;
}
