import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, signed, word } from "./params.ts";

/** Qualifiers on where a card is or is going: its bearer, the support area, The One Ring worn. */
export const placementFilters: PhraseDecl[] = [
  {
    id: "is-bearing-filter",
    kind: "filter",
    patterns: ["{who} is bearing"],
    params: [cards("who", "character", "The bearer (`Gandalf`, `he`).")],
    render: "{who} is bearing",
    doc: "Cards borne by the named character: `discard a staff Gandalf is bearing`.",
  },
  {
    id: "in-opponents-support-area",
    kind: "filter",
    patterns: ["from an opponent's support area"],
    params: [],
    render: "from an opponent's support area",
    doc: "Cards in an opponent's support area (not borne by a character): `discard a Shadow condition from an opponent's support area`.",
  },
  {
    id: "wearing-the-one-ring-filter",
    kind: "filter",
    patterns: ["wearing The One Ring"],
    params: [],
    render: "wearing The One Ring",
    doc: "The character wearing The One Ring: `spot the Ring-bearer wearing The One Ring`.",
  },
  {
    id: "played-on-filter",
    kind: "filter",
    patterns: ["played on {host}"],
    params: [cards("host", "character", "The bearer it is played on (`Gandalf or a character who has the Gandalf signet`).")],
    render: "played on {host}",
    doc: "A card being played on such a bearer, once the bearer is chosen (for its twilight cost): `each possession played on Frodo`.",
  },
];

/** A lasting change of sites' Shadow numbers, made by an ability (the static form is `shadow-number`). */
export const shadowNumberChanges: PhraseDecl[] = [
  {
    id: "make-shadow-number",
    kind: "effect",
    lasting: true,
    patterns: ["make {target}'s Shadow number {amount}"],
    params: [cards("target", "site", "The sites (`each site`), including those laid later while it lasts."), signed("amount")],
    render: "make {target}'s Shadow number {amount}",
    doc: "Until the duration ends, the twilight added when the fellowship moves to such a site changes (never below 0): `make each site's Shadow number -2 until the end of the turn`.",
  },
];

/** Taking a keyword away for a while, whatever gives it (layered after every bonus). */
export const keywordLoss: PhraseDecl[] = [
  {
    id: "prevent-keyword",
    kind: "effect",
    lasting: true,
    patterns: ["prevent {target} from being {keyword}"],
    params: [cards("target", "character", "The characters that lose the keyword."), word("keyword", "keywords", "The keyword: `fierce`, `damage` …")],
    render: "prevent {target} from being {keyword}",
    doc: "For the duration the characters do not have the keyword, printed or given, even by a bonus made later: `prevent a minion from being fierce until the regroup phase`.",
  },
];

/** A card's own text set aside while the card saying so is in play. */
export const gameTextSuppression: PhraseDecl[] = [
  {
    id: "game-text-does-not-apply-static",
    kind: "modifier",
    patterns: ["{target}'s game text does not apply"],
    params: [cards("target", "card", "The card (`Sam`, the bearer).")],
    render: "{target}'s game text does not apply",
    doc: "While this card is in play, the named card's abilities cannot be used and its triggers and responses do nothing: `Sam's game text does not apply.` (the effect `… does not apply during this skirmish` sets it aside for one skirmish).",
  },
];

/** What an ability's own play of a site was. */
export const playedSiteConditions: PhraseDecl[] = [
  {
    id: "you-play-site",
    kind: "condition",
    patterns: ["you play {site}"],
    params: [cards("site", "site", "What the site must be (`an underground site`).")],
    render: "you play {site}",
    doc: "This ability played a site (`play the fellowship's next site …`) and it is such a site: `Draw a card if you play an underground site.`",
  },
];
