/**
 * Games and positions before their first step: the cards of two decks dealt (`createGame`, which `newGame` starts),
 * or a position a host sets up itself (`newPosition`, then cards added, a phase window opened).
 */
import { withSource } from "../../../core/env.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { startProcedure } from "../../../core/procedure.ts";
import { nextInt } from "../../../core/rng.ts";
import { applyStatic } from "../../../core/statics.ts";
import { addCard, attachedTo, cardCount, indexZones, player, shareCards, type GameState } from "../../../core/state.ts";
import { createLotrState, lotr, ZONES } from "../state/game.ts";
import { enterPhase } from "../state/phases.ts";
import { engineOf, envFor, registerLibrary } from "./library.ts";
import { phaseOrder, stepAfter } from "./turn.ts";
import type { CardLibrary, Deck, EngineExt, NewGameOptions } from "./types.ts";

// Per definitions record, each id as the record's own key string (keys are interned: looking one up is then cheapest).
const keyStrings = new WeakMap<object, Map<string, string>>();

function keyStringsOf(defs: Record<string, unknown>): Map<string, string> {
  let m = keyStrings.get(defs);
  if (!m) {
    keyStrings.set(defs, (m = new Map()));
    for (const k in defs) m.set(k, k);
  }
  return m;
}

/** Creates each deck's cards in their zones (sites, draw deck, Ring-bearer and The One Ring on him), in that order. */
function deal(state: GameState, o: NewGameOptions, players: readonly string[]): void {
  const keys = keyStringsOf(o.cards.defs);
  const k = (id: string) => keys.get(id) ?? id;
  const ext = lotr(state);
  o.decks.forEach((deck, i) => {
    const p = players[i]!;
    for (const d of deck.sites) addCard(state, k(d), p, ZONES.adventureDeck);
    for (const d of deck.drawDeck) addCard(state, k(d), p, ZONES.drawDeck);
    const rb = addCard(state, k(deck.ringBearer), p, ZONES.characters);
    addCard(state, k(deck.ring), p, ZONES.attached, rb);
    ext.ringBearer[p] = rb;
  });
}

/** The cards of a pair of decks as dealt, kept to be copied into each new game of the pair (see `dealtFor`). */
interface Dealt {
  cards: CardLibrary;
  players: string;
  /** Copies of the decks as they were dealt: a caller may change a deck object between games. */
  decks: [Deck, Deck];
  /** Null until the pair is dealt a second time: decks played once (random decks) are not worth keeping. */
  state: GameState | null;
}

const dealtByDecks = new WeakMap<Deck, WeakMap<Deck, Dealt>>();
// The zones whose lists a game asks for (the index keeps a list up to date only once it is asked for: a draw deck's
// list would cost every draw a copy of it)
const INDEXED_ZONES: readonly string[] = [ZONES.characters, ZONES.support, ZONES.attached, ZONES.adventurePath, ZONES.hand, ZONES.discard];

/**
 * The cards dealt for these decks, from a state made once and copied into every game of the same two decks (the
 * same objects, holding the same cards), library and players: the copy shares the card objects until each is first
 * changed, the index of where they are (the lists of the zones games ask for, built at once), and the definition facts
 * found for them as games go on. A game so starts without making its cards and lists again. Null the first time a
 * pair is seen: that game deals its own.
 */
function dealtFor(o: NewGameOptions, players: string[]): GameState | null {
  const [a, b] = o.decks;
  if (o.decks.length !== 2 || !a || !b) return null;
  let byB = dealtByDecks.get(a);
  if (!byB) dealtByDecks.set(a, (byB = new WeakMap()));
  const key = players.join("\u0000");
  const d = byB.get(b);
  if (!d || d.cards !== o.cards || d.players !== key || !sameDeck(d.decks[0], a) || !sameDeck(d.decks[1], b)) {
    byB.set(b, { cards: o.cards, players: key, decks: [copyDeck(a), copyDeck(b)], state: null });
    return null;
  }
  if (!d.state) {
    const s = createLotrState({ seed: 0, players });
    deal(s, o, players);
    indexZones(s, INDEXED_ZONES);
    d.state = s;
  }
  return d.state;
}

const copyDeck = (d: Deck): Deck => ({ ringBearer: d.ringBearer, ring: d.ring, sites: [...d.sites], drawDeck: [...d.drawDeck] });
const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
const sameDeck = (a: Deck, b: Deck): boolean => a.ringBearer === b.ringBearer && a.ring === b.ring && sameList(a.sites, b.sites) && sameList(a.drawDeck, b.drawDeck);

/** The game `newGame` starts, before its first step runs: cards dealt to their zones, nothing asked yet. */
export function createGame(o: NewGameOptions): GameState {
  registerLibrary(o.cards);
  const players = o.players ?? ["p1", "p2"];
  const state = createLotrState({ seed: o.seed, players });
  const first = nextInt(state.rng, 2);
  const order: [string, string] = first === 0 ? [players[0], players[1]] : [players[1], players[0]];
  const ext = lotr(state);
  ext.freePeoples = order[0];
  state.activePlayer = order[0];
  const dealt = dealtFor(o, players);
  if (dealt) {
    state.cards = shareCards(dealt.cards);
    for (const p of state.players) {
      const from = player(dealt, p.id).zones;
      for (const z in from) p.zones[z] = from[z]!.slice();
    }
    for (const z in dealt.zones) state.zones[z] = dealt.zones[z]!.slice();
    state.nextId = dealt.nextId;
    for (const p of players) ext.ringBearer[p] = lotr(dealt).ringBearer[p]!;
  } else deal(state, o, players);
  const engine: EngineExt = {
    library: o.cards.name,
    players: order,
    step: { kind: "setup" },
    window: null,
    resume: null,
    positions: { [players[0]]: 1, [players[1]]: 1 },
    fierce: false,
    checks: o.checkInvariants ?? false,
    bids: o.bids ?? false,
    maxTurns: o.maxTurns ?? 60,
    finalSite: o.finalSite ?? 7,
    drawn: false,
    cardCount: cardCount(state),
    history: [],
  };
  state.ext.engine = engine;
  log(state, { seed: o.seed, first: order[0], players, seq: nextSeq(state), type: "game-start" });
  const env = envFor(state);
  for (const p of players) {
    const rb = ext.ringBearer[p]!;
    for (const id of [rb, ...attachedTo(state, rb)]) for (const a of (env.defs[state.cards[id]!.def]!.abilities ?? []) as AbilityIR[]) if (a.kind === "static") applyStatic(withSource(env, id), id, a);
  }
  return state;
}

/** What `newPosition` takes: the cards, the two players (the first plays the Free Peoples), and the rules' bounds. */
export interface PositionOptions {
  cards: CardLibrary;
  players: [string, string];
  seed?: number;
  /** Site the fellowship must reach to win (default 9: the whole adventure path). */
  finalSite?: number;
  checkInvariants?: boolean;
}

/**
 * A game with no card dealt and no step run, for a host that sets a position up itself (scenarios): cards are added
 * with `addCard` (then `positionChanged`), a phase is opened with `openPhaseWindow`, and the game goes on from there by
 * `stepLive`, `legalActions` and `apply` like any other.
 */
export function newPosition(o: PositionOptions): GameState {
  registerLibrary(o.cards);
  const state = createLotrState({ seed: o.seed ?? 1, players: o.players });
  lotr(state).freePeoples = o.players[0];
  state.activePlayer = o.players[0];
  const engine: EngineExt = {
    library: o.cards.name,
    players: [o.players[0], o.players[1]],
    step: { kind: "window" },
    window: null,
    resume: null,
    positions: { [o.players[0]]: 1, [o.players[1]]: 1 },
    fierce: false,
    checks: o.checkInvariants ?? false,
    bids: false,
    maxTurns: 60,
    finalSite: o.finalSite ?? 9,
    drawn: false,
    cardCount: 0,
    history: [],
  };
  state.ext.engine = engine;
  return state;
}

/** The position's cards changed (cards added by the host): the engine's count of the game's cards follows. */
export function positionChanged(state: GameState): void {
  engineOf(state).cardCount = cardCount(state);
}

/**
 * The phase starts as a position (no "start of phase" triggers, none of the previous phase's "end of phase" ones): its
 * modifiers' expiry runs, and its action procedure opens, to go on into the turn as the rules do when it ends.
 */
export function openPhaseWindow(state: GameState, phase: string): void {
  const env = envFor(state);
  enterPhase(env, phase);
  const eng = engineOf(state);
  eng.window = { phase, procedure: startProcedure(phaseOrder(env, phase)), then: stepAfter(env, phase) };
  eng.step = { kind: "window" };
}

/** The position: `player` acts next in the phase's action procedure (no pass made). False when the procedure has no place for that player. */
export function setActor(state: GameState, player: string): boolean {
  const w = engineOf(state).window;
  const seat = w ? w.procedure.order.indexOf(player) : -1;
  if (!w || seat < 0) return false;
  w.procedure.turn = seat;
  w.procedure.passes = 0;
  return true;
}

/** The set-up step (bids when asked, site 1, the starting fellowships, hands) runs next: a position of decks becomes a game. */
export function startFromSetup(state: GameState, bids: boolean): void {
  const eng = engineOf(state);
  eng.bids = bids;
  eng.window = null;
  eng.step = { kind: "setup" };
}
