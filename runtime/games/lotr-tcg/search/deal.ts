/**
 * Determinization: a full, playable state consistent with a player's view (state/view.ts). Every placeholder is dealt
 * a real definition, each player's from his own pool: his deck list (the view's `Known`) minus the definitions of
 * his cards the view shows (in play, on the path, discarded, dead, in the viewer's hand, shown to him). The viewer's
 * own hidden cards are so his draw deck's contents in a random order; another player's are his hand and deck dealt
 * from what he may hold. The rng is a fresh seed.
 *
 * A view at a decision in the middle of a unit keeps the unit as the player saw it (the view of the state before it,
 * its action and answers): that state is dealt, and the unit run again on it up to the decision, so the answer can be
 * applied as any. A unit that comes out otherwise with the cards dealt (a decision the view does not show) is dealt
 * again, a few times at most. An option decision may list its labels in another order (the keys name labels). A
 * unit that shuffles a deck and then draws before its decision (the set-up going on into the first turn) deals the
 * player another hand: such a view is not dealt (the agents then choose without a search).
 */
import type { Decision } from "../../../core/decisions.ts";
import { createRng, nextInt, shuffle, type RngState } from "../../../core/rng.ts";
import { allCards, type CardId, type CardState, type GameState } from "../../../core/state.ts";
import { unitProtocol } from "../../../engine/units.ts";
import { engineOf } from "../engine/library.ts";
import type { EngineExt } from "../engine/types.ts";
import { units } from "../engine/units.ts";
import { lotr, lotrExtWith, ZONES } from "../state/game.ts";
import { HIDDEN, knownOf } from "../state/view.ts";

const { start } = unitProtocol(units);

/** Deals of a unit tried before giving up. */
const TRIES = 8;
const VIEW_SUFFIX = "#view";

/** A full state consistent with `v`, `player`'s view, or why there is none. */
export function deal(v: GameState, player: string, rng: RngState): GameState | string {
  const known = knownOf(v);
  if (!known) return "not a view: it keeps no deck lists";
  const r = engineOf(v).resume;
  if (!r) return dealt(v, known.decks, rng);
  const unit = known.unit;
  if (!unit) return "the view keeps no unit before its pending decision";
  const want = decisionKey(r.decision);
  let why = "";
  for (let t = 0; t < TRIES; t++) {
    const base = dealt(unit.base, known.decks, rng);
    if (typeof base === "string") return base;
    let s: GameState;
    try {
      s = start(base, unit.action, unit.answers, null);
    } catch (e) {
      why = `the unit does not run again: ${(e as Error).message}`;
      continue;
    }
    const got = engineOf(s).resume;
    // the cheap signs of a unit that came out as the player saw it: the decision, the records and ids it made, the pools, his hand
    if (got && decisionKey(seenDecision(got.decision, player)) === want && s.nextId === v.nextId && s.modifiers.length === v.modifiers.length && samePools(s, v) && sameHand(s, v, player)) {
      got.partial = r.partial.slice();
      return s;
    }
    why = "the unit run again does not come to the view's decision";
  }
  return why;
}

/**
 * A decision compared with the view's: an option decision's labels in any order (the starting companions are listed
 * in draw deck order, and the deck is shuffled again with the fresh seed).
 */
function decisionKey(d: Decision): string {
  return JSON.stringify(d.kind === "option" ? { ...d, options: d.options.slice().sort() } : d);
}

const samePools = (s: GameState, v: GameState): boolean => Object.keys(v.pools).every((k) => s.pools[k] === v.pools[k]);

const handOf = (s: GameState, player: string): string =>
  (s.players.find((p) => p.id === player)?.zones[ZONES.hand] ?? []).slice().sort((a, b) => a - b).join();

/** The player's hand is the same cards (a unit that shuffled and drew, as the set-up does, deals him another). */
const sameHand = (s: GameState, v: GameState, player: string): boolean => handOf(s, player) === handOf(v, player);

/** A decision as `player`'s view shows it (state/view.ts `resumeSeen`). */
function seenDecision(d: Decision, player: string): Decision {
  return d.player === player || d.kind === "yes-no" ? d : { ...d, options: [] };
}

/** The view with its placeholders dealt from `decks`, playable from a unit boundary (no unit waiting). */
function dealt(v: GameState, decks: Record<string, string[]>, rng: RngState): GameState | string {
  const cards: Record<CardId, CardState> = {};
  const pools: Record<string, string[]> = {};
  for (const p of v.players) pools[p.id] = decks[p.id]!.slice();
  for (const id of allCards(v)) {
    const c = v.cards[id]!;
    cards[id] = { id, def: c.def, owner: c.owner, zone: c.zone, attachedTo: c.attachedTo, tokens: { ...c.tokens } };
    if (c.def !== HIDDEN && !take(pools[c.owner], c.def)) return `${c.owner} has more ${c.def} than his deck list`;
  }
  for (const p of v.players) {
    const places = [...p.zones[ZONES.drawDeck]!, ...p.zones[ZONES.hand]!].filter((id) => cards[id]!.def === HIDDEN);
    const pool = shuffle(rng, pools[p.id]!);
    if (pool.length !== places.length) return `${p.id} has ${places.length} hidden cards, ${pool.length} unseen in his deck list`;
    places.forEach((id, k) => (cards[id]!.def = pool[k]!));
  }
  const eng = engineOf(v);
  const library = eng.library.endsWith(VIEW_SUFFIX) ? eng.library.slice(0, -VIEW_SUFFIX.length) : eng.library;
  // every field in `createGame`'s order (one hidden class for all states)
  const engine: EngineExt = {
    library,
    players: [eng.players[0], eng.players[1]],
    step: structuredClone(eng.step),
    window: structuredClone(eng.window),
    resume: null,
    positions: { ...eng.positions },
    fierce: eng.fierce,
    checks: false,
    bids: eng.bids,
    maxTurns: eng.maxTurns,
    finalSite: eng.finalSite,
    drawn: eng.drawn,
    cardCount: eng.cardCount,
    history: [],
  };
  const zonesOf = (zs: Record<string, CardId[]>) => {
    const out: Record<string, CardId[]> = {};
    for (const z in zs) out[z] = zs[z]!.slice();
    return out;
  };
  return {
    game: v.game,
    rng: createRng(nextInt(rng, 0x100000000)),
    turn: v.turn,
    phase: v.phase,
    activePlayer: v.activePlayer,
    players: v.players.map((p) => ({ id: p.id, zones: zonesOf(p.zones) })),
    cards,
    zones: zonesOf(v.zones),
    pools: { ...v.pools },
    modifiers: v.modifiers.slice(),
    pending: structuredClone(v.pending),
    log: [],
    nextId: v.nextId,
    thisTurn: v.thisTurn,
    ext: lotrExtWith(lotr(v), engine, true) as unknown as Record<string, unknown>,
  };
}

/** Takes one `def` out of `pool`; false when it holds none. */
function take(pool: string[] | undefined, def: string): boolean {
  const i = pool ? pool.indexOf(def) : -1;
  if (i < 0) return false;
  pool!.splice(i, 1);
  return true;
}
