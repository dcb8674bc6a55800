/** The phrases every game's vocabulary includes (declarations; implementations: impl.ts, combinators.ts). */
import type { PhraseDecl } from "../vocabulary.ts";
import { coreConditions } from "./conditions.ts";

export const corePhrases: PhraseDecl[] = [...coreConditions];
