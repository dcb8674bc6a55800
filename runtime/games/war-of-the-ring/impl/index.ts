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
import { eachPlayer } from "../state/each-player.ts";
import { playerOfFaction, playersOfSide } from "../state/players.ts";
// the cultures and nouns alone, not the whole vocabulary (its patterns and docs are the compiler's, not the engine's)
import { cultures, nouns } from "../vocabulary/words.ts";
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

/** What the culture and side terms read of a definition, found once per definition (definitions never change). */
interface DefFacts {
  culture: string;
  /** A battleground's factions, defenders and attackers (null: not a battleground). */
  shown: ReadonlySet<string> | null;
  side: string | null;
}
const defFacts = new WeakMap<CardDef, DefFacts>();

function factsOf(def: CardDef): DefFacts {
  let f = defFacts.get(def);
  if (!f) {
    const bg = def.type === "battleground";
    const side =
      def.side === "free-peoples" || def.side === "shadow"
        ? def.side
        : bg
          ? (list(def.defenders).map((x) => FACTION_SIDE[x]).find(Boolean) ?? null)
          : (FACTION_SIDE[norm(def.culture)] ?? null);
    f = { culture: norm(def.culture), shown: bg ? new Set([...list(def.defenders), ...list(def.attackers)]) : null, side };
    defFacts.set(def, f);
  }
  return f;
}

/** A battleground is of a faction when it shows it as a defender or an attacker (digest §9, "X battleground"). */
function ofCulture(def: CardDef, culture: unknown): boolean {
  const f = factsOf(def);
  const want = norm(culture);
  return f.shown !== null ? f.shown.has(want) : f.culture === want;
}

/** A card's side: its faction's; a battleground's, the deck it belongs to (its defenders' side). */
const sideOfDef = (def: CardDef): string | null => factsOf(def).side;

const factionPlayers = Object.fromEntries(
  cultures.map((c) => [
    `${c.id}-player`,
    (env: Parameters<GameRules["players"][string]>[0]) => {
      const p = playerOfFaction(env.state, c.id);
      return p === null ? [] : [p];
    },
  ]),
);

export const warOfTheRingRules: GameRules = {
  game: "war-of-the-ring",
  implementations,
  inPlay,
  playZones: PLAY_ZONES,
  nouns: Object.fromEntries(Object.entries(nouns).map(([k, v]) => [k, v.types])),
  refs: {
    wielder: (env) => {
      const host = env.source !== null ? env.state.cards[env.source]?.attachedTo : null;
      return host !== null && host !== undefined ? [host] : [];
    },
  },
  players: {
    ...factionPlayers,
    "each-free-peoples-player": (env) => eachPlayer(env, "free-peoples"),
    "each-shadow-player": (env) => eachPlayer(env, "shadow"),
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
