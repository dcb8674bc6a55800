import type { CardTypeDecl, StatDecl } from "../../../core/vocabulary.ts";

/** Card types with the stats each must and may have on its stat line. */
export const cardTypes: CardTypeDecl[] = [
  {
    id: "companion",
    word: "companion",
    stats: { required: ["twilight", "strength", "vitality", "resistance"], optional: ["signet"] },
    needsCulture: true,
    second: "race",
  },
  { id: "ally", word: "ally", plural: "allies", stats: { required: ["twilight", "strength", "vitality", "home"], optional: [] }, needsCulture: true, second: "race" },
  { id: "minion", word: "minion", stats: { required: ["twilight", "strength", "vitality", "site"], optional: [] }, needsCulture: true, second: "race" },
  {
    id: "possession",
    word: "possession",
    stats: { required: ["twilight"], optional: ["strength", "vitality"] },
    needsCulture: true,
    second: "itemClass",
    signedStats: ["strength", "vitality"],
  },
  {
    id: "artifact",
    word: "artifact",
    stats: { required: ["twilight"], optional: ["strength", "vitality"] },
    needsCulture: true,
    second: "itemClass",
    signedStats: ["strength", "vitality"],
  },
  {
    id: "condition",
    word: "condition",
    stats: { required: ["twilight"], optional: ["strength", "vitality"] },
    needsCulture: true,
    second: "none",
    signedStats: ["strength", "vitality"],
  },
  { id: "event", word: "event", stats: { required: ["twilight"], optional: [] }, needsTiming: true, needsCulture: true, second: "none" },
  { id: "site", word: "site", stats: { required: ["twilight", "site"], optional: [] }, second: "none" },
  {
    id: "the-one-ring",
    word: "The One Ring",
    stats: { required: ["twilight"], optional: ["strength", "vitality"] },
    second: "none",
    signedStats: ["strength", "vitality"],
  },
];

export const stats: StatDecl[] = [
  { name: "twilight", value: "number", cost: true, doc: "Twilight cost to play the card; on a site, its Shadow number (twilight added when the fellowship moves there)." },
  { name: "strength", value: "number", doc: "Strength in skirmishes; on a possession, condition or The One Ring a signed bonus to its bearer (`strength +2`)." },
  { name: "vitality", value: "number", doc: "Wounds a character can take before it dies; on a possession, condition or The One Ring a signed bonus to its bearer." },
  { name: "resistance", value: "number", doc: "A companion's resistance: the Ring-bearer is corrupted when burdens reach it." },
  { name: "signet", value: "word", words: ["Frodo", "Aragorn", "Gandalf"], doc: "A companion's signet (`signet Frodo`)." },
  { name: "site", value: "number", doc: "A minion's site number (its roaming threshold), or a site's position on the adventure path (1–9)." },
  { name: "home", value: "number", doc: "The site number an ally lives at (`home 3`)." },
];

/** Noun types usable in noun phrases and as the `noun` of card parameters. */
export const nouns: Record<string, { types: string[]; doc: string; plural?: string }> = {
  character: { types: ["companion", "ally", "minion"], doc: "A companion, ally or minion: a card with strength and vitality that can be wounded." },
  item: { types: ["possession", "artifact"], doc: "A possession or artifact, the cards a character bears." },
};
