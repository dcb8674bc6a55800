import type { GameVocabulary, KeywordDecl, NamedRefDecl, PlayerDecl, TimingDecl } from "../../../core/vocabulary.ts";

const characters = ["companion", "ally", "minion"];

export const sides: GameVocabulary["sides"] = [
  { id: "free-peoples", word: "Free Peoples" },
  { id: "shadow", word: "Shadow" },
];

/** Culture emblems for card faces: SVG path data in a 24 × 24 box. */
const CROWN = "M3 20V9l4 4 2-8 3 7 3-7 2 8 4-4v11z";
const DOOR = "M4 21V12a8 8 0 0 1 16 0v9zM15 13a1.2 1.2 0 1 0 0 2.4a1.2 1.2 0 1 0 0-2.4z";
const EYE = "M2 12Q12 2 22 12Q12 22 2 12zM12 7Q10.4 12 12 17Q13.6 12 12 7z";
const HAMMER = "M4 4h11l4 3v3H4zM10 10h3v11h-3z";
const LEAF = "M12 2C5 8 5 16 12 22C19 16 19 8 12 2zM11.3 6h1.4v14h-1.4z";
const MOUNTAIN = "M1 21L9 7l3 5l3-4l8 13zM10 21v-4a2 2 0 0 1 4 0v4z";
const STAR = "M12 2l2.9 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.2l-6.1 3.4 1.4-6.8L2.2 9.1l6.9-.8z";
const TOWER = "M8 22L9 6L7 2h3l2 3l2-3h3l-2 4l1 16z";
const TREE = "M12 2l5 6h-3l4 5h-4l3 4h-4v5h-2v-5H7l3-4H6l4-5H7z";

/** The printed culture icons; the data's "Wraith" culture is the Ringwraith culture, icon `[wraith]`. */
export const cultures: GameVocabulary["cultures"] = [
  { id: "dwarven", word: "Dwarven", icon: "dwarven", side: "free-peoples", colour: "#a0522d", glyph: HAMMER },
  { id: "elven", word: "Elven", icon: "elven", side: "free-peoples", colour: "#2e7d32", glyph: LEAF },
  { id: "gandalf", word: "Gandalf", icon: "gandalf", side: "free-peoples", colour: "#7d8590", glyph: STAR },
  { id: "gondor", word: "Gondor", icon: "gondor", side: "free-peoples", colour: "#2f5ea8", glyph: TREE },
  { id: "shire", word: "Shire", icon: "shire", side: "free-peoples", colour: "#7a8c2e", glyph: DOOR },
  { id: "isengard", word: "Isengard", icon: "isengard", side: "shadow", colour: "#b59a00", glyph: TOWER },
  { id: "moria", word: "Moria", icon: "moria", side: "shadow", colour: "#8b2a1a", glyph: MOUNTAIN },
  { id: "ringwraith", word: "Ringwraith", icon: "wraith", side: "shadow", colour: "#26324d", glyph: CROWN },
  { id: "sauron", word: "Sauron", icon: "sauron", side: "shadow", colour: "#c2410c", glyph: EYE },
];

export const races: GameVocabulary["races"] = [
  { id: "dwarf", word: "Dwarf", plural: "Dwarves", side: "free-peoples", types: ["companion", "ally"] },
  { id: "elf", word: "Elf", plural: "Elves", side: "free-peoples", types: ["companion", "ally"] },
  { id: "hobbit", word: "Hobbit", plural: "Hobbits", side: "free-peoples", types: ["companion", "ally"] },
  { id: "man", word: "Man", plural: "Men", side: "free-peoples", types: ["companion", "ally"] },
  { id: "wizard", word: "Wizard", plural: "Wizards", side: "free-peoples", types: ["companion", "ally"] },
  { id: "uruk-hai", word: "Uruk-hai", side: "shadow", types: ["minion"] },
  { id: "orc", word: "Orc", plural: "Orcs", side: "shadow", types: ["minion"] },
  { id: "troll", word: "Troll", plural: "Trolls", side: "shadow", types: ["minion"] },
  { id: "nazgul", word: "Nazgûl", side: "shadow", types: ["minion"] },
  { id: "balrog", word: "Balrog", plural: "Balrogs", side: "shadow", types: ["minion"] },
];

const items = ["possession", "artifact"];

export const itemClasses: GameVocabulary["itemClasses"] = [
  { id: "hand-weapon", word: "hand weapon", plural: "hand weapons", types: items },
  { id: "ranged-weapon", word: "ranged weapon", plural: "ranged weapons", types: items },
  // Not printed as a class: in noun phrases `weapon` means a hand weapon or a ranged weapon.
  { id: "weapon", word: "weapon", plural: "weapons", types: items },
  { id: "armor", word: "armor", plural: "armor", types: items },
  { id: "helm", word: "helm", plural: "helms", types: items },
  { id: "shield", word: "shield", plural: "shields", types: items },
  { id: "cloak", word: "cloak", plural: "cloaks", types: items },
  { id: "mount", word: "mount", plural: "mounts", types: items },
  { id: "pipe", word: "pipe", plural: "pipes", types: items },
];

export const timings: TimingDecl[] = [
  { id: "fellowship", word: "Fellowship", doc: "Fellowship phase: the Free Peoples player plays cards and uses Fellowship abilities, then moves." },
  { id: "shadow", word: "Shadow", doc: "Shadow phase: each Shadow player plays minions and uses Shadow abilities, paying from the twilight pool." },
  { id: "maneuver", word: "Maneuver", doc: "Maneuver phase: both players, starting with the Free Peoples player, use Maneuver actions." },
  { id: "archery", word: "Archery", doc: "Archery phase: Archery actions, then each side's archery total wounds the other side." },
  { id: "assignment", word: "Assignment", doc: "Assignment phase: Assignment actions, then minions are assigned to skirmish companions." },
  { id: "skirmish", word: "Skirmish", doc: "Skirmish phase: Skirmish actions during one skirmish; strength bonuses last until that skirmish ends.", defaultDuration: "end-of-skirmish" },
  { id: "regroup", word: "Regroup", doc: "Regroup phase: Regroup actions, then the fellowship decides whether to move again." },
  { id: "response", word: "Response", doc: "Played when its trigger happens (`Response: if <trigger>, …`), in any phase.", response: true },
];

const value = true;
export const keywords: KeywordDecl[] = [
  { word: "Damage", id: "damage", value, types: characters, doc: "Damage +N: when this character wins a skirmish, each character it wounds takes N extra wounds." },
  { word: "Defender", id: "defender", value, types: characters, doc: "Defender +N: this companion may be assigned N extra minions to skirmish." },
  { word: "Archer", id: "archer", types: characters, doc: "Adds 1 to its side's archery total in the archery phase." },
  { word: "Ranger", id: "ranger", types: characters, doc: "A ranger; some cards and sites (`without a ranger`) care about rangers." },
  { word: "Fierce", id: "fierce", types: ["minion"], doc: "A fierce minion skirmishes again in a second assignment and skirmish phase." },
  { word: "Tracker", id: "tracker", types: ["minion"], doc: "A tracker; trackers reduce roaming penalties." },
  { word: "Exhausted", id: "exhausted", types: characters, doc: "An exhausted character has only 1 vitality left (not printed: it follows from its wounds): `an exhausted companion`." },
  { word: "Roaming", id: "roaming", types: ["minion"], doc: "A minion is roaming while its site number is higher than the fellowship's site (`each roaming minion`)." },
  { word: "Ring-bearer", id: "ring-bearer", stats: ["resistance"], types: ["companion"], doc: "This companion may start as the Ring-bearer: `Ring-bearer (resistance 10).`" },
  { word: "Stealth", id: "stealth", types: ["event", "condition"], doc: "A stealth card; some sites forbid stealth events." },
  { word: "Spell", id: "spell", types: ["event"], doc: "A spell; some cards care about spells." },
  { word: "Tale", id: "tale", types: ["condition", "possession"], doc: "A tale (a condition, or a possession such as a book); some cards care about tales." },
  { word: "Weather", id: "weather", types: ["condition"], doc: "A weather condition; some cards discard weather conditions." },
  { word: "Search", id: "search", types: ["event", "condition"], doc: "A search card; some cards care about search cards." },
  { word: "Pipeweed", id: "pipeweed", types: ["possession"], doc: "A pipeweed possession, discarded by pipes." },
  { word: "Sanctuary", id: "sanctuary", types: ["site"], doc: "At a sanctuary the Free Peoples player may heal up to 5 wounds from companions at the start of the turn." },
  { word: "River", id: "river", types: ["site"], doc: "A river site." },
  { word: "Forest", id: "forest", types: ["site"], doc: "A forest site." },
  { word: "Plains", id: "plains", types: ["site"], doc: "A plains site." },
  { word: "Marsh", id: "marsh", types: ["site"], doc: "A marsh site." },
  { word: "Mountain", id: "mountain", types: ["site"], doc: "A mountain site." },
  { word: "Underground", id: "underground", types: ["site"], doc: "An underground site." },
];

export const refs: NamedRefDecl[] = [
  {
    word: "bearer",
    id: "bearer",
    types: characters,
    on: ["possession", "artifact", "condition", "the-one-ring"],
    doc: "The character this possession, artifact, condition or The One Ring is attached to.",
  },
  { word: "the Ring-bearer", id: "ring-bearer", types: ["companion"], doc: "The companion bearing The One Ring." },
  { word: "this site", id: "this-site", types: ["site"], on: ["condition"], doc: "The site this condition was played on (`Plays on a site.`)." },
  { word: "the losing character", id: "losing-character", types: characters, doc: "The character (or characters) that lost the skirmish just resolved." },
];

export const players: PlayerDecl[] = [
  { word: "the Free Peoples player", id: "free-peoples-player", doc: "The player whose fellowship is moving this turn." },
  { word: "the Shadow player", id: "shadow-player", doc: "An opponent of the Free Peoples player this turn (in a two-player game, the only one)." },
  { word: "that player", id: "that-player", doc: "The player this ability named last (who played the card, whose hand was revealed); else an opponent." },
  { word: "that minion's owner", id: "that-minions-owner", doc: "The owner of the minion this ability named last (`If a minion loses this skirmish to that Elf, that minion's owner …`)." },
  { word: "each Shadow player", id: "each-shadow-player", doc: "Every opponent of the Free Peoples player this turn." },
  { word: "any Shadow player", id: "any-shadow-player", doc: "Any one of the Shadow players, each offered in turn (`Any Shadow player may remove (3) to prevent this.`)." },
  { word: "that opponent", id: "that-opponent", doc: "The opponent this ability named last (`make an opponent choose …`)." },
];

/** Named word lists for `word` parameters. */
export const words: Record<string, string[]> = {
  zones: ["hand", "your hand", "your draw deck", "your discard pile", "your draw deck or hand"],
  signets: ["Frodo", "Aragorn", "Gandalf"],
  archeryTotals: ["fellowship", "minion"],
  skirmishScopes: ["in a skirmish", "during a skirmish"],
  /** Timing words as printed inside a sentence (`a Free Peoples regroup event`). */
  eventTimings: ["fellowship", "shadow", "maneuver", "archery", "assignment", "skirmish", "regroup"],
};
