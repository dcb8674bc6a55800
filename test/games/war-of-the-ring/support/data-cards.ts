/**
 * Test support: the data file's locations and cards as core CardDefs with no abilities but item wielders (a placement
 * ability over a test phrase, `test-wielded-by`), the decks of each scenario, and the rules those defs play under.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { norm, type CardDef, type CardDefs } from "../../../../runtime/core/cards.ts";
import { defOf } from "../../../../runtime/core/env.ts";
import type { GameRules, PlacementImpl } from "../../../../runtime/core/impl.ts";
import { FIXED_LOCATIONS } from "../../../../runtime/games/war-of-the-ring/fixed-locations.ts";
import { BASE_RULES } from "../../../../runtime/games/war-of-the-ring/engine/library.ts";
import type { CompiledCards, NewGameOptions } from "../../../../runtime/games/war-of-the-ring/engine/types.ts";
import type { ScenarioId } from "../../../../runtime/games/war-of-the-ring/state/game.ts";

const DATA = fileURLToPath(new URL("../../../../../shared/data/wotr-card-game.json", import.meta.url));

interface DataLocation {
  id: string;
  kind: "path" | "battleground";
  name: string;
  pathNumber?: number;
  vp: number;
  defence: number;
  side?: string;
  defenders: string[] | null;
  attackers: string[] | null;
}
interface DataCard {
  id: string;
  faction: string;
  side: string;
  deck: string;
  type: string;
  name: string;
  keywords: string[];
  copies: number;
  copy?: number;
  paths: number[] | null;
  strength: number | null;
  attack: number | null;
  defence: number | null;
  leadershipAttack: number | null;
  leadershipDefence: number | null;
  bearer: ({ ids: string[] } | { faction: string } | { keyword: string })[] | null;
}

export const data = JSON.parse(readFileSync(DATA, "utf8")) as { locations: DataLocation[]; cards: DataCard[] };

const n = (v: number | null | undefined): number => v ?? 0;

function locationDef(l: DataLocation): CardDef {
  const d: CardDef = { id: l.id, title: l.name, type: l.kind, keywords: [], vp: l.vp, shields: l.defence };
  if (l.kind === "path") d.path = l.pathNumber!;
  else {
    d.side = l.side!;
    d.defenders = l.defenders ?? [];
    d.attackers = l.attackers ?? [];
  }
  return d;
}

function cardDef(c: DataCard): CardDef {
  const fp = c.side === "free-peoples";
  const d: CardDef = { id: c.id, title: c.name, type: c.type, culture: c.faction, keywords: c.keywords.slice(), abilities: [] };
  if (c.type !== "event") {
    d[fp ? "shields" : "skulls"] = n(c.strength);
    d.attack = n(c.attack);
    d.defence = n(c.defence);
    d["leader-attack"] = n(c.leadershipAttack);
    d["leader-defence"] = n(c.leadershipDefence);
  }
  if (c.paths) d.paths = c.paths.slice();
  if (c.type === "item" && c.bearer) d.abilities = [{ kind: "placement", rule: { op: "test-wielded-by", args: { bearers: c.bearer } } }];
  return d;
}

/** One definition per card name (copy 1), every location. */
export const defs: CardDefs = {};
for (const l of data.locations) defs[l.id] = locationDef(l);
for (const c of data.cards) if ((c.copy ?? 1) === 1) defs[c.id] = cardDef(c);

/** Copy 1's id of each data card entry. */
const firstCopy = new Map<string, string>();
for (const c of data.cards) if ((c.copy ?? 1) === 1) firstCopy.set(c.name, c.id);
const idOf = (c: DataCard): string => firstCopy.get(c.name)!;

export const cards: CompiledCards = { defs, handlers: {}, name: "test-data-cards" };

const of = (f: (c: DataCard) => boolean): string[] => data.cards.filter(f).map(idOf);

function firstOfFaction(faction: string, count: number): string[] {
  return of((c) => c.faction === faction).slice(0, count);
}

export function decksFor(scenario: ScenarioId): Record<string, string[]> {
  switch (scenario) {
    case "trilogy":
      return Object.fromEntries(["frodo", "witch-king", "aragorn", "saruman"].map((d) => [d, of((c) => c.deck === d)]));
    case "duel":
      return { gandalf: of((c) => c.side === "free-peoples"), "witch-king": of((c) => c.side === "shadow") };
    case "duel-3":
      return { gandalf: of((c) => c.side === "free-peoples"), "witch-king": of((c) => c.deck === "witch-king"), saruman: of((c) => c.deck === "saruman") };
    case "fellowship":
      return {
        balrog: [...firstOfFaction("monstrous", 8), ...firstOfFaction("mordor", 18), ...firstOfFaction("isengard", 4)],
        gandalf: [...firstOfFaction("dunedain", 3), ...firstOfFaction("dwarf", 2), ...firstOfFaction("elf", 13), ...firstOfFaction("hobbit", 8), ...firstOfFaction("wizard", 4)],
      };
  }
}

const wieldedBy: PlacementImpl = {
  kind: "placement",
  allows(env, bearer, args) {
    if (bearer === null) return false;
    const d = defOf(env, bearer);
    const list = args.bearers as DataCard["bearer"] & object;
    return list.some((b) =>
      "ids" in b ? b.ids.some((id) => defs[id]?.title === d.title) : "faction" in b ? d.culture === b.faction : d.keywords.map(norm).includes(norm(b.keyword)),
    );
  },
};

export const testRules: GameRules = { ...BASE_RULES, implementations: { "test-wielded-by": wieldedBy } };

export function options(scenario: ScenarioId, seed: number, extra: Partial<NewGameOptions> = {}): NewGameOptions {
  return { scenario, seed, decks: decksFor(scenario), cards, rules: testRules, fixedLocations: FIXED_LOCATIONS[scenario], ...extra };
}
