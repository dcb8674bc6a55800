/** Phrases that give a character moves beyond one step forward, and the special routes' dangers. */
import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { piece, word } from "./params.ts";

export const movementPhrases: PhraseDecl[] = [
  {
    id: "may-attack-adjacent",
    kind: "modifier",
    patterns: ["{who} may attack any adjacent region"],
    params: [piece("who", "The character.")],
    render: "{who} may attack any adjacent region",
    doc: "It may move into any neighbouring region holding enemies (forward, backwards or sideways) to attack.",
  },
  {
    id: "may-attack-direction",
    kind: "modifier",
    patterns: ["{who} may attack {direction}"],
    params: [piece("who", "The character."), word("direction", "directions", "Which way.")],
    render: "{who} may attack {direction}",
    doc: "It may move one region that way, but only into a region holding enemies.",
  },
  {
    id: "may-move-far-to-attack",
    kind: "modifier",
    patterns: ["{who} may move forward any number of regions to attack"],
    params: [piece("who", "The character.")],
    render: "{who} may move forward any number of regions to attack",
    doc: "It may move several regions forward in one move, through regions without enemies where its side has room, ending in a region holding enemies.",
  },
  {
    id: "may-attack-lone",
    kind: "modifier",
    patterns: ["{who} may attack a lone enemy character in any region"],
    params: [piece("who", "The character.")],
    render: "{who} may attack a lone enemy character in any region",
    doc: "It may move to any region holding exactly one enemy character, to attack it.",
  },
  {
    id: "is-in",
    kind: "condition",
    patterns: ["{who} is in {region}"],
    params: [piece("who", "The character."), word("region", "regions", "A region.")],
    render: "{who} is in {region}",
    doc: "The character stands in that region.",
  },
  {
    id: "defeats-route-users",
    kind: "modifier",
    patterns: ["{who} defeats any character using {route}"],
    params: [piece("who", "The character."), word("route", "routes", "A special route.")],
    render: "{who} defeats any character using {route}",
    doc: "An enemy character that moves along that route is defeated at once, before any battle.",
  },
];
