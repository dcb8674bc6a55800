/** Phrases of combat: combat tokens, corruption, icons changed by a static ability, support. */
import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player, signed, word } from "./params.ts";

export const combatTokenPhrases: PhraseDecl[] = [
  {
    id: "add-tokens",
    kind: "effect",
    patterns: ["add {n} {kind} token|tokens to {target}", "{who} adds {n} {kind} token|tokens to {target}"],
    params: [player("who", "Who adds them (the effect is the same whoever does)."), word("kind", "tokenKinds", "`attack` or `defence`."), cards("target", "card", "A location (the tokens count there before any card) or a card (they are part of it)."), num("n", "How many.")],
    render: "add {n} {kind} token|tokens to {target}",
    renders: ["add {n} {kind} token|tokens to {target}", "{who} adds {n} {kind} token|tokens to {target}"],
    doc: "Put combat tokens on a location or a card: a defence token on a location cancels an attack icon before any card is touched; on a card it counts as one of its icons and is lost with it.",
  },
  {
    id: "corruption",
    kind: "effect",
    patterns: ["{change} {n} corruption token|tokens [for each {per}]"],
    params: [word("change", "corruptionChanges", "`add` or `remove`."), num("n", "How many (for each such card, when counted)."), cards("per", "card", "What is counted.")],
    render: "{change} {n} corruption token|tokens[ for each {per}]",
    doc: "Add corruption tokens to the Shadow's scoring area (1 VP each), or remove them (never below none).",
  },
  {
    id: "extra-tokens",
    kind: "modifier",
    patterns: ["{target} has {n} extra {kind} token|tokens"],
    params: [cards("target", "card", "The card or location."), num("n", "How many."), word("kind", "tokenKinds", "`attack` or `defence`.")],
    render: "{target} has {n} extra {kind} token|tokens",
    doc: "While this holds, the card or location counts as if it had that many more combat tokens: a defence token adds a shield on a path and a defence icon on a battleground; an attack token a skull or an attack icon.",
  },
  {
    id: "icon-bonus",
    kind: "modifier",
    patterns: ["{target} is {icon} {amount} [for every {k} {per}]"],
    params: [cards("target", "card", "The card."), word("icon", "icons", "Which icon."), signed("amount", "The change."), num("k", "How many counted cards make one change."), cards("per", "card", "What is counted.")],
    render: "{target} is {icon} {amount}[ for every {k} {per}]",
    doc: "The card's icons of that kind change by the amount (by it once for every k such cards, when counted); a `*` icon's text is written this way.",
  },
  {
    id: "count-per",
    kind: "value",
    patterns: ["{n} for every {k} {per}"],
    params: [num("n", "The amount per group."), num("k", "Cards in a group."), cards("per", "card", "What is counted.")],
    render: "{n} for every {k} {per}",
    doc: "n times the number of whole groups of k such cards (rounded down).",
  },
  {
    id: "supports",
    kind: "condition",
    patterns: ["{who} supports {target}"],
    params: [cards("who", "army", "The army."), cards("target", "character", "The character.")],
    render: "{who} supports {target}",
    doc: "In a battleground combat, this army was paired with that character: its leadership icons count.",
  },
];
