/** Implementations of vocabulary/effects-return-to-master.ts (engine/respond.ts and the scenario runner read NO_GAME_TEXT). */
import { cardOptions } from "../../../core/filters.ts";
import { implOf } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isCall } from "../../../core/ir.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { addModifier } from "../../../core/modifiers.ts";
import { lotr } from "../state/game.ts";
import { chosen } from "./common.ts";
import { wearing } from "./conditions.ts";

/** A flag on a card whose triggers and responses do nothing for now. */
export const NO_GAME_TEXT = "no-game-text";

export const returnToMasterPhrases: Implementations = {
  "wears-ring-at-end-of-phase": {
    kind: "trigger",
    events: ["end-of-phase"],
    match(env, e, args) {
      if (e.type !== "end-of-phase" || e.phase !== "skirmish") return null;
      return (cardOptions(env, args.who)?.options ?? []).some((id) => wearing(env, id)) ? {} : null;
    },
  },
  "cancel-remaining-assignments": {
    kind: "effect",
    run(env, args) {
      lotr(env.state).assignments = {};
      log(env.state, { source: env.source, seq: nextSeq(env.state), type: "cancel-assignments" });
      if (isCall(args.then)) implOf(env, args.then.op, "effect").run(env, args.then.args);
    },
  },
  "game-text-does-not-apply": {
    kind: "effect",
    run(env, args) {
      const cards = chosen(env, args.target, "no-game-text");
      if (cards.length) addModifier(env, { property: NO_GAME_TEXT, flag: true, targets: { cards }, duration: { kind: "end-of-skirmish" } });
    },
  },
};
