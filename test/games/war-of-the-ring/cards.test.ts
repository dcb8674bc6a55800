/**
 * The card files of War of the Ring: every file checks clean; one definition per location and per distinct faction
 * card (copies are one card, with copy 1's id); counts per type and faction, and every stat, equal the data's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../compiler/semantics/check.ts";
import { parse } from "../../../compiler/syntax/parse.ts";
import { warOfTheRing } from "../../../runtime/games/war-of-the-ring/vocabulary/index.ts";

const DIR = resolve(import.meta.dirname, "../../../cards/war-of-the-ring");
const data = JSON.parse(readFileSync(new URL("../../../../shared/data/wotr-card-game.json", import.meta.url), "utf8")) as {
  locations: { id: string; kind: string; name: string; pathNumber?: number; vp: number; defence: number; side?: string; defenders: string[] | null; attackers: string[] | null }[];
  cards: {
    id: string;
    faction: string;
    side: string;
    type: string;
    name: string;
    keywords: string[];
    copy?: number;
    paths: number[] | null;
    strength: number | null;
    attack: number | null;
    defence: number | null;
    leadershipAttack: number | null;
    leadershipDefence: number | null;
  }[];
};

type Card = Record<string, unknown> & { id: string; title: string; type: string; culture: string | null; side: string | null; keywords: string[]; text: string };

function compile() {
  const names = readdirSync(DIR).filter((n) => n.endsWith(".card")).sort();
  const files = names.map((n) => parse(readFileSync(join(DIR, n), "utf8"), `cards/war-of-the-ring/${n}`));
  const checked = check(files.map((f) => f.file));
  const diagnostics = [...files.flatMap((f) => f.diagnostics), ...checked.diagnostics];
  const cards = checked.sets.flatMap((s) => s.cards) as unknown as Card[];
  const fileOf = new Map<string, string>();
  for (const [k, f] of files.entries()) for (const c of f.file.cards ?? []) fileOf.set(String((c as { id: { text: string } }).id.text), names[k]!);
  return { names, cards, diagnostics, fileOf };
}

const distinct = data.cards.filter((c) => (c.copy ?? 1) === 1);

describe("the War of the Ring card files", () => {
  const { names, cards, diagnostics, fileOf } = compile();
  const byId = new Map(cards.map((c) => [c.id, c]));

  it("check without diagnostics", () => {
    expect(diagnostics.map((d) => `${d.file}:${d.span.line}: ${d.code} ${d.message}`)).toEqual([]);
  });

  it("are one file per faction and per location kind", () => {
    const factions = [...new Set(data.cards.map((c) => c.faction))];
    expect(names).toEqual([...factions.map((f) => `${f}.card`), "paths.card", "battlegrounds.card"].sort());
    for (const c of distinct) expect(fileOf.get(c.id), c.id).toBe(`${c.faction}.card`);
    for (const l of data.locations) expect(fileOf.get(l.id), l.id).toBe(l.kind === "path" ? "paths.card" : "battlegrounds.card");
  });

  it("define every location and every distinct faction card once, by the data's ids and names", () => {
    expect(cards).toHaveLength(data.locations.length + distinct.length);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    for (const l of data.locations) expect(byId.get(l.id)?.title, l.id).toBe(l.name);
    for (const c of distinct) expect(byId.get(c.id)?.title, c.id).toBe(c.name);
  });

  it("count the data's cards per type and faction (copies collapsed)", () => {
    const count = (xs: { type: string; faction?: string | null }[]) => {
      const out: Record<string, number> = {};
      for (const x of xs) out[`${x.faction ?? "-"} ${x.type}`] = (out[`${x.faction ?? "-"} ${x.type}`] ?? 0) + 1;
      return out;
    };
    const mine = count(cards.map((c) => ({ type: c.type, faction: c.culture })));
    const theirs = count([...data.locations.map((l) => ({ type: l.kind, faction: null })), ...distinct.map((c) => ({ type: c.type, faction: c.faction }))]);
    expect(mine).toEqual(theirs);
    expect(cards.filter((c) => c.type === "path")).toHaveLength(27);
    expect(cards.filter((c) => c.type === "battleground")).toHaveLength(14);
  });

  it("give each location the data's number, victory points, shields and factions", () => {
    for (const l of data.locations) {
      const c = byId.get(l.id)!;
      expect({ vp: c.vp, shields: c.shields }, l.id).toEqual({ vp: l.vp, shields: l.defence });
      if (l.kind === "path") expect(c.path, l.id).toBe(l.pathNumber);
      else expect({ defenders: c.defenders, attackers: c.attackers }, l.id).toEqual({ defenders: l.defenders, attackers: l.attackers });
    }
  });

  it("give each faction card the data's faction, side, icons, path range and keywords", () => {
    for (const d of distinct) {
      const c = byId.get(d.id)!;
      expect({ culture: c.culture, side: c.side, type: c.type }, d.id).toEqual({ culture: d.faction, side: d.side, type: d.type });
      if (d.type === "event") continue;
      const icons = { path: c[d.side === "shadow" ? "skulls" : "shields"], attack: c.attack, defence: c.defence, la: c["leader-attack"], ld: c["leader-defence"] };
      expect(icons, d.id).toEqual({ path: d.strength, attack: d.attack, defence: d.defence, la: d.leadershipAttack, ld: d.leadershipDefence });
      expect(c[d.side === "shadow" ? "shields" : "skulls"] ?? 0, d.id).toBe(0);
      expect(c.paths ?? null, d.id).toEqual(d.paths);
      // the data's keywords (Nazgûl, Ent) by their ids; Weapon is not on the sheet (Bow of the Galadhrim's text names it)
      const ids = d.keywords.map((k) => warOfTheRing.keywords.find((w) => w.word === k)!.id);
      expect(c.keywords.filter((k) => k !== "weapon"), d.id).toEqual(ids);
    }
  });

  it("script a text for every card the data gives one", () => {
    const withText = [...data.locations.map((l) => ({ id: l.id, text: (l as { text?: string }).text ?? "" })), ...distinct.map((c) => ({ id: c.id, text: (c as { text?: string }).text ?? "" }))].filter((x) => x.text.trim() !== "");
    for (const x of withText) expect((byId.get(x.id)?.abilities as unknown[] | undefined)?.length ?? 0, x.id).toBeGreaterThan(0);
  });
});
