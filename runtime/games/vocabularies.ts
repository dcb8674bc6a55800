/**
 * The games the toolchain knows, by the name written on a file's `game` line.
 * Declarations only (plain data): the compiler imports this, never the engines.
 */
import type { GameVocabulary } from "../core/vocabulary.ts";
import { lotrTcg } from "./lotr-tcg/vocabulary/index.ts";

export const vocabularies: Record<string, GameVocabulary> = {
  [lotrTcg.game]: lotrTcg,
};
