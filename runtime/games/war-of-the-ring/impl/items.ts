/** Items and replacements (vocabulary/items.ts): who may wield, one weapon, cycling instead of eliminating. */
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { ModifierEffect } from "../../../core/modifiers.ts";
import { PROPS } from "../state/game.ts";
import { targetsOf } from "./targets.ts";

/**
 * The flag each replaced loss sets on the card. The engine reads `eliminated-to-cycle` and
 * `forsaken-from-deck-to-cycle`; the others name the narrower losses (forsaken only; in combat, path or battleground
 * combat).
 */
export const CYCLE_INSTEAD: Readonly<Record<string, string>> = {
  eliminated: PROPS.eliminatedToCycle,
  "eliminated or forsaken": PROPS.eliminatedToCycle,
  forsaken: "forsaken-to-cycle",
  "forsaken from the top of the draw deck": PROPS.forsakenFromDeckToCycle,
  "eliminated in combat": "eliminated-in-combat-to-cycle",
  "eliminated in path combat": "eliminated-in-path-combat-to-cycle",
  "eliminated in battleground combat": "eliminated-in-battleground-combat-to-cycle",
};
/** A flag: when the card is cycled instead, its items are eliminated all the same. */
export const ITEMS_ELIMINATED = "items-eliminated";
/** A flag, `data.other` the characters: when the card is cycled instead, one other such character at its location is too. */
export const CYCLES_ANOTHER = "cycles-another-instead";
/** A flag on a character: it may wield only one Weapon. */
export const ONE_WEAPON = "one-weapon";

export const itemImplementations: Implementations = {
  "wielded-by": {
    kind: "placement",
    allows: (env, bearer, args) => bearer !== null && denotes(env, args.target, bearer),
  },
  "one-weapon": {
    kind: "modifier",
    effects: (env, args) => [{ property: ONE_WEAPON, flag: true, targets: targetsOf(env, args.target) }],
  },
  "cycled-instead": {
    kind: "modifier",
    effects(env, args) {
      const targets = targetsOf(env, args.target);
      const out: ModifierEffect[] = [{ property: CYCLE_INSTEAD[String(args.how)] ?? PROPS.eliminatedToCycle, flag: true, targets }];
      if (args.items) out.push({ property: ITEMS_ELIMINATED, flag: true, targets });
      if (args.other) out.push({ property: CYCLES_ANOTHER, flag: true, targets, data: { other: args.other, how: args.how } });
      return out;
    },
  },
};
