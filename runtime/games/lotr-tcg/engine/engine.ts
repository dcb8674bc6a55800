/**
 * The LOTR TCG turn engine as pure step functions over plain data:
 *
 *   newGame({ seed, decks, cards }) → state;  legalActions(state) → Action[];
 *   apply(state, action) → a NEW state (the input is never changed);  isOver / winner.
 *
 * Every choice a rule or card text asks for is a decision answered by an action from
 * `legalActions` (`pendingDecision` says what is asked). A decision met in the middle of a unit
 * (an action and the rules after it) does not suspend JavaScript: the state returned shows the unit
 * carried out up to the decision, and keeps the state from before the unit; once answered, the
 * unit is replayed from there with all the answers so far (the rng lives in the state, so the
 * replay is exact). `engineOf(state).history` lists every action applied: with the seed, it
 * replays the game (`replay`).
 */
import { logAnswer, loggedWhenGiven, onlyAnswer, type Answer, type Chooser, type Decision } from "../../../core/decisions.ts";
import { withSource, type Env } from "../../../core/env.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import type { AbilityObserver } from "../../../core/observer.ts";
import { applyStatic } from "../../../core/statics.ts";
import { log, nextSeq, type LogEntry } from "../../../core/log.ts";
import { actor, acted, passed, startProcedure } from "../../../core/procedure.ts";
import { addCard, allCards, attachedTo, cardCount, cardDefsToken, indexZones, moveCard, player, shareCards, type GameState, type CardId } from "../../../core/state.ts";
import { nextInt } from "../../../core/rng.ts";
import { checkGameEnd, diesOfWounds } from "../state/actions.ts";
import { createLotrState, lotr, lotrExtWith, ringBearerAt, ZONES } from "../state/game.ts";
import { violations } from "./invariants.ts";
import { factsOf, knownFacts } from "./facts.ts";
import { activeInPlay, engineOf, envFor, registerLibrary } from "./library.ts";
import { perform, playerActions } from "./moves.ts";
import { charactersInPlay, phaseOrder, runStep, stepAfter } from "./turn.ts";
import { enterPhase } from "../state/phases.ts";
import type { Action, CardLibrary, Deck, EngineExt, NewGameOptions, Resume } from "./types.ts";

export type { Action, CardLibrary, Deck, NewGameOptions } from "./types.ts";

class NeedDecision {
  constructor(readonly decision: Decision) {}
}

/** Answers from the list in order; a decision with only one possible answer is answered without asking. */
function replayChooser(state: GameState, answers: Answer[]): Chooser {
  let next = 0;
  const take = (d: Decision): Answer => {
    if (next >= answers.length) throw new NeedDecision(d);
    const a = answers[next++]!;
    if (loggedWhenGiven(d)) logAnswer(state, d, a);
    return a;
  };
  return {
    cards(d) {
      if (onlyAnswer(d)) return d.max <= 0 ? [] : d.options.slice();
      const a = take(d);
      if (!Array.isArray(a)) throw new Error(`answer ${JSON.stringify(a)} does not fit a card decision`);
      return a;
    },
    yesNo(d) {
      const a = take(d);
      if (typeof a !== "boolean") throw new Error(`answer ${JSON.stringify(a)} does not fit a yes/no decision`);
      return a;
    },
    option(d) {
      if (d.options.length <= 1) return 0;
      const a = take(d);
      if (typeof a !== "number") throw new Error(`answer ${JSON.stringify(a)} does not fit an option decision`);
      return a;
    },
  };
}

const mapValues = <T, U>(o: Record<string, T>, f: (v: T) => U): Record<string, U> => {
  const out: Record<string, U> = {};
  for (const k in o) out[k] = f(o[k]!);
  return out;
};

/** Deep copy of plain data (objects, arrays, primitives: what a state holds); faster than structuredClone. */
function copyData<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map(copyData) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copyData((v as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * The engine's fields with another waiting unit and history: `copy` copies what is changed in place (for a state
 * to change), else it is shared. The fields are listed in `newGame`'s order, so they keep one hidden class.
 */
function engineWith(e: EngineExt, resume: Resume | null, history: Action[], copy: boolean): EngineExt {
  return {
    library: e.library,
    players: copy ? [e.players[0], e.players[1]] : e.players,
    step: copy ? copyData(e.step) : e.step,
    window: copy ? copyData(e.window) : e.window,
    resume,
    positions: copy ? { ...e.positions } : e.positions,
    fierce: e.fierce,
    checks: e.checks,
    bids: e.bids,
    maxTurns: e.maxTurns,
    finalSite: e.finalSite,
    drawn: e.drawn,
    cardCount: e.cardCount,
    history,
  };
}

/**
 * The state with another log and other engine fields, the rest shared (or, with `copy`, copied as `cloneState`
 * says). Fields are listed in `createState`'s order, so that every state has one hidden class.
 */
function stateWith(s: GameState, entries: LogEntry[], engine: EngineExt, copy: boolean): GameState {
  return {
    game: s.game,
    rng: copy ? { ...s.rng } : s.rng,
    turn: s.turn,
    phase: s.phase,
    activePlayer: s.activePlayer,
    players: copy ? s.players.map((p) => ({ id: p.id, zones: mapValues(p.zones, (z) => z.slice()) })) : s.players,
    cards: copy ? shareCards(s.cards) : s.cards,
    zones: copy ? mapValues(s.zones, (z) => z.slice()) : s.zones,
    pools: copy ? { ...s.pools } : s.pools,
    modifiers: copy ? s.modifiers.slice() : s.modifiers,
    pending: copy ? copyData(s.pending) : s.pending,
    log: entries,
    nextId: s.nextId,
    ext: lotrExtWith(lotr(s), engine, copy) as unknown as Record<string, unknown>,
  };
}

/**
 * Copies a state for changing: zones, pools and game fields are copied, cards copy-on-write; the append-only
 * log and history and the modifier records (never changed once made) are shared entry by entry.
 * The copy's `resume` is null (its caller starts a new unit), so the waiting unit is not copied.
 */
function cloneState(state: GameState): GameState {
  const eng = engineOf(state);
  return stateWith(state, state.log.slice(), engineWith(eng, null, eng.history.slice(), true), true);
}

// Cards are never removed and keep their owner and definition: the answer holds for the cards of a card index's fact
// tables (`cardDefsToken`: a game, its copies, and the other games of its deal) while no card is added. Kept for the
// last two (games alternate between the deals of two seatings), not in a WeakMap: the key is asked about after every step.
interface Rings {
  token: object | null;
  count: number;
  /** By seat: the player the answer is for, and their ring (a slot read where a player's id would be hashed). */
  owners: (string | undefined)[];
  rings: (CardId | null)[];
}
let lastRings: Rings = { token: null, count: -1, owners: [], rings: [] };
let ringsBefore: Rings = lastRings;

/** The answers for the state's cards. */
function ringsOf(state: GameState): Rings {
  const token = cardDefsToken(state);
  const count = cardCount(state);
  if (lastRings.token !== token || lastRings.count !== count) {
    const was = lastRings;
    lastRings = ringsBefore.token === token && ringsBefore.count === count ? ringsBefore : { token, count, owners: [], rings: [] };
    ringsBefore = was;
  }
  return lastRings;
}

/** The The One Ring of player `p` (in `seat`): the first such card by creation order, or null. */
function theOneRing(state: GameState, rings: Rings, seat: number, p: string): CardId | null {
  if (rings.owners[seat] === p) return rings.rings[seat]!;
  let ring: CardId | null = null;
  // the index's list, in creation order
  for (const id of allCards(state)) {
    if (state.cards[id]!.owner === p && factsOf(state, id).type === "the-one-ring") {
      ring = id;
      break;
    }
  }
  rings.owners[seat] = p;
  rings.rings[seat] = ring;
  return ring;
}

/** After every step: deaths (wounds ≥ vitality), The One Ring goes with the Ring-bearer, game end. */
function settle(env: Env): void {
  const cards = env.state.cards;
  // only characters are in the characters zone, and they are in play: whether each is active is read from the facts
  // table, read once (`checkCharacterDeath` asks the rules, which look the facts up again)
  const known = knownFacts(env.state);
  for (const id of charactersInPlay(env)) {
    const c = cards[id]!;
    if (c.tokens.wound && activeInPlay(env.state, c, known[id] ?? factsOf(env.state, id))) diesOfWounds(env, id);
  }
  const players = env.state.players;
  const rings = ringsOf(env.state);
  for (let seat = 0; seat < players.length; seat++) {
    const p = players[seat]!.id;
    const rb = ringBearerAt(env.state, seat);
    if (!rb || cards[rb]?.zone !== ZONES.characters) continue;
    const ring = theOneRing(env.state, rings, seat, p);
    if (ring && cards[ring]!.attachedTo !== rb) moveCard(env.state, ring, ZONES.attached, { attachedTo: rb, keepTokens: true });
  }
  checkGameEnd(env);
}

export function isOver(state: GameState): boolean {
  return lotr(state).winner !== null || engineOf(state).drawn;
}

export function winner(state: GameState): string | null {
  return lotr(state).winner;
}

/** Runs the rules until players must act (an action procedure), a decision, or the end. */
function advance(env: Env): void {
  const eng = engineOf(env.state);
  while (!isOver(env.state) && eng.step.kind !== "window") {
    runStep(env);
    settle(env);
  }
}

/**
 * The log entry of a player action: the entry's own `type` is "action", and the action's type is kept as `action`,
 * then the action's other fields in order. Written out for the actions players take (a spread copy costs some 900
 * instructions).
 */
function actionEntry(state: GameState, a: Action): LogEntry {
  const seq = nextSeq(state);
  if (a.type === "play" || a.type === "heal-by-discard") return { action: a.type, player: a.player, card: a.card, seq, type: "action" };
  if (a.type === "use") return { action: a.type, player: a.player, card: a.card, ability: a.ability, seq, type: "action" };
  const { type, ...rest } = a;
  return { action: type, ...rest, seq, type: "action" };
}

function performAction(env: Env, a: Action): void {
  const eng = engineOf(env.state);
  const w = eng.window!;
  if (a.type === "pass") {
    log(env.state, { player: a.player, seq: nextSeq(env.state), type: "pass" });
    if (passed(w.procedure)) {
      eng.window = null;
      eng.step = w.then;
    }
    return;
  }
  log(env.state, actionEntry(env.state, a));
  perform(env, a);
  acted(w.procedure);
  settle(env);
}

/** Runs a unit (an action and the rules after it) on `state` in place; a decision without an answer throws NeedDecision. */
function runUnit(state: GameState, action: Action | null, answers: Answer[]): void {
  const env = envFor(state, replayChooser(state, answers));
  if (action) performAction(env, action);
  advance(env);
}

function withResume(state: GameState, resume: Resume | null, action: Action | null): GameState {
  const eng = engineOf(state);
  return stateWith(state, state.log, engineWith(eng, resume, action ? [...eng.history, action] : eng.history, false), false);
}

/** Runs a unit on a copy of `state`; stops at a decision without an answer, keeping `state` to replay from. */
function start(state: GameState, action: Action | null, answers: Answer[], recorded: Action | null): GameState {
  const next = cloneState(state);
  const eng = engineOf(next);
  eng.resume = null;
  if (recorded) eng.history.push(recorded);
  try {
    runUnit(next, action, answers);
  } catch (e) {
    if (!(e instanceof NeedDecision)) throw e;
    const base = stateWith(state, [], engineWith(engineOf(state), engineOf(state).resume, [], false), false);
    eng.resume = { base, baseLog: state.log.length, action, answers, decision: e.decision, partial: [] };
    return next;
  }
  if (eng.checks) {
    const v = violations(next);
    if (v.length) throw new Error(`invariant violated after ${JSON.stringify(action)}: ${v.join("; ")}`);
  }
  return next;
}

/** The state a waiting unit started from, with the log before it and every action applied so far. */
function baseOf(state: GameState, r: Resume): GameState {
  const base = r.base as GameState;
  const eng = engineOf(base);
  return stateWith(base, state.log.slice(0, r.baseLog), engineWith(eng, eng.resume, engineOf(state).history, false), false);
}

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

export function newGame(o: NewGameOptions): GameState {
  return start(createGame(o), null, [], null);
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
function createGame(o: NewGameOptions): GameState {
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

/**
 * Plays a new game on the live path: the same game as `playLive(newGame(o), decide)`, without running the
 * rules up to the first decision twice (once by `newGame`, again by `playLive` to be at that decision live).
 */
export function playNew(o: NewGameOptions, decide: Decide, maxSteps = Infinity): { state: GameState; steps: number } {
  // the new game is nobody else's: it is played on in place (no copy, so no card copied on its first change), and
  // a fallback to `apply` starts the same game again from the options
  return live(createGame(o), null, () => createGame(o), decide, maxSteps);
}

/** The decision waiting for an answer, if any (with cards already picked for a multi-card choice). */
export function pendingDecision(state: GameState): (Decision & { partial: CardId[] }) | null {
  const r = engineOf(state).resume;
  return r ? { ...r.decision, partial: r.partial } : null;
}

/** The player who acts next (null when the game is over). */
export function actorOf(state: GameState): string | null {
  if (isOver(state)) return null;
  const eng = engineOf(state);
  if (eng.resume) return eng.resume.decision.player;
  return eng.window ? actor(eng.window.procedure) : null;
}

/** The actions open to the player who acts next; `observe` is told which abilities the listing consults (scenario coverage). */
export function legalActions(state: GameState, observe?: AbilityObserver): Action[] {
  if (isOver(state)) return [];
  const eng = engineOf(state);
  const r = eng.resume;
  if (r) return answerActions(r);
  const w = eng.window;
  if (!w) return [];
  return playerActions(envFor(state, undefined, undefined, observe), actor(w.procedure), w.phase);
}

/** The answers open to a pending decision (apart from `legalActions`: its closures would cost a context each call). */
function answerActions(r: Resume): Action[] {
  const d = r.decision;
  const player = d.player;
  if (d.kind === "yes-no") return [{ type: "yes", player }, { type: "no", player }];
  if (d.kind === "option") return d.options.map((label, index) => ({ type: "option", player, index, label }));
  const out: Action[] = [];
  for (const card of d.options) if (!r.partial.includes(card)) out.push({ type: "choose", player, card });
  if (r.partial.length >= d.min) out.push({ type: "done", player });
  return out;
}

const key = (a: Action): string => JSON.stringify(a);

/**
 * Applies a legal action; returns the new state (the given one is not changed). Throws on an
 * illegal action. `legal` may pass `legalActions(state)` when the caller has it already.
 */
export function apply(state: GameState, action: Action, legal: Action[] = legalActions(state)): GameState {
  const k = key(action);
  if (!legal.some((l) => l === action || key(l) === k)) throw new Error(`illegal action ${key(action)}`);
  const r = engineOf(state).resume;
  if (!r) return start(state, action, [], action);
  const d = r.decision;
  let answer: Answer;
  if (d.kind === "cards") {
    if (action.type === "choose") {
      const partial = [...r.partial, action.card];
      if (partial.length < d.max && d.options.some((c) => !partial.includes(c))) return withResume(state, { ...r, partial }, action);
      answer = partial;
    } else answer = r.partial;
  } else if (d.kind === "yes-no") answer = action.type === "yes";
  else answer = action.type === "option" ? action.index : 0;
  return start(baseOf(state, r), r.action, [...r.answers, answer], action);
}

/** Picks the next action for `player` among `actions` (all legal). */
export type Decide = (player: string, state: GameState, actions: Action[]) => Action;

/** Thrown out of a live game that must be finished by `apply` instead (see `playLive`). */
class LeaveLive {}

function checkLegal(action: Action, legal: Action[]): void {
  if (legal.includes(action)) return;
  const k = key(action);
  if (!legal.some((l) => key(l) === k)) throw new Error(`illegal action ${k}`);
}

/**
 * Self-play fast path, the same game as `apply` step by step: one working copy of `start` is
 * changed in place, and each decision is put to `decide` when the rules meet it, so nothing is
 * copied per action and no unit is replayed. While `decide` runs, the state it is shown has the
 * decision pending (`pendingDecision`, `legalActions`); it is the working copy, to read, not keep.
 * The rare endings a live run cannot show as `apply` would (the step budget or the game ending
 * while a decision is asked) are finished by replaying the actions so far with `apply`.
 */
export function playLive(from: GameState, decide: Decide, maxSteps = Infinity): { state: GameState; steps: number } {
  const r = engineOf(from).resume;
  // a game set up but not started has neither a decision waiting nor players acting
  const fresh = !r && !engineOf(from).window && !isOver(from);
  return live(cloneState(r ? baseOf(from, r) : from), from, fresh ? () => from : null, decide, maxSteps);
}

/** Decisions met on the live path: `ask` puts one to a player; `pre`, answers given before (a unit resumed live); `partial`, cards picked so far. */
interface LiveIo {
  ask: (d: Decision) => Action;
  pre: Answer[];
  partial: CardId[];
}

/** Puts decision `d` to its player: the state shows it pending while `decide` runs; the action is checked and recorded. */
function askLive(state: GameState, d: Decision, partial: CardId[], decide: Decide): Action {
  const eng = engineOf(state);
  eng.resume = { base: null, baseLog: state.log.length, action: null, answers: [], decision: d, partial };
  const legal = legalActions(state);
  if (legal.length === 0) throw new Error(`no legal action for ${d.player} in a game not over`);
  const a = decide(d.player, state, legal);
  checkLegal(a, legal);
  eng.resume = null;
  eng.history.push(a);
  return a;
}

/** The chooser of the live path: answers given before first, then each decision asked (a multi-card one card by card). */
function liveChooser(state: GameState, io: LiveIo): Chooser {
  const partialDone = (): CardId[] => {
    const out = io.partial;
    io.partial = [];
    return out;
  };
  const take = <T extends Answer>(d: Decision, answer: (a: Action) => T | null): T => {
    if (io.pre.length > 0) {
      const [a, ...rest] = io.pre;
      io.pre = rest;
      if (loggedWhenGiven(d)) logAnswer(state, d, a!);
      return a as T;
    }
    for (;;) {
      const got = answer(io.ask(d));
      if (got !== null) {
        if (loggedWhenGiven(d)) logAnswer(state, d, got);
        return got;
      }
    }
  };
  return {
    cards(d) {
      if (onlyAnswer(d)) return d.max <= 0 ? [] : d.options.slice();
      return take(d, (a) => {
        if (a.type !== "choose") return partialDone();
        io.partial = [...io.partial, a.card];
        return io.partial.length < d.max && d.options.some((c) => !io.partial.includes(c)) ? null : partialDone();
      });
    },
    yesNo: (d) => take(d, (a) => a.type === "yes"),
    option: (d) => (d.options.length <= 1 ? 0 : take(d, (a) => (a.type === "option" ? a.index : 0))),
  };
}

export interface StepOptions {
  /** Told which abilities work (scenario coverage). */
  observe?: AbilityObserver;
  /** Told of every decision, also those answered without asking (a single possible answer). */
  notice?: (d: Decision) => void;
}

function noticing(c: Chooser, notice: (d: Decision) => void): Chooser {
  return {
    cards: (d) => (notice(d), c.cards(d)),
    yesNo: (d) => (notice(d), c.yesNo(d)),
    option: (d) => (notice(d), c.option(d)),
  };
}

/**
 * Runs one unit on `state` in place, on the live path: a player action (legal now), or rules work given as a
 * function (a game event a position-driven host makes happen: a wound, a heal), then the checks after every step
 * (deaths, The One Ring, game end) and the rules up to the next action procedure. Decisions go to `decide`. A game
 * that ends while a decision is asked stops there, as `apply` shows it. For hosts that drive a set-up position
 * (scenarios); games use `apply` or `playLive`.
 */
export function stepLive(state: GameState, unit: Action | ((env: Env) => void), decide: Decide, o: StepOptions = {}): void {
  const eng = engineOf(state);
  const io: LiveIo = {
    pre: [],
    partial: [],
    ask(d) {
      if (isOver(state)) throw new LeaveLive();
      return askLive(state, d, io.partial, decide);
    },
  };
  const chooser = liveChooser(state, io);
  const env = envFor(state, o.notice ? noticing(chooser, o.notice) : chooser, undefined, o.observe);
  try {
    if (typeof unit === "function") {
      unit(env);
      settle(env);
    } else {
      checkLegal(unit, legalActions(state));
      eng.history.push(unit);
      performAction(env, unit);
    }
    advance(env);
  } catch (e) {
    if (!(e instanceof LeaveLive)) throw e;
  }
  if (eng.checks) {
    const v = violations(state);
    if (v.length) throw new Error(`invariant violated after ${typeof unit === "function" ? "a rules step" : JSON.stringify(unit)}: ${v.join("; ")}`);
  }
}

/**
 * `playLive` on `state`, changed in place. `from`: the state `state` copies, to finish from with `apply`
 * (see `playLive`); `unstarted`, for a game not started yet, gives it as it was before its first step.
 */
function live(state: GameState, from: GameState | null, unstarted: (() => GameState) | null, decide: Decide, maxSteps: number): { state: GameState; steps: number } {
  const fresh = unstarted !== null;
  const r = from ? engineOf(from).resume : null;
  const eng = engineOf(state);
  const firstActions = eng.history.length;
  let steps = 0;
  const io: LiveIo = {
    pre: r ? r.answers : [],
    partial: r ? r.partial : [],
    ask(d) {
      if (isOver(state) || steps >= maxSteps) throw new LeaveLive();
      const a = askLive(state, d, io.partial, decide);
      steps++;
      return a;
    },
  };
  const chooser = liveChooser(state, io);
  const unit = (action: Action | null) => {
    const env = envFor(state, chooser);
    if (action) performAction(env, action);
    advance(env);
    if (eng.checks) {
      const v = violations(state);
      if (v.length) throw new Error(`invariant violated after ${JSON.stringify(action)}: ${v.join("; ")}`);
    }
  };

  try {
    if (r || fresh) unit(r ? r.action : null);
    while (!isOver(state) && steps < maxSteps) {
      const legal = legalActions(state);
      const who = actorOf(state);
      if (!who || legal.length === 0) throw new Error(`no legal action for ${who ?? "nobody"} in a game not over`);
      const a = decide(who, state, legal);
      checkLegal(a, legal);
      eng.history.push(a);
      steps++;
      unit(a);
    }
  } catch (e) {
    if (!(e instanceof LeaveLive)) throw e;
    let s = unstarted ? start(unstarted(), null, [], null) : from!;
    for (const a of eng.history.slice(firstActions)) s = apply(s, a);
    return { state: s, steps };
  }
  return { state, steps };
}

/** Plays a game again from its options and recorded actions (`engineOf(state).history`). */
export function replay(o: NewGameOptions, actions: Action[]): GameState {
  let state = newGame(o);
  for (const a of actions) state = apply(state, a);
  return state;
}

/**
 * Plays a game again from its options and its log (or the log's JSON), up to the log's last choice: the
 * player actions (`action` and `pass` entries) and the answers to decisions (`answer` entries), taken in
 * the log's order. Throws when the log does not fit the game (another game's log, or options that differ).
 * Card ids written as strings of digits (logs of versions before ids were numbers) are read as numbers.
 */
export function replayLog(o: NewGameOptions, entries: readonly LogEntry[]): GameState {
  const moves = entries.filter((e) => e.type === "action" || e.type === "pass" || e.type === "answer");
  let state = newGame(o);
  for (const e of moves) {
    if (isOver(state)) throw new Error(`log entry ${e.seq} comes after the end of the game`);
    const d = pendingDecision(state);
    if ((e.type === "answer") !== (d !== null)) throw new Error(`log entry ${e.seq} (${e.type}) does not fit: the game ${d ? `asks ${d.player} to decide (${d.purpose})` : "waits for a player action"}`);
    try {
      state = d ? answer(state, d, e) : apply(state, actionOfEntry(e));
    } catch (err) {
      throw new Error(`log entry ${e.seq} (${e.type}) does not fit: ${(err as Error).message}`);
    }
  }
  return state;
}

/** A card id as a log has it: a number, or a string of digits in logs written before ids were numbers. */
const logId = (v: unknown): unknown => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v);

/** The player action an `action` or `pass` entry records. */
function actionOfEntry(e: LogEntry): Action {
  const { seq: _seq, type, action, ...rest } = e;
  if ("card" in rest) rest.card = logId(rest.card);
  return (type === "pass" ? { type: "pass", ...rest } : { type: action, ...rest }) as Action;
}

/** Applies the answer an `answer` entry records to the pending decision `d` (a card answer one card at a time, then `done` if needed). */
function answer(state: GameState, d: Decision & { partial: CardId[] }, e: LogEntry): GameState {
  const player = d.player;
  if (d.kind === "yes-no") return apply(state, { type: e.answer ? "yes" : "no", player });
  if (d.kind === "option") {
    const index = Number(e.answer);
    return apply(state, { type: "option", player, index, label: d.options[index] ?? "" });
  }
  const picks = ((e.answer ?? []) as unknown[]).map(logId) as CardId[];
  let s = state;
  for (const card of picks) if (!d.partial.includes(card)) s = apply(s, { type: "choose", player, card });
  // still this decision (the picks did not complete it): the player said done
  const now = pendingDecision(s);
  return now && now.purpose === d.purpose && now.partial.length === picks.length ? apply(s, { type: "done", player }) : s;
}

export function history(state: GameState): Action[] {
  return engineOf(state).history;
}

export { digest } from "../../../core/digest.ts";
export { violations } from "./invariants.ts";
export { engineOf, envFor, libraryOf, registerLibrary } from "./library.ts";
