/**
 * How the rules engine asks a phrase what it does. Each phrase of ../vocabulary/ has one implementation here, keyed by
 * its id. The engine never looks at a character's or card's name: it asks every ability at these hook points.
 *
 * (Not runtime/core/impl.ts's `Implementations`: those run against the LOTR-shaped core state and Env; this game's
 * state is a board of pieces, so its hooks take this game's state. The shape — one object per phrase id, one field per
 * kind of question — is the same.)
 */
import type { Side } from "../board.ts";
import type { Battle, Choice, GameState, Piece } from "../state.ts";

export type Args = Record<string, unknown>;

/** A character's part in a battle. */
export type Role = "attacker" | "defender" | "companion";

export interface BattleCtx {
  state: GameState;
  battle: Battle;
  /** The piece whose text is asked (a fighter, or the defender's companion in the region). */
  self: Piece;
  role: Role;
  /** The enemy fighter (for a companion: the attacker). */
  enemy: Piece;
  /** The fighter of self's side (for a fighter: itself). */
  friend: Piece;
}

/** What a text offers: choices to take (one of them, or none when `optional`); no choice = nothing happens. */
export interface Offer {
  optional: boolean;
  choices: Choice[];
}

/**
 * Takes an ability's moves, one call a move (listing moves allocates nothing per move): the region reached, and for
 * a long move the regions passed through before it, all as indices of `REGIONS`. `via` is read during the call only.
 */
export type MoveSink = (to: number, via?: readonly number[]) => void;

export interface TriggerImpl {
  kind: "trigger";
  /** Which moment it waits for: the start of a battle, or the end of one. */
  at: "battle-start" | "battle-won";
  match(ctx: BattleCtx, args: Args): boolean;
}

export interface EffectImpl {
  kind: "effect";
  offer(ctx: BattleCtx, args: Args): Offer | null;
}

export interface ConditionImpl {
  kind: "condition";
  test(state: GameState, self: Piece, args: Args): boolean;
}

export interface ModifierImpl {
  kind: "modifier";
  /** Extra moves this character may make on its side's turn. */
  moves?(state: GameState, self: Piece, args: Args, add: MoveSink): void;
  /** At the start of a battle it fights in (character texts, in precedence order). */
  atBattleStart?(ctx: BattleCtx, args: Args): Offer | null;
  /** The Warg's kind of text: the enemy's character texts do not apply in its battles (asked before any other). */
  silencesEnemy?: boolean;
  /** An enemy moving along a special route: is that character defeated at once? */
  onRoute?(state: GameState, self: Piece, args: Args, mover: Piece, route: string): boolean;
  /** As a text card's text, when it resolves (`side` played it; `ctx.self` is that side's fighter). */
  cardText?(ctx: BattleCtx, side: Side, args: Args): Offer | null;
}

export type PhraseImpl = TriggerImpl | EffectImpl | ConditionImpl | ModifierImpl;
export type ConfrontationImplementations = Record<string, PhraseImpl>;
