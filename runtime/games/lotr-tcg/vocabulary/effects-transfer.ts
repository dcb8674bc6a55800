import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { cards, num, word } from "./params.ts";

/** Moving cards onto bearers: transfers from outside play, and items borne beside others of their class. */
export const transferPhrases: PhraseDecl[] = [
  {
    id: "transfer-from-support-or-discard",
    kind: "effect",
    patterns: ["transfer {item} from your support area or discard pile to {target}"],
    params: [cards("item", "card", "The card moved (`Blade Tip`)."), cards("target", "character", "Its new bearer (`a companion bearer is skirmishing`).")],
    render: "transfer {item} from your support area or discard pile to {target}",
    doc: "Put such a card of yours from your support area or discard pile on that character (it still obeys its `Limit … per …`).",
  },
  {
    id: "borne-in-addition",
    kind: "placement",
    patterns: ["This weapon may be borne in addition to {n} other {class}"],
    params: [num("n", "How many others of its class the bearer may already bear."), word("class", "itemClasses", "The item class: `hand weapon`.")],
    render: "This weapon may be borne in addition to {n} other {class}",
    doc: "A character may bear this item beside n other items of that class (which still allow only one of their own kind).",
  },
];
