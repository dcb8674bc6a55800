/**
 * The built-in filter terms every noun phrase may use (docs/vocabulary-format.md): they read card
 * definition fields, so they are game-agnostic. Vocabulary `filter` phrases are implemented by games.
 */
import { players } from "./args.ts";
import { interned, keywordValue, norm, type CardDef } from "./cards.ts";
import type { IRArgs } from "./handlers.ts";
import { defOf, type Env } from "./env.ts";
import type { FilterImpl, GameRules } from "./impl.ts";
import { denotes } from "./filters.ts";
import { modifiedFlag, modifiedValue } from "./modifiers.ts";
import { observed } from "./observer.ts";
import type { CardId } from "./state.ts";

const field = (name: string, arg: string): FilterImpl => {
  const byDefinition = (def: CardDef, args: IRArgs) => norm(def[name]) === norm(args[arg]);
  return { kind: "filter", test: (env, id, args) => byDefinition(defOf(env, id), args), byDefinition };
};

// The normalised types a noun names, per rules' noun table (game configuration, never changed).
const nouns = new WeakMap<object, Map<string, readonly string[]>>();

function nounTypes(rules: GameRules, noun: string): readonly string[] {
  let m = nouns.get(rules.nouns);
  if (!m) nouns.set(rules.nouns, (m = new Map()));
  let types = m.get(noun);
  if (!types) m.set(noun, (types = (rules.nouns[noun] ?? [noun]).map(norm)));
  return types;
}

export const builtinTerms: Record<string, FilterImpl> = {
  type: field("type", "type"),
  culture: field("culture", "culture"),
  side: field("side", "side"),
  race: field("race", "race"),
  "item-class": field("itemClass", "itemClass"),
  title: field("title", "title"),
  noun: {
    kind: "filter",
    test: (env, id, args) => nounTypes(env.rules, String(args.noun)).includes(norm(defOf(env, id).type)),
    byDefinition: (def, args, rules) => nounTypes(rules, String(args.noun)).includes(norm(def.type)),
  },
  keyword: {
    kind: "filter",
    test: (env, id, args) => hasKeyword(env, id, String(args.keyword)),
  },
  /** The generic noun `card`. */
  any: { kind: "filter", test: () => true, byDefinition: () => true },
  other: { kind: "filter", test: (env, id) => id !== env.source },
  /** `unique` in a noun phrase: the card's kind line says `unique`. */
  unique: { kind: "filter", test: (env, id) => !!defOf(env, id).unique, byDefinition: (def) => !!def.unique },
  /** A named card as a term (`<name> <qualifier>`, an alternative of `X or Y`): that card. */
  ref: { kind: "filter", test: (env, id, args) => denotes(env, args.ref, id) },
  /** `(or all such <noun>s if …)`: a card of the kinds the words the alternative stands in for name (`as`). */
  such: { kind: "filter", test: (env, id, args) => denotes(env, args.as, id) },
  controller: {
    kind: "filter",
    test: (env, id, args) => players(env, args.player).includes(env.state.cards[id]!.owner),
  },
};

/** A keyword's value now: printed value plus `keyword:<id>` deltas (`damage +1` twice → 2). */
export function keywordTotal(env: Env, id: CardId, keyword: string): number {
  return totalOf(env, id, keywordOf(keyword));
}

function totalOf(env: Env, id: CardId, kw: Keyword): number {
  if (env.observe) observeKeyword(env, id, kw.k);
  // a keyword taken away is layered after every bonus
  if (modifiedFlag(env, id, kw.lost, false)) return 0;
  return modifiedValue(env, id, kw.property, keywordValue(defOf(env, id), kw.k));
}

/** The card's keyword abilities (`Damage +1.`) for this keyword were consulted. */
function observeKeyword(env: Env, id: CardId, k: string): void {
  for (const a of defOf(env, id).abilities ?? []) if (a.kind === "keyword" && norm(a.keyword) === k) observed(env, id, a);
}

/** A keyword the card has printed or was given, and not taken away (`keyword:<id>` flag). */
export function hasKeyword(env: Env, id: CardId, keyword: string): boolean {
  const kw = keywordOf(keyword);
  if (modifiedFlag(env, id, kw.lost, false)) return false;
  return modifiedFlag(env, id, kw.property, totalOf(env, id, kw) > 0);
}

/** The flag property that takes a keyword away whatever gives it (`prevent <card> from being <keyword>`). */
export function lostKeywordProperty(keyword: string): string {
  return keywordOf(keyword).lost;
}

/** A keyword as written, normalised (`k`), and the property its modifiers set (`keyword:<k>`). */
interface Keyword {
  k: string;
  property: string;
  /** The flag that takes it away (`lost:keyword:<k>`). */
  lost: string;
}

// Found once per way of writing a keyword: a keyword test asked the normalised word and the property of a map each time, several times over.
const keywords = new Map<string, Keyword>();

function keywordOf(keyword: string): Keyword {
  let kw = keywords.get(keyword);
  if (kw === undefined) {
    const k = norm(keyword);
    keywords.set(keyword, (kw = { k, property: interned(`keyword:${k}`), lost: interned(`lost:keyword:${k}`) }));
  }
  return kw;
}
