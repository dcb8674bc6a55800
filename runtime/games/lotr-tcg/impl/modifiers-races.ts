/** Implementations of vocabulary/modifiers-races.ts. */
import { norm } from "../../../core/cards.ts";
import { num } from "../../../core/args.ts";
import { defOf, type Env } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { IRArgs } from "../../../core/handlers.ts";
import { allCards } from "../../../core/state.ts";
import { targetsOf } from "./modifiers.ts";

/** How many of the races some companion in play has. */
function racesInFellowship(env: Env, races: unknown): number {
  const present = new Set(
    allCards(env.state)
      .map((id) => env.state.cards[id]!)
      .filter((c) => env.rules.inPlay(env.state, c) && defOf(env, c.id).type === "companion")
      .map((c) => norm(defOf(env, c.id).race ?? "")),
  );
  return (Array.isArray(races) ? races : []).filter((r) => present.has(norm(r))).length;
}

/** `per` is passed by `strength-per-race-in-fellowship`: the bonus for each race. */
const value = (env: Env, args: IRArgs) => num(env, args.per, 1) * racesInFellowship(env, args.races);

export const raceCountPhrases: Implementations = {
  "races-in-fellowship": { kind: "value", value },
  "strength-per-race-in-fellowship": {
    kind: "modifier",
    // evaluated whenever strength is read (a value call), so the count follows the fellowship
    effects: (env, args) => [{ property: "strength", amount: { op: "races-in-fellowship", args: { races: args.races, per: args.amount } }, targets: targetsOf(env, args.target) }],
  },
};
