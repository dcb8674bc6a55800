/**
 * Asking a card's abilities at the engine's hook points. An ability is compiled IR (`static` with a modifier and an
 * optional `While` condition, or `trigger` with effects); the phrase ids find the implementations in impl/.
 */
import type { Side } from "./board.ts";
import { cardDef, type AbilityIR, type PhraseCall } from "./cards.ts";
import { implementations } from "./impl/index.ts";
import type { BattleCtx, ConditionImpl, EffectImpl, ModifierImpl, MoveOption, Offer, TriggerImpl } from "./impl/types.ts";
import type { GameState, Piece } from "./state.ts";

/**
 * An optional observer of abilities at work (ability coverage: the scenario runner). Told the card's id and the
 * ability's IR object (from the card definitions) each time the engine runs or consults an ability: a move it adds, a
 * text that silences, defeats on a route, offers something at a battle's start or end, or a text card's text resolving.
 * Absent in play; set only for the length of `observing`'s body.
 */
export type EngineObserver = (card: string, ability: AbilityIR) => void;
let observer: EngineObserver | undefined;

/** Runs `body` with `observe` told of every ability the engine runs or consults meanwhile. */
export function observing<T>(observe: EngineObserver | undefined, body: () => T): T {
  const before = observer;
  observer = observe;
  try {
    return body();
  } finally {
    observer = before;
  }
}

const seen = (card: string | null, a: AbilityIR): void => {
  if (observer && card !== null) observer(card, a);
};

const impl = <T>(call: PhraseCall | null | undefined, kind: string): T | undefined => {
  const i = call ? implementations[call.op] : undefined;
  return i && i.kind === kind ? (i as T) : undefined;
};

function holds(state: GameState, self: Piece, a: AbilityIR): boolean {
  if (!a.condition) return true;
  const c = impl<ConditionImpl>(a.condition, "condition");
  return !!c && c.test(state, self, a.condition.args);
}

/** The static modifiers of a piece that apply now. */
function modifiers(state: GameState, self: Piece): { m: ModifierImpl; args: Record<string, unknown>; a: AbilityIR }[] {
  const out: { m: ModifierImpl; args: Record<string, unknown>; a: AbilityIR }[] = [];
  for (const a of cardDef(self.card)?.abilities ?? []) {
    if (a.kind !== "static" || !holds(state, self, a)) continue;
    const m = impl<ModifierImpl>(a.modifier, "modifier");
    if (m) out.push({ m, args: a.modifier!.args, a });
  }
  return out;
}

export function extraMoves(state: GameState, self: Piece): MoveOption[] {
  return modifiers(state, self).flatMap(({ m, args, a }) => {
    const moves = m.moves?.(state, self, args) ?? [];
    if (moves.length > 0) seen(self.card, a);
    return moves;
  });
}

export const silencesEnemy = (state: GameState, self: Piece): boolean =>
  modifiers(state, self).some(({ m, a }) => {
    if (m.silencesEnemy) seen(self.card, a);
    return !!m.silencesEnemy;
  });

/** Does some enemy's text defeat this mover for using the route? */
export function defeatedOnRoute(state: GameState, mover: Piece, route: string): Piece | undefined {
  return state.pieces.find(
    (p) =>
      !p.defeated &&
      p.region !== null &&
      p.side !== mover.side &&
      modifiers(state, p).some(({ m, args, a }) => {
        const hit = !!m.onRoute?.(state, p, args, mover, route);
        if (hit) seen(p.card, a);
        return hit;
      }),
  );
}

/** The offers of a piece's texts at a moment of a battle, in the order its card lists them. */
export function offersAt(ctx: BattleCtx, at: "battle-start" | "battle-won"): Offer[] {
  const out: Offer[] = [];
  for (const a of cardDef(ctx.self.card)?.abilities ?? []) {
    if (!holds(ctx.state, ctx.self, a)) continue;
    if (a.kind === "static" && at === "battle-start") {
      const o = impl<ModifierImpl>(a.modifier, "modifier")?.atBattleStart?.(ctx, a.modifier!.args);
      if (o) {
        seen(ctx.self.card, a);
        out.push(o);
      }
    } else if (a.kind === "trigger") {
      const t = impl<TriggerImpl>(a.trigger, "trigger");
      if (!t || t.at !== at || !t.match(ctx, a.trigger!.args)) continue;
      seen(ctx.self.card, a);
      for (const e of a.effects ?? []) {
        const o = impl<EffectImpl>(e, "effect")?.offer(ctx, e.args);
        if (o) out.push(o);
      }
    }
  }
  return out;
}

/** What a played text card's text offers (ctx.self: the fighter of the side that played it). */
export function cardTextOffers(ctx: BattleCtx, side: Side, card: string): Offer[] {
  const out: Offer[] = [];
  for (const a of cardDef(card)?.abilities ?? []) {
    if (a.kind !== "static") continue;
    const text = impl<ModifierImpl>(a.modifier, "modifier")?.cardText;
    if (!text) continue;
    seen(card, a);
    const o = text(ctx, side, a.modifier!.args);
    if (o) out.push(o);
  }
  return out;
}
