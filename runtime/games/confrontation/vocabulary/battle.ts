/** Phrases of a battle's start: who is defeated at once, and the triggers of characters' battle texts. */
import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { number, piece, word } from "./params.ts";

export const battlePhrases: PhraseDecl[] = [
  {
    id: "defeats-at-once",
    kind: "modifier",
    patterns: ["{who} defeats {target} at once"],
    params: [piece("who", "The character with this text."), piece("target", "The enemy character it defeats.")],
    render: "{who} defeats {target} at once",
    doc: "When this character fights that enemy character, the enemy is defeated before combat cards are played.",
  },
  {
    id: "both-defeated-at-once",
    kind: "modifier",
    patterns: ["{who} and his opponent are both defeated"],
    params: [piece("who", "The character with this text.")],
    render: "{who} and his opponent are both defeated",
    doc: "When this character fights, both it and the enemy character are defeated before combat cards are played.",
  },
  {
    id: "attacks",
    kind: "trigger",
    patterns: ["{who} attacks", "{who} attack"],
    params: [piece("who", "The attacking character.")],
    render: "{who} attacks",
    // a character printed in the plural (`the Orcs attack`) keeps its verb's number
    renders: ["{who} attacks", "{who} attack"],
    doc: "At the start of a battle this character fights as the attacker (it moved into the enemy's region).",
  },
  {
    id: "is-attacked",
    kind: "trigger",
    patterns: ["{who} is attacked"],
    params: [piece("who", "The defending character.")],
    render: "{who} is attacked",
    doc: "At the start of a battle this character was chosen as the defender.",
  },
  {
    id: "is-attacked-in-region-of",
    kind: "trigger",
    patterns: ["{who} is attacked in {other}'s region"],
    params: [piece("who", "The defending character."), piece("other", "A friendly character in the same region.")],
    render: "{who} is attacked in {other}'s region",
    doc: "At the start of a battle the first character was chosen as the defender while the second stands in its region.",
  },
  {
    id: "wins-battle",
    kind: "trigger",
    patterns: ["{who} wins a battle"],
    params: [piece("who", "The character.")],
    render: "{who} wins a battle",
    doc: "After a battle in which the enemy character was defeated and this one was not.",
  },
  {
    id: "defeats-first-enemy",
    kind: "effect",
    patterns: ["{who} defeats the first enemy character at once", "{who} defeat the first enemy character at once"],
    params: [piece("who", "The attacking character.")],
    render: "{who} defeats the first enemy character at once",
    renders: ["{who} defeats the first enemy character at once", "{who} defeat the first enemy character at once"],
    doc: "In the first battle of this attack, the defender is defeated before combat cards are played.",
  },
  {
    id: "may-retreat",
    kind: "effect",
    patterns: ["{who} may retreat {direction}"],
    params: [piece("who", "The retreating character."), word("direction", "directions", "`backwards` or `sideways`, seen from its own side.")],
    render: "{who} may retreat {direction}",
    doc: "Its player may move it one region that way, into a region without enemies where its side has room; the battle ends with no one defeated.",
  },
  {
    id: "take-place",
    kind: "effect",
    patterns: ["{who} may take his place with strength {n}"],
    params: [piece("who", "The character stepping in."), number("n", "Its strength in that battle.")],
    render: "{who} may take his place with strength {n}",
    doc: "Its player may make it the defender instead; in that battle it has this strength.",
  },
  {
    id: "returns-to",
    kind: "effect",
    patterns: ["{who} returns to {region}"],
    params: [piece("who", "The character."), word("region", "regions", "The region it goes back to.")],
    render: "{who} returns to {region}",
    doc: "It moves to that region, if no enemy is there and its side has room there; else it stays.",
  },
];
