import type { GameVocabulary, PhraseDecl } from "../../runtime/core/vocabulary.ts";

const ch = { kind: "cards", noun: "character" } as const;
const any = { kind: "cards", noun: "card" } as const;
const p = (x: Omit<PhraseDecl, "doc"> & { doc?: string }): PhraseDecl => ({ doc: `${x.id} (test)`, ...x });

/** A small vocabulary for the checker's unit tests (the real one is runtime/games/lotr-tcg). */
export const testVocabulary: GameVocabulary = {
  game: "test-game",
  title: "Test game",
  cardTypes: [
    { id: "companion", word: "companion", stats: { required: ["twilight", "strength", "vitality"], optional: ["signet"] }, needsCulture: true, second: "race" },
    { id: "minion", word: "minion", stats: { required: ["twilight", "strength", "vitality", "site"], optional: [] }, needsCulture: true, second: "race" },
    { id: "possession", word: "possession", stats: { required: ["twilight"], optional: ["strength"] }, signedStats: ["strength"], second: "itemClass" },
    { id: "condition", word: "condition", stats: { required: ["twilight"], optional: [] }, second: "none" },
    { id: "event", word: "event", stats: { required: ["twilight"], optional: [] }, needsTiming: true, second: "none" },
  ],
  nouns: { character: { types: ["companion", "minion"], doc: "a companion or minion" } },
  stats: [
    { name: "twilight", value: "number", doc: "cost" },
    { name: "strength", value: "number", doc: "strength" },
    { name: "vitality", value: "number", doc: "vitality" },
    { name: "site", value: "number", doc: "site" },
    { name: "signet", value: "word", words: ["Frodo", "Gandalf"], doc: "signet" },
  ],
  cultures: [
    { id: "dwarven", word: "Dwarven", icon: "dwarven", side: "free-peoples" },
    { id: "moria", word: "Moria", icon: "moria", side: "shadow" },
  ],
  sides: [{ id: "shadow", word: "Shadow" }],
  races: [
    { id: "dwarf", word: "Dwarf", side: "free-peoples", types: ["companion"] },
    { id: "orc", word: "Orc", side: "shadow", types: ["minion"] },
    { id: "hobbit", word: "Hobbit", side: "free-peoples", types: ["companion"] },
  ],
  itemClasses: [{ id: "hand-weapon", word: "hand weapon", types: ["possession"] }],
  timings: [
    { id: "fellowship", word: "Fellowship", doc: "fellowship phase" },
    { id: "skirmish", word: "Skirmish", doc: "skirmish phase", defaultDuration: "end-of-skirmish" },
    { id: "regroup", word: "Regroup", doc: "regroup phase" },
    { id: "response", word: "Response", doc: "response", response: true },
  ],
  keywords: [
    { id: "damage", word: "Damage", value: true, doc: "damage" },
    { id: "archer", word: "Archer", types: ["companion", "minion"], doc: "archer" },
    { id: "ring-bearer", word: "Ring-bearer", stats: ["resistance"], doc: "ring-bearer" },
  ],
  refs: [{ word: "bearer", id: "bearer", types: ["companion", "minion"], on: ["possession", "condition"], doc: "the card this is on" }],
  players: [{ word: "the Shadow player", id: "shadow", doc: "the shadow player" }],
  words: { zones: ["discard pile", "draw deck", "hand"] },
  phrases: [
    p({ id: "exert", kind: "effect", alsoCost: true, patterns: ["exert {target}"], params: [{ name: "target", type: ch }], render: "exert {target}" }),
    p({ id: "heal", kind: "effect", patterns: ["heal {target}"], params: [{ name: "target", type: ch }], render: "heal {target}" }),
    p({ id: "discard", kind: "effect", alsoCost: true, patterns: ["discard {target}"], params: [{ name: "target", type: any }], render: "discard {target}" }),
    p({ id: "draw", kind: "effect", patterns: ["draw {n} card|cards"], params: [{ name: "n", type: { kind: "number" } }], render: "draw {n} card|cards" }),
    p({ id: "add-twilight", kind: "effect", patterns: ["add {n}"], params: [{ name: "n", type: { kind: "tokens" } }], render: "add {n}" }),
    p({ id: "remove-twilight", kind: "cost", patterns: ["remove {n}"], params: [{ name: "n", type: { kind: "tokens" } }], render: "remove {n}" }),
    p({ id: "spot", kind: "cost", patterns: ["spot {target}"], params: [{ name: "target", type: any }], render: "spot {target}" }),
    p({ id: "modify-strength", kind: "effect", lasting: true, patterns: ["make {target} strength {amount}"], params: [{ name: "target", type: ch }, { name: "amount", type: { kind: "signed" } }], render: "make {target} strength {amount}" }),
    p({ id: "prevent-wound", kind: "effect", patterns: ["prevent that wound"], params: [], render: "prevent that wound" }),
    p({ id: "play-from", kind: "effect", patterns: ["play {card} from your {zone}"], params: [{ name: "card", type: any }, { name: "zone", type: { kind: "word", of: "zones" } }], render: "play {card} from your {zone}" }),
    p({ id: "can-spot", kind: "condition", patterns: ["you can spot {target}"], params: [{ name: "target", type: any }], render: "you can spot {target}" }),
    p({ id: "skirmishing", kind: "condition", patterns: ["[{subject} is] skirmishing {opponent}"], params: [{ name: "subject", type: ch }, { name: "opponent", type: ch }], render: "[{subject} is] skirmishing {opponent}" }),
    p({ id: "bears", kind: "condition", patterns: ["{target} bears {item}"], params: [{ name: "target", type: ch }, { name: "item", type: any }], render: "{target} bears {item}" }),
    p({ id: "underground", kind: "condition", patterns: ["at an underground site"], params: [], render: "at an underground site" }),
    p({ id: "played", kind: "trigger", patterns: ["you play {card}"], params: [{ name: "card", type: any }], render: "you play {card}" }),
    p({ id: "about-to-be-wounded", kind: "trigger", binds: "wound", patterns: ["{target} is about to take a wound"], params: [{ name: "target", type: ch }], render: "{target} is about to take a wound" }),
    p({ id: "start-of-turn", kind: "trigger", patterns: ["at the start of each of your turns"], params: [], render: "at the start of each of your turns" }),
    p({ id: "strength-bonus", kind: "modifier", patterns: ["{target} is strength {amount}"], params: [{ name: "target", type: ch }, { name: "amount", type: { kind: "signed" } }], render: "{target} is strength {amount}" }),
    p({ id: "cost-modifier", kind: "modifier", patterns: ["{target}'s twilight cost is {amount}", "the twilight cost of {target} is {amount}"], params: [{ name: "target", type: any }, { name: "amount", type: { kind: "signed" } }], render: "{target}'s twilight cost is {amount}" }),
    p({ id: "bearer-must-be", kind: "placement", patterns: ["bearer must be {filter}"], params: [{ name: "filter", type: ch }], render: "bearer must be {filter}" }),
    p({ id: "support-area", kind: "placement", patterns: ["plays to your support area"], params: [], render: "plays to your support area" }),
    p({ id: "has-signet", kind: "filter", patterns: ["who has the {signet} signet"], params: [{ name: "signet", type: { kind: "word", of: "signets" } }], render: "who has the {signet} signet" }),
    p({ id: "except", kind: "filter", patterns: ["( except {other} )"], params: [{ name: "other", type: any }], render: "(except {other})" }),
  ],
};
testVocabulary.words.signets = ["Frodo", "Gandalf"];

/** A deliberately broken copy: two phrases written the same way. */
export const ambiguousVocabulary: GameVocabulary = {
  ...testVocabulary,
  game: "ambiguous-game",
  phrases: [...testVocabulary.phrases, p({ id: "draw-again", kind: "effect", patterns: ["draw {n} cards"], params: [{ name: "n", type: { kind: "number" } }], render: "draw {n} cards" })],
};
