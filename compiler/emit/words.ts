/**
 * `set<NN>.words.json` and its schema: the words a set declares (keywords, races, item classes, titles) with their
 * documentation, so that an engine reading the set's JSON knows every id its cards carry. Written only for a set
 * that declares words.
 */
import type { SetIR, WordIR } from "../ir/ir.ts";
import { jsonText, type JsonLayout } from "./json.ts";

export interface WordsFile {
  $schema: string;
  game: string;
  set: number;
  words: WordIR[];
}

export function emitWords(set: SetIR, schemaName: string, layout: JsonLayout = {}): string {
  const file: WordsFile = { $schema: `./${schemaName}`, game: set.game, set: set.number, words: set.words ?? [] };
  return jsonText(file, layout);
}

const STRING = { type: "string", minLength: 1 };

export function emitWordsSchema(set: SetIR): string {
  const word = {
    type: "object",
    properties: {
      kind: { enum: ["keyword", "race", "item class", "title"] },
      word: STRING,
      id: STRING,
      plural: STRING,
      types: { type: "array", items: STRING },
      doc: STRING,
    },
    required: ["kind", "word", "id", "doc"],
    additionalProperties: false,
  };
  const schema = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: `The words ${set.game} set ${set.number} declares`,
    type: "object",
    properties: { $schema: { type: "string" }, game: { const: set.game }, set: { const: set.number }, words: { type: "array", items: word } },
    required: ["game", "set", "words"],
    additionalProperties: false,
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
