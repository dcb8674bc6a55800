/**
 * What a player may know of a LOTR TCG game: `view(state, player)` is a state the engine's machinery reads as it reads
 * any (`envFor`, `pendingDecision`, `legalActions` for the player to act), in which every card the player may not
 * know is a placeholder (definition `HIDDEN_DEF`, no tokens). The view is a copy: changing it leaves the state as it was
 * (modifier records, never changed once made, are shared), unless asked to share the state's public parts (`share`).
 *
 * Hidden: every draw deck, one's own too (its order is unknown: a shuffled deck is face down), and the hands of the
 * other players; the cards a pending decision of the player offers are shown to him (he looks at them to choose), the
 * options of another player's decision are not. Public: the cards in play (characters, support, attached, stacked),
 * the discard and dead piles, the adventure path and the adventure decks (sites are chosen, not shuffled), the
 * twilight pool, tokens, and how many cards each hand and draw deck holds. Bids are secret until revealed, as the
 * engine already keeps them (a secret answer is logged when the rules reveal it).
 *
 * A hidden card's id says nothing: each player's hidden cards are dealt that player's hidden ids again in ascending
 * order, the draw deck's places first, so which id is in hand and which in the deck is the same whatever the cards
 * are. The log, the modifiers and the pending events name a hidden card by `HIDDEN_ID`. The rng is replaced (it would
 * tell the next shuffles), the replay data (the state before a pending unit, the history of actions) is left out, so
 * a view is read, not played on. Like the Confrontation's view, a view has no memory: a card revealed earlier is
 * hidden again once back in a hand or deck.
 *
 * For a search to deal a full state again (../search/deal.ts) a view keeps what the player knows besides (`Known`):
 * each player's deck list (the decks are the game record's), and a pending unit as the player saw it happen: his view
 * of the state before it (a card he has seen since is shown there too), its action and the answers so far.
 */
import { copyData } from "../../../core/copy-data.ts";
import type { Answer } from "../../../core/decisions.ts";
import type { LogEntry } from "../../../core/log.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import { cardsSeen, dealHidden, decksOf, stateSeen, renamed, resumeSeen, viewLibraryOf, HIDDEN_ID, type Hidden } from "../../../engine/views.ts";
import { engineOf, libraryOf, registerLibrary } from "../engine/library.ts";
import type { Action, CardLibrary, EngineExt } from "../engine/types.ts";
import { lotr, lotrExtWith, ZONES } from "./game.ts";

export { HIDDEN, HIDDEN_DEF, HIDDEN_ID } from "../../../engine/views.ts";

/** The zones that may hold hidden cards, in the order their places are dealt hidden ids; a hand is seen by its owner. */
const SECRET: readonly string[] = [ZONES.drawDeck, ZONES.hand];

// Each library's copy with the placeholder definition.
const viewLibraries = new WeakMap<CardLibrary, CardLibrary>();

/** The cards `player` looks at to answer his own pending decision. */
function shownTo(state: GameState, player: string): readonly CardId[] {
  const d = engineOf(state).resume?.decision;
  return d?.kind === "cards" && d.player === player ? d.options : [];
}

/** The cards hidden from `player`: every draw deck's and the other players' hands', but those he is shown (and, with `now`, those hidden in it too). */
function hiddenFrom(state: GameState, player: string, now?: Hidden): Hidden {
  const shown = shownTo(state, player);
  const hidden: (true | undefined)[] = [];
  for (const p of state.players) {
    for (const z of SECRET) {
      if (z === ZONES.hand && p.id === player) continue;
      for (const id of p.zones[z] ?? []) if (!shown.includes(id) && (!now || now[id])) hidden[id] = true;
    }
  }
  return hidden;
}

/** What a view keeps for a search to deal a full state again; nothing `player` may not know. */
export interface Known {
  player: string;
  /** Each player's cards by definition id, sorted: his deck list (every card is made at set-up). */
  decks: Record<string, string[]>;
  /** The unit waiting for an answer as `player` saw it: his view of the state before it, its action, the answers so far. */
  unit: { base: GameState; action: Action | null; answers: Answer[] } | null;
}

/** What the view `v` keeps for a search (undefined: not a view). */
export const knownOf = (v: GameState): Known | undefined => (engineOf(v) as EngineExt & { known?: Known }).known;

/**
 * The pending unit as `player` saw it: the state before it viewed with only the cards hidden then and now hidden (a
 * card drawn or looked at since is where it was), the action and answers naming its hidden cards by their ids there
 * (the starting companions are chosen by their place in the unshuffled deck, whose order is the deck list's).
 * None while secret bids may be among the answers (set-up with bids).
 */
function unitSeen(state: GameState, player: string, now: Hidden): Known["unit"] {
  const r = engineOf(state).resume;
  if (!r || r.base === null || (engineOf(state).bids && state.turn === 0)) return null;
  const before = r.base as GameState;
  // before the set-up's shuffle every draw deck is in its deck list's order: nothing is hidden yet
  const hidden = engineOf(before).step.kind === "setup" ? [] : hiddenFrom(before, player, now);
  const dealt: CardId[] = [];
  const base = seen(before, player, hidden, false, undefined, dealt);
  const named = (id: CardId): CardId => dealt[id] ?? id;
  const answers = r.answers.map((a) => (Array.isArray(a) ? a.map(named) : a));
  return { base, action: r.action && renamed(r.action, named, NOT_CARDS), answers };
}

export interface ViewOptions {
  /** Keep the log (default true). Agents read none: without it a view costs the same early and late in a game. */
  log?: boolean;
  /** Keep what a search needs to deal a full state again (`Known`; default true): agents that do not search read none. */
  known?: boolean;
  /**
   * Share the state's public cards and lists instead of copying them (default false): a view much cheaper to make,
   * to be read before the state changes again and never changed, as an agent that does not search reads the view
   * it is handed at each step. Only without `known`.
   */
  share?: boolean;
}

export function view(state: GameState, player: string, o: ViewOptions = {}): GameState {
  const hidden = hiddenFrom(state, player);
  const known = o.known === false ? undefined : { player, decks: decksOf(state), unit: unitSeen(state, player, hidden) };
  return seen(state, player, hidden, o.log !== false, known, undefined, o.share === true && !known);
}

/** The view hiding `hidden`; `dealt` is told the id each hidden card is dealt (by its own id). */
function seen(state: GameState, player: string, hidden: Hidden, withLog: boolean, known: Known | undefined, dealt?: CardId[], share = false): GameState {
  const seenCards = cardsSeen(state, hidden, share);
  const players = state.players.map((p) => dealHidden(p, hidden, SECRET, seenCards, dealt, share));
  const cards = seenCards.cards;
  const zones: Record<string, CardId[]> = {};
  for (const z in state.zones) zones[z] = share ? state.zones[z]! : state.zones[z]!.slice();
  const named = (id: CardId): CardId => (hidden[id] ? HIDDEN_ID : id);
  const eng = engineOf(state);
  const engine: EngineExt = {
    ...eng,
    library: viewLibraryOf(viewLibraries, libraryOf(state), registerLibrary).name,
    players: [eng.players[0], eng.players[1]],
    step: share ? eng.step : copyData(eng.step),
    window: share ? eng.window : copyData(eng.window),
    // a view without the log has no entries before the unit
    resume: eng.resume && resumeSeen(eng.resume, player, hidden, withLog ? eng.resume.baseLog : 0, share),
    positions: share ? eng.positions : { ...eng.positions },
    history: [],
    ...(known ? { known } : {}),
  };
  const seen = stateSeen(state, { players, cards, zones, ext: lotrExtWith(lotr(state), engine, !share) as unknown as Record<string, unknown> }, named);
  if (withLog) seen.log = state.log.map((e) => renamed(e, named, NOT_CARDS) as LogEntry);
  return seen;
}

// Fields holding a creation number that is not a card's (numbers from 100 up are ids: state.ts): kept as they are.
const NOT_CARDS = new Set(["id", "seq", "seed"]);
