/**
 * Game state: plain JSON-serialisable data, game-agnostic.
 *
 * Cards are kept by instance id: a creation number from 100 up (`100`, `101` …). Integer keys are
 * kept as array elements by JavaScript engines, so the record is read fast and enumerates in creation
 * order; three digits or more keep an id apart from the small counts a log also shows. Ids are numbers,
 * not strings: a string key is converted to an index on every read, which cost the engine about an
 * eighth of its time. Each card names its definition id and sits in one zone. Zones are
 * ordered lists, per player (`draw-deck`, `hand`, …) or shared (`adventure-path`). A card attached
 * to another (a possession on its bearer) or stacked on it sits in the `attached` / `stacked` zone
 * with `attachedTo` set. Games keep their own fields (current skirmish, Ring-bearer …) in `ext`.
 */
import { createRng, type RngState } from "./rng.ts";
import type { ModifierRecord } from "./modifiers.ts";
import type { GameEvent } from "./events.ts";
import type { LogEntry } from "./log.ts";
import { emptyHistory, type TurnHistory } from "./turn-history.ts";

export type ZoneName = string;

/** A card instance's id: its creation number. */
export type CardId = number;

export interface CardState {
  /** Instance id: its creation number (`112`). */
  id: CardId;
  /** Definition id (`1R13`). */
  def: string;
  owner: string;
  zone: ZoneName;
  /** Card this one is attached to or stacked on (zone `attached` / `stacked`). */
  attachedTo: CardId | null;
  /** Tokens on the card: `wound`, `burden`, … */
  tokens: Record<string, number>;
}

export interface PlayerState {
  id: string;
  zones: Record<ZoneName, CardId[]>;
}

export interface GameState {
  game: string;
  rng: RngState;
  turn: number;
  /** Current phase id (`fellowship`, `skirmish` …), null before the game starts. */
  phase: string | null;
  activePlayer: string;
  players: PlayerState[];
  cards: Record<CardId, CardState>;
  /** Shared zones (`adventure-path`). */
  zones: Record<ZoneName, CardId[]>;
  /** Shared token pools (`twilight`). */
  pools: Record<string, number>;
  modifiers: ModifierRecord[];
  /** Events announced but not yet carried out ("is about to" windows). */
  pending: GameEvent[];
  log: LogEntry[];
  /** The next creation number (of cards, modifier records and events). */
  nextId: number;
  /** How many times each event has happened this turn (core/turn-history.ts). */
  thisTurn: TurnHistory;
  /** Game-specific fields. */
  ext: Record<string, unknown>;
  /** Which players play together (core/teams.ts); absent, each player is a team of his own. Never changed in a game. */
  teams?: readonly (readonly string[])[];
}

/** Zones attached and stacked cards live in (not listed per player; found by `attachedTo`). */
export const ATTACHED = "attached";
export const STACKED = "stacked";

/** Creation numbers start here (see the note at the top). */
const FIRST_ID = 100;

export interface NewGame {
  game: string;
  seed: number;
  players: string[];
  /** Zone names every player has. */
  playerZones: ZoneName[];
  sharedZones?: ZoneName[];
  pools?: string[];
  teams?: readonly (readonly string[])[];
}

/** A record with each name set to `value()`, in order (a loop: `Object.fromEntries` costs several times more, and every game makes a few). */
function recordOf<T>(names: readonly string[], value: () => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const n of names) out[n] = value();
  return out;
}

export function createState(opts: NewGame): GameState {
  const zones = (names: ZoneName[]) => recordOf(names, (): CardId[] => []);
  const state: GameState = {
    game: opts.game,
    rng: createRng(opts.seed),
    turn: 0,
    phase: null,
    activePlayer: opts.players[0] ?? "",
    players: opts.players.map((id) => ({ id, zones: zones(opts.playerZones) })),
    cards: newCards(),
    zones: zones(opts.sharedZones ?? []),
    pools: recordOf(opts.pools ?? [], () => 0),
    modifiers: [],
    pending: [],
    log: [],
    nextId: FIRST_ID,
    thisTurn: emptyHistory(0),
    ext: {},
  };
  if (opts.teams) state.teams = opts.teams;
  return state;
}

export function player(state: GameState, id: string): PlayerState {
  // a loop, not `find` with a closure: asked at almost every zone read
  for (const p of state.players) if (p.id === id) return p;
  throw new Error(`no player '${id}'`);
}

export function card(state: GameState, id: CardId): CardState {
  const c = state.cards[id];
  if (!c) throw new Error(`no card '${id}'`);
  return c;
}

/**
 * Copy-on-write card records: `shareCards` makes a new `cards` record sharing the card objects of
 * the old one; both then copy a card before its first change (`writable`). A record never shared
 * is changed in place. A list by id marks the cards a record has copied (and so owns) since sharing.
 *
 * What is kept about a record (that list, its index below) is kept on the record under symbol keys, as properties
 * that are not enumerable: its JSON, spreading and deep equality never see them. A WeakMap keyed by records, which
 * live a short while, costs V8's young-generation collector much more.
 */
const OWN = Symbol("own copies");
const INDEX = Symbol("card index");
// the ids a record has copied, as `true` by id (an array slot read and written where a Set hashes)
type OwnCopies = (true | undefined)[];
type KeptRecord = Record<CardId, CardState> & { [OWN]?: OwnCopies; [INDEX]?: CardIndex };

/** Sets a slot of the record (made not enumerable, the first time). */
function keep<K extends typeof OWN | typeof INDEX>(cards: Record<CardId, CardState>, key: K, value: KeptRecord[K]): void {
  if (key in cards) (cards as KeptRecord)[key] = value;
  else Object.defineProperty(cards, key, { value, writable: true, enumerable: false, configurable: true });
}

/** An empty `cards` record, its slots made at once (in one order: records keep one hidden class). */
function newCards(): Record<CardId, CardState> {
  const cards: Record<CardId, CardState> = {};
  keep(cards, OWN, undefined);
  keep(cards, INDEX, undefined);
  return cards;
}

export function shareCards(cards: Record<CardId, CardState>): Record<CardId, CardState> {
  keep(cards, OWN, []);
  const ix = cards === lastCards ? lastIndex : (cards as KeptRecord)[INDEX];
  const next = newCards();
  // a loop, not `Object.assign`, which takes a slow path on a record with integer keys and symbol slots (about
  // 1,800 instructions a card, against some 150)
  if (ix) for (const id of ix.all) next[id] = cards[id]!;
  else for (const id in cards) next[id] = cards[id]!;
  keep(next, OWN, []);
  keep(next, INDEX, ix ? copyIndex(ix) : undefined);
  lastOwner = null;
  return next;
}

// The last record whose own copies were asked about, to skip reading its slot on the next ask.
let lastOwner: Record<CardId, CardState> | null = null;
let lastOwn: OwnCopies | undefined;

function ownCopies(cards: Record<CardId, CardState>): OwnCopies | undefined {
  if (cards !== lastOwner) {
    lastOwner = cards;
    lastOwn = (cards as KeptRecord)[OWN];
  }
  return lastOwn;
}

function writable(state: GameState, id: CardId): CardState {
  const c = card(state, id);
  const own = ownCopies(state.cards);
  if (!own || own[id]) return c;
  // fields listed in `addCard`'s order (not spread): copies keep the hidden class of the cards they copy
  const copy: CardState = { id: c.id, def: c.def, owner: c.owner, zone: c.zone, attachedTo: c.attachedTo, tokens: { ...c.tokens } };
  state.cards[id] = copy;
  own[id] = true;
  return copy;
}

/** The ordered list a zone keeps, or null for attached/stacked cards. */
function zoneList(state: GameState, owner: string, zone: ZoneName): CardId[] | null {
  if (zone === ATTACHED || zone === STACKED) return null;
  // the player's zones first (most moves are between them): a read by a zone's name is slow, one read a zone when it is the player's
  const p = player(state, owner);
  const own = p.zones[zone];
  if (own !== undefined) return own;
  return state.zones[zone] ?? (p.zones[zone] = []);
}

/**
 * Where the cards are, derived from a `cards` record: ids by zone and by the card they are attached
 * to or stacked on, in creation order (the record's key order). Built when first asked, then kept
 * up to date by `addCard` and `moveCard` (the only ways a card changes zone). A list handed out is
 * never changed afterwards (it is replaced when a card comes or goes), so a caller may hold it while
 * cards move; a list nobody has been handed since it was made is changed in place.
 */
interface CardIndex {
  all: CardId[];
  /** By zone number (`zoneNumber`), the list of each zone asked about so far (made when first asked, then kept up to date). */
  byZone: (Kept | undefined)[];
  /** By zone number, then by the bearer's id; the inner lists are replaced, never changed, once built. */
  onCard: ((readonly CardId[] | undefined)[] | undefined)[];
  /** Is the outer list of `onCard` this index's own (not shared with a copy)? By zone number. */
  onCardOwn: boolean[];
  /**
   * Cards in any of several zones (their `keep` is null), by the list of zones asked for: the lists asked for, and
   * their answers at the same places. A game asks with a few constant lists: found by identity in a short loop, not
   * hashed in a map.
   */
  inZonesKeys: (readonly ZoneName[])[];
  inZones: Kept[];
  /** `keptCards` answers by the kind's slot, kept up to date card by card as cards enter or leave their zones. */
  kept: (Kept | undefined)[];
  /** By zone number, the lists that zone is one of (a card moving changes only those). */
  watching: (Kept[] | undefined)[];
  /** `fixedFact` answers by kind (its `slot`), then by creation number, shared with the record's copies until one of them adds a card. */
  fixed: unknown[][];
  fixedShared: boolean;
  /** Public spans (see `secretZones`): by card id, where in the log the card last left a secret zone, and last entered one. */
  shownAt: number[];
  hiddenAt: number[];
  /** Are `shownAt` and `hiddenAt` shared with a copy of the index (then copied before a change)? */
  spansShared: boolean;
}

/** Fixed facts of a card (its definition, its owner) a `keptCards` list is picked by. */
export type Keep<T> = (state: GameState, id: CardId, arg: T) => boolean;

interface Kept {
  /** By zone number: is the zone one of the list's? */
  zones: boolean[];
  keep: Keep<never> | null;
  arg: unknown;
  /** The slot of `keep`'s answers among the index's fact tables (see `KeptKind`); -1 with no `keep`. */
  answers: number;
  ids: CardId[];
  /** Has the list been handed out (or shared with a copy of the index) since it was made? Then it is replaced, not changed. */
  lent: boolean;
}

const NONE: readonly CardId[] = [];
const UNWATCHED: readonly Kept[] = [];

// Zone names by number, for the index's lists by zone (an array slot read where a name would be hashed).
const zoneNumbers = new Map<ZoneName, number>();

function zoneNumber(zone: ZoneName): number {
  let n = zoneNumbers.get(zone);
  if (n === undefined) zoneNumbers.set(zone, (n = zoneNumbers.size));
  return n;
}

// Cards on a card are asked for by the attached zone almost always (a bearer's items and conditions).
const ATTACHED_ZONE = zoneNumber(ATTACHED);

function zoneFlags(zones: Iterable<ZoneName>): boolean[] {
  const flags: boolean[] = [];
  for (const z of zones) flags[zoneNumber(z)] = true;
  return flags;
}

// The last record asked about, to skip reading the slot on the next ask (usually the same record).
let lastCards: Record<CardId, CardState> | null = null;
let lastIndex: CardIndex | null = null;

function indexOf(state: GameState): CardIndex {
  if (state.cards === lastCards) return lastIndex!;
  const cached = (state.cards as KeptRecord)[INDEX];
  if (cached) {
    lastCards = state.cards;
    lastIndex = cached;
    return cached;
  }
  const ix: CardIndex = { all: [], byZone: [], onCard: [], onCardOwn: [], inZonesKeys: [], inZones: [], kept: [], watching: [], fixed: [], fixedShared: false, shownAt: [], hiddenAt: [], spansShared: false };
  // the record's values, not its keys: keys are strings
  for (const c of Object.values(state.cards)) {
    const id = c.id;
    ix.all.push(id);
    if (c.attachedTo !== null) {
      const z = zoneNumber(c.zone);
      const m = (ix.onCard[z] ??= []) as CardId[][];
      ix.onCardOwn[z] = true;
      const l = m[c.attachedTo];
      if (l) l.push(id);
      else m[c.attachedTo] = [id];
    }
  }
  keep(state.cards, INDEX, ix);
  lastCards = state.cards;
  lastIndex = ix;
  return ix;
}

/** An index for a copy of the record: the lists are shared, so both indexes' lists are marked lent (replaced at their next change). */
function copyIndex(ix: CardIndex): CardIndex {
  const copies = new Map<Kept, Kept>();
  const copy = (m: Kept): Kept => {
    m.lent = true;
    const c: Kept = { zones: m.zones, keep: m.keep, arg: m.arg, answers: m.answers, ids: m.ids, lent: true };
    copies.set(m, c);
    return c;
  };
  const byZone = ix.byZone.map((m) => m && copy(m));
  const inZones = ix.inZones.map(copy);
  const kept = ix.kept.map((m) => m && copy(m));
  const watching = ix.watching.map((l) => l && l.map((m) => copies.get(m)!));
  ix.fixedShared = true;
  ix.onCardOwn = [];
  ix.spansShared = true;
  return {
    all: ix.all.slice(),
    byZone,
    onCard: ix.onCard.slice(),
    onCardOwn: [],
    inZonesKeys: ix.inZonesKeys.slice(),
    inZones,
    kept,
    watching,
    fixed: ix.fixed,
    fixedShared: true,
    shownAt: ix.shownAt,
    hiddenAt: ix.hiddenAt,
    spansShared: true,
  };
}

/** Starts keeping a list up to date (see `reindex`). */
function watch(ix: CardIndex, m: Kept): Kept {
  m.zones.forEach((isIn, z) => {
    if (isIn) (ix.watching[z] ??= []).push(m);
  });
  return m;
}

/** Hands a list out: from now on it is replaced, not changed. */
function lend(m: Kept): readonly CardId[] {
  m.lent = true;
  return m.ids;
}

/** Drops the card from a kept list (in place, unless the list has been handed out: then from a copy). */
function drop(m: Kept, id: CardId): void {
  const i = placeOf(m.ids, id);
  if (i >= m.ids.length || m.ids[i] !== id) return;
  if (m.lent) {
    m.ids = m.ids.slice();
    m.lent = false;
  }
  const l = m.ids;
  for (let j = i + 1; j < l.length; j++) l[j - 1] = l[j]!;
  l.pop();
}

/** The first place in a list in creation order whose card is not older than `id` (binary search). */
function placeOf(l: readonly CardId[], id: CardId): number {
  let lo = 0;
  let hi = l.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (l[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds the card to a kept list in creation order (in place, unless the list has been handed out). */
function add(m: Kept, id: CardId): void {
  const l = m.ids;
  const lo = placeOf(l, id);
  if (m.lent) {
    m.ids = withCard(l, lo, id);
    m.lent = false;
    return;
  }
  l.push(id);
  for (let j = l.length - 1; j > lo; j--) l[j] = l[j - 1]!;
  l[lo] = id;
}

/** Two lists in creation order as one. */
function merged(a: readonly CardId[], b: readonly CardId[]): CardId[] {
  const out: CardId[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i]! < b[j]! ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** A copy of the list with the card put at `at`. */
function withCard(l: readonly CardId[], at: number, id: CardId): CardId[] {
  const out = l.slice(0, at);
  out.push(id);
  for (let j = at; j < l.length; j++) out.push(l[j]!);
  return out;
}

function withoutCard(l: readonly CardId[], id: CardId): readonly CardId[] {
  const i = l.indexOf(id);
  if (i < 0) return l;
  const out = l.slice(0, i);
  for (let j = i + 1; j < l.length; j++) out.push(l[j]!);
  return out;
}

const cardsOnIn = (ix: CardIndex, zone: number, bearer: CardId): readonly CardId[] => ix.onCard[zone]?.[bearer] ?? NONE;

/** Sets the list of cards on a bearer (a new list: lists by bearer are handed out as they are). */
function setOnCard(ix: CardIndex, zone: number, bearer: CardId, ids: readonly CardId[]): void {
  let m = ix.onCard[zone];
  // the list by bearer is copied once after the index is (the index's copies share it)
  if (!ix.onCardOwn[zone]) {
    ix.onCard[zone] = m = m ? m.slice() : [];
    ix.onCardOwn[zone] = true;
  }
  m![bearer] = ids;
}

/** Keeps the record's index (if it has one) up to date with a card that was added (`from` null) or moved. */
function reindex(state: GameState, c: CardState, fromZone: ZoneName | null, fromBearer: CardId | null): void {
  const ix = state.cards === lastCards ? lastIndex : (state.cards as KeptRecord)[INDEX];
  if (!ix) return;
  const id = c.id;
  const to = zoneNumber(c.zone);
  const from = fromZone === null ? -1 : fromZone === c.zone ? to : zoneNumber(fromZone);
  if (from < 0) {
    ix.all.push(id);
    // the new card's number may be another card's in a copy
    if (ix.fixedShared) {
      ix.fixed = ix.fixed.map((t) => t.slice());
      ix.fixedShared = false;
    }
  } else if (fromBearer !== null) setOnCard(ix, from, fromBearer, withoutCard(cardsOnIn(ix, from, fromBearer), id));
  if (c.attachedTo !== null) {
    const on = cardsOnIn(ix, to, c.attachedTo);
    let at = 0;
    while (at < on.length && on[at]! < id) at++;
    setOnCard(ix, to, c.attachedTo, withCard(on, at, id));
  }
  if (from === to) return;
  const secret = secretOf(state.game);
  if (secret !== null && from >= 0 && secret[from] !== secret[to]) noteSpan(state, ix, id, secret[to] === true);
  // only the lists one of the two zones is in change: a list the card leaves, a list it enters (if it keeps it)
  if (from >= 0) for (const m of ix.watching[from] ?? UNWATCHED) if (m.zones[to] !== true) drop(m, id);
  for (const m of ix.watching[to] ?? UNWATCHED) {
    if (from >= 0 && m.zones[from] === true) continue;
    if (m.keep === null || keeps(state, ix, m, id)) add(m, id);
  }
}

// The zones whose cards some player may not see, by game, as flags by zone number (see `secretZones`).
const secretByGame = new Map<string, boolean[]>();
let lastGame: string | null = null;
let lastSecret: boolean[] | null = null;

function secretOf(game: string): boolean[] | null {
  if (game !== lastGame) {
    lastGame = game;
    lastSecret = secretByGame.get(game) ?? null;
  }
  return lastSecret;
}

/**
 * Declares the zones of a game whose cards some player may not see (a hand, a draw deck): the card index then notes,
 * card by card, where in the log the card last came out of such a zone and last went into one (`publicSpans`), so a
 * view can tell the entries written while a card was public from those written while it was hidden.
 */
export function secretZones(game: string, zones: readonly ZoneName[]): void {
  secretByGame.set(game, zoneFlags(zones));
  lastGame = null;
}

function noteSpan(state: GameState, ix: CardIndex, id: CardId, hidden: boolean): void {
  if (ix.spansShared) {
    ix.shownAt = ix.shownAt.slice();
    ix.hiddenAt = ix.hiddenAt.slice();
    ix.spansShared = false;
  }
  (hidden ? ix.hiddenAt : ix.shownAt)[id] = state.log.length;
}

/**
 * Where each card's last public span lies in the log, by card id (read only): `shownAt`, the log's length when it
 * last came out of a secret zone; `hiddenAt`, its length when it last went into one. The entries from `shownAt` up to
 * `hiddenAt` (the entry written as it went, included) were written while the card was public. Unknown (undefined) for
 * a move made before the record's index was (a state read back from JSON): such a card's span is not known.
 */
export function publicSpans(state: GameState): { readonly shownAt: readonly number[]; readonly hiddenAt: readonly number[] } {
  const ix = indexOf(state);
  return { shownAt: ix.shownAt, hiddenAt: ix.hiddenAt };
}

/** Does the kept list's `keep` take the card? Asked once per card family (the answers are kept with the fact tables). */
function keeps(state: GameState, ix: CardIndex, m: Kept, id: CardId): boolean {
  const table = (ix.fixed[m.answers] ??= []) as (boolean | undefined)[];
  let yes = table[id];
  if (yes === undefined) table[id] = yes = (m.keep as Keep<unknown>)(state, id, m.arg);
  return yes;
}

/** The list of a zone, in creation order: made from every card the first time the zone is asked about. */
function zoneKept(state: GameState, ix: CardIndex, zone: ZoneName): Kept {
  const z = zoneNumber(zone);
  let m = ix.byZone[z];
  if (m === undefined) {
    const found: CardId[] = [];
    for (const id of ix.all) if (state.cards[id]!.zone === zone) found.push(id);
    ix.byZone[z] = m = watch(ix, { zones: zoneFlags([zone]), keep: null, arg: null, answers: -1, ids: found, lent: false });
  }
  return m;
}

/**
 * Builds the index's lists of these zones in one pass over the cards, for a record that many copies are made of
 * (`shareCards`): a copy starts with the lists it would otherwise build one zone at a time, each by reading every card.
 */
export function indexZones(state: GameState, zones: readonly ZoneName[]): void {
  const ix = indexOf(state);
  const lists = new Map<ZoneName, CardId[]>();
  for (const z of zones) if (ix.byZone[zoneNumber(z)] === undefined) lists.set(z, []);
  for (const id of ix.all) lists.get(state.cards[id]!.zone)?.push(id);
  for (const [z, ids] of lists) ix.byZone[zoneNumber(z)] = watch(ix, { zones: zoneFlags([z]), keep: null, arg: null, answers: -1, ids, lent: false });
}

/** Every card id in creation order. Read only. */
export function allCards(state: GameState): readonly CardId[] {
  return indexOf(state).all;
}

/** How many cards the state holds (cards are never removed). */
export function cardCount(state: GameState): number {
  return indexOf(state).all.length;
}

/**
 * Ids of the cards in any of these zones (every owner, attached cards included), in creation order.
 * Read only. Pass the same (constant) list each time: its answer is kept up to date under that key.
 */
export function cardsInZones(state: GameState, zones: readonly ZoneName[]): readonly CardId[] {
  const ix = indexOf(state);
  if (zones.length === 1) return lend(zoneKept(state, ix, zones[0]!));
  const keys = ix.inZonesKeys;
  for (let i = 0; i < keys.length; i++) if (keys[i] === zones) return lend(ix.inZones[i]!);
  return lend(newInZones(state, ix, zones));
}

function newInZones(state: GameState, ix: CardIndex, zones: readonly ZoneName[]): Kept {
  let ids: CardId[] = [];
  for (const z of zones) ids = merged(ids, zoneKept(state, ix, z).ids);
  const m = watch(ix, { zones: zoneFlags(zones), keep: null, arg: null, answers: -1, ids, lent: false });
  ix.inZonesKeys.push(zones);
  ix.inZones.push(m);
  return m;
}

/** A list of cards the index keeps (`keptCards`): its zones, its test, and its slot in every card index. */
export interface KeptKind<T> {
  readonly slot: number;
  /** The table of `keep`'s answers by card id among the index's fact tables (`fixed`): a card is tested once per card family. */
  readonly answers: number;
  readonly zones: readonly ZoneName[];
  readonly keep: Keep<T>;
}

let keptKinds = 0;
// slots of the fact tables (`fixed`): fact kinds' and kept kinds' answers
let factKinds = 0;

/**
 * A new kind of kept list, made once (at module level, or once per argument it is asked with): each kind takes a slot
 * in every card index, read by number where a key would be looked up in a hash table.
 */
export function keptKind<T>(zones: readonly ZoneName[], keep: Keep<T>): KeptKind<T> {
  return { slot: keptKinds++, answers: factKinds++, zones, keep };
}

/**
 * The ids of `cardsInZones(state, kind.zones)` that `kind.keep` accepts, in creation order. Picked once per card
 * index; then a card entering those zones is tested alone, and one leaving is dropped. `keep`'s answer for a card is
 * kept for its card family (`cardDefsToken`: the games of a deal), so `keep` must read only what never changes about a
 * card (its definition, its owner), and `arg` only what is the same in every game (pass one argument per kind: a kind
 * asked with another argument answers for the first).
 */
export function keptCards<T>(state: GameState, kind: KeptKind<T>, arg: T): readonly CardId[] {
  const ix = indexOf(state);
  return lend(ix.kept[kind.slot] ?? newKept(state, ix, kind, arg));
}

// Apart from `keptCards`: a closure there would make V8 allocate its variables' context on every call.
function newKept<T>(state: GameState, ix: CardIndex, kind: KeptKind<T>, arg: T): Kept {
  const m: Kept = { zones: zoneFlags(kind.zones), keep: kind.keep as Keep<never>, arg, answers: kind.answers, ids: [], lent: false };
  m.ids = cardsInZones(state, kind.zones).filter((id) => keeps(state, ix, m, id));
  return (ix.kept[kind.slot] = watch(ix, m));
}

/** A kind of fact `fixedFact` keeps: how it is found from a definition id, and its own table in each index. */
export interface FactKind<T, A> {
  readonly slot: number;
  readonly find: (def: string, arg: A) => T | undefined;
  /** The fact tables this kind's table was last taken from, and that table (games read one index for long). */
  tables: unknown[][] | null;
  table: unknown[];
}

/** A new kind of fact, made once (at module level): each kind takes a table in every card index. */
export function factKind<T, A>(find: (def: string, arg: A) => T | undefined): FactKind<T, A> {
  return { slot: factKinds++, find, tables: null, table: [] };
}

/**
 * The facts of a kind found so far for the state's cards, by card id (read only; a fact not found yet is missing: ask
 * `fixedFact`). A loop over many cards reads its facts from the table, one array slot each.
 */
export function factTable<T, A>(state: GameState, kind: FactKind<T, A>): readonly (T | undefined)[] {
  const ix = indexOf(state);
  if (kind.tables === ix.fixed) return kind.table as (T | undefined)[];
  const table = ix.fixed[kind.slot] ?? (ix.fixed[kind.slot] = []);
  kind.tables = ix.fixed;
  kind.table = table;
  return table as (T | undefined)[];
}

/**
 * What never changes about a card, found by the kind's `find` from its definition id (and `arg`, the same all game)
 * the first time it is asked, then remembered for the record and its copies. Undefined (no such card, or `find` found
 * nothing) is asked again.
 */
export function fixedFact<T, A>(state: GameState, id: CardId, kind: FactKind<T, A>, arg: A): T | undefined {
  const table = factTable(state, kind) as (T | undefined)[];
  let v = table[id];
  if (v === undefined) {
    const c = state.cards[id];
    if (c) table[id] = v = kind.find(c.def, arg);
  }
  return v;
}

/**
 * An object that stays the same while the cards of the state, and of the copies that share its card index, keep the
 * definitions they have: an answer decided by a card's definition may be kept by card id under it (`fixedFact`'s tables
 * are this object's).
 */
export function cardDefsToken(state: GameState): object {
  return indexOf(state).fixed;
}

/** The last deal made under a key (see `shareDeal`): its definition ids by card id, how many cards, its fact tables. */
interface Deal {
  defs: string[];
  count: number;
  fixed: unknown[][];
}
const deals = new WeakMap<object, Deal>();

/**
 * Lets a new game share the fact tables (and so every answer kept by card id for its card family) of the last game
 * dealt under `key` (its compiled cards: the definitions and handlers the facts are found from) when it holds the
 * same definitions at the same ids: games of the same decks, whose cards are made in deck order before any shuffle,
 * then find each card's facts once, not once a game. Called once the game's cards are made; a card made later copies
 * the tables first (see `reindex`).
 */
export function shareDeal(state: GameState, key: object): void {
  const ix = indexOf(state);
  const last = deals.get(key);
  if (last && last.count === ix.all.length && ix.all.every((id) => state.cards[id]!.def === last.defs[id])) {
    ix.fixed = last.fixed;
    ix.fixedShared = true;
    return;
  }
  const defs: string[] = [];
  for (const id of ix.all) defs[id] = state.cards[id]!.def;
  ix.fixedShared = true;
  deals.set(key, { defs, count: ix.all.length, fixed: ix.fixed });
}

/** Creates a card instance at the end (bottom) of a zone, or attached to a card. */
export function addCard(state: GameState, def: string, owner: string, zone: ZoneName, attachedTo: CardId | null = null): CardId {
  const id = state.nextId++;
  state.cards[id] = { id, def, owner, zone, attachedTo, tokens: {} };
  reindex(state, state.cards[id], null, null);
  const own = ownCopies(state.cards);
  if (own) own[id] = true;
  zoneList(state, owner, zone)?.push(id);
  return id;
}

export interface MoveOptions {
  /** Put the card first in the list (top of a deck) instead of last. */
  top?: boolean;
  attachedTo?: CardId | null;
  /** Keep its tokens (default: tokens are cleared when a card changes zone). */
  keepTokens?: boolean;
}

// The tokens of a card that has none, shared: a token record is never changed in place but for a kind it holds (`addTokens`).
const NO_TOKENS: Record<string, number> = {};

export function moveCard(state: GameState, id: CardId, zone: ZoneName, opts: MoveOptions = {}): void {
  const c = writable(state, id);
  const wasZone = c.zone;
  const wasBearer = c.attachedTo;
  const from = zoneList(state, c.owner, c.zone);
  if (from) {
    const i = from.indexOf(id);
    // a draw takes the first card: `shift` drops it without moving the others (V8 trims the list's start)
    if (i === 0) from.shift();
    else if (i > 0) {
      // a loop, not `splice` (a builtin call that costs more than moving the few cards after it)
      for (let j = i + 1; j < from.length; j++) from[j - 1] = from[j]!;
      from.pop();
    }
  }
  c.zone = zone;
  c.attachedTo = opts.attachedTo ?? null;
  if (!opts.keepTokens) c.tokens = NO_TOKENS;
  const to = zoneList(state, c.owner, zone);
  if (to) {
    if (opts.top) to.unshift(id);
    else to.push(id);
  }
  reindex(state, c, wasZone, wasBearer);
}

/** Cards in a player's zone (or a shared zone), in order. */
export function cardsIn(state: GameState, owner: string, zone: ZoneName): CardId[] {
  // `slice`, not a spread (which goes through the iteration protocol's checks first)
  const shared = state.zones[zone];
  if (shared !== undefined) return shared.slice();
  return (player(state, owner).zones[zone] ?? []).slice();
}

/** Cards attached to (or stacked on) a card. */
export function attachedTo(state: GameState, id: CardId, zone: ZoneName = ATTACHED): CardId[] {
  return cardsOn(state, id, zone).slice();
}

/** `attachedTo` without the copy: read only. */
export function cardsOn(state: GameState, id: CardId, zone: ZoneName = ATTACHED): readonly CardId[] {
  return cardsOnIn(indexOf(state), zone === ATTACHED ? ATTACHED_ZONE : zoneNumber(zone), id);
}

export function tokens(state: GameState, id: CardId, kind: string): number {
  return card(state, id).tokens[kind] ?? 0;
}

export function addTokens(state: GameState, id: CardId, kind: string, n: number): void {
  const c = writable(state, id);
  const was = c.tokens[kind] ?? 0;
  const next = Math.max(0, was + n);
  if (was !== 0 && next !== 0) c.tokens[kind] = next;
  else if (next !== was) c.tokens = withTokens(c.tokens, kind, next);
}

/**
 * The tokens with `kind` set to `n` (left out at 0), in a new record whose kinds are in sorted order. Records with
 * the same kinds then share one hidden class, whatever order the kinds came in: a read of a kind by name
 * (`tokens.wound`) sees a few classes and stays fast. Adding kinds in place in either order, and deleting them,
 * made many.
 */
function withTokens(t: Record<string, number>, kind: string, n: number): Record<string, number> {
  const kinds = Object.keys(t).filter((k) => k !== kind);
  if (n !== 0) kinds.push(kind);
  const out: Record<string, number> = {};
  for (const k of kinds.sort()) out[k] = k === kind ? n : t[k]!;
  return out;
}

export function otherPlayers(state: GameState, id: string): string[] {
  return state.players.filter((p) => p.id !== id).map((p) => p.id);
}
