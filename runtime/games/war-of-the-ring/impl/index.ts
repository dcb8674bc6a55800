/**
 * War of the Ring for the card kernel: every phrase's implementation, keyed by phrase id, and the game rules the core
 * asks about (what is in play, the wielder, the players card text names, the factions of a battleground).
 */
import { norm, type CardDef } from "../../../core/cards.ts";
import { defOf } from "../../../core/env.ts";
import type { GameRules, Implementations } from "../../../core/impl.ts";
import { coreImplementations } from "../../../core/phrases/impl.ts";
import { builtinTerms } from "../../../core/terms.ts";
import { FACTION_SIDE, inPlay, PLAY_ZONES, ZONES } from "../state/game.ts";
import { playerOfFaction, playersOfSide } from "../state/players.ts";
import { warOfTheRing } from "../vocabulary/index.ts";
import { combatTokenImplementations } from "./combat-tokens.ts";
import { drawCycleImplementations } from "./draws-cycles.ts";
import { handImplementations } from "./hands.ts";
import { itemImplementations } from "./items.ts";
import { locationImplementations } from "./locations.ts";
import { triggerImplementations } from "./triggers.ts";

export const implementations: Implementations = {
  ...coreImplementations,
  ...drawCycleImplementations,
  ...combatTokenImplementations,
  ...locationImplementations,
  ...triggerImplementations,
  ...handImplementations,
  ...itemImplementations,
};

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => norm(x)) : []);

/** A battleground is of a faction when it shows it as a defender or an attacker (digest §9, "X battleground"). */
function ofCulture(def: CardDef, culture: unknown): boolean {
  const want = norm(culture);
  if (def.type === "battleground") return list(def.defenders).includes(want) || list(def.attackers).includes(want);
  return norm(def.culture) === want;
}

/** A card's side: its faction's; a battleground's, the deck it belongs to (its defenders' side). */
function sideOfDef(def: CardDef): string | null {
  if (def.side === "free-peoples" || def.side === "shadow") return def.side;
  if (def.type === "battleground") return list(def.defenders).map((f) => FACTION_SIDE[f]).find(Boolean) ?? null;
  return FACTION_SIDE[norm(def.culture)] ?? null;
}

const factionPlayers = Object.fromEntries(
  warOfTheRing.cultures.map((c) => [
    `${c.id}-player`,
    (env: Parameters<GameRules["players"][string]>[0]) => {
      const p = playerOfFaction(env.state, c.id);
      return p === null ? [] : [p];
    },
  ]),
);

export const warOfTheRingRules: GameRules = {
  game: warOfTheRing.game,
  implementations,
  inPlay,
  playZones: PLAY_ZONES,
  nouns: Object.fromEntries(Object.entries(warOfTheRing.nouns).map(([k, v]) => [k, v.types])),
  refs: {
    wielder: (env) => {
      const host = env.source !== null ? env.state.cards[env.source]?.attachedTo : null;
      return host !== null && host !== undefined ? [host] : [];
    },
  },
  players: {
    ...factionPlayers,
    "each-free-peoples-player": (env) => playersOfSide(env.state, "free-peoples"),
    "each-shadow-player": (env) => playersOfSide(env.state, "shadow"),
    "the-shadow-player": (env) => playersOfSide(env.state, "shadow").slice(0, 1),
  },
  terms: {
    culture: {
      kind: "filter",
      test: (env, id, args) => ofCulture(defOf(env, id), args.culture),
      byDefinition: (def, args) => ofCulture(def, args.culture),
    },
    side: {
      kind: "filter",
      test: (env, id, args) => sideOfDef(defOf(env, id)) === norm(args.side),
      byDefinition: (def, args) => sideOfDef(def) === norm(args.side),
    },
    // `active path`, `active battleground`: of that type, and among the active locations
    noun: {
      kind: "filter",
      test: (env, id, args) => builtinTerms.noun!.test(env, id, args) && (!String(args.noun).startsWith("active ") || env.state.cards[id]?.zone === ZONES.active),
    },
  },
  defaultDuration: () => ({ kind: "end-of-turn" }),
};
