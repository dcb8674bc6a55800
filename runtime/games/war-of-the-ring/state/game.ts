/**
 * War of the Ring: The Card Game — the state on the core card kernel: zone names, the game's fields in `state.ext`
 * (`wotr(state)`), the event types the engine fires, the scenarios and their seat/deck tables, and the card facts the
 * rules read from a definition (type, faction, side, icons, path range, battleground factions).
 *
 * A player id is a deck (`frodo`, `witch-king`, …); teams are the core's `state.teams`: [free-peoples decks], [shadow
 * decks]. Who runs which decks is the table's business, never the engine's.
 */
import { defOf, type Env } from "../../../core/env.ts";
import { createState, type CardId, type CardState, type GameState } from "../../../core/state.ts";

export const GAME = "war-of-the-ring";

export const ZONES = {
  // per player
  drawDeck: "draw-deck",
  hand: "hand",
  cyclePile: "cycle-pile",
  eliminated: "eliminated",
  reserve: "reserve",
  // shared
  pathDeck: "path-deck",
  battlegroundDeckFreePeoples: "battleground-deck:free-peoples",
  battlegroundDeckShadow: "battleground-deck:shadow",
  /** Active locations: the path and the battlegrounds of this round. */
  active: "active",
  scoringFreePeoples: "scoring:free-peoples",
  scoringShadow: "scoring:shadow",
  /** Characters and armies at a location (`attachedTo` = the location). */
  atLocation: "at-location",
  /** Items on their wielder (core ATTACHED). */
  attached: "attached",
  /** An event while its text resolves (then eliminated); a path whose number was passed over by a jump. */
  playing: "playing",
  /** Locations not used in this scenario (Fellowship) and paths passed over. */
  outOfGame: "out-of-game",
} as const;

export const PLAYER_ZONES: string[] = [ZONES.drawDeck, ZONES.hand, ZONES.cyclePile, ZONES.eliminated, ZONES.reserve];
export const SHARED_ZONES: string[] = [
  ZONES.pathDeck,
  ZONES.battlegroundDeckFreePeoples,
  ZONES.battlegroundDeckShadow,
  ZONES.active,
  ZONES.scoringFreePeoples,
  ZONES.scoringShadow,
  ZONES.atLocation,
  ZONES.playing,
  ZONES.outOfGame,
];

/** Zones of the cards in play (reserve, at a location, wielded) and of the active locations. */
export const PLAY_ZONES: readonly string[] = [ZONES.reserve, ZONES.atLocation, ZONES.attached, ZONES.active];

export function inPlay(_state: GameState, c: CardState): boolean {
  const z = c.zone;
  return z === ZONES.reserve || z === ZONES.atLocation || z === ZONES.attached || z === ZONES.active;
}

export type Side = "free-peoples" | "shadow";
export const SIDES: readonly Side[] = ["free-peoples", "shadow"];
export const otherSide = (s: Side): Side => (s === "free-peoples" ? "shadow" : "free-peoples");
export const scoringZone = (s: Side): string => (s === "free-peoples" ? ZONES.scoringFreePeoples : ZONES.scoringShadow);
export const battlegroundDeck = (s: Side): string => (s === "free-peoples" ? ZONES.battlegroundDeckFreePeoples : ZONES.battlegroundDeckShadow);

/** The factions (the vocabulary's cultures) and their sides. */
export const FACTION_SIDE: Readonly<Record<string, Side>> = {
  dunedain: "free-peoples",
  dwarf: "free-peoples",
  elf: "free-peoples",
  hobbit: "free-peoples",
  rohan: "free-peoples",
  wizard: "free-peoples",
  isengard: "shadow",
  monstrous: "shadow",
  southron: "shadow",
  mordor: "shadow",
};
export const FACTIONS: readonly string[] = Object.keys(FACTION_SIDE);

// ---- events the engine fires (core GameEvent types) ----
export const EVENTS = {
  /** cards [card], player: played from hand; `data.to` = the location id, "reserve", or a wielder id (`data.wielder`). */
  play: "play",
  /** cards [card]: moved from reserve to a location (`data.to`). */
  move: "move",
  /** cards [location]: a location activated (`data.reactivated`, `data.byText`). */
  activate: "activate",
  /** cards [card]: eliminated (`data.from` = the zone it left; `data.forsaken` when forsaken). */
  eliminate: "eliminate",
  /** cards [card]: forsaken (also fires `eliminate`). */
  forsake: "forsake",
  /** cards [card]: cycled. */
  cycle: "cycle",
  /** cards [location]: a combat is about to resolve. */
  combat: "combat",
  /** cards [location]: a combat resolved (`data.winner` = the side). */
  combatResolved: "combat-resolved",
  roundStart: "round-start",
  drawStep: "draw-step",
} as const;

// ---- modifier properties the engine reads ----
export const PROPS = {
  shields: "shields",
  skulls: "skulls",
  attack: "attack",
  defence: "defence",
  leaderAttack: "leader-attack",
  leaderDefence: "leader-defence",
  /** A flag on a card: when it would be eliminated, it is cycled instead. */
  eliminatedToCycle: "eliminated-to-cycle",
  /** A flag on a card: when forsaken from the top of the draw deck, it is cycled instead. */
  forsakenFromDeckToCycle: "forsaken-from-deck-to-cycle",
  /** A flag on a card: when forsaken (from anywhere), it is cycled instead. */
  forsakenToCycle: "forsaken-to-cycle",
  /** Flags on a card: when eliminated in a combat (any, path, battleground), it is cycled instead. */
  eliminatedInCombatToCycle: "eliminated-in-combat-to-cycle",
  eliminatedInPathCombatToCycle: "eliminated-in-path-combat-to-cycle",
  eliminatedInBattlegroundCombatToCycle: "eliminated-in-battleground-combat-to-cycle",
  /** A flag on a card (`data.other`: a filter): when it is cycled instead, one other such character at its location is too. */
  cyclesAnother: "cycles-another-instead",
  /** A flag on a card: when it is cycled instead of eliminated, its items are eliminated all the same. */
  itemsEliminated: "items-eliminated",
  /** A flag on a character: it may wield only one Weapon. */
  oneWeapon: "one-weapon",
  /** Flags on a card (`data.where`: the locations, `data.how`: "played" / "played or moved"): it may go there whatever its faction or range. */
  mayGoTo: "may-go-to",
  /** Flags on a card (`data.where`, `data.how`): it may not go there. */
  cannotGoTo: "cannot-go-to",
  /** A flag on a card: its Action may be used at most once a round. */
  actionOncePerRound: "action-once-per-round",
} as const;
/** Global flag: the player may look at the top card of his draw deck (his views show it). */
export const mayLookAtTopProp = (player: string): string => `may-look-at-top:${player}`;
/** Global: the carry-over limit of a player (base 2). */
export const carryOverLimitProp = (player: string): string => `carry-over-limit:${player}`;
/** Global: extra cards a player draws in the draw step. */
export const drawsProp = (player: string): string => `draws:${player}`;
/** A flag on a character: it may be supported by an army of that faction. */
export const supportedByProp = (faction: string): string => `supported-by:${faction}`;
/** A flag on a card in reserve: it may move out in the round it was played there ("active or not"). */
export const MAY_MOVE_WHEN_PLAYED = "may-move-this-round";

// ---- scenarios ----
export type ScenarioId = "trilogy" | "duel" | "duel-3" | "fellowship";
export const SCENARIOS: readonly ScenarioId[] = ["trilogy", "duel", "duel-3", "fellowship"];

export type RingRule = "trilogy" | "duel" | "none";

export interface DeckSeat {
  /** The player id (a deck). */
  id: string;
  side: Side;
  /** The factions whose cards this deck holds ("the X player" is the deck with faction X). */
  factions: string[];
  /** Set-up: cards drawn, then cycled. */
  setupDraw: number;
  setupCycle: number;
  /** Cards drawn in the draw step. */
  draws: number;
  ring: RingRule;
}

export interface ScenarioTable {
  id: ScenarioId;
  decks: DeckSeat[];
  /** Turn order by player id (a deck may appear twice: the 3-player Duel). */
  order: string[];
  /** The last path number: after its combat the game is scored. */
  lastPath: number;
  /** Duel path scoring: the Free Peoples score a path only when their shields exceed the skulls. */
  duelPathScoring: boolean;
  /** "Each X player" text is carried out twice by a side's single deck. */
  eachPlayerDoubling: boolean;
}

const FP_ALL = ["dunedain", "dwarf", "elf", "hobbit", "rohan", "wizard"];
const SH_ALL = ["isengard", "monstrous", "southron", "mordor"];

const seat = (id: string, side: Side, factions: string[], setupDraw: number, setupCycle: number, draws: number, ring: RingRule): DeckSeat => ({
  id,
  side,
  factions,
  setupDraw,
  setupCycle,
  draws,
  ring,
});

export const SCENARIO_TABLES: Readonly<Record<ScenarioId, ScenarioTable>> = {
  trilogy: {
    id: "trilogy",
    decks: [
      seat("frodo", "free-peoples", ["dwarf", "hobbit", "rohan", "wizard"], 7, 2, 3, "trilogy"),
      seat("witch-king", "shadow", ["mordor"], 7, 2, 4, "trilogy"),
      seat("aragorn", "free-peoples", ["dunedain", "elf"], 7, 2, 3, "trilogy"),
      seat("saruman", "shadow", ["isengard", "monstrous", "southron"], 7, 2, 4, "trilogy"),
    ],
    order: ["frodo", "witch-king", "aragorn", "saruman"],
    lastPath: 9,
    duelPathScoring: false,
    eachPlayerDoubling: false,
  },
  duel: {
    id: "duel",
    decks: [seat("gandalf", "free-peoples", FP_ALL, 4, 0, 4, "duel"), seat("witch-king", "shadow", SH_ALL, 6, 0, 6, "duel")],
    order: ["gandalf", "witch-king"],
    lastPath: 9,
    duelPathScoring: true,
    eachPlayerDoubling: true,
  },
  "duel-3": {
    id: "duel-3",
    decks: [
      seat("gandalf", "free-peoples", FP_ALL, 6, 0, 6, "duel"),
      seat("witch-king", "shadow", ["mordor"], 7, 2, 4, "trilogy"),
      seat("saruman", "shadow", ["isengard", "monstrous", "southron"], 7, 2, 4, "trilogy"),
    ],
    order: ["gandalf", "witch-king", "gandalf", "saruman"],
    lastPath: 9,
    duelPathScoring: true,
    eachPlayerDoubling: true,
  },
  fellowship: {
    id: "fellowship",
    decks: [seat("balrog", "shadow", ["monstrous", "mordor", "isengard"], 7, 2, 4, "none"), seat("gandalf", "free-peoples", ["dunedain", "dwarf", "elf", "hobbit", "wizard"], 7, 2, 3, "none")],
    order: ["balrog", "gandalf"],
    lastPath: 6,
    duelPathScoring: false,
    eachPlayerDoubling: false,
  },
};

export const scenarioTable = (id: ScenarioId): ScenarioTable => SCENARIO_TABLES[id];

// ---- the game's fields ----
/** The round's steps as the rules run them (`action` is the players' window; `action-end` the cycling of extras after it). */
export type StepName = "setup" | "round-start" | "location" | "action" | "action-end" | "combat" | "victory" | "draw" | "over";

export interface WotrExt {
  scenario: ScenarioId;
  /** Turn order by player id (a deck may appear twice). */
  order: string[];
  /** Index in `order` of this round's starting player. */
  starting: number;
  round: number;
  step: StepName;
  /** Number of the last path activated (0 before the first). */
  lastPath: number;
  /** Definition ids of the paths activated so far (each at most once a game). */
  usedPaths: string[];
  /** Cards played to reserve this round (they may not move out this round). */
  playedToReserve: CardId[];
  /** Definition ids of characters and items played this round (the same card not twice a round). */
  playedThisRound: string[];
  /** Passes in a row in the action step. */
  passes: number;
  /** Index in `order` of the player to act in the action step. */
  turn: number;
  /** Ring tokens unused, by player. */
  ring: Record<string, number>;
  /** Duel Ring token: used this round, by player. */
  ringUsedRound: Record<string, number>;
  /** Battlegrounds reactivated this round from the other side's scoring area (their shields are ignored). */
  reactivatedFromOpponent: CardId[];
  /** The winning side once the game is over. */
  winner: Side | null;
  /** Why the game ended: "lead", "last-path", "no-path" … */
  ending: string | null;
  /** Final scores once the game is over. */
  finalScore: Record<Side, number> | null;
  /** Actions taken in this action step (a safety bound). */
  actions: number;
  /** Cards whose Action was used this round (by card id). */
  usedActions: CardId[];
  /** Decks still over their carry-over limit when the action step ended (its extras cycled): always empty. */
  overLimit: string[];
  /** The army–character pairing of the battleground combat being resolved (armies and the characters they support, in pairs). */
  combatSupport: { location: CardId; pairs: CardId[] } | null;
  /** The battlegrounds activated each round (definition ids), when the scenario fixes them (never changed: copies share it). */
  roundBattlegrounds: readonly (readonly string[])[] | null;
}

export function wotr(state: GameState): WotrExt {
  return state.ext.wotr as WotrExt;
}

/** A fresh state for a scenario: players = its decks, teams by side, zones made. */
export function createWotrState(scenario: ScenarioId, seed: number): GameState {
  const t = scenarioTable(scenario);
  const players = t.decks.map((d) => d.id);
  const teams = SIDES.map((s) => t.decks.filter((d) => d.side === s).map((d) => d.id));
  const state = createState({ game: GAME, seed, players, playerZones: PLAYER_ZONES, sharedZones: SHARED_ZONES, pools: ["corruption"], teams });
  const ring: Record<string, number> = {};
  for (const d of t.decks) ring[d.id] = d.ring === "none" ? 0 : 1;
  const ext: WotrExt = {
    scenario,
    order: t.order.slice(),
    starting: 0,
    round: 0,
    step: "setup",
    lastPath: 0,
    usedPaths: [],
    playedToReserve: [],
    playedThisRound: [],
    passes: 0,
    turn: 0,
    ring,
    ringUsedRound: {},
    reactivatedFromOpponent: [],
    winner: null,
    ending: null,
    finalScore: null,
    actions: 0,
    usedActions: [],
    overLimit: [],
    combatSupport: null,
    roundBattlegrounds: null,
  };
  state.ext.wotr = ext;
  state.activePlayer = t.order[0]!;
  return state;
}

export function copyWotrExt(x: WotrExt): WotrExt {
  return {
    scenario: x.scenario,
    order: x.order.slice(),
    starting: x.starting,
    round: x.round,
    step: x.step,
    lastPath: x.lastPath,
    usedPaths: x.usedPaths.slice(),
    playedToReserve: x.playedToReserve.slice(),
    playedThisRound: x.playedThisRound.slice(),
    passes: x.passes,
    turn: x.turn,
    ring: { ...x.ring },
    ringUsedRound: { ...x.ringUsedRound },
    reactivatedFromOpponent: x.reactivatedFromOpponent.slice(),
    winner: x.winner,
    ending: x.ending,
    finalScore: x.finalScore && { ...x.finalScore },
    actions: x.actions,
    usedActions: x.usedActions.slice(),
    overLimit: x.overLimit.slice(),
    combatSupport: x.combatSupport && { location: x.combatSupport.location, pairs: x.combatSupport.pairs.slice() },
    roundBattlegrounds: x.roundBattlegrounds,
  };
}

export const deckSeat = (state: GameState, player: string): DeckSeat | undefined => scenarioTable(wotr(state).scenario).decks.find((d) => d.id === player);

// ---- card facts read from a definition ----
export type CardType = "army" | "character" | "item" | "event" | "path" | "battleground";

const num = (v: unknown): number => (typeof v === "number" ? v : 0);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function cardType(env: Pick<Env, "state" | "defs">, id: CardId): string {
  return String(defOf(env as Env, id).type);
}
export function factionOf(env: Pick<Env, "state" | "defs">, id: CardId): string | null {
  const c = defOf(env as Env, id).culture;
  return typeof c === "string" ? c : null;
}
export function printedStat(env: Pick<Env, "state" | "defs">, id: CardId, stat: string): number {
  return num(defOf(env as Env, id)[stat]);
}
// lists read from a definition, made once per definition (definitions are data, never changed)
const ranges = new WeakMap<object, readonly number[]>();
const roles = new WeakMap<object, { defenders: readonly string[]; attackers: readonly string[] }>();

/** A character's path range (numbers), empty when it may go to no path. Read only. */
export function pathRange(env: Pick<Env, "state" | "defs">, id: CardId): readonly number[] {
  const d = defOf(env as Env, id);
  let r = ranges.get(d);
  if (!r) ranges.set(d, (r = list(d.paths).filter((n): n is number => typeof n === "number")));
  return r;
}
/** A battleground's defending or attacking factions. Read only. */
export function bgFactions(env: Pick<Env, "state" | "defs">, id: CardId, role: "defenders" | "attackers"): readonly string[] {
  const d = defOf(env as Env, id);
  let r = roles.get(d);
  if (!r) roles.set(d, (r = { defenders: list(d.defenders).map(String), attackers: list(d.attackers).map(String) }));
  return r[role];
}
/** The side of a faction card (by its faction), or of a battleground (its deck: `side`, else its defenders' side). */
const sides = new WeakMap<object, Side | null>();
export function cardSide(env: Pick<Env, "state" | "defs">, id: CardId): Side | null {
  const d = defOf(env as Env, id);
  let s = sides.get(d);
  if (s === undefined) sides.set(d, (s = sideOfDefinition(env, id, d)));
  return s;
}
function sideOfDefinition(env: Pick<Env, "state" | "defs">, id: CardId, d: ReturnType<typeof defOf>): Side | null {
  if (d.side === "free-peoples" || d.side === "shadow") return d.side;
  if (d.type === "battleground") {
    const f = bgFactions(env, id, "defenders").find((x) => FACTION_SIDE[x]);
    return f ? FACTION_SIDE[f]! : null;
  }
  const faction = typeof d.culture === "string" ? d.culture : null;
  return faction ? (FACTION_SIDE[faction] ?? null) : null;
}
export const titleOf = (env: Pick<Env, "state" | "defs">, id: CardId): string => String(defOf(env as Env, id).title);

/**
 * The deck that controls a card: its owner, but for an item its wielder's controller (an item on a teammate's character
 * is used, and forsaken from reserve, by the wielder's player: digest §5.2 Items).
 */
export function controllerOf(state: GameState, id: CardId): string {
  let c = state.cards[id]!;
  for (let k = 0; c.zone === ZONES.attached && c.attachedTo !== null && k < 8; k++) {
    const host = state.cards[c.attachedTo];
    if (!host) break;
    c = host;
  }
  return c.owner;
}

/** How many cards a player's zone holds (no copy of the list). */
export function zoneSize(state: GameState, p: string, zone: string): number {
  const shared = state.zones[zone];
  if (shared !== undefined) return shared.length;
  for (const pl of state.players) if (pl.id === p) return pl.zones[zone]?.length ?? 0;
  return 0;
}
