/**
 * A new game before its first step: the scenario's decks dealt to their draw decks, the path deck ordered 1–9, the two
 * battleground decks (a scenario that fixes its locations, as the Fellowship's: only those, given in the options; the others
 * are out of the game). The set-up step
 * (shuffles, opening hands) is the rules' first step (turn.ts).
 */
import { log, nextSeq } from "../../../core/log.ts";
import { addCard, cardCount, shareDeal, type GameState } from "../../../core/state.ts";
import { battlegroundDeck, createWotrState, FACTION_SIDE, scenarioTable, wotr, ZONES, type Side } from "../state/game.ts";
import { registerLibrary } from "./library.ts";
import type { EngineExt, NewGameOptions } from "./types.ts";

const num = (v: unknown): number => (typeof v === "number" ? v : 0);

/** A battleground's deck: its `side`, else its defenders' side. */
function bgSide(def: Record<string, unknown>): Side {
  if (def.side === "free-peoples" || def.side === "shadow") return def.side;
  const d = Array.isArray(def.defenders) ? def.defenders.map(String) : [];
  return FACTION_SIDE[d.find((f) => FACTION_SIDE[f]) ?? ""] ?? "free-peoples";
}

interface Locations {
  /** The paths, by number (then id). */
  paths: readonly string[];
  battlegrounds: readonly string[];
}

function locationsOf(defs: NewGameOptions["cards"]["defs"], ids: readonly string[]): Locations {
  const paths = ids.filter((id) => defs[id]?.type === "path").sort((a, b) => num(defs[a]!.path) - num(defs[b]!.path) || (a < b ? -1 : a > b ? 1 : 0));
  return { paths, battlegrounds: ids.filter((x) => defs[x]?.type === "battleground") };
}

// every location of a set of definitions (never changed), found once
const allLocations = new WeakMap<object, Locations>();
function allLocationsOf(defs: NewGameOptions["cards"]["defs"]): Locations {
  let l = allLocations.get(defs);
  if (!l) allLocations.set(defs, (l = locationsOf(defs, Object.keys(defs).filter((id) => defs[id]!.type === "path" || defs[id]!.type === "battleground"))));
  return l;
}

export function createGame(o: NewGameOptions): GameState {
  const library = registerLibrary(o.cards, o.rules);
  const t = scenarioTable(o.scenario);
  const state = createWotrState(o.scenario, o.seed);
  const defs = o.cards.defs;
  for (const d of t.decks) for (const id of o.decks[d.id] ?? []) if (defs[id]) addCard(state, id, d.id, ZONES.drawDeck);
  const { paths, battlegrounds } = o.locations ? locationsOf(defs, o.locations) : allLocationsOf(defs);
  const fpOwner = t.decks.find((d) => d.side === "free-peoples")!.id;
  const shOwner = t.decks.find((d) => d.side === "shadow")!.id;
  const fixed = o.fixedLocations;
  const allowedPath = (id: string): boolean => !fixed || fixed.paths.includes(id);
  const allowedBg = (id: string): boolean => !fixed || fixed.battlegrounds.some((round) => round.includes(id));
  for (const id of paths) addCard(state, id, fpOwner, allowedPath(id) ? ZONES.pathDeck : ZONES.outOfGame);
  for (const id of battlegrounds) {
    const side = bgSide(defs[id]!);
    addCard(state, id, side === "free-peoples" ? fpOwner : shOwner, allowedBg(id) ? battlegroundDeck(side) : ZONES.outOfGame);
  }
  // games of the same decks find each card's facts once (core/state.ts)
  shareDeal(state, o.cards);
  const engine: EngineExt = { library, resume: null, history: [], checks: o.checkInvariants ?? false, cardCount: cardCount(state) };
  state.ext.engine = engine;
  log(state, { seed: o.seed, scenario: o.scenario, players: t.decks.map((d) => d.id), seq: nextSeq(state), type: "game-start" });
  wotr(state).step = "setup";
  wotr(state).roundBattlegrounds = fixed?.battlegrounds ?? null;
  return state;
}
