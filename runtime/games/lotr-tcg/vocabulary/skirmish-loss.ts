import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, player } from "./params.ts";

/** A player's character losing a skirmish to a given character, and what that player then discards. */
export const skirmishLoss: PhraseDecl[] = [
  {
    id: "loses-skirmish-to",
    kind: "trigger",
    patterns: ["a player's {target} loses a skirmish to {winner}"],
    params: [cards("target", "character", "The loser (`minion`)."), cards("winner", "character", "Who it loses to (`bearer`).")],
    render: "a player's {target} loses a skirmish to {winner}",
    doc: "When such a character loses a skirmish against the winner; `that player` is the loser's owner.",
  },
  {
    id: "player-discards-top-card-from",
    kind: "effect",
    patterns: ["{who} discards the top [{n}] card|cards from his or her draw deck"],
    params: [player("who", "The player who discards (`that player`)."), num("n", "How many cards; one when omitted.")],
    render: "{who} discards the top[ {n}] card|cards from his or her draw deck",
    doc: "That player discards cards from the top of his or her draw deck (printed `from` rather than `of`).",
  },
];
