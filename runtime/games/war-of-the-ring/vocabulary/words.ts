/** The game's words: card types and their stats, factions (cultures), sides, keywords, the timing, players, refs, word lists. */
import type { CardTypeDecl, GameVocabulary, KeywordDecl, NamedRefDecl, PlayerDecl, StatDecl, TimingDecl } from "../../../core/vocabulary.ts";

/** Icons a faction card may show; which of shields / skulls it has depends on its side. */
const ICONS = ["shields", "skulls", "attack", "defence", "leader-attack", "leader-defence"];

export const cardTypes: CardTypeDecl[] = [
  { id: "army", word: "army", plural: "armies", stats: { required: ["attack", "defence"], optional: ICONS }, needsCulture: true, second: "none" },
  { id: "character", word: "character", stats: { required: ["attack", "defence"], optional: [...ICONS, "paths"] }, needsCulture: true, second: "none" },
  { id: "item", word: "item", stats: { required: [], optional: ICONS }, needsCulture: true, second: "none" },
  // an event is played as an action and resolved at once: its text is an `Action:` ability
  { id: "event", word: "event", stats: { required: [], optional: [] }, needsCulture: true, needsTiming: true, second: "none" },
  { id: "path", word: "path", stats: { required: ["path", "vp", "shields"], optional: [] }, second: "none" },
  { id: "battleground", word: "battleground", stats: { required: ["vp", "shields", "defenders", "attackers"], optional: [] }, second: "none" },
];

export const stats: StatDecl[] = [
  { name: "shields", value: "number", doc: "Path defence icons (shields) of a Free Peoples card; on a location, its printed shields." },
  { name: "skulls", value: "number", doc: "Path attack icons (skulls) of a Shadow card." },
  { name: "attack", value: "number", doc: "Battleground attack icons." },
  { name: "defence", value: "number", doc: "Battleground defence icons." },
  { name: "leader-attack", value: "number", doc: "Circled leadership attack icons: they count only while an army of the character's faction supports it." },
  { name: "leader-defence", value: "number", doc: "Circled leadership defence icons: they count only while an army of the character's faction supports it." },
  { name: "vp", value: "number", doc: "A location's victory points." },
  { name: "path", value: "number", min: 1, max: 9, doc: "A path's number (1-9): the round it is activated in." },
  { name: "paths", value: "range", min: 1, max: 9, doc: "The path numbers a character may be played or moved to (`paths 1-3, 5-9`); none written: no path." },
  { name: "defenders", value: "words", of: "cultures", doc: "The factions that may take part on a battleground as its defenders (`defenders Rohan and Wizard`)." },
  { name: "attackers", value: "words", of: "cultures", doc: "The factions that may take part on a battleground as its attackers." },
];

export const nouns: GameVocabulary["nouns"] = {
  // not printed: a location is active from its activation until its combat is resolved
  "active path": { types: ["path"], plural: "active paths", doc: "The path activated this round, its combat not yet resolved." },
  "active battleground": { types: ["battleground"], plural: "active battlegrounds", doc: "A battleground activated this round, its combat not yet resolved." },
};

export const sides: GameVocabulary["sides"] = [
  { id: "free-peoples", word: "Free Peoples" },
  { id: "shadow", word: "Shadow" },
];

/** The ten factions, written as cultures (`Rohan army`, `a Hobbit character`, `a Dúnedain battleground`). */
export const cultures: GameVocabulary["cultures"] = [
  { id: "dunedain", word: "Dúnedain", icon: "dunedain", side: "free-peoples" },
  { id: "dwarf", word: "Dwarf", icon: "dwarf", side: "free-peoples" },
  { id: "elf", word: "Elf", icon: "elf", side: "free-peoples" },
  { id: "hobbit", word: "Hobbit", icon: "hobbit", side: "free-peoples" },
  { id: "rohan", word: "Rohan", icon: "rohan", side: "free-peoples" },
  { id: "wizard", word: "Wizard", icon: "wizard", side: "free-peoples" },
  { id: "isengard", word: "Isengard", icon: "isengard", side: "shadow" },
  { id: "monstrous", word: "Monstrous", icon: "monstrous", side: "shadow" },
  { id: "southron", word: "Southron", icon: "southron", side: "shadow" },
  { id: "mordor", word: "Mordor", icon: "mordor", side: "shadow" },
];

export const keywords: KeywordDecl[] = [
  { word: "Nazgûl", id: "nazgul", types: ["character"], capitalized: true, doc: "One of the nine Ringwraiths; some items are wielded only by a Nazgûl." },
  { word: "Ent", id: "ent", types: ["character"], capitalized: true, doc: "An Ent; Ent-draught is wielded by an Ent." },
  { word: "Weapon", id: "weapon", types: ["item"], doc: "A weapon; some wielders may wield only one." },
];

export const timings: TimingDecl[] = [
  {
    id: "action",
    word: "Action",
    doc: "Used as your action in the action step: an event's text when it is played, or a card's `you may use your action to …` (costs paid in full first).",
    defaultDuration: "end-of-turn",
  },
];

/** "The X player" is the deck holding faction X; "each X player" every deck of that side. */
const factionPlayer = (word: string, id: string): PlayerDecl => ({ word: `the ${word} player`, id: `${id}-player`, doc: `The deck holding the ${word} faction (any card it draws need not be ${word}).` });

export const players: PlayerDecl[] = [
  factionPlayer("Dúnedain", "dunedain"),
  factionPlayer("Dwarf", "dwarf"),
  factionPlayer("Elf", "elf"),
  factionPlayer("Hobbit", "hobbit"),
  factionPlayer("Rohan", "rohan"),
  factionPlayer("Wizard", "wizard"),
  factionPlayer("Isengard", "isengard"),
  factionPlayer("Monstrous", "monstrous"),
  factionPlayer("Southron", "southron"),
  factionPlayer("Mordor", "mordor"),
  { word: "each Free Peoples player", id: "each-free-peoples-player", doc: "Every Free Peoples deck, in seat order (a Duel's single deck twice)." },
  { word: "each Shadow player", id: "each-shadow-player", doc: "Every Shadow deck, in seat order (a Duel's single deck twice)." },
  { word: "the Shadow player", id: "the-shadow-player", doc: "One Shadow deck: the first in seat order (whichever acts, the effect is the same)." },
];

export const refs: NamedRefDecl[] = [{ word: "the wielder", id: "wielder", types: ["character"], on: ["item"], doc: "The character wielding this item." }];

export const words: Record<string, string[]> = {
  /** Piles a card is taken from. */
  piles: ["draw deck", "cycle pile", "draw deck or cycle pile"],
  /** Combat tokens. */
  tokenKinds: ["attack", "defence"],
  /** `the Monstrous player may forsake …`, `each Shadow player must cycle …`. */
  moods: ["may", "must"],
  /** Icons a static ability changes (`is skulls +1`). */
  icons: ICONS,
  /** What a replacement turns into cycling. */
  losses: [
    "eliminated",
    "forsaken",
    "eliminated or forsaken",
    "forsaken from the top of the draw deck",
    "eliminated in combat",
    "eliminated in path combat",
    "eliminated in battleground combat",
  ],
  /** What becomes of the items of a card cycled instead. */
  itemFates: ["its items are eliminated", "his items are eliminated", "her items are eliminated"],
  /** Ways a card goes to a location. */
  arrivals: ["played", "played or moved", "moved or played"],
  /** The path an effect activates, by number. */
  pathSteps: ["same", "next higher"],
  /** The battleground decks. */
  battlegroundDecks: ["the Free Peoples battleground deck", "the Shadow battleground deck"],
  /** How a location is brought into play by text. */
  activations: ["activate", "reactivate", "activate or reactivate"],
  /** Where a card is played that is no card. */
  places: ["reserve"],
  /** Changes of the corruption pool. */
  corruptionChanges: ["add", "remove"],
};
