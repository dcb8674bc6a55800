/** Moving a card from where it is onto a bearer (the transfer phrases share this). */
import { defOf, implOf, withSource, type Env } from "../../../core/env.ts";
import type { AbilityIR, PhraseCall } from "../../../core/ir.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { ATTACHED, moveCard, type CardId } from "../../../core/state.ts";
import { inPlay } from "../state/game.ts";

/** A card moved onto a bearer (transferred) still obeys its `Limit N per …` placement. */
export function limitsAllow(env: Env, item: CardId, bearer: CardId): boolean {
  const at = withSource(env, item, env.controller);
  return ((defOf(env, item).abilities ?? []) as AbilityIR[])
    .map((a) => (a.kind === "placement" ? (a.rule as PhraseCall | undefined) : undefined))
    .every((rule) => !rule || rule.op !== "limit-per" || implOf(at, rule.op, "placement").allows(at, bearer, rule.args));
}

/**
 * Transfers `item` onto `bearer`; nothing happens when the bearer has left play meanwhile (a
 * response naming a character killed in the skirmish) or a limit forbids it. Says whether it moved.
 */
export function transfer(env: Env, item: CardId, bearer: CardId): boolean {
  const host = env.state.cards[bearer];
  if (!host || !inPlay(env.state, host) || !limitsAllow(env, item, bearer)) return false;
  moveCard(env.state, item, ATTACHED, { attachedTo: bearer });
  log(env.state, { card: item, to: bearer, seq: nextSeq(env.state), type: "transfer" });
  return true;
}
