/** Phrases about combat cards: character texts that change the card step, and the text cards' own texts. */
import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { piece, word } from "./params.ts";

export const combatPhrases: PhraseDecl[] = [
  {
    id: "ignore-enemy-text",
    kind: "modifier",
    patterns: ["the enemy character's text is ignored"],
    params: [],
    render: "the enemy character's text is ignored",
    doc: "In this character's battles, no text of an enemy character applies (checked before every other character text).",
  },
  {
    id: "may-cancel-cards",
    kind: "modifier",
    patterns: ["{who} may decide that no combat cards are played"],
    params: [piece("who", "The character.")],
    render: "{who} may decide that no combat cards are played",
    doc: "Its player may decide, at the start of its battle, that neither side plays a combat card: strength alone decides.",
  },
  {
    id: "opponent-plays-first",
    kind: "modifier",
    patterns: ["the enemy must play his combat card first, face up"],
    params: [],
    render: "the enemy must play his combat card first, face up",
    doc: "In this character's battles the enemy chooses his combat card first and shows it; then this side chooses.",
  },
  {
    id: "own-card-void",
    kind: "modifier",
    patterns: ["your combat card has no value or text in {who}'s battles"],
    params: [piece("who", "The character.")],
    render: "your combat card has no value or text in {who}'s battles",
    doc: "In this character's battles, its own side's combat card counts 0 and its text does nothing.",
  },
  {
    id: "retreats",
    kind: "modifier",
    patterns: ["your character retreats {direction}"],
    params: [word("direction", "directions", "Which way, seen from its own side.")],
    render: "your character retreats {direction}",
    doc: "Text card: your character moves one region that way (into a region without enemies where your side has room); the battle ends with no one defeated. With nowhere to go, nothing happens.",
  },
  {
    id: "enemy-strength-card-zero",
    kind: "modifier",
    patterns: ["the enemy's strength card counts 0"],
    params: [],
    render: "the enemy's strength card counts 0",
    doc: "Text card: the value of the enemy's strength card is 0 in this battle.",
  },
  {
    id: "both-characters-defeated",
    kind: "modifier",
    patterns: ["both characters are defeated"],
    params: [],
    render: "both characters are defeated",
    doc: "Text card: both fighting characters are defeated.",
  },
  {
    id: "ignore-enemy-text-card",
    kind: "modifier",
    patterns: ["the enemy's text card is ignored"],
    params: [],
    render: "the enemy's text card is ignored",
    doc: "Text card: the enemy's text card does nothing (its value is 0).",
  },
  {
    id: "counts-as-used-card",
    kind: "modifier",
    patterns: ["this card counts as one of your used combat cards"],
    params: [],
    render: "this card counts as one of your used combat cards",
    doc: "Text card: you choose one of your used combat cards (not a Magic card); this card counts as that card, value or text.",
  },
];

