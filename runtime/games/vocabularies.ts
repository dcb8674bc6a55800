/**
 * The games the toolchain knows, by the name written on a file's `game` line: each registered plugin's vocabulary
 * (registry.ts). Declarations (plain data) are all the compiler reads of a game.
 */
import type { GameVocabulary } from "../core/vocabulary.ts";
import { plugins } from "./registry.ts";

export const vocabularies: Record<string, GameVocabulary> = Object.fromEntries(plugins.map((p) => [p.game, p.vocabulary]));
