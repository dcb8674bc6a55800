import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, player } from "./params.ts";

/**
 * Triggers on further events of set 2: a character exerting, taking a wound or moving from a site, a player drawing,
 * a skirmish about to end, an event about to be played that spots or exerts such a character; the qualifier `in that
 * skirmish`; and the Free Peoples player's choice to skip the archery phase.
 */
export const furtherEventTriggers: PhraseDecl[] = [
  {
    id: "exerts",
    kind: "trigger",
    patterns: ["{target} exerts"],
    params: [cards("target", "character", "The character (`a [shire] ally`); `that ally` refers to it.")],
    render: "{target} exerts",
    doc: "After such a character exerts (as a cost or an effect; an exertion whose wound was prevented still counts).",
  },
  {
    id: "takes-a-wound",
    kind: "trigger",
    patterns: ["{target} takes a wound"],
    params: [cards("target", "character", "The character wounded (`Cave Troll of Moria`).")],
    render: "{target} takes a wound",
    doc: "After such a character takes a wound (a wound prevented or replaced was not taken).",
  },
  {
    id: "draws-or-takes-into-hand",
    kind: "trigger",
    patterns: ["{who} draws a card ( or takes a card into hand )"],
    params: [player("who", "Whose hand (`the Free Peoples player`).")],
    render: "{who} draws a card (or takes a card into hand)",
    doc: "Each card such a player draws, or takes into hand from anywhere else (the discard pile, cards revealed): once per card.",
  },
  {
    id: "character-moves-from",
    kind: "trigger",
    patterns: ["{target} moves from {site}"],
    params: [cards("target", "companion", "The companion (`a Dwarf companion`); `that Dwarf` refers to it."), cards("site", "site", "The site left (`an underground site`).")],
    render: "{target} moves from {site}",
    doc: "When the fellowship moves from such a site: once for each such companion in it.",
  },
  {
    id: "skirmish-about-to-end",
    kind: "trigger",
    patterns: ["a skirmish that involved {who} is about to end"],
    params: [cards("who", "character", "A character in the skirmish (`The Balrog bearing Whip of Many Thongs`).")],
    render: "a skirmish that involved {who} is about to end",
    doc: "After a skirmish is resolved (its winner known, its wounds taken), before it ends and its modifiers lapse; `in that skirmish` names its characters.",
  },
  {
    id: "in-that-skirmish",
    kind: "filter",
    patterns: ["in that skirmish"],
    params: [],
    render: "in that skirmish",
    doc: "A character of the skirmish the trigger named (`a companion in that skirmish`).",
  },
  {
    id: "event-spots-or-exerts",
    kind: "trigger",
    patterns: ["{target} is played that spots or exerts {who}"],
    params: [cards("target", "event", "The event (`an event`); `that event` refers to it."), cards("who", "character", "What it spots or exerts (`a ranger`).")],
    render: "{target} is played that spots or exerts {who}",
    doc:
      "When any player plays such an event, before it takes effect (its costs not yet paid): one of its spot or exert costs or effects can choose only such characters (`spot a ranger`, `exert Aragorn`, not `exert a companion`).",
  },
  {
    id: "may-skip-archery",
    kind: "modifier",
    patterns: ["the Free Peoples player may choose for the archery phase to be skipped"],
    params: [],
    render: "the Free Peoples player may choose for the archery phase to be skipped",
    doc: "While this holds, after the maneuver phase the Free Peoples player chooses whether the archery phase takes place (no archery actions, no archery fire when skipped).",
  },
];
