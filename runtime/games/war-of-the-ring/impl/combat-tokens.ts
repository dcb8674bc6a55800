/** Combat tokens, corruption, icon changes and support (vocabulary/combat-tokens.ts). */
import { num } from "../../../core/args.ts";
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter, isRef } from "../../../core/ir.ts";
import type { ModifierEffect } from "../../../core/modifiers.ts";
import { addCombatTokens, addCorruption } from "../state/actions.ts";
import { supportedCharacter } from "../state/combat.ts";
import { PROPS } from "../state/game.ts";
import { cardsNamed, choose } from "./common.ts";
import { targetsOf } from "./targets.ts";

/** The icons a combat token counts as: on a path a shield or a skull, on a battleground a defence or attack icon. */
export const TOKEN_ICONS: Record<string, string[]> = {
  defence: [PROPS.shields, PROPS.defence],
  attack: [PROPS.skulls, PROPS.attack],
};

export const combatTokenImplementations: Implementations = {
  "add-tokens": {
    kind: "effect",
    run(env, args) {
      const kind = args.kind === "attack" ? "attack" : "defence";
      for (const id of choose(env, args.target, "tokens").cards) addCombatTokens(env, id, kind, num(env, args.n, 1));
    },
  },
  corruption: {
    kind: "effect",
    run(env, args) {
      const per = args.per === null || args.per === undefined ? 1 : cardsNamed(env, args.per).length;
      const n = num(env, args.n, 1) * per;
      addCorruption(env, args.change === "remove" ? -n : n);
    },
  },
  "extra-tokens": {
    kind: "modifier",
    effects: (env, args) => (TOKEN_ICONS[String(args.kind)] ?? []).map((property): ModifierEffect => ({ property, amount: args.n, targets: targetsOf(env, args.target) })),
  },
  "icon-bonus": {
    kind: "modifier",
    effects(env, args) {
      const counted = args.per !== null && args.per !== undefined;
      const amount = counted ? { op: "count-per", args: { n: args.amount, k: args.k, per: args.per } } : args.amount;
      return [{ property: String(args.icon), amount, targets: targetsOf(env, args.target) }];
    },
  },
  "count-per": {
    kind: "value",
    value(env, args) {
      const k = Math.max(1, num(env, args.k, 1));
      // counted where this card is: `on the same battleground` reads the card's location
      return num(env, args.n, 1) * Math.floor(cardsNamed(env, args.per).length / k);
    },
  },
  supports: {
    kind: "condition",
    // the army is paired with such a character in its battleground's combat (the pairing that combat made, or would make now)
    test(env, args) {
      return cardsNamed(env, args.who).some((a) => {
        const ch = supportedCharacter(env, a);
        return ch !== null && (isRef(args.target) || isFilter(args.target)) && denotes(env, args.target, ch);
      });
    },
  },
};
