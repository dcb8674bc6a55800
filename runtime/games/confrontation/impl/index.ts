/** Every phrase implementation of the Confrontation, keyed by phrase id (the same ids as ../vocabulary/). */
import { battleImpls } from "./battle.ts";
import { combatImpls } from "./combat.ts";
import { coreConditionImpls } from "./core-phrases.ts";
import { movementImpls } from "./movement.ts";
import type { ConfrontationImplementations } from "./types.ts";

export const implementations: ConfrontationImplementations = { ...battleImpls, ...movementImpls, ...combatImpls, ...coreConditionImpls(() => implementations) };
export type * from "./types.ts";
