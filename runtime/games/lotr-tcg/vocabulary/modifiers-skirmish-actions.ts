import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** Forbidding the skirmish actions of both players at a site. */
export const skirmishActionModifiers: PhraseDecl[] = [
  {
    id: "no-skirmish-actions-at",
    kind: "modifier",
    patterns: ["no player may play skirmish events or use skirmish special abilities during skirmishes at {site}"],
    params: [cards("site", "site", "The site (`this site`).")],
    render: "no player may play skirmish events or use skirmish special abilities during skirmishes at {site}",
    doc: "While the fellowship is at that site, no Skirmish: event may be played and no Skirmish: ability used in the skirmish phase.",
  },
];
