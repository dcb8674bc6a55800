/**
 * What a player may know. Hidden from him: which character each unrevealed enemy piece is, the enemy's combat card
 * until both are shown (an open-first card is shown), the enemy's pending text choice, the enemy's own log lines
 * (his placements), and the rng (future random picks). Known: every region's occupants by side, defeated pieces, and
 * both hands: used cards lie face up and each side's nine cards are fixed, so the unused ones follow (rules digest).
 * A view has no memory: a piece revealed in an earlier battle is hidden again, as on the board.
 */
import { enemyOf, type Side } from "./board.ts";
import { charactersOf } from "./cards.ts";
import { runBattle } from "./battle.ts";
import { nextInt, shuffle, type RngState } from "../../core/rng.ts";
import { copyState, type GameState } from "./state.ts";

export const HIDDEN_CARD = "?";

export function view(state: GameState, player: Side): GameState {
  const v = copyState(state);
  const enemy = enemyOf(player);
  for (const p of v.pieces) if (p.side === enemy && !p.revealed && !p.defeated) p.card = null;
  const b = v.battle;
  if (b && !b.cardsRevealed && b.cards[enemy] !== null && b.flags.openFirst !== enemy) b.cards[enemy] = HIDDEN_CARD;
  if (v.pending?.kind === "choice" && v.pending.player === enemy) v.pending = { ...v.pending, choices: [], optional: false, source: HIDDEN_CARD };
  v.log = v.log.filter((e) => !e.only || e.only === player);
  v.rng = { seed: 0 };
  return v;
}

const CHARACTERS: Record<Side, readonly string[]> = { fellowship: charactersOf("fellowship").map((c) => c.id), sauron: charactersOf("sauron").map((c) => c.id) };

/** The characters of `side` on no piece of `s`, in the order of the card list. */
function unknownCharacters(s: GameState, side: Side): string[] {
  const out: string[] = [];
  for (const id of CHARACTERS[side]) if (!onSomePiece(s, side, id)) out.push(id);
  return out;
}

function onSomePiece(s: GameState, side: Side, card: string): boolean {
  for (const p of s.pieces) if (p.side === side && p.card === card) return true;
  return false;
}

/**
 * A full state consistent with `player`'s view: the unknown enemy characters dealt at random to his hidden pieces, a
 * hidden card choice drawn from the enemy's unused cards, a fresh rng. Exact when `player` is to act (how search agents
 * use it); when the enemy is in the middle of a text choice, the battle is run on from the determinized pieces instead.
 */
export function determinize(v: GameState, player: Side, rng: RngState): GameState {
  const s = copyState(v);
  const enemy = enemyOf(player);
  const unknown = shuffle(rng, unknownCharacters(s, enemy));
  let i = 0;
  for (const p of s.pieces) if (p.side === enemy && p.card === null) p.card = unknown[i++] ?? null;
  const b = s.battle;
  if (b && b.cards[enemy] === HIDDEN_CARD) {
    const avail = s.hands[enemy].available;
    b.cards[enemy] = avail[nextInt(rng, avail.length)] ?? null;
  }
  s.rng = { seed: nextInt(rng, 0x7fffffff) };
  if (s.pending?.kind === "choice" && s.pending.player === enemy && s.pending.choices.length === 0) {
    // the choice's options came from the hidden identities: ask the battle again from its last step
    if (b && b.stage === "abilities") b.index = Math.max(0, b.index - 1);
    s.pending = null;
    runBattle(s);
  }
  return s;
}
