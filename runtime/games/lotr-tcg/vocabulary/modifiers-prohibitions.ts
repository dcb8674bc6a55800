import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, signed, word } from "./params.ts";

/** What may not happen while a card is in play (or a site is the fellowship's), the fellowship's site, and site bonuses. */
export const prohibitionPhrases: PhraseDecl[] = [
  {
    id: "cannot-be-played",
    kind: "modifier",
    patterns: ["{target} may not be played"],
    params: [cards("target", "card", "The cards no player may play (`Stealth events`).")],
    render: "{target} may not be played",
    doc: "While this holds, no player may play the cards named (`Stealth events may not be played`).",
  },
  {
    id: "opponent-may-not-discard",
    kind: "modifier",
    patterns: ["your opponent may not discard {target} from play"],
    params: [cards("target", "card", "Your cards in play an opponent's effects may not discard (`your [shire] tales`).")],
    render: "your opponent may not discard {target} from play",
    doc: "While this holds, an ability of an opponent cannot discard these cards from play.",
  },
  {
    id: "skip-archery-phase",
    kind: "modifier",
    patterns: ["skip the archery phase"],
    params: [],
    render: "skip the archery phase",
    doc: "While this holds, the turn goes from the maneuver phase to the assignment phase: no archery actions, no archery fire.",
  },
  {
    id: "no-skirmish-phases-at",
    kind: "modifier",
    patterns: ["there are no assignment and skirmish phases at {site}"],
    params: [cards("site", "site", "The site (`Buckleberry Ferry`).")],
    render: "there are no assignment and skirmish phases at {site}",
    doc: "While this holds and the fellowship is at the site, the turn goes from the archery phase to the regroup phase.",
  },
  {
    id: "only-in-fellowship",
    kind: "condition",
    patterns: ["only {target} are in the fellowship"],
    params: [cards("target", "companion", "What every companion must be (`Hobbits`).")],
    render: "only {target} are in the fellowship",
    doc: "True while there is a companion in play and every companion in play is such a card.",
  },
  {
    id: "fellowship-at",
    kind: "condition",
    patterns: ["the fellowship is at {site}"],
    params: [cards("site", "site", "The site (`Anduin Wilderland`, `this site`).")],
    render: "the fellowship is at {site}",
    doc: "True while the fellowship's current site is the site named.",
  },
  {
    id: "first-played-twilight-cost-each-turn",
    kind: "modifier",
    patterns: ["the twilight cost of the first {target} played to {site} each turn is {amount}"],
    params: [cards("target", "card", "Which cards (`Nazgûl`)."), cards("site", "site", "The site they are played to (this site)."), signed("amount", "The change (`-5`).")],
    render: "the twilight cost of the first {target} played to {site} each turn is {amount}",
    doc: "While the fellowship is at the site, the first such card played each turn costs that much more or less.",
  },
  {
    id: "roaming-penalty-at-site",
    kind: "modifier",
    patterns: ["the roaming penalty for {target} you play to {site} is {amount}"],
    params: [cards("target", "minion", "Which minions (`each Nazgûl`)."), cards("site", "site", "The site they are played to (this site)."), signed("amount", "The change (`-2`).")],
    render: "the roaming penalty for {target} you play to {site} is {amount}",
    doc: "While the fellowship is at the site, the roaming penalty of such minions you play changes by the amount.",
  },
  {
    id: "archery-total-limited",
    kind: "modifier",
    patterns: ["the {side} archery total is {amount} ( limit {limit} )"],
    params: [
      word("side", "archeryTotals", "`fellowship` or `minion`."),
      signed("amount", "The change (`+1 for each minion archer`)."),
      signed("limit", "The most it may change (`+4`)."),
    ],
    render: "the {side} archery total is {amount} (limit {limit})",
    doc: "Adds to (or takes from) that side's archery total, capped: `The minion archery total is +1 for each minion archer (limit +4).`",
  },
];
