/**
 * The Confrontation as pure step functions over plain data (after the LOTR engine's step API, much smaller):
 *
 *   newGame({ seed }) → state;  legalActions(state) → Action[] for `actorOf(state)`;
 *   apply(state, action) → a NEW state (the input is never changed);  isOver / winner;
 *   step(state, action): the same rules in place, on a state the caller owns (a search's rollout), unchecked.
 *
 * Every question the rules ask — where to place a piece, which move, which defender, which combat card, whether to
 * use a text — is a pending decision answered by one of `legalActions`. `apply` throws on an action that is not
 * legal (as the LOTR engine does); every other function accepts any state it produced without throwing.
 * Same seed and same actions → same game: all chance (set-up shuffle, random defenders) uses the state's rng.
 */
import { enemyOf, FIRST_PLAYER, MORDOR, MORDOR_AT, REGIONS, SETUP, SHIRE, SHIRE_AT, type Side } from "./board.ts";
import { cardDef, charactersOf, combatCardsOf, isRingBearer, titleOf } from "./cards.ts";
import { defeatedOnRoute } from "./abilities.ts";
import { afterChoice, applyOutcome, defeat, endGame, runBattle, setDefender, startAttack } from "./battle.ts";
import { hasMove, legalMoves, type MoveAction } from "./moves.ts";
import { cardAction, chooseAction, defenderAction, placeAction } from "./actions.ts";
import { countAt, countIn, hasEnemy, setRegion, track, untrack } from "./rules.ts";
import { createRng, shuffle } from "../../core/rng.ts";
import { addLog, copyState, initialState, pieceById, question, type GameState, type Piece } from "./state.ts";
import { violations } from "./invariants.ts";

export type Action =
  | { type: "place"; piece: string; region: string }
  | MoveAction
  | { type: "defender"; piece: string | null }
  | { type: "card"; card: string }
  | { type: "choose"; index: number };

export interface NewGameOptions {
  seed: number;
  /** Safety stop, not a rule of the game (default 1000 moves): the game is then drawn. */
  maxTurns?: number;
}

export function newGame(opts: NewGameOptions): GameState {
  const seed = Number.isFinite(opts?.seed) ? Math.trunc(opts.seed) : 0;
  const rng = createRng(seed);
  const pieces: Piece[] = [];
  for (const side of ["fellowship", "sauron"] as const) {
    // ids are handed out in a shuffled order, so an id says nothing about who the piece is
    const cards = shuffle(rng, charactersOf(side).map((c) => c.id));
    cards.forEach((card, i) => pieces.push({ id: `${side[0]}${i + 1}`, side, card, region: null, revealed: false, defeated: false }));
  }
  const hand = (side: Side) => ({ available: combatCardsOf(side).map((c) => c.id), used: [] as string[] });
  const s = initialState(seed, opts?.maxTurns ?? 1000, pieces, { fellowship: hand("fellowship"), sauron: hand("sauron") });
  s.rng = rng;
  s.toMove = FIRST_PLAYER;
  s.pending = question("place", FIRST_PLAYER);
  return s;
}

/** A position in the middle of a game: where each character stands, whose move it is, which combat cards are used. */
export interface PositionSpec {
  seed?: number;
  /** Characters on the board, by card id; every other character of either side has been defeated. */
  pieces: { card: string; region: string; revealed?: boolean }[];
  /** Whose move it is (default: Sauron, who moves first). */
  toMove?: Side;
  /** Combat cards already used (laid face up), by card id. */
  used?: string[];
  maxTurns?: number;
}

/**
 * A game at the start of a move of `toMove`, with the pieces where the spec puts them: a state the rules could reach,
 * or what is wrong with it (`problems`): the game's invariants (capacity, distinct characters, no region held by both
 * sides between battles, no piece revealed between battles, a card left to play), and the rules' own ends (Frodo
 * defeated, Frodo in an empty Mordor, three Sauron characters in the Shire, a player to move who cannot move: the game
 * would be over).
 */
export function newPosition(spec: PositionSpec): { state: GameState; problems: [] } | { state: null; problems: string[] } {
  const problems: string[] = [];
  const s = newGame({ seed: spec.seed ?? 1, maxTurns: spec.maxTurns });
  const placed = new Map<string, { region: string; revealed: boolean }>();
  for (const p of spec.pieces) {
    const def = cardDef(p.card);
    if (!def || def.type !== "character") problems.push(`${p.card} is not a character of the game`);
    else if (placed.has(p.card)) problems.push(`${def.title} is on the board twice`);
    else if (!REGIONS.includes(p.region)) problems.push(`${p.region} is not a region`);
    else placed.set(p.card, { region: p.region, revealed: !!p.revealed });
  }
  for (const p of s.pieces) {
    const at = placed.get(p.card!);
    p.region = at?.region ?? null;
    p.defeated = at === undefined;
    p.revealed = at === undefined || at.revealed;
  }
  for (const card of spec.used ?? []) {
    const def = cardDef(card);
    const side = def?.side as Side | undefined;
    if (!def || def.type !== "combat-card" || (side !== "fellowship" && side !== "sauron")) {
      problems.push(`${card} is not a combat card of the game`);
      continue;
    }
    const h = s.hands[side];
    if (!h.available.includes(card)) {
      problems.push(`${titleOf(card)} is used twice`);
      continue;
    }
    h.available = h.available.filter((c) => c !== card);
    h.used.push(card);
  }
  s.turn = 1;
  s.toMove = spec.toMove ?? FIRST_PLAYER;
  s.pending = question("move", s.toMove);
  problems.push(...violations(s));
  const frodo = s.pieces.find((p) => isRingBearer(p.card));
  if (frodo?.defeated) problems.push("Frodo is defeated: the Sauron player has won");
  else if (frodo?.region === MORDOR && countIn(s, MORDOR, "sauron") === 0) problems.push("Frodo is in Mordor: the Fellowship player has won");
  if (countIn(s, SHIRE, "sauron") >= 3) problems.push("three Sauron characters are in the Shire: the Sauron player has won");
  if (!hasMove(s, s.toMove)) problems.push(`the ${s.toMove} player has no move: he has lost`);
  if (problems.length > 0) return { state: null, problems: [...new Set(problems)] };
  addLog(s, "A position is set up.");
  return { state: s, problems: [] };
}

export const isOver = (s: GameState): boolean => s.over;
export const winner = (s: GameState): Side | null => s.winner;
/** Who must answer now (null when the game is over). */
export const actorOf = (s: GameState): Side | null => (s.over || !s.pending ? null : s.pending.player);

const nextToPlace = (s: GameState, side: Side): Piece | undefined => s.pieces.find((p) => p.side === side && p.region === null && !p.defeated);

const SETUP_REGIONS: Record<Side, [string, number][]> = { fellowship: Object.entries(SETUP.fellowship), sauron: Object.entries(SETUP.sauron) };

/** The actions of the player to answer, in a fixed order (the objects are frozen and shared between states). */
export function legalActions(s: GameState): Action[] {
  const p = s.pending;
  if (s.over || !p) return [];
  const out: Action[] = [];
  switch (p.kind) {
    case "place": {
      const piece = nextToPlace(s, p.player);
      if (piece) for (const [region, n] of SETUP_REGIONS[p.player]) if (countIn(s, region, p.player) < n) out.push(placeAction(piece.id, region));
      return out;
    }
    case "move":
      return legalMoves(s, p.player);
    case "defender": {
      // the revealed enemies by name, then one action for "an unrevealed one, at random"
      const b = s.battle!;
      let hidden = false;
      for (const e of s.pieces) {
        if (e.side === p.player || e.region !== b.region || e.defeated) continue;
        if (e.revealed) out.push(defenderAction(e.id));
        else hidden = true;
      }
      if (hidden) out.push(defenderAction(null));
      return out;
    }
    case "card":
      for (const card of s.hands[p.player].available) out.push(cardAction(card));
      return out;
    case "choice":
      for (let index = 0; index < p.choices.length; index++) out.push(chooseAction(index));
      if (p.optional) out.push(chooseAction(-1));
      return out;
  }
}

/** Field by field: an action from JSON (or from a view's list) names the same move as the listed one. */
function sameAction(a: Action, b: Action): boolean {
  switch (a.type) {
    case "place":
      return b.type === "place" && a.piece === b.piece && a.region === b.region;
    case "move":
      return b.type === "move" && a.piece === b.piece && a.to === b.to && a.route === b.route && sameList(a.via, b.via);
    case "defender":
      return b.type === "defender" && a.piece === b.piece;
    case "card":
      return b.type === "card" && a.card === b.card;
    case "choose":
      return b.type === "choose" && a.index === b.index;
  }
}

const sameList = (a: readonly string[], b: unknown): boolean => Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]);

export function apply(state: GameState, action: Action): GameState {
  const legal = legalActions(state);
  // an action of the list is found by identity; any other (from JSON, from a view) by its fields
  const chosen = legal.includes(action) ? action : action && typeof action === "object" ? legal.find((a) => sameAction(a, normalise(action))) : undefined;
  if (!chosen) throw new Error(`illegal action ${JSON.stringify(action)}; legal: ${legal.length} actions`);
  const s = copyState(state);
  step(s, chosen);
  return s;
}

/** Plays `action`, one of `legalActions(s)`, on `s` itself (not checked: `apply` checks, then steps its copy). */
export function step(s: GameState, action: Action): void {
  const tracked = track(s);
  try {
    play(s, action);
  } finally {
    if (tracked) untrack();
  }
}

function play(s: GameState, action: Action): void {
  const pending = s.pending!;
  s.pending = null;
  switch (action.type) {
    case "place":
      place(s, pending.player, action);
      break;
    case "move":
      move(s, pending.player, action);
      break;
    case "defender":
      setDefender(s, s.battle!, action.piece);
      break;
    case "card":
      s.battle!.cards[pending.player] = action.card;
      break;
    case "choose": {
      if (pending.kind !== "choice") break;
      const c = action.index >= 0 ? pending.choices[action.index] : undefined;
      if (c) applyOutcome(s, c.outcome);
      afterChoice(s, c?.outcome.kind === "replay");
      break;
    }
  }
  settle(s);
}

/** Actions from JSON may lack optional fields; give them the shape `legalActions` uses. */
function normalise(a: Action): Action {
  if (a.type === "move") return { type: "move", piece: a.piece, to: a.to, via: a.via ?? [], ...(a.route ? { route: a.route } : {}) };
  return a;
}

function place(s: GameState, side: Side, a: { piece: string; region: string }): void {
  const p = pieceById(s, a.piece)!;
  setRegion(s, p, a.region);
  if (!s.quiet) addLog(s, `You place ${titleOf(p.card)} in ${a.region}.`, side);
  if (nextToPlace(s, side)) s.pending = question("place", side);
  else if (nextToPlace(s, enemyOf(side))) s.pending = question("place", enemyOf(side));
  else {
    addLog(s, "Both sides are placed.");
    startTurn(s, FIRST_PLAYER);
  }
}

function move(s: GameState, side: Side, a: { piece: string; to: string; via: string[]; route?: string }): void {
  const p = pieceById(s, a.piece)!;
  if (!s.quiet) addLog(s, `The ${side} player moves a piece from ${p.region} to ${a.to}${a.route ? ` (${a.route})` : ""}.`);
  setRegion(s, p, a.to);
  const guard = a.route ? defeatedOnRoute(s, p, a.route) : undefined;
  if (guard) {
    guard.revealed = true;
    if (!s.quiet) addLog(s, `${titleOf(guard.card)} defeats the piece using ${a.route}.`);
    defeat(s, [p.id]);
    guard.revealed = false;
    return;
  }
  if (hasEnemy(s, side, a.to)) startAttack(s, p.id, a.to);
}

/** After an answer: run the battle on, then end the move (victory checks, next turn). */
function settle(s: GameState): void {
  if (s.battle) runBattle(s);
  if (s.over || s.pending || s.battle) return;
  if (s.turn === 0 && s.pieces.some((p) => p.region === null && !p.defeated)) return; // still placing
  endMove(s);
}

function endMove(s: GameState): void {
  if (ringBearerIn(s, MORDOR) && countAt(s, MORDOR_AT, "sauron") === 0) return endGame(s, "fellowship", "frodo-in-mordor");
  if (countAt(s, SHIRE_AT, "sauron") >= 3) return endGame(s, "sauron", "three-in-shire");
  s.turn++;
  if (s.turn >= s.maxTurns) return endGame(s, null, "turn-limit");
  startTurn(s, enemyOf(s.toMove));
}

/** Is the Ring-bearer (undefeated) in `region`? (Asked at the end of every move.) */
function ringBearerIn(s: GameState, region: string): boolean {
  for (const p of s.pieces) if (!p.defeated && isRingBearer(p.card)) return p.region === region;
  return false;
}

function startTurn(s: GameState, side: Side): void {
  s.toMove = side;
  if (!hasMove(s, side)) {
    if (!s.quiet) addLog(s, `The ${side} player cannot move.`);
    return endGame(s, enemyOf(side), "no-move");
  }
  s.pending = question("move", side);
}
