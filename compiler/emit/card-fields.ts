import type { CardIR } from "../ir/ir.ts";

/** The fields of a card in the order the JSON contract writes them. */
export const CARD_FIELDS = [
  "id",
  "title",
  "subtitle",
  "unique",
  "side",
  "culture",
  "type",
  "race",
  "itemClass",
  "twilight",
  "strength",
  "vitality",
  "resistance",
  "signet",
  "site",
  "home",
  "keywords",
  "text",
  "abilities",
] as const satisfies readonly (keyof CardIR)[];

// Compile-time guard: adding a CardIR field without listing it above is a type error here.
type Missing = Exclude<keyof CardIR, (typeof CARD_FIELDS)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;
