/**
 * The game's reference file (a fan sheet's data: `locations` and `cards` with icons, path ranges and factions) read for
 * `cardc coverage --reference`: one reference card per distinct card (copies of a name are one card definition, with
 * the id of copy 1; deck files give the counts), its stats under the vocabulary's stat names.
 */
import type { ReferenceCard, ReferenceReader, ReferenceStat } from "../plugin.ts";

interface SheetLocation {
  id: string;
  kind: "path" | "battleground";
  name: string;
  pathNumber?: number;
  vp: number;
  defence: number;
  text: string;
  defenders: string[] | null;
  attackers: string[] | null;
}

interface SheetCard {
  id: string;
  side: "free-peoples" | "shadow";
  type: string;
  name: string;
  copy?: number;
  paths: number[] | null;
  strength: number | null;
  attack: number | null;
  defence: number | null;
  leadershipAttack: number | null;
  leadershipDefence: number | null;
  text: string;
}

const isSheet = (raw: unknown): raw is { locations: SheetLocation[]; cards: SheetCard[]; factions: unknown[] } => {
  const r = raw as Record<string, unknown> | null;
  return !!r && !Array.isArray(r) && Array.isArray(r.locations) && Array.isArray(r.cards) && Array.isArray(r.factions);
};

function locationStats(l: SheetLocation): Record<string, ReferenceStat> {
  if (l.kind === "path") return { path: l.pathNumber ?? 0, vp: l.vp, shields: l.defence };
  return { vp: l.vp, shields: l.defence, defenders: l.defenders ?? [], attackers: l.attackers ?? [] };
}

function cardStats(c: SheetCard): Record<string, ReferenceStat> {
  if (c.type === "event") return {};
  // path icons are shields on a Free Peoples card and skulls on a Shadow card
  const stats: Record<string, ReferenceStat> = {
    [c.side === "shadow" ? "skulls" : "shields"]: c.strength ?? 0,
    attack: c.attack ?? 0,
    defence: c.defence ?? 0,
    "leader-attack": c.leadershipAttack ?? 0,
    "leader-defence": c.leadershipDefence ?? 0,
  };
  if (c.type === "character") stats.paths = c.paths ?? [];
  return stats;
}

export const warOfTheRingReference: ReferenceReader = {
  read(raw) {
    if (!isSheet(raw)) return null;
    const out: ReferenceCard[] = raw.locations.map((l) => ({ id: l.id, title: l.name, text: l.text, stats: locationStats(l) }));
    for (const c of raw.cards) if ((c.copy ?? 1) === 1) out.push({ id: c.id, title: c.name, text: c.text, stats: cardStats(c) });
    return out;
  },
};
