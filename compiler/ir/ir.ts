/**
 * The IR: plain, JSON-serialisable data describing every card and ability.
 * It is what `cardc build` writes into `set<NN>.json`, what the English renderer reads,
 * and what the handler emitter turns into code. Phrase calls name vocabulary ids.
 */

import type { DurationIR } from "../../runtime/core/ir.ts";

/** A call of a vocabulary phrase: `{ op: "exert", args: { target: … } }`. */
export interface PhraseCall {
  op: string;
  args: Record<string, ArgIR>;
  /** Which of the phrase's patterns was written, when its `renders` differ (absent: the first). */
  wording?: number;
}

/** Arguments are numbers, words, filters, references to earlier choices, or nested calls. */
export type ArgIR =
  | number
  | string
  | boolean
  | null
  | FilterIR
  | RefIR
  | PhraseCall
  | ArgIR[];

/** A noun phrase: `a <[icon]> <race> <card type>`, `every <card type>`, `another <card type> <qualifier phrase>`. */
export interface FilterIR {
  filter: {
    /** "a" (choose one: a, an, any, another), "every" (every, each, all, a bare plural), "the", "count" (N or X: see `count`). */
    quantifier: string;
    count?: number | PhraseCall;
    /** Conjunction of filter terms (built-in terms and vocabulary `filter` phrases): `{ op: "race", args: { race: <race id> } }`. */
    terms: PhraseCall[];
    /** `<title> or a <race>` (then `terms` is empty). */
    anyOf?: FilterIR[];
    /** `each <A> and each <B>`: the same cards as `anyOf`, written with `and` (for the renderer). */
    conjunction?: "and";
    /** `either <A> or <B>`: the same cards as `anyOf`, written with `either` (for the renderer). */
    either?: true;
    /** The determiner as written when the renderer's default would differ: "each", "all", "any", "another", "the" (before a title), or "" (none written: `per <noun>`). */
    determiner?: string;
    /** Written in the plural (`your <[icon]> <card types>`), for the renderer. */
    plural?: boolean;
    /**
     * `each`, `neither`, `either` standing for the cards of a list written before (`anyOf`, copied from it). In a
     * condition it tests each of them: all must pass (`each`), none (`neither`) or one (`either`).
     */
    pronoun?: "each" | "neither" | "either";
  };
  /** Name under which the chosen cards are bound, for later pronouns (`that <noun>`, `him`). */
  bind?: string;
}

/** A pronoun or `that X`: refers to a binding made earlier in the same ability, or to the card itself. */
export interface RefIR {
  /** A binding name (the chosen noun: `<race>`, `<card type>-2`), "self" (the card itself) or a vocabulary `refs` id. */
  ref: string;
  /** How the card wrote it (`him`, `this <card type>`, `that <noun>`), so the English renderer can say it back. */
  written?: string;
}

/** A side id of the game's vocabulary (`free-peoples`, `shadow` for the LOTR TCG), or null for a card of no side. */
export type Side = string | null;

/**
 * A value a card record holds: a stat's number or word, a header word, or a list — keywords, a `range` stat's numbers,
 * a `words` stat's ids (StatValue, runtime/core/cards.ts) — or the abilities.
 */
export type CardValue = string | number | boolean | null | string[] | number[] | AbilityIR[];

/**
 * A card's record, the public JSON contract. Every game's cards have the fields named here; between `type` and
 * `keywords` come the header words the game's vocabulary declares (`race` and `itemClass` when it has races and item
 * classes) and each stat it declares, in its order, null when the card has none (`cardFields`, emit/card-fields.ts).
 * For the LOTR TCG that is `race`, `itemClass`, `twilight`, `strength`, `vitality`, `resistance`, `signet`, `site`,
 * `home`: `LotrCardIR`.
 */
export interface CardIR {
  [field: string]: CardValue;
  id: string;
  title: string;
  subtitle: string | null;
  unique: boolean;
  side: Side;
  culture: string | null;
  type: string;
  keywords: string[];
  /** Canonical English of every ability, joined by "\n". */
  text: string;
  abilities: AbilityIR[];
}

/** A LOTR TCG card's record: its vocabulary's header words and stats. */
export interface LotrCardIR extends CardIR {
  race: string | null;
  itemClass: string | null;
  twilight: number | null;
  strength: number | null;
  vitality: number | null;
  resistance: number | null;
  signet: string | null;
  site: number | null;
  home: number | null;
}

/** How long a lasting effect lasts: plain data shared with the engine, declared once in the runtime. */
export type { DurationIR };

/**
 * `(or +4 if <condition>)`: the argument `arg` takes `value` when `condition` holds. Other alternatives
 * (`(or 2 cards if …)`, `(or +4 and <more> if …)`) give instead the whole `call` the clause makes
 * with the alternative's words in place; without a condition the player chooses between the two.
 */
export interface AlternativeIR {
  arg?: string;
  value?: ArgIR;
  call?: PhraseCall;
  condition?: PhraseCall;
  /** With `call`: how many of the alternative's first words repeat the clause's (`<word> +1 (or <word> +2 …)`), for the renderer. */
  repeats?: number;
  /** With `call` and no condition: the English of the two choices, naming the player's choice. */
  options?: string[];
  /** The card wrote `when` instead of `if` (same meaning; kept for the renderer). */
  word?: "when";
  /** The words written after the number (`(or 2 burdens if …)`), for the renderer. */
  unit?: string;
}

export interface LimitIR {
  arg: string;
  value: ArgIR;
}

/** One cost or effect of an ability: a phrase call with the core modifiers of its clause. */
export interface StepIR extends PhraseCall {
  /** `you may …` */
  optional?: boolean;
  /** For lasting phrases: explicit `until …` or the implicit default. */
  duration?: DurationIR;
  alternative?: AlternativeIR;
  /** `(limit N)` after the clause (`draw X cards (limit 5)`): the phrase's last number, `arg`, is at most `value`. */
  limit?: LimitIR;
  /** `… instead`: the effect replaces what the trigger was about to do. */
  instead?: boolean;
  /** The effect begins a new sentence of the printed text (it was written as a sentence continuing the ability). */
  newSentence?: boolean;
  /** The duration was written first: `until the <timing> phase, <effect>`. */
  durationFirst?: boolean;
  /** `<player> then <…>`: the adverb `then` after the player the sentence begins with (`<player> then chooses …`). */
  subjectThen?: boolean;
  /** A cost joined to the one before by `and then` (`discard … and then exert him twice then …`). */
  afterThen?: boolean;
}

/**
 * `if <condition>, <effects>; otherwise, <effects>` (or as sentences of their own: `If …, … . Otherwise, … .`):
 * the `then` effects are carried out when the condition holds when this step is reached, else the `otherwise` ones.
 */
export interface ConditionalStepIR {
  if: PhraseCall;
  then: StepIR[];
  otherwise?: StepIR[];
  /** `If …` begins a new sentence of the printed text. */
  newSentence?: boolean;
  /** `Otherwise, …` begins a new sentence of the printed text. */
  otherwiseNewSentence?: boolean;
  /** Written `<effects> if <condition>` (the condition after the effect). */
  conditionLast?: boolean;
}

/** One effect of an ability: a phrase step or a conditional. */
export type EffectIR = StepIR | ConditionalStepIR;

export function isConditional(e: EffectIR): e is ConditionalStepIR {
  return "if" in e;
}

/** A keyword sentence: `<Keyword>.`, `<Keyword> +1.`, `<Keyword> (<stat> 10).` */
export interface KeywordAbilityIR {
  kind: "keyword";
  keyword: string;
  value: number | null;
  stats: Record<string, number>;
}

/** `To play, <condition or cost>.` — conditions to test and costs to pay before the card can be played. */
export interface RequirementAbilityIR {
  kind: "requirement";
  conditions: PhraseCall[];
  costs: StepIR[];
}

/** A whole sentence matching a vocabulary `placement` phrase (where or how the card is played). */
export interface PlacementAbilityIR {
  kind: "placement";
  rule: PhraseCall;
}

/** `[While <condition>,] <modifier>.` */
export interface StaticAbilityIR {
  kind: "static";
  condition: PhraseCall | null;
  modifier: PhraseCall;
  /** More modifiers under the same condition, written after `modifier` with `and` and its subject words left out (`<subject> is <A> and <B>`). */
  joined?: PhraseCall[];
  /** Written `For each <noun phrase>, <modifier>`: the modifier's `for each` amount is said first. */
  forEachFirst?: true;
  /** Written `<condition>, <modifier>` without `While` (a location condition: `At <place>, …`). */
  conditionFirst?: true;
  /** Written `<modifier> while <condition>` (the condition printed last). */
  conditionAfter?: true;
  /** Written `<modifier> if <condition>` (the condition printed last, with `if`; same meaning as `while`). */
  conditionAfterIf?: true;
  /** Written `If <condition>, <modifier>` (a state condition as printed; same meaning as `While`). */
  conditionIf?: true;
}

/**
 * `<player> may <costs> then prevent this.`, a sentence continuing an ability: before its effects, each player
 * `by` names (a player word's id) is offered the costs in turn; when one pays, the effects are not carried out.
 */
export interface PreventionIR {
  by: string;
  costs: StepIR[];
}

/** `Timing[ or Timing]: [if <condition>,] [costs then] effects.` (activated abilities and events) */
export interface ActivatedAbilityIR {
  kind: "activated";
  /** Timing ids. */
  timings: string[];
  condition: PhraseCall | null;
  costs: StepIR[];
  effects: EffectIR[];
  /**
   * `…; or <costs> then <effects>`: further alternatives to `costs`/`effects` (the first one). The player
   * uses one alternative whose costs can be paid.
   */
  alternatives?: AlternativeStepsIR[];
  /** With `alternatives`: the English of each alternative, the first included — the labels of the player's choice. */
  options?: string[];
  prevention?: PreventionIR;
}

/** One alternative of an activated ability: its own costs and effects. */
export interface AlternativeStepsIR {
  costs: StepIR[];
  effects: EffectIR[];
}

/** `Response: if <trigger>, [costs then] effects.` */
export interface ResponseAbilityIR {
  kind: "response";
  timing: string;
  trigger: PhraseCall;
  /** `… during the <timing> phase`: the trigger answers only events of that phase (a timing id). */
  during?: string;
  costs: StepIR[];
  effects: EffectIR[];
  prevention?: PreventionIR;
}

/** `When <trigger>, …` / `Each time <trigger>, …` / `At the start of …, …` */
export interface TriggerAbilityIR {
  kind: "trigger";
  /** The word that introduced the trigger: "when", "each time", "if" (a state trigger as printed), or null when the trigger phrase stands alone. */
  starter: "when" | "each time" | "if" | null;
  /** `While <active>, each time …`: the trigger only exists while this condition holds. */
  active?: PhraseCall;
  /** Printed after its effect: `Discard this condition if <trigger>.` / `Discard this condition at the end of the turn.` */
  written?: "effect-if-trigger" | "effect-trigger";
  trigger: PhraseCall;
  /** `… during the <timing> phase`: the trigger answers only events of that phase (a timing id). */
  during?: string;
  condition: PhraseCall | null;
  costs: StepIR[];
  effects: EffectIR[];
  prevention?: PreventionIR;
}

/** An ability; `kind` says which sentence form it came from. Every variant is plain data. */
export type AbilityIR =
  | KeywordAbilityIR
  | RequirementAbilityIR
  | PlacementAbilityIR
  | StaticAbilityIR
  | ActivatedAbilityIR
  | ResponseAbilityIR
  | TriggerAbilityIR;

export interface SetIR {
  game: string;
  number: number;
  name: string | null;
  cards: CardIR[];
  /** The words this set's files declare (`keyword Tentacle "…"`), in path order, then position; absent or empty if none. */
  words?: WordIR[];
}

/** A word a set declares: no engine behaviour of its own, known to the checker and the editor, listed for engines. */
export interface WordIR {
  kind: "keyword" | "race" | "item class" | "title";
  /** As written (`Tentacle`, `staff`, `Durin's Bane`). */
  word: string;
  /** The id cards carry for it (`tentacle`); a title's id is the title. */
  id: string;
  plural?: string;
  /** The card types it is for; absent, every type. */
  types?: string[];
  doc: string;
}
