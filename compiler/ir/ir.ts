/**
 * The IR: plain, JSON-serialisable data describing every card and ability.
 * It is what `cardc build` writes into `set<NN>.json`, what the English renderer reads,
 * and what the handler emitter turns into code. Phrase calls name vocabulary ids.
 */

/** A call of a vocabulary phrase: `{ op: "exert", args: { target: … } }`. */
export interface PhraseCall {
  op: string;
  args: Record<string, ArgIR>;
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

/** A noun phrase: `a [dwarven] Dwarf companion`, `every condition`, `another companion who has the Frodo signet`. */
export interface FilterIR {
  filter: {
    /** a | an | every | each | another | this | the | N (count) … */
    quantifier: string;
    count?: number | PhraseCall;
    /** Conjunction of filter terms (vocabulary `filter` phrases): `{ op: "race", args: { race: "dwarf" } }`. */
    terms: PhraseCall[];
    /** `Gandalf or an Elf` */
    anyOf?: FilterIR[];
  };
  /** Name under which the chosen cards are bound, for later pronouns (`that Dwarf`, `him`). */
  bind?: string;
}

/** A pronoun or `that X`: refers to a binding made earlier in the same ability, or to the card itself. */
export interface RefIR {
  ref: string;
}

export type Side = "free-peoples" | "shadow" | null;

/** One card, exactly the JSON contract of `cardc build` (see README). */
export interface CardIR {
  id: string;
  title: string;
  subtitle: string | null;
  unique: boolean;
  side: Side;
  culture: string | null;
  type: string;
  race: string | null;
  itemClass: string | null;
  twilight: number | null;
  strength: number | null;
  vitality: number | null;
  resistance: number | null;
  signet: string | null;
  site: number | null;
  home: number | null;
  keywords: string[];
  /** Canonical English of every ability, joined by "\n". */
  text: string;
  abilities: AbilityIR[];
}

/**
 * An ability. `kind` says which sentence form it came from; the other fields are phrase calls.
 * (The semantics phase owns the exact variants; every variant is plain data.)
 */
export interface AbilityIR {
  kind: string;
  [field: string]: unknown;
}

export interface SetIR {
  game: string;
  number: number;
  name: string | null;
  cards: CardIR[];
}
