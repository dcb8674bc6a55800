/**
 * The parts of a card game's view (what one player may know of a state) that do not depend on the game: the
 * placeholder of a hidden card, the cards' record with placeholders, a player's hidden cards dealt his hidden ids again
 * in ascending order (so which id is where says nothing), and the rules' records and log with every hidden card named
 * `HIDDEN_ID`. A game says which cards are hidden from whom, and which of its zones may hold them.
 */
import type { CardDef, CardDefs } from "../core/cards.ts";
import { copyData } from "../core/copy-data.ts";
import type { Decision } from "../core/decisions.ts";
import type { GameEvent } from "../core/events.ts";
import type { LogEntry } from "../core/log.ts";
import type { ModifierRecord } from "../core/modifiers.ts";
import { allCards, cardDefsToken, publicSpans, type CardId, type CardState, type GameState, type PlayerState } from "../core/state.ts";
import { historyShared } from "../core/turn-history.ts";
import type { Resume } from "./units.ts";

/** The definition id of a card the player may not know. */
export const HIDDEN = "hidden";
export const HIDDEN_DEF: CardDef = { id: HIDDEN, title: "a hidden card", type: "hidden", keywords: [] };
/** How the log and the rules' records name a hidden card. */
export const HIDDEN_ID = -1;

/** Which cards are hidden, by id (an array slot read where a set would hash: a view is made at every agent's step). */
export type Hidden = readonly (true | undefined)[];

/** A library's copy with the placeholder definition, made once per library and registered under its own name (states name their library). */
export function viewLibraryOf<L extends { name: string; defs: CardDefs }>(cache: WeakMap<L, L>, lib: L, register: (v: L) => void): L {
  let v = cache.get(lib);
  if (!v) {
    v = { ...lib, name: `${lib.name}#view`, defs: { ...lib.defs, [HIDDEN]: HIDDEN_DEF } };
    cache.set(lib, v);
    register(v);
  }
  return v;
}

/** The cards of a view, and each owner's hidden cards' ids, ascending (the order `dealHidden` deals them in). */
export interface CardsSeen {
  cards: Record<CardId, CardState>;
  hiddenIds: Map<string, CardId[]>;
}

/**
 * The view's cards: a fresh record (not `shareCards`: its card index and the definition facts kept with it are the
 * view's own), made in id order (the record's fast order). A public card is a copy, a hidden card a placeholder with
 * no zone yet (`dealHidden` puts it in one). With `share` (a shared view: read before the state changes again, never
 * changed, as an agent reads the view it is handed at every step) a public card is the state's own object, and a
 * hidden card is left for `dealHidden` to place.
 */
export function cardsSeen(state: GameState, hidden: Hidden, share = false): CardsSeen {
  const cards: Record<CardId, CardState> = {};
  const hiddenIds = new Map<string, CardId[]>();
  // a player's cards are made one after another: the owner of the card before is asked again
  let owner = "";
  let ids: CardId[] = [];
  for (const id of allCards(state)) {
    const c = state.cards[id]!;
    if (hidden[id]) {
      if (!share) cards[id] = { id, def: HIDDEN, owner: c.owner, zone: "", attachedTo: null, tokens: {} };
      if (c.owner !== owner) {
        owner = c.owner;
        const known = hiddenIds.get(owner);
        if (!known) hiddenIds.set(owner, (ids = []));
        else ids = known;
      }
      ids.push(id);
    } else cards[id] = share ? c : { id, def: c.def, owner: c.owner, zone: c.zone, attachedTo: c.attachedTo, tokens: { ...c.tokens } };
  }
  return { cards, hiddenIds };
}

// The placeholders of shared views, by owner, zone and id: one object for each (it never changes).
const placeholders = new Map<string, Map<string, CardState[]>>();

function placeholdersIn(owner: string, zone: string): CardState[] {
  let byZone = placeholders.get(owner);
  if (!byZone) placeholders.set(owner, (byZone = new Map()));
  let byId = byZone.get(zone);
  if (!byId) byZone.set(zone, (byId = []));
  return byId;
}

const NO_IDS: readonly CardId[] = [];

/**
 * A player's zones with his hidden cards replaced by the placeholders in `seen`: his hidden ids, in ascending order,
 * go to the hidden places zone by zone in `secret`'s order, each zone's known cards first. `dealt` is told the id each
 * hidden card is dealt (by its own id). With `share` the zones without hidden cards are the player's own lists, and
 * the placeholders the shared ones.
 */
export function dealHidden(p: PlayerState, hidden: Hidden, secret: readonly string[], seen: CardsSeen, dealt?: CardId[], share = false): PlayerState {
  const zones: Record<string, CardId[]> = {};
  for (const z in p.zones) {
    const from = p.zones[z]!;
    if (!secret.includes(z)) zones[z] = share ? from : from.slice();
    else zones[z] = from.filter((id) => !hidden[id]);
  }
  // a player's hidden cards are in his secret zones
  const sorted = seen.hiddenIds.get(p.id) ?? NO_IDS;
  // the k-th hidden place (in `secret`'s order) is dealt the k-th smallest id
  if (dealt) secret.flatMap((z) => (p.zones[z] ?? []).filter((id) => hidden[id])).forEach((id, k) => (dealt[id] = sorted[k]!));
  const cards = seen.cards;
  let next = 0;
  for (const z of secret) {
    const list = zones[z];
    if (!list) continue;
    const shared = share ? placeholdersIn(p.id, z) : null;
    for (let n = p.zones[z]!.length - list.length; n > 0; n--) {
      const id = sorted[next++]!;
      if (shared) cards[id] = shared[id] ??= { id, def: HIDDEN, owner: p.id, zone: z, attachedTo: null, tokens: {} };
      else cards[id]!.zone = z;
      list.push(id);
    }
  }
  return { id: p.id, zones };
}

/**
 * The pending decision as `player` may know it: his own in full, another player's without its options; the replay
 * data (the state before the unit, the answers so far) is the engine's, not a player's. `baseLog`: where the unit's
 * entries begin in the view's log (0 for a view without the log); `share`: the player's own decision is the state's.
 */
export function resumeSeen<A>(r: Resume<A>, player: string, hidden: Hidden, baseLog: number, share = false): Resume<A> {
  const d = r.decision;
  const decision: Decision = d.player === player ? (share ? d : copyData(d)) : d.kind === "yes-no" ? { ...d } : { ...d, options: [] };
  return { base: null, baseLog, action: null, answers: [], decision, partial: r.partial.filter((id) => !hidden[id]) };
}

/** A modifier record as a view has it: the same record (never changed once made) unless it names a hidden card. */
export function modifierSeen(m: ModifierRecord, named: (id: CardId) => CardId): ModifierRecord {
  const t = m.targets;
  const source = m.source === null ? null : named(m.source);
  const targets = "cards" in t && t.cards.some((id) => named(id) !== id) ? { cards: t.cards.map(named) } : t;
  return source === m.source && targets === t ? m : { ...m, source, targets };
}

/** A pending event as a view has it: its cards and source, a hidden one named `HIDDEN_ID`. */
export function eventSeen(e: GameEvent, named: (id: CardId) => CardId): GameEvent {
  return { ...copyData(e), cards: e.cards.map(named), ...(e.source != null ? { source: named(e.source) } : {}) };
}

/**
 * The view's state around what the game hid: its players, cards, zones and extension; the rest (turn, phase, pools,
 * the turn's history, the teams, which are public) as the state has it, modifiers and pending events renamed, the log
 * empty for the caller to fill (`logSeen`) or leave empty.
 */
export function stateSeen(
  state: GameState,
  seen: Pick<GameState, "players" | "cards" | "zones" | "ext">,
  named: (id: CardId) => CardId,
): GameState {
  historyShared(state);
  const out: GameState = {
    game: state.game,
    rng: { seed: 0 },
    turn: state.turn,
    phase: state.phase,
    activePlayer: state.activePlayer,
    players: seen.players,
    cards: seen.cards,
    zones: seen.zones,
    pools: { ...state.pools },
    modifiers: state.modifiers.map((m) => modifierSeen(m, named)),
    pending: state.pending.map((e) => eventSeen(e, named)),
    log: [],
    nextId: state.nextId,
    thisTurn: state.thisTurn,
    ext: seen.ext,
  };
  if (state.teams) out.teams = state.teams;
  return out;
}

// Deck lists by the state's card family (core/state.ts `cardDefsToken`: the same definitions at the same ids), for shared views.
const decksByCards = new WeakMap<object, Record<string, string[]>>();

/**
 * Each player's cards by definition id, sorted: his deck list (every card is made at set-up: the deck lists are public).
 * With `share`, the lists a shared view holds (found once for the state's card family; never to be changed).
 */
export function decksOf(state: GameState, share = false): Record<string, string[]> {
  if (share) {
    const token = cardDefsToken(state);
    let decks = decksByCards.get(token);
    if (!decks) decksByCards.set(token, (decks = decksOf(state)));
    return decks;
  }
  const decks: Record<string, string[]> = {};
  for (const p of state.players) decks[p.id] = [];
  for (const id of allCards(state)) decks[state.cards[id]!.owner]?.push(state.cards[id]!.def);
  for (const p in decks) decks[p]!.sort();
  return decks;
}

/**
 * A copy of a plain record with every card id in it passed through `named` (nested records and lists too); the
 * fields in `notCards` hold numbers that are not card ids (sequence numbers, seeds, counts) and are kept as they are.
 */
export function renamed<T>(v: T, named: (id: CardId) => CardId, notCards: ReadonlySet<string>, key = ""): T {
  if (typeof v === "number") return (notCards.has(key) ? v : named(v)) as T;
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => renamed(x, named, notCards, key)) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = renamed((v as Record<string, unknown>)[k], named, notCards, k);
  return out as T;
}

// What a view's log names of a card hidden now (see `logSeen`): its definition id, by the view and the card's id.
const logged = new WeakMap<GameState, Record<CardId, string>>();

/**
 * The log as a view has it: an entry names a card hidden from the player `HIDDEN_ID`, unless the entry was written
 * while the card was public (core/state.ts `publicSpans`): a card played face up keeps its id in the entries about it
 * once it is back in a hand or a pile face down, and the view tells what it was (`loggedDef`). A kept id names the
 * card as it was then; the view's card of that id is a placeholder dealt as every hidden card is.
 */
export function logSeen(state: GameState, view: GameState, hidden: Hidden, notCards: ReadonlySet<string>): LogEntry[] {
  const { shownAt, hiddenAt } = publicSpans(state);
  const log = state.log;
  const out: LogEntry[] = new Array(log.length);
  const defs: Record<CardId, string> = {};
  let k = 0;
  const named = (id: CardId): CardId => {
    if (!hidden[id]) return id;
    const from = shownAt[id];
    const to = hiddenAt[id];
    if (from === undefined || to === undefined || k < from || k > to) return HIDDEN_ID;
    defs[id] = state.cards[id]!.def;
    return id;
  };
  for (; k < log.length; k++) out[k] = renamed(log[k]!, named, notCards);
  logged.set(view, defs);
  return out;
}

/** The definition id of a card hidden from the view's player that its log names (an entry written while it was public). */
export function loggedDef(view: GameState, id: CardId): string | undefined {
  return logged.get(view)?.[id];
}
