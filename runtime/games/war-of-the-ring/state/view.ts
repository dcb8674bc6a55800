/**
 * What a deck may know of a game: `view(state, player)` is a state the engine reads as it reads any, in which every
 * card the player may not know is a placeholder (definition `hidden`, no tokens). Hidden: every draw deck (its order is
 * unknown, the player's own too), and the other decks' hands, cycle piles and eliminated piles (face down; teammates'
 * hands are secret too). The options of the player's own pending decision are shown to him. Public: the cards in play,
 * the locations (the path deck, the battleground decks, the active locations, the scoring areas), tokens, corruption,
 * and how many cards each zone holds.
 *
 * A hidden card's id says nothing: each deck's hidden cards are dealt that deck's hidden ids again in ascending order,
 * zone by zone, so which id is where is the same whatever the cards are. The log, the modifiers and the pending events
 * name a hidden card -1; the rng and the replay data are left out, so a view is read, not played on.
 */
import { copyData } from "../../../core/copy-data.ts";
import type { CardDef } from "../../../core/cards.ts";
import type { LogEntry } from "../../../core/log.ts";
import type { ModifierRecord } from "../../../core/modifiers.ts";
import { allCards, type CardId, type CardState, type GameState, type PlayerState } from "../../../core/state.ts";
import { modifiedFlag } from "../../../core/modifiers.ts";
import { engineOf, envFor, libraryOf, registerNamed, type Library } from "../engine/library.ts";
import type { EngineExt, Resume } from "../engine/types.ts";
import { copyWotrExt, mayLookAtTopProp, wotr, ZONES } from "./game.ts";

export const HIDDEN = "hidden";
export const HIDDEN_DEF: CardDef = { id: HIDDEN, title: "a hidden card", type: "hidden", keywords: [] };
export const HIDDEN_ID = -1;

const ALWAYS_SECRET: readonly string[] = [ZONES.drawDeck];
const SECRET_FROM_OTHERS: readonly string[] = [ZONES.hand, ZONES.cyclePile, ZONES.eliminated];
const SECRET_ZONES: readonly string[] = [ZONES.drawDeck, ZONES.hand, ZONES.cyclePile, ZONES.eliminated];

const viewLibraries = new WeakMap<Library, Library>();

function viewLibrary(lib: Library): Library {
  let v = viewLibraries.get(lib);
  if (!v) {
    v = { name: `${lib.name}#view`, defs: { ...lib.defs, [HIDDEN]: HIDDEN_DEF }, compiled: lib.compiled, rules: lib.rules };
    viewLibraries.set(lib, v);
    registerNamed(v);
  }
  return v;
}

function hiddenFrom(state: GameState, player: string): (true | undefined)[] {
  const d = engineOf(state).resume?.decision;
  const shown: CardId[] = d?.kind === "cards" && d.player === player ? d.options.slice() : [];
  // a deck allowed to look at the top card of its draw deck sees it
  const top = state.players.find((p) => p.id === player)?.zones[ZONES.drawDeck]?.[0];
  if (top !== undefined && modifiedFlag(envFor(state), null, mayLookAtTopProp(player), false)) shown.push(top);
  const hidden: (true | undefined)[] = [];
  for (const p of state.players)
    for (const z of SECRET_ZONES) {
      if (!ALWAYS_SECRET.includes(z) && (p.id === player || !SECRET_FROM_OTHERS.includes(z))) continue;
      for (const id of p.zones[z] ?? []) if (!shown.includes(id)) hidden[id] = true;
    }
  return hidden;
}

function dealHidden(p: PlayerState, hidden: readonly (true | undefined)[], cards: Record<CardId, CardState>): PlayerState {
  const zones: Record<string, CardId[]> = {};
  const ids: CardId[] = [];
  for (const z in p.zones) {
    const known: CardId[] = [];
    for (const id of p.zones[z]!) {
      if (hidden[id]) ids.push(id);
      else known.push(id);
    }
    zones[z] = known;
  }
  ids.sort((a, b) => a - b);
  let next = 0;
  for (const z of SECRET_ZONES) {
    const list = zones[z];
    if (!list) continue;
    for (let n = p.zones[z]!.length - list.length; n > 0; n--) {
      const id = ids[next++]!;
      cards[id]!.zone = z;
      list.push(id);
    }
  }
  return { id: p.id, zones };
}

const NOT_CARDS = new Set(["id", "seq", "seed", "round", "vp", "n", "cards", "corruption", "skulls", "shields", "uncancelled", "attack"]);

function renamed<T>(v: T, named: (id: CardId) => CardId, key = ""): T {
  if (typeof v === "number") return (NOT_CARDS.has(key) ? v : named(v)) as T;
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => renamed(x, named, key)) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = renamed((v as Record<string, unknown>)[k], named, k);
  return out as T;
}

function modifierSeen(m: ModifierRecord, named: (id: CardId) => CardId): ModifierRecord {
  const t = m.targets;
  const source = m.source === null ? null : named(m.source);
  const targets = "cards" in t && t.cards.some((id) => named(id) !== id) ? { cards: t.cards.map(named) } : t;
  return source === m.source && targets === t ? m : { ...m, source, targets };
}

function resumeSeen(r: Resume, player: string, hidden: readonly (true | undefined)[]): Resume {
  const d = r.decision;
  const decision = d.player === player ? copyData(d) : d.kind === "yes-no" ? { ...d } : { ...d, options: [] };
  return { base: null, baseLog: 0, action: null, answers: [], decision, partial: r.partial.filter((id) => !hidden[id]) };
}

/** Each deck's cards by definition id, sorted (every card is made at set-up: the deck lists are public). */
function decksOf(state: GameState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of state.players) out[p.id] = [];
  for (const id of allCards(state)) out[state.cards[id]!.owner]?.push(state.cards[id]!.def);
  for (const p in out) out[p]!.sort();
  return out;
}

export interface ViewOptions {
  /** Keep the log (default true). */
  log?: boolean;
}

export function view(state: GameState, player: string, o: ViewOptions = {}): GameState {
  const hidden = hiddenFrom(state, player);
  const cards: Record<CardId, CardState> = {};
  for (const id of allCards(state)) {
    const c = state.cards[id]!;
    cards[id] = hidden[id]
      ? { id, def: HIDDEN, owner: c.owner, zone: "", attachedTo: null, tokens: {} }
      : { id, def: c.def, owner: c.owner, zone: c.zone, attachedTo: c.attachedTo, tokens: { ...c.tokens } };
  }
  const players = state.players.map((p) => dealHidden(p, hidden, cards));
  const zones: Record<string, CardId[]> = {};
  for (const z in state.zones) zones[z] = state.zones[z]!.slice();
  const named = (id: CardId): CardId => (hidden[id] ? HIDDEN_ID : id);
  const eng = engineOf(state);
  const engine: EngineExt = {
    library: viewLibrary(libraryOf(state)).name,
    resume: eng.resume && resumeSeen(eng.resume, player, hidden),
    history: [],
    checks: false,
    cardCount: eng.cardCount,
    known: { player, decks: decksOf(state) },
  };
  const out: GameState = {
    game: state.game,
    rng: { seed: 0 },
    turn: state.turn,
    phase: state.phase,
    activePlayer: state.activePlayer,
    players,
    cards,
    zones,
    pools: { ...state.pools },
    modifiers: state.modifiers.map((m) => modifierSeen(m, named)),
    pending: state.pending.map((e) => ({ ...copyData(e), cards: e.cards.map(named) })),
    log: o.log === false ? [] : state.log.map((e) => renamed(e, named) as LogEntry),
    nextId: state.nextId,
    thisTurn: state.thisTurn,
    ext: { wotr: copyWotrExt(wotr(state)), engine },
  };
  if (state.teams) out.teams = state.teams;
  return out;
}
