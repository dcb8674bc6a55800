import type { PhraseDecl } from "../../../core/vocabulary.ts";
import { num } from "./params.ts";

/** Playing a site of your own by its number (the fellowship's next site: `play-next-site` in effects.ts). */
export const playSiteEffects: PhraseDecl[] = [
  {
    id: "play-your-site-number",
    kind: "effect",
    patterns: ["play your site {n} ( replacing opponent's site if necessary )"],
    params: [num("n", "The site number (1–9).")],
    render: "play your site {n} (replacing opponent's site if necessary)",
    doc: "Put your site of that number from your adventure deck on the adventure path, replacing the site of that number there (its conditions are discarded).",
  },
];
