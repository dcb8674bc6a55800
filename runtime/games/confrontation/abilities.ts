/**
 * Asking a card's abilities at the engine's hook points. An ability is compiled IR (`static` with a modifier and an
 * optional `While` condition, or `trigger` with effects); the phrase ids find the implementations in impl/.
 */
import type { Side } from "./board.ts";
import { cardDef, type AbilityIR, type PhraseCall } from "./cards.ts";
import { implementations } from "./impl/index.ts";
import type { BattleCtx, ConditionImpl, EffectImpl, ModifierImpl, MoveSink, Offer, TriggerImpl } from "./impl/types.ts";
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

interface StaticModifier {
  m: ModifierImpl;
  args: Record<string, unknown>;
  a: AbilityIR;
}

/**
 * A card's static modifiers with their implementations, those that add moves (asked at every move) and those that
 * silence the enemy (asked at every battle), and whether any
 * text of the card can offer something at a battle's start or end (the others are not asked there).
 */
interface Statics {
  all: StaticModifier[];
  movers: StaticModifier[];
  silencers: StaticModifier[];
  offersAt: Record<"battle-start" | "battle-won", boolean>;
}
const NO_STATICS: Statics = { all: [], movers: [], silencers: [], offersAt: { "battle-start": false, "battle-won": false } };
// card definitions and implementations never change: look each card's up once
const staticsByCard = new Map<string, Statics>();

function staticsOf(card: string | null): Statics {
  if (card === null) return NO_STATICS;
  let st = staticsByCard.get(card);
  if (!st) {
    const abilities = cardDef(card)?.abilities ?? [];
    const all: StaticModifier[] = [];
    for (const a of abilities) {
      const m = a.kind === "static" ? impl<ModifierImpl>(a.modifier, "modifier") : undefined;
      if (m) all.push({ m, args: a.modifier!.args, a });
    }
    const triggersAt = (at: string): boolean => abilities.some((a) => a.kind === "trigger" && impl<TriggerImpl>(a.trigger, "trigger")?.at === at);
    st = {
      all,
      movers: all.filter((x) => x.m.moves),
      silencers: all.filter((x) => x.m.silencesEnemy),
      offersAt: { "battle-start": all.some((x) => x.m.atBattleStart) || triggersAt("battle-start"), "battle-won": triggersAt("battle-won") },
    };
    staticsByCard.set(card, st);
  }
  return st;
}

/** Might the card's texts offer something at this moment of a battle (before asking their conditions)? */
export const hasOffersAt = (card: string | null, at: "battle-start" | "battle-won"): boolean => staticsOf(card).offersAt[at];

/** Might the piece's texts add moves (before asking their conditions)? */
export const hasExtraMoves = (self: Piece): boolean => staticsOf(self.card).movers.length > 0;

/** Gives `add` the moves the piece's texts allow now, text by text. */
export function extraMoves(state: GameState, self: Piece, add: MoveSink): void {
  for (const { m, args, a } of staticsOf(self.card).movers) {
    if (!holds(state, self, a)) continue;
    if (!observer) {
      m.moves!(state, self, args, add);
      continue;
    }
    let offered = false;
    m.moves!(state, self, args, (to, via) => {
      offered = true;
      add(to, via);
    });
    if (offered) seen(self.card, a);
  }
}

/** Does a text of the piece that applies now silence the enemy's texts? (Asked at every battle.) */
export function silencesEnemy(state: GameState, self: Piece): boolean {
  for (const x of staticsOf(self.card).silencers) {
    if (!holds(state, self, x.a)) continue;
    seen(self.card, x.a);
    return true;
  }
  return false;
}

/** Does some enemy's text defeat this mover for using the route? */
export function defeatedOnRoute(state: GameState, mover: Piece, route: string): Piece | undefined {
  for (const p of state.pieces) {
    if (p.defeated || p.region === null || p.side === mover.side) continue;
    for (const { m, args, a } of staticsOf(p.card).all) {
      if (!m.onRoute || !holds(state, p, a) || !m.onRoute(state, p, args, mover, route)) continue;
      seen(p.card, a);
      return p;
    }
  }
  return undefined;
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
