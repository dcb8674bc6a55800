import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards } from "./params.ts";

/** A player's character losing a skirmish to a given character (what that player then discards: effects-players.ts). */
export const skirmishLoss: PhraseDecl[] = [
  {
    id: "loses-skirmish-to",
    kind: "trigger",
    patterns: ["a player's {target} loses a skirmish to {winner}"],
    params: [cards("target", "character", "The loser (`minion`)."), cards("winner", "character", "Who it loses to (`bearer`).")],
    render: "a player's {target} loses a skirmish to {winner}",
    doc: "When such a character loses a skirmish against the winner; `that player` is the loser's owner.",
  },
];
