/**
 * Filter evaluation: a noun phrase (`a Dwarf companion`, `every minion`, `another Hobbit`) is a
 * quantifier over a conjunction of filter terms (vocabulary `filter` phrases, implemented as
 * predicates), optionally `anyOf` alternatives. Selecting asks the chooser when there is a choice,
 * and binds the chosen cards under the filter's `bind` name for later pronouns.
 */
import { num } from "./args.ts";
import { bind, defOf, implOf, type Env } from "./env.ts";
import { isFilter, isRef, type FilterIR } from "./ir.ts";
import type { IRArgs } from "./handlers.ts";
import type { FilterImpl } from "./impl.ts";
import { norm } from "./cards.ts";
import { log, nextSeq } from "./log.ts";
import { allCards, card, cardDefsToken, cardsInZones, type CardId, type CardState } from "./state.ts";

/**
 * A filter's term implementations, looked up once per set of rules (a filter is tested for many cards).
 * Terms decided by the definition alone (`byDefinition`) are answered once per definition and remembered.
 */
interface Terms {
  rules: Env["rules"];
  fixed: { impl: FilterImpl; args: IRArgs }[];
  /** The other terms, in the filter's order. */
  impls: FilterImpl[];
  args: IRArgs[];
  alts: readonly FilterIR[];
  /** The definitions the answers below are for (a filter may be tested with other definitions). */
  defs: Env["defs"];
  /** The fixed terms' answer by definition id. */
  byDef: Map<string, boolean>;
  /** The fixed terms' answer by card id, for the cards of `byCardOf` (see `cardDefsToken`). */
  byCard: (boolean | undefined)[];
  byCardOf: object | null;
  /** The answers for the cards asked about before those (games alternate between the deals of two seatings). */
  before: (boolean | undefined)[];
  beforeOf: object | null;
  /** The quantifier, lower-cased, and what it says: every card (`every`, `this` …), up to a count, a count (NaN if none). */
  q: string;
  every: boolean;
  upTo: boolean;
  count: number;
}

const EVERY = new Set(["every", "each", "all", "this"]);
const UP_TO = new Set(["up to", "up-to"]);

const termsOf = new WeakMap<FilterIR, Terms>();

function terms(env: Env, f: FilterIR): Terms {
  let t = termsOf.get(f);
  if (t === undefined || t.rules !== env.rules || t.defs !== env.defs) {
    const q = f.filter.quantifier.toLowerCase();
    t = {
      rules: env.rules,
      fixed: [],
      impls: [],
      args: [],
      alts: f.filter.anyOf ?? [],
      defs: env.defs,
      byDef: new Map(),
      byCard: [],
      byCardOf: null,
      before: [],
      beforeOf: null,
      q,
      every: EVERY.has(q),
      upTo: UP_TO.has(q),
      count: /^\d+$/.test(q) ? Number(q) : NaN,
    };
    for (const x of f.filter.terms) {
      const impl = implOf(env, x.op, "filter");
      if (impl.byDefinition) t.fixed.push({ impl, args: x.args });
      else {
        t.impls.push(impl);
        t.args.push(x.args);
      }
    }
    termsOf.set(f, t);
  }
  return t;
}

/** Does a card satisfy a filter's terms (and one of its alternatives)? Quantifier and zone ignored. */
export function matches(env: Env, id: CardId, f: FilterIR): boolean {
  return matchesTerms(env, card(env.state, id), terms(env, f));
}

/** The terms its definition decides (true when there are none), answered once per definition. */
function fixedTermsHold(env: Env, c: CardState, t: Terms): boolean {
  if (t.fixed.length === 0) return true;
  let ok = t.byDef.get(c.def);
  if (ok === undefined) {
    ok = true;
    const def = defOf(env, c.id);
    for (const x of t.fixed) {
      if (x.impl.byDefinition!(def, x.args, env.rules)) continue;
      ok = false;
      break;
    }
    t.byDef.set(c.def, ok);
  }
  return ok;
}

/**
 * The terms' answers by card id for the state's cards: they hold while the ids keep their definitions (one array slot
 * read a card, not a hash lookup by definition).
 */
function answersByCard(env: Env, t: Terms): (boolean | undefined)[] {
  const token = cardDefsToken(env.state);
  if (t.byCardOf !== token) {
    const was = t.byCard;
    const wasOf = t.byCardOf;
    t.byCard = t.beforeOf === token ? t.before : [];
    t.byCardOf = token;
    t.before = was;
    t.beforeOf = wasOf;
  }
  return t.byCard;
}

function matchesTerms(env: Env, c: CardState, t: Terms): boolean {
  if (t.fixed.length > 0) {
    const byCard = answersByCard(env, t);
    let fixed = byCard[c.id];
    if (fixed === undefined) byCard[c.id] = fixed = fixedTermsHold(env, c, t);
    if (!fixed) return false;
  }
  return otherTermsHold(env, c, t);
}

/** The terms the card's state decides, then the alternatives (`fixedTermsHold` has been asked). */
function otherTermsHold(env: Env, c: CardState, t: Terms): boolean {
  for (let i = 0; i < t.impls.length; i++) if (!t.impls[i]!.test(env, c.id, t.args[i]!)) return false;
  if (t.alts.length === 0) return true;
  for (const a of t.alts) if (matchesTerms(env, c, terms(env, a))) return true;
  return false;
}

// A filter's terms and their `zone` answers are fixed for a given set of rules.
const zoneNamed = new WeakMap<FilterIR, { rules: Env["rules"]; named: boolean }>();

/** Does some term (here or in every alternative) say where the card is, so "in play" is not implied? */
function namesZone(env: Env, f: FilterIR): boolean {
  const known = zoneNamed.get(f);
  if (known && known.rules === env.rules) return known.named;
  const named = findsZone(env, f);
  zoneNamed.set(f, { rules: env.rules, named });
  return named;
}

function findsZone(env: Env, f: FilterIR): boolean {
  const here = f.filter.terms.some((t) => implOf(env, t.op, "filter").zone?.(env, t.args) ?? false);
  const alts = f.filter.anyOf ?? [];
  return here || (alts.length > 0 && alts.every((a) => namesZone(env, a)));
}

/**
 * Where to look instead of "in play" (`discard 2 cards from hand` looks in hand). `zones`, when set, is a
 * constant list (see `cardsInZones`) holding every zone the test accepts: only cards there are tested.
 */
export type Where = ((c: CardState) => boolean) & { zones?: readonly string[] };

/** Every card a filter could denote (respecting `this`/`another` and the default "in play"). */
export function candidates(env: Env, f: FilterIR, where?: Where): CardId[] {
  const t = terms(env, f);
  const q = t.q;
  const anyZone = namesZone(env, f);
  const out: CardId[] = [];
  const cards = env.state.cards;
  const playZones = env.rules.playZones;
  const ids =
    q === "this"
      ? env.source !== null && cards[env.source]
        ? [env.source]
        : []
      : !where && !anyZone && playZones
        ? cardsInZones(env.state, playZones)
        : where?.zones
          ? cardsInZones(env.state, where.zones)
          : allCards(env.state);
  // read once, not per card
  const byCard = answersByCard(env, t);
  const source = env.source;
  const skip = q === "this" || q === "another" ? source : null;
  const inPlayOnly = !where && !anyZone;
  for (const k of ids) {
    // the definition's answer first: it rules out most cards, and is remembered, unlike being in play
    let fixed = byCard[k];
    if (fixed === undefined) byCard[k] = fixed = fixedTermsHold(env, cards[k]!, t);
    if (!fixed || (skip !== null && (q === "this" ? k !== skip : k === skip))) continue;
    const c = cards[k]!;
    if (where ? !where(c) : inPlayOnly && !env.rules.inPlay(env.state, c)) continue;
    if (otherTermsHold(env, c, t)) out.push(k);
  }
  return out;
}

/** Does the argument (filter, ref or title) denote this card, wherever it is? For triggers and qualifiers. */
export function denotes(env: Env, arg: unknown, id: CardId): boolean {
  if (isRef(arg)) return refCards(env, arg.ref)?.includes(id) ?? false;
  if (typeof arg === "string") return norm(defOf(env, id).title) === norm(arg);
  if (!isFilter(arg)) return false;
  // the quantifier lower-cased once, with the filter's terms
  const t = terms(env, arg);
  if (t.q === "this" && id !== env.source) return false;
  if (t.q === "another" && id === env.source) return false;
  return matchesTerms(env, card(env.state, id), t);
}

export interface Options {
  options: CardId[];
  min: number;
  max: number;
  /** True when every option is taken without a choice (`every`, `this`, a ref). */
  all: boolean;
}


/** What a card argument allows: a filter, a ref, or a bare title. Null = a ref not bound yet. */
export function cardOptions(env: Env, arg: unknown, eligible?: (id: CardId) => boolean, where?: Where): Options | null {
  if (isRef(arg)) return refOptions(env, arg.ref, eligible);
  if (typeof arg === "string") return titleOptions(env, arg, eligible, where);
  if (!isFilter(arg)) return { options: [], min: 1, max: 1, all: false };
  const found = candidates(env, arg, where);
  const ids = eligible ? found.filter(eligible) : found;
  // the quantifier's words, read once per filter
  const t = terms(env, arg);
  if (t.every) return { options: ids, min: ids.length, max: ids.length, all: true };
  // `exert X companions` with X not yet known: the player chooses how many, which sets X.
  if (choosesX(env, arg)) return { options: ids, min: 1, max: ids.length, all: false };
  const count = arg.filter.count !== undefined ? num(env, arg.filter.count, 1) : Number.isNaN(t.count) ? 1 : t.count;
  if (t.upTo) return { options: ids, min: 0, max: count, all: false };
  return { options: ids, min: count, max: count, all: false };
}

// The two below are apart from `cardOptions` (asked for every card choice): their closures would cost it a context each call.

/** The cards a ref names (all of them, those still in the game and eligible); null if unbound. */
function refOptions(env: Env, ref: string, eligible?: (id: CardId) => boolean): Options | null {
  const ids = refCards(env, ref);
  if (!ids) return null;
  const ok = ids.filter((id) => env.state.cards[id] && (!eligible || eligible(id)));
  return { options: ok, min: ids.length, max: ids.length, all: true };
}

/** One card of this title (in play, or `where`). */
function titleOptions(env: Env, title: string, eligible?: (id: CardId) => boolean, where?: Where): Options {
  const ok = Object.values(env.state.cards)
    .filter((c) => (where ? where(c) : env.rules.inPlay(env.state, c)) && norm(defOf(env, c.id).title) === norm(title) && (!eligible || eligible(c.id)))
    .map((c) => c.id);
  return { options: ok, min: 1, max: 1, all: false };
}

/** Cards a ref names: a binding, the card itself (`self`, `this`), or a game ref (`bearer`). Null if unbound. */
export function refCards(env: Env, name: string): CardId[] | null {
  const b = env.bindings[name];
  if (b && "cards" in b) return b.cards;
  if (name === "self" || name === "this") return env.source ? [env.source] : [];
  const rule = env.rules.refs[name];
  if (!rule) return null;
  const now = rule(env);
  if (now.length > 0) return now;
  const before = env.bindings[REFS_AT_START];
  const then = before && "refs" in before ? before.refs[fixedNames(env.rules.refs).place.get(name)!] : undefined;
  return then?.length ? then : now;
}

/**
 * The binding of every fixed name's cards when the running ability started (`useAbility`), in the order of
 * `fixedNames`: for when a cost moves the card (`discard this condition then make bearer …`). One binding by one
 * name: a binding by each fixed name, set on bindings of many shapes by names that vary, cost a slow store each.
 */
export const REFS_AT_START = "$at-start";

type FixedNames = Env["rules"]["refs"];
const fixedNameLists = new WeakMap<FixedNames, { rules: FixedNames[string][]; place: Map<string, number> }>();

/** The rules of the fixed names (`bearer`) in one order, and each name's place in it. */
export function fixedNames(refs: FixedNames): { rules: FixedNames[string][]; place: Map<string, number> } {
  let found = fixedNameLists.get(refs);
  if (!found) {
    const names = Object.keys(refs);
    fixedNameLists.set(refs, (found = { rules: names.map((n) => refs[n]!), place: new Map(names.map((n, i) => [n, i])) }));
  }
  return found;
}

/** Binding of the latest cards chosen, named or not: what a sentence is about when it does not say (`if bearing …`). */
export const LAST_CHOSEN = "$chosen";

export interface SelectOptions {
  purpose: string;
  eligible?: (id: CardId) => boolean;
  /** Who chooses (default: the ability's controller). */
  player?: string;
  where?: Where;
}

export interface Selected {
  cards: CardId[];
  /** How many the phrase asked for (a cost is paid only if `cards.length >= required`). */
  required: number;
}

/**
 * Chooses the cards an argument denotes, as many as possible, and binds them.
 * While checking costs nothing is asked: every option is bound. Null = unbound ref (unknown yet).
 */
export function select(env: Env, arg: unknown, o: SelectOptions): Selected | null {
  arg = countedAlternative(env, arg, o);
  const opts = cardOptions(env, arg, o.eligible, o.where);
  if (!opts) return null;
  const name = isFilter(arg) ? arg.bind : undefined;
  let chosen: CardId[];
  if (opts.all || env.checking || opts.options.length <= opts.min) chosen = opts.options;
  else {
    const max = Math.min(opts.max, opts.options.length);
    const d = { kind: "cards" as const, player: o.player ?? env.controller, purpose: o.purpose, source: env.source, options: opts.options, min: Math.min(opts.min, max), max };
    chosen = env.chooser.cards(d).filter((id) => opts.options.includes(id));
    if (chosen.length < d.min || chosen.length > d.max) chosen = opts.options.slice(0, d.max);
    log(env.state, { player: d.player, purpose: o.purpose, cards: chosen, seq: nextSeq(env.state), type: "choice" });
  }
  if (choosesX(env, arg)) bind(env, "X", { number: chosen.length });
  bind(env, name, { cards: chosen });
  bindRelated(env, arg, chosen);
  bind(env, LAST_CHOSEN, { cards: chosen });
  return { cards: chosen, required: opts.min };
}

/** Binds the noun phrases inside the chosen cards' qualifiers that a later reference names (their `related` cards). */
function bindRelated(env: Env, arg: unknown, chosen: CardId[]): void {
  if (!isFilter(arg) || chosen.length === 0) return;
  for (const t of arg.filter.terms) {
    const named = Object.entries(t.args).filter(([, a]) => isFilter(a) && a.bind);
    if (named.length === 0) continue;
    const related = implOf(env, t.op, "filter").related;
    if (!related) continue;
    const found = chosen.map((id) => related(env, id, t.args));
    for (const [key, a] of named) bind(env, (a as FilterIR).bind, { cards: [...new Set(found.flatMap((r) => r[key] ?? []))] });
  }
}

/**
 * `wound X Orcs or X Uruk-hai`: alternatives that count their cards are chosen whole. The player picks one (of those
 * with as many cards as they count, when any has), then its cards; bound under the whole phrase's name.
 */
function countedAlternative(env: Env, arg: unknown, o: SelectOptions): unknown {
  const alts = isFilter(arg) && !env.checking ? arg.filter.anyOf : undefined;
  if (!alts?.length || !alts.some((a) => a.filter.quantifier === "count")) return arg;
  const full = alts.filter((a) => {
    const opts = cardOptions(env, a, o.eligible, o.where);
    return !!opts && opts.options.length >= Math.max(1, opts.min);
  });
  const offer = full.length ? full : alts;
  const options = offer.map((_, k) => String(k));
  const i = offer.length > 1 ? env.chooser.option({ kind: "option", player: o.player ?? env.controller, purpose: o.purpose, source: env.source, options }) : 0;
  const chosen = offer[i] ?? offer[0]!;
  return (arg as FilterIR).bind ? { ...chosen, bind: (arg as FilterIR).bind } : chosen;
}

/** Is the noun phrase counted by an `X` that no earlier step has set? */
function choosesX(env: Env, arg: unknown): boolean {
  if (!isFilter(arg) || env.bindings.X) return false;
  const count = arg.filter.count as { op?: unknown } | undefined;
  return typeof count === "object" && count !== null && count.op === "x";
}
