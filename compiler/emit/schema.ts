/**
 * `set<NN>.schema.json`: a JSON Schema (draft 2020-12) for `set<NN>.json`, written from the IR types.
 * The mapped types below make every IR field need a schema entry, so a change to compiler/ir/ir.ts
 * that is not reflected here is a type error. Where the game's vocabulary fixes a field's values
 * (card types, cultures, races, item classes, timings, keywords), the schema lists them.
 */
import type {
  AbilityIR,
  AlternativeIR,
  AlternativeStepsIR,
  ConditionalStepIR,
  DurationIR,
  FilterIR,
  LimitIR,
  PhraseCall,
  PreventionIR,
  RefIR,
  SetIR,
  StepIR,
} from "../ir/ir.ts";
import type { GameVocabulary, StatDecl } from "../../runtime/core/vocabulary.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import { statWordList } from "../render/stat-values.ts";
import { cardFields, HEAD_FIELDS, TAIL_FIELDS } from "./card-fields.ts";

type Schema = Record<string, unknown>;
type Fields<T> = { [F in keyof T]-?: Schema };
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type Variant<K extends AbilityIR["kind"]> = Extract<AbilityIR, { kind: K }>;

const ref = (name: string): Schema => ({ $ref: `#/$defs/${name}` });
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: "null" }] });
const arrayOf = (schema: Schema): Schema => ({ type: "array", items: schema });
const STRING: Schema = { type: "string" };
const INTEGER: Schema = { type: "integer" };
const BOOLEAN: Schema = { type: "boolean" };

/** Every optional field of T, named once (so a new optional IR field cannot be made required by mistake). */
type Optional<T> = [OptionalKeys<T>] extends [never] ? [] : [{ [K in OptionalKeys<T>]: true }];

function object<T>(fields: Fields<T>, ...[optional]: Optional<T>): Schema {
  const names = Object.keys(fields);
  return {
    type: "object",
    properties: fields,
    required: names.filter((name) => !(optional && name in optional)),
    additionalProperties: false,
  };
}

/** A string field, restricted to `ids` when the vocabulary declares any. */
function word(ids: readonly string[] | undefined): Schema {
  return ids && ids.length > 0 ? { type: "string", enum: [...new Set(ids)] } : STRING;
}

/** A stat's values: a number (a signed bonus is a number too), one of its words, a range's numbers or a list's ids. */
function statSchema(stat: StatDecl, vocabulary: GameVocabulary): Schema {
  const number: Schema = { ...INTEGER, ...(stat.min !== undefined ? { minimum: stat.min } : {}), ...(stat.max !== undefined ? { maximum: stat.max } : {}) };
  switch (stat.value) {
    case "word":
      return nullable(word(stat.words));
    case "range":
      // sorted, each once
      return nullable({ type: "array", items: number, minItems: 1, uniqueItems: true });
    case "words":
      return nullable({ type: "array", items: word(statWordList(stat, vocabulary).map((w) => w.id)), minItems: 1, uniqueItems: true });
    case "number":
      return nullable(number);
    default:
      return nullable(INTEGER);
  }
}

function cardSchema(vocabulary: GameVocabulary | undefined): Schema {
  const fields: Record<string, Schema> = {
    id: { type: "string", minLength: 1 },
    title: STRING,
    subtitle: nullable(STRING),
    unique: BOOLEAN,
    side: vocabulary?.sides.length ? { enum: [...vocabulary.sides.map((s) => s.id), null] } : nullable(STRING),
    culture: nullable(word(vocabulary?.cultures.map((c) => c.id))),
    type: word(vocabulary?.cardTypes.map((t) => t.id)),
    race: nullable(word(vocabulary?.races.map((r) => r.id))),
    itemClass: nullable(word(vocabulary?.itemClasses.map((c) => c.id))),
    keywords: arrayOf(STRING),
    text: STRING,
    abilities: arrayOf(ref("ability")),
  };
  for (const stat of vocabulary?.stats ?? []) fields[stat.name] = statSchema(stat, vocabulary!);
  // a game without a vocabulary: its records are checked for the fixed fields, whatever else they hold
  if (!vocabulary) return { type: "object", properties: fields, required: [...HEAD_FIELDS, ...TAIL_FIELDS], additionalProperties: true };
  const names = cardFields(vocabulary);
  return { type: "object", properties: Object.fromEntries(names.map((f) => [f, fields[f]!])), required: names, additionalProperties: false };
}

function abilitySchemas(vocabulary: GameVocabulary | undefined): { [K in AbilityIR["kind"]]: Schema } {
  const timing = word(vocabulary?.timings.map((t) => t.id));
  const steps = arrayOf(ref("step"));
  const effects = arrayOf(ref("effect"));
  const condition = nullable(ref("call"));
  const prevention = object<PreventionIR>({ by: STRING, costs: steps });
  return {
    keyword: object<Variant<"keyword">>({
      kind: { const: "keyword" },
      keyword: word(vocabulary?.keywords.map((k) => k.id)),
      value: nullable(INTEGER),
      stats: { type: "object", additionalProperties: INTEGER },
    }),
    requirement: object<Variant<"requirement">>({ kind: { const: "requirement" }, conditions: arrayOf(ref("call")), costs: steps }),
    placement: object<Variant<"placement">>({ kind: { const: "placement" }, rule: ref("call") }),
    static: object<Variant<"static">>({ kind: { const: "static" }, condition, modifier: ref("call"), joined: arrayOf(ref("call")), forEachFirst: { const: true }, conditionFirst: { const: true }, conditionAfter: { const: true }, conditionIf: { const: true }, conditionAfterIf: { const: true } }, { joined: true, forEachFirst: true, conditionFirst: true, conditionAfter: true, conditionIf: true, conditionAfterIf: true }),
    activated: object<Variant<"activated">>({
      kind: { const: "activated" },
      timings: arrayOf(timing),
      condition,
      costs: steps,
      effects,
      alternatives: arrayOf(object<AlternativeStepsIR>({ costs: steps, effects })),
      options: arrayOf(STRING),
      prevention,
    }, { alternatives: true, options: true, prevention: true }),
    response: object<Variant<"response">>({ kind: { const: "response" }, timing, trigger: ref("call"), during: timing, costs: steps, effects, prevention }, { during: true, prevention: true }),
    trigger: object<Variant<"trigger">>(
      {
        kind: { const: "trigger" },
        starter: { enum: ["when", "each time", "if", null] },
        active: ref("call"),
        written: { enum: ["effect-if-trigger", "effect-trigger"] },
        trigger: ref("call"),
        during: timing,
        condition,
        costs: steps,
        effects,
        prevention,
      },
      { active: true, written: true, during: true, prevention: true },
    ),
  };
}

/** The schema of `set<NN>.json` for this set. */
export function setSchema(set: SetIR, vocabulary: GameVocabulary | undefined = vocabularies[set.game]): Schema {
  const abilities = abilitySchemas(vocabulary);
  const callFields: Fields<PhraseCall> = {
    op: { type: "string", minLength: 1 },
    args: { type: "object", additionalProperties: ref("arg") },
    wording: INTEGER,
  };
  const filterFields: Fields<FilterIR["filter"]> = {
    quantifier: STRING,
    count: { anyOf: [INTEGER, ref("call")] },
    terms: arrayOf(ref("call")),
    anyOf: arrayOf(ref("filter")),
    conjunction: { const: "and" },
    either: { const: true },
    determiner: STRING,
    plural: BOOLEAN,
    pronoun: { enum: ["each", "neither", "either"] },
  };
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: `${set.game} set ${set.number}${set.name ? ` (${set.name})` : ""}`,
    description: "The cards of one set as compiled by cardc: an array of cards in id order.",
    type: "array",
    items: ref("card"),
    $defs: {
      card: cardSchema(vocabulary),
      ability: {
        type: "object",
        required: ["kind"],
        properties: { kind: { enum: Object.keys(abilities) } },
        // One if/then per kind (rather than oneOf) so a validator reports the offending field.
        allOf: Object.entries(abilities).map(([kind, schema]) => ({ if: { properties: { kind: { const: kind } } }, then: schema })),
      },
      call: object<PhraseCall>(callFields, { wording: true }),
      step: object<StepIR>(
        { ...callFields, optional: BOOLEAN, duration: ref("duration"), alternative: ref("alternative"), instead: BOOLEAN, newSentence: BOOLEAN, durationFirst: BOOLEAN, subjectThen: BOOLEAN, afterThen: BOOLEAN, limit: ref("limit") },
        { optional: true, duration: true, alternative: true, instead: true, newSentence: true, durationFirst: true, subjectThen: true, afterThen: true, wording: true, limit: true },
      ),
      effect: { anyOf: [ref("step"), ref("conditional")] },
      conditional: object<ConditionalStepIR>(
        { if: ref("call"), then: arrayOf(ref("step")), otherwise: arrayOf(ref("step")), newSentence: BOOLEAN, otherwiseNewSentence: BOOLEAN, conditionLast: BOOLEAN },
        { otherwise: true, newSentence: true, otherwiseNewSentence: true, conditionLast: true },
      ),
      limit: object<LimitIR>({ arg: STRING, value: ref("arg") }),
      duration: object<DurationIR>({ until: STRING, phase: STRING, implicit: BOOLEAN, written: STRING }, { phase: true, written: true }),
      alternative: object<AlternativeIR>(
        { arg: STRING, value: ref("arg"), call: ref("call"), condition: ref("call"), word: { const: "when" }, unit: STRING, repeats: INTEGER, options: arrayOf(STRING) },
        { arg: true, value: true, call: true, condition: true, word: true, unit: true, repeats: true, options: true },
      ),
      filter: object<FilterIR>({ filter: object<FilterIR["filter"]>(filterFields, { count: true, anyOf: true, conjunction: true, either: true, determiner: true, plural: true, pronoun: true }), bind: STRING }, {
        bind: true,
      }),
      ref: object<RefIR>({ ref: STRING, written: STRING }, { written: true }),
      arg: {
        anyOf: [
          { type: "number" },
          STRING,
          BOOLEAN,
          { type: "null" },
          ref("filter"),
          ref("ref"),
          ref("call"),
          arrayOf(ref("arg")),
        ],
      },
    },
  };
}

/** `set<NN>.schema.json` text. */
export function emitSchema(set: SetIR, vocabulary: GameVocabulary | undefined = vocabularies[set.game]): string {
  return `${JSON.stringify(setSchema(set, vocabulary), null, 2)}\n`;
}
