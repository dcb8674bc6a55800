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

/** Culture emblems for card faces: SVG path data in a 24 × 24 box. */
const DOOR = "M4 21V12a8 8 0 0 1 16 0v9zM15 13a1.2 1.2 0 1 0 0 2.4a1.2 1.2 0 1 0 0-2.4z";
const EYE = "M2 12Q12 2 22 12Q12 22 2 12zM12 7Q10.4 12 12 17Q13.6 12 12 7z";
const FANGS = "M3 4h18l-4 16-2-10-3 12-3-12-2 10z";
const HAMMER = "M4 4h11l4 3v3H4zM10 10h3v11h-3z";
const HORSESHOE = "M5 3h3.5v9a3.5 3.5 0 0 0 7 0V3H19v9a7 7 0 0 1-14 0z";
const LEAF = "M12 2C5 8 5 16 12 22C19 16 19 8 12 2zM11.3 6h1.4v14h-1.4z";
const STAR = "M12 2l2.9 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.2l-6.1 3.4 1.4-6.8L2.2 9.1l6.9-.8z";
const STAR4 = "M12 1l2.5 8.5L23 12l-8.5 2.5L12 23l-2.5-8.5L1 12l8.5-2.5z";
const SUN = "M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM11 1h2v4h-2zM11 19h2v4h-2zM1 11h4v2H1zM19 11h4v2h-4z";
const TOWER = "M8 22L9 6L7 2h3l2 3l2-3h3l-2 4l1 16z";

/** The ten factions, written as cultures (`Rohan army`, `a Hobbit character`, `a Dúnedain battleground`). */
export const cultures: GameVocabulary["cultures"] = [
  { id: "dunedain", word: "Dúnedain", icon: "dunedain", side: "free-peoples", colour: "#3b5b8c", glyph: STAR4 },
  { id: "dwarf", word: "Dwarf", icon: "dwarf", side: "free-peoples", colour: "#a0522d", glyph: HAMMER },
  { id: "elf", word: "Elf", icon: "elf", side: "free-peoples", colour: "#2e7d32", glyph: LEAF },
  { id: "hobbit", word: "Hobbit", icon: "hobbit", side: "free-peoples", colour: "#7a8c2e", glyph: DOOR },
  { id: "rohan", word: "Rohan", icon: "rohan", side: "free-peoples", colour: "#4f7f3a", glyph: HORSESHOE },
  { id: "wizard", word: "Wizard", icon: "wizard", side: "free-peoples", colour: "#7d8590", glyph: STAR },
  { id: "isengard", word: "Isengard", icon: "isengard", side: "shadow", colour: "#b59a00", glyph: TOWER },
  { id: "monstrous", word: "Monstrous", icon: "monstrous", side: "shadow", colour: "#5b3a29", glyph: FANGS },
  { id: "southron", word: "Southron", icon: "southron", side: "shadow", colour: "#b2551b", glyph: SUN },
  { id: "mordor", word: "Mordor", icon: "mordor", side: "shadow", colour: "#7a1010", glyph: EYE },
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
