/** Building small positions for the tests: pieces by title, the rest off the board (defeated). */
import { apply, legalActions, newGame, type Action } from "../../../runtime/games/confrontation/engine.ts";
import { combatCardsOf, charactersOf, cardDef } from "../../../runtime/games/confrontation/cards.ts";
import type { Side } from "../../../runtime/games/confrontation/board.ts";
import type { GameState } from "../../../runtime/games/confrontation/state.ts";

export type Layout = Partial<Record<string, string>>;

/** A game in play with only these pieces on the board (`{ Frodo: "Cardolan" }`), `toMove` to move. */
export function position(fellowship: Layout, sauron: Layout, toMove: Side = "sauron", seed = 1): GameState {
  const s = newGame({ seed });
  for (const p of s.pieces) {
    const title = cardDef(p.card)!.title;
    const at = (p.side === "fellowship" ? fellowship : sauron)[title];
    p.region = at ?? null;
    p.defeated = at === undefined;
    p.revealed = at === undefined;
  }
  s.toMove = toMove;
  s.pending = { kind: "move", player: toMove };
  return s;
}

export const idOf = (s: GameState, title: string, side?: Side): string =>
  s.pieces.find((p) => cardDef(p.card)?.title === title && (!side || p.side === side))!.id;

export const pieceOf = (s: GameState, title: string, side?: Side) => s.pieces.find((p) => p.id === idOf(s, title, side))!;

export const cardId = (side: Side, title: string): string => combatCardsOf(side).find((c) => c.title === title)!.id;
export const charId = (side: Side, title: string): string => charactersOf(side).find((c) => c.title === title)!.id;

/** Moves the titled piece to a region (the move must be legal). */
export function moveTo(s: GameState, title: string, to: string): GameState {
  const id = idOf(s, title);
  const a = legalActions(s).find((x) => x.type === "move" && x.piece === id && x.to === to);
  if (!a) throw new Error(`no move of ${title} to ${to}: ${JSON.stringify(legalActions(s))}`);
  return apply(s, a);
}

/** Both sides play these combat cards (by title) in the order the engine asks. */
export function playCards(s: GameState, cards: Partial<Record<Side, string>>): GameState {
  for (let i = 0; i < 2 && s.pending?.kind === "card"; i++) {
    const side = s.pending.player;
    s = apply(s, { type: "card", card: cardId(side, cards[side]!) });
  }
  return s;
}

/** Answers the pending text choice: the choice whose label contains `label`, or declines with null. */
export function choose(s: GameState, label: string | null): GameState {
  if (s.pending?.kind !== "choice") throw new Error(`no choice pending: ${JSON.stringify(s.pending)}`);
  const index = label === null ? -1 : s.pending.choices.findIndex((c) => c.label.includes(label));
  if (label !== null && index < 0) throw new Error(`no choice ${label}: ${s.pending.choices.map((c) => c.label)}`);
  return apply(s, { type: "choose", index });
}

export const act = (s: GameState, a: Action): GameState => apply(s, a);
export const alive = (s: GameState, title: string, side?: Side): boolean => !pieceOf(s, title, side).defeated;
export const regionOf = (s: GameState, title: string, side?: Side): string | null => pieceOf(s, title, side).region;
