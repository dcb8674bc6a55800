/**
 * The game state: plain data only (JSON-serialisable, no classes, no functions), so a state can be
 * saved, compared, hashed and copied with JSON. `apply` never changes a state it was given; `step` changes its own.
 */
import { createRng, type RngState } from "../../core/rng.ts";
import type { Side } from "./board.ts";

export interface Piece {
  /** Opaque id (`f3`, `s7`); which character it is was shuffled at `newGame`, so ids leak nothing. */
  id: string;
  side: Side;
  /** The character's card id (`1F1`); null in a view where this piece is hidden from the viewer. */
  card: string | null;
  /** null before it is placed and after it is defeated. */
  region: string | null;
  /** Face up: during a battle sequence, and for ever once defeated. */
  revealed: boolean;
  defeated: boolean;
}

export interface Hand {
  /** Combat card ids not yet played in this cycle (public: used cards lie face up, the set is fixed). */
  available: string[];
  used: string[];
}

/** What a battle's texts decided, read when the totals are made. */
export interface BattleFlags {
  noCards: boolean;
  /** The side that must play its combat card first, face up (Gandalf). */
  openFirst: Side | null;
  /** Sides whose character texts do not apply in this battle (the Warg). */
  textless: Side[];
  /** Sides whose own combat card has no value or text (the Cave Troll). */
  voidCard: Side[];
  /** Sides whose text card is ignored (Eye of Sauron). */
  ignoredText: Side[];
  /** Sides whose strength card counts 0 (Elven Cloak). */
  zeroStrengthCard: Side[];
  /** Strength set by a text (Sam stepping in), by piece id. */
  strength: Record<string, number>;
}

/** The step of a battle the engine is at; see battle.ts. */
export type BattleStage = "defender" | "abilities" | "cards" | "texts" | "totals";

export interface Battle {
  region: string;
  attacker: string;
  /** How many battles this attack has started (the Orcs' text counts the first). */
  number: number;
  defender: string | null;
  stage: BattleStage;
  /** Abilities stage: 0 = the defender's companions, 1 = the Fellowship fighter, 2 = the Sauron fighter; `index` the ability. */
  phase: number;
  index: number;
  flags: BattleFlags;
  /** Chosen combat cards (secret to the enemy until `cardsRevealed`, except an open card). */
  cards: Record<Side, string | null>;
  cardsRevealed: boolean;
  /** The card each side's played card finally counts as (a Magic card replays a used one). */
  effective: Record<Side, string | null>;
  /** Texts stage: 0 = Sauron's text card, 1 = the Fellowship's, 2 = done. */
  textIndex: number;
}

/** An outcome of a text; data, so that a pending choice can be stored in the state. */
export type Outcome =
  | { kind: "none" }
  | { kind: "defeat"; pieces: string[] }
  | { kind: "retreat"; piece: string; to: string }
  | { kind: "substitute"; piece: string; for: string; strength: number }
  | { kind: "no-cards" }
  | { kind: "open-first"; side: Side }
  | { kind: "void-card"; side: Side }
  | { kind: "ignore-text-card"; side: Side }
  | { kind: "zero-strength-card"; side: Side }
  | { kind: "replay"; side: Side; card: string }
  | { kind: "move"; piece: string; to: string };

export interface Choice {
  label: string;
  outcome: Outcome;
}

/** What the engine waits for: who answers, and (for text choices) the options offered. */
export type Pending =
  | { kind: "place"; player: Side }
  | { kind: "move"; player: Side }
  | { kind: "defender"; player: Side }
  | { kind: "card"; player: Side }
  | { kind: "choice"; player: Side; source: string; optional: boolean; choices: Choice[] };

type Question = Exclude<Pending, { kind: "choice" }>;
const askBoth = (kind: Question["kind"]): Record<Side, Question> => ({ fellowship: Object.freeze({ kind, player: "fellowship" }), sauron: Object.freeze({ kind, player: "sauron" }) });
const QUESTIONS: Record<Question["kind"], Record<Side, Question>> = { place: askBoth("place"), move: askBoth("move"), defender: askBoth("defender"), card: askBoth("card") };

/** The pending question `kind` for `player`: one frozen object for each (one is asked at every move of a rollout). */
export const question = (kind: Question["kind"], player: Side): Question => QUESTIONS[kind][player];

export interface LogEntry {
  seq: number;
  turn: number;
  text: string;
  /** Only this side may read the entry (its own placements). */
  only?: Side;
}

export interface GameState {
  game: "confrontation";
  seed: number;
  rng: RngState;
  /** Moves made so far (set-up excluded). */
  turn: number;
  /** Safety stop (not a rule): the game is drawn when `turn` reaches it. */
  maxTurns: number;
  toMove: Side;
  pieces: Piece[];
  hands: Record<Side, Hand>;
  battle: Battle | null;
  pending: Pending | null;
  winner: Side | null;
  over: boolean;
  /** Why the game ended: `frodo-in-mordor`, `frodo-defeated`, `three-in-shire`, `no-move`, `turn-limit`. */
  endReason: string | null;
  log: LogEntry[];
  /** A search's state: `addLog` records nothing (the searches never read the log, and would pay for its strings). */
  quiet?: boolean;
}

export function emptyFlags(): BattleFlags {
  return { noCards: false, openFirst: null, textless: [], voidCard: [], ignoredText: [], zeroStrengthCard: [], strength: {} };
}

/** Makes `f` empty again, in place (a battle's flags are its state's own: `copyState` copies them). */
export function clearFlags(f: BattleFlags): void {
  f.noCards = false;
  f.openFirst = null;
  empty(f.textless);
  empty(f.voidCard);
  empty(f.ignoredText);
  empty(f.zeroStrengthCard);
  // a set strength is rare (Sam): a new record only then
  for (const _ in f.strength) {
    f.strength = {};
    break;
  }
}

export function initialState(seed: number, maxTurns: number, pieces: Piece[], hands: Record<Side, Hand>): GameState {
  return {
    game: "confrontation",
    seed,
    rng: createRng(seed),
    turn: 0,
    maxTurns,
    toMove: "sauron",
    pieces,
    hands,
    battle: null,
    pending: null,
    winner: null,
    over: false,
    endReason: null,
    log: [],
  };
}

/**
 * A copy the engine may change without touching `s`: written out field by field (a search copies a state at every
 * step of its tree). Log entries and the pending question are shared: the engine never changes them in place.
 */
export function copyState(s: GameState): GameState {
  const out: GameState = {
    game: s.game,
    seed: s.seed,
    rng: { seed: s.rng.seed },
    turn: s.turn,
    maxTurns: s.maxTurns,
    toMove: s.toMove,
    pieces: s.pieces.map(copyPiece),
    hands: { fellowship: copyHand(s.hands.fellowship), sauron: copyHand(s.hands.sauron) },
    battle: s.battle && copyBattle(s.battle),
    pending: s.pending,
    winner: s.winner,
    over: s.over,
    endReason: s.endReason,
    log: s.log.slice(),
  };
  if (s.quiet) out.quiet = true;
  return out;
}

const copyPiece = (p: Piece): Piece => ({ id: p.id, side: p.side, card: p.card, region: p.region, revealed: p.revealed, defeated: p.defeated });
const copyHand = (h: Hand): Hand => ({ available: h.available.slice(), used: h.used.slice() });

function copyBattle(b: Battle): Battle {
  const f = b.flags;
  return {
    ...b,
    flags: {
      noCards: f.noCards,
      openFirst: f.openFirst,
      textless: f.textless.slice(),
      voidCard: f.voidCard.slice(),
      ignoredText: f.ignoredText.slice(),
      zeroStrengthCard: f.zeroStrengthCard.slice(),
      strength: { ...f.strength },
    },
    cards: { ...b.cards },
    effective: { ...b.effective },
  };
}

// setting an array's length is a call into the runtime: only when there is something to drop
const empty = (list: unknown[]): void => {
  if (list.length > 0) list.length = 0;
};

/** Where `newGame` puts the piece of this id (`f1`…`f9` first, then `s1`…`s9`), or -1 for another id. */
export function pieceSlot(id: string): number {
  if (id.length !== 2) return -1;
  const n = id.charCodeAt(1) - 49;
  if (n < 0 || n > 8) return -1;
  const side = id.charCodeAt(0);
  return side === 102 ? n : side === 115 ? 9 + n : -1;
}

export function pieceById(s: GameState, id: string): Piece | undefined {
  // looked up at every step of a battle: try the piece's place first, then search
  const at = pieceSlot(id);
  if (at >= 0) {
    const p = s.pieces[at];
    if (p !== undefined && p.id === id) return p;
  }
  for (const p of s.pieces) if (p.id === id) return p;
  return undefined;
}

export function piecesIn(s: GameState, region: string, side?: Side): Piece[] {
  return s.pieces.filter((p) => p.region === region && !p.defeated && (side === undefined || p.side === side));
}

export function addLog(s: GameState, text: string, only?: Side): void {
  if (s.quiet) return;
  s.log.push({ seq: s.log.length + 1, turn: s.turn, text, ...(only ? { only } : {}) });
}
