/** Implementations of vocabulary/costs-alternative.ts. */
import { bind, implOf, type Env } from "../../../core/env.ts";
import { candidates } from "../../../core/filters.ts";
import { isCall, isFilter, type PhraseCall } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { canPlay, costToPlay, playCard } from "../state/play.ts";
import { chosen, enough, zoneWhere } from "./common.ts";

const options = (args: Record<string, unknown>): PhraseCall[] => [args.first, args.second].filter(isCall) as PhraseCall[];
const payable = (env: Env, c: PhraseCall): boolean => implOf(env, c.op, "effect").canPay?.(env, c.args) ?? true;

/** A title written in the cost not paid still names its card (`exert Arwen or discard … then make her …`). */
function bindTitles(env: Env, c: PhraseCall): void {
  for (const arg of Object.values(c.args)) {
    if (!isFilter(arg) || !arg.bind || env.bindings[arg.bind] || !arg.filter.terms.some((t) => t.op === "title")) continue;
    bind(env, arg.bind, { cards: candidates(env, arg) });
  }
}

export const alternativeCosts: Implementations = {
  "alternative-costs": {
    kind: "cost",
    canPay: (env, args) => options(args).some((c) => payable(env, c)),
    pay(env, args) {
      const can = options(args).filter((c) => payable(env, c));
      if (!can.length) return false;
      const i = can.length > 1 ? env.chooser.option({ kind: "option", player: env.controller, purpose: "alternative-cost", options: can.map((c) => c.op) }) : 0;
      const c = can[i] ?? can[0]!;
      const impl = implOf(env, c.op, "effect");
      const paid = impl.pay ? impl.pay(env, c.args) : (impl.run(env, c.args), true);
      for (const other of options(args)) if (other !== c) bindTitles(env, other);
      return paid;
    },
  },
  "play-for-free": {
    kind: "effect",
    run(env, args) {
      const free = (id: CardId) => -costToPlay(env, id);
      const [id] = chosen(env, args.target, "play", (c) => canPlay(env, c, free(c)), zoneWhere(env, "hand"));
      if (id) playCard(env, id, free(id));
    },
    needs: (env, args) => enough(env, args.target, (e, c) => canPlay(e, c, -costToPlay(e, c)), zoneWhere(env, "hand")),
  },
};
