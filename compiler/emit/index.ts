import type { SetIR } from "../ir/ir.ts";
import type { GameVocabulary } from "../../runtime/core/vocabulary.ts";
import { vocabularies } from "../../runtime/games/vocabularies.ts";
import { emitHandlers } from "./handlers.ts";
import { emitJson, type JsonLayout } from "./json.ts";
import { cardsInIdOrder, setBasePath } from "./paths.ts";
import { emitSchema } from "./schema.ts";
import { emitText } from "./text.ts";
import { emitTypings } from "./typings.ts";
import { emitWords, emitWordsSchema } from "./words.ts";

/** One file to write, relative to the output directory (e.g. `<game>/set01.json`). */
export interface EmittedFile {
  path: string;
  contents: string;
}

/**
 * Everything `cardc build` writes for one set: `<game>/set<NN>.json`, `<game>/set<NN>.schema.json`,
 * `<game>/set<NN>.js` (handlers), `<game>/set<NN>.d.ts`, `<game>/set<NN>.txt` (English text), and for a set that
 * declares words `<game>/set<NN>.words.json` with its schema. The data files are compact JSON unless `layout.pretty`. Cards appear in id order in every file. Pure: the CLI
 * does the (atomic) writing. `vocabulary`: the set's game's, with the words the project declares.
 */
export function emitSet(set: SetIR, vocabulary: GameVocabulary | undefined = vocabularies[set.game], layout: JsonLayout = {}): EmittedFile[] {
  const base = setBasePath(set);
  const cards = cardsInIdOrder(set.cards);
  const name = base.slice(base.lastIndexOf("/") + 1);
  const words: EmittedFile[] = set.words?.length
    ? [
        { path: `${base}.words.json`, contents: emitWords(set, `${name}.words.schema.json`, layout) },
        { path: `${base}.words.schema.json`, contents: emitWordsSchema(set) },
      ]
    : [];
  return [
    { path: `${base}.json`, contents: emitJson(cards, vocabulary, layout) },
    { path: `${base}.schema.json`, contents: emitSchema(set, vocabulary) },
    { path: `${base}.js`, contents: emitHandlers(set, cards) },
    { path: `${base}.d.ts`, contents: emitTypings(set, cards) },
    { path: `${base}.txt`, contents: emitText(cards) },
    ...words,
  ];
}
