import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Triggers on a character about to heal, on a card played on a character, and on characters moving to a site. */
export const playHealTriggers: PhraseDecl[] = [
  {
    id: "about-to-heal",
    kind: "trigger",
    patterns: ["{target} is about to heal"],
    params: [cards("target", "character", "Who is about to heal (`the Ring-bearer`).")],
    render: "{target} is about to heal",
    doc: "Before one of the character's wounds is removed; `… instead` replaces that heal (`remove a burden instead`).",
  },
  {
    id: "you-play-on",
    kind: "trigger",
    patterns: ["you play {target} on {host}"],
    params: [cards("target", "card", "What is played (`a possession or artifact`)."), cards("host", "character", "Who bears it (`your companion`).")],
    render: "you play {target} on {host}",
    doc: "After you play such a card on such a character.",
  },
  {
    id: "character-moves-to",
    kind: "trigger",
    patterns: ["{target} moves to {site}"],
    params: [cards("target", "character", "Which characters (`a Hobbit`); each one in play that fits is bound (`that Hobbit`)."), cards("site", "site", "The site moved to.")],
    render: "{target} moves to {site}",
    doc: "When the fellowship moves to the site: every such character in play moves with it, and all of them are bound.",
  },
];
