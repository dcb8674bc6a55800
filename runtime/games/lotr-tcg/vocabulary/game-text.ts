import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num } from "./params.ts";

/** Sites by number (`your site 3`) and cards that have another card's game text. */
export const gameTextPhrases: PhraseDecl[] = [
  {
    id: "site-number",
    kind: "filter",
    patterns: ["{n}"],
    params: [num("n", "The site number (1–9).")],
    render: "{n}",
    doc: "Sites of that number, wherever they are: `your site 3` (spot it: it is on the adventure path).",
  },
  {
    id: "has-game-text-of",
    kind: "modifier",
    patterns: ["{target} has the game text of {site}"],
    params: [cards("target", "card", "The card that gains the text (`Silinde`, `this ally`)."), cards("site", "card", "The card whose text it has (`that site`).")],
    render: "{target} has the game text of {site}",
    doc: "The card has every ability printed on that card as its own (the lent card need not be active; its own title in the lent text names the borrower).",
  },
  {
    id: "replace-with-your-site-number",
    kind: "effect",
    patterns: ["replace {target} with your site {n}"],
    params: [cards("target", "site", "The site on the adventure path (`it`: an opponent's site spotted)."), num("n", "Its number.")],
    render: "replace {target} with your site {n}",
    doc: "Put your site of that number (from your adventure deck) on the adventure path in place of that site, which goes back to its owner's adventure deck.",
  },
];
