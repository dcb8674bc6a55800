/**
 * LOTR TCG state: zone names, the game-specific fields kept in `state.ext`, and creating a game.
 * The turn structure (a later issue) drives `phase`, `skirmish`, `site` and `freePeoples`.
 */
import { createState, type CardId, type CardState, type GameState } from "../../../core/state.ts";

export const ZONES = {
  drawDeck: "draw-deck",
  hand: "hand",
  discard: "discard",
  deadPile: "dead-pile",
  support: "support",
  /** Companions, allies and minions in play. */
  characters: "characters",
  /** A player's sites not yet on the path. */
  adventureDeck: "adventure-deck",
  /** Shared: the sites played, in order. */
  adventurePath: "adventure-path",
  attached: "attached",
  stacked: "stacked",
  /** An event being played: out of the hand and not yet in the discard pile while its effects resolve. */
  playing: "playing",
} as const;

/** The zones of cards in play. */
export const PLAY_ZONES: readonly string[] = [ZONES.characters, ZONES.support, ZONES.attached, ZONES.adventurePath];
export function inPlay(_state: GameState, c: CardState): boolean {
  // asked thousands of times a game: comparing the (interned) zone names beats a Set lookup
  const z = c.zone;
  return z === ZONES.characters || z === ZONES.attached || z === ZONES.support || z === ZONES.adventurePath;
}

export interface SkirmishState {
  /** The Free Peoples character skirmishing (null once it is gone). */
  companion: CardId | null;
  minions: CardId[];
  cancelled: boolean;
  /** Set by resolution: who won (`free-peoples` | `shadow`), and whether the loser was overwhelmed. */
  winner: "free-peoples" | "shadow" | null;
  /** Triggers that answer once per player per skirmish: the event each answered, by `source:phrase:player` (impl/skirmish-loss.ts). */
  answered: Record<string, number> | undefined;
}

export interface LotrExt {
  /** The player whose fellowship moves this turn (also `state.activePlayer`). */
  freePeoples: string;
  /** Each player's Ring-bearer card id. */
  ringBearer: Record<string, CardId | null>;
  /** Is the Ring-bearer (of the Free Peoples player) wearing The One Ring? */
  ringWorn: boolean;
  /** Site number the fellowship is at. */
  site: number;
  /** The skirmish being resolved, during skirmish phases. */
  skirmish: SkirmishState | null;
  /** Minions assigned to each Free Peoples character for this turn's skirmishes. */
  assignments: Record<CardId, CardId[]>;
  /** Corrupted / killed Ring-bearers end the game: the winner's player id. */
  winner: string | null;
  /** Has the current phase ended (its "at the end of" triggers fired)? A phase ends once; entering a phase sets it false. */
  phaseEnded: boolean;
  /** Resistance set by "make … the Ring-bearer (resistance N)", replacing the printed value. */
  resistanceSet?: Record<CardId, number>;
  /** Characters assigned to a skirmish during turn `turn` (see actions.happened / assignedThisTurn). */
  assignedThisTurn?: { turn: number; cards: CardId[] };
  /** The turn engine's own fields (engine/types.ts `EngineExt`), in games the engine runs. */
  engine?: unknown;
}

/**
 * The fields with other engine fields: `copy` copies what is changed in place (for a state to change), else it is
 * shared. Every field is listed in `createLotrState`'s order (absent ones undefined): the ext of every state then
 * has one hidden class, and the many reads of its fields stay fast.
 */
export function lotrExtWith(x: LotrExt, engine: unknown, copy: boolean): LotrExt {
  let assignments = x.assignments;
  let s = x.skirmish;
  if (copy) {
    assignments = {};
    for (const c in x.assignments) assignments[c] = x.assignments[c]!.slice();
    s = s && { companion: s.companion, minions: s.minions.slice(), cancelled: s.cancelled, winner: s.winner, answered: s.answered && { ...s.answered } };
  }
  const turnCards = x.assignedThisTurn;
  return {
    freePeoples: x.freePeoples,
    ringBearer: copy ? { ...x.ringBearer } : x.ringBearer,
    ringWorn: x.ringWorn,
    site: x.site,
    skirmish: s,
    assignments,
    winner: x.winner,
    // a state saved before the field was kept has none: such a state is saved between phases' units, never inside one
    phaseEnded: x.phaseEnded === true,
    resistanceSet: copy ? x.resistanceSet && { ...x.resistanceSet } : x.resistanceSet,
    assignedThisTurn: copy ? turnCards && { turn: turnCards.turn, cards: turnCards.cards.slice() } : turnCards,
    engine,
  };
}

export function lotr(state: GameState): LotrExt {
  return state.ext as unknown as LotrExt;
}

/**
 * The Ring-bearer of the player in this seat (`state.players[seat]`), or null. Asked after every step: each of the
 * first two seats is read at its own site, which sees one key all game, where a read by a key that varies (a player's
 * id) is a slow lookup each time.
 */
export function ringBearerAt(state: GameState, seat: number): CardId | null {
  const rbs = lotr(state).ringBearer;
  const players = state.players;
  if (seat === 0) return rbs[players[0]!.id] ?? null;
  if (seat === 1) return rbs[players[1]!.id] ?? null;
  return rbs[players[seat]!.id] ?? null;
}

/**
 * Flag property: this ally takes part in archery fire and skirmishes like a companion (an ally also
 * does while the fellowship is at its home site).
 */
export const PARTICIPATES = "participates";

/** Flag property of the game: a modifier (`skip the archery phase`) leaves the archery phase out of the turn. */
export const SKIP_ARCHERY = "skip-phase:archery";

/** Flag property of the game: the Free Peoples player chooses, when the archery phase would start, whether to skip it. */
export const MAY_SKIP_ARCHERY = "may-skip-phase:archery";

/** Events: a companion moves from a site (cards: the companion, the site), once for each companion when the fellowship moves; a skirmish is about to end (cards: its characters). */
export const MOVES_FROM = "character-moves-from";
/** The event of the fellowship moving (counted this turn by core/turn-history.ts: the move limit and `has moved more than once` read it). */
export const MOVED = "move";
export const SKIRMISH_ENDING = "skirmish-ending";

/** Flag property of a character: only the abilities of cards of that side may exert it (`Bearer may be exerted only by Shadow cards`). */
export const exertedOnlyBy = (side: string): string => `exerted-only-by:${side}`;

/** Flag property of a character: it takes no wounds (outside the phase `data.exceptDuring`, when set). */
export const WOUNDS_FORBIDDEN = "wounds-forbidden";

/** Flag property of a minion: it is never roaming (`Nazgûl are not roaming`). */
export const NOT_ROAMING = "not-roaming";

/** Flag property of a card: an opponent's ability may not discard it from play (`Your opponent may not discard your [shire] tales from play`). */
export const DISCARD_PROTECTED = "discard-protected";

/** Flag property of the game: an ability ended the current phase (`end your Shadow phase`): no more actions in it. */
export const PHASE_ENDED = "phase-ended";

/** Flag property of a character: no burden may be removed while it is the Ring-bearer (Black Breath). */
export const CANNOT_REMOVE_BURDENS = "cannot-remove-burdens";

/** Flag property of a site: while the fellowship is there, the turn has no assignment and skirmish phases. */
export const NO_SKIRMISH_PHASES = "no-skirmish-phases";

export const FREE_PEOPLES = "free-peoples";
export const SHADOW = "shadow";
export const TWILIGHT = "twilight";

export interface NewLotrGame {
  seed: number;
  players: string[];
}

export function createLotrState(o: NewLotrGame): GameState {
  const state = createState({
    game: "lotr-tcg",
    seed: o.seed,
    players: o.players,
    playerZones: [ZONES.drawDeck, ZONES.hand, ZONES.discard, ZONES.deadPile, ZONES.support, ZONES.characters, ZONES.adventureDeck],
    sharedZones: [ZONES.adventurePath],
    pools: [TWILIGHT],
  });
  // every field, in `lotrExtWith`'s order
  const ext: LotrExt = {
    freePeoples: o.players[0] ?? "",
    ringBearer: Object.fromEntries(o.players.map((p) => [p, null])),
    ringWorn: false,
    site: 1,
    skirmish: null,
    assignments: {},
    winner: null,
    phaseEnded: false,
    resistanceSet: undefined,
    assignedThisTurn: undefined,
    engine: undefined,
  };
  state.ext = ext as unknown as Record<string, unknown>;
  return state;
}

/** The Free Peoples player this turn and the Shadow players (everyone else). */
export function freePeoplesPlayer(state: GameState): string {
  return lotr(state).freePeoples;
}

export function shadowPlayers(state: GameState): string[] {
  const fp = lotr(state).freePeoples;
  const out: string[] = [];
  for (const p of state.players) if (p.id !== fp) out.push(p.id);
  return out;
}
