import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { globSync } from "tinyglobby";
import { beforeAll, describe, expect, it } from "vitest";
import { runCoverage, type CoverageReport } from "../../compiler/cli/commands/coverage.ts";
import type { Output } from "../../compiler/cli/output.ts";
import { parse } from "../../compiler/syntax/parse.ts";
import { plugins } from "../../runtime/games/registry.ts";
import { cliTestTimeout, runCardc, tempDir, validCardFile } from "./run-cardc.ts";

/** Gimli (text "Damage +1."), a card with an unknown sentence, and an event. */
const cards = `${validCardFile}
card 1C2 "The One Ring" "The Ruling Ring" {
  the One Ring
  twilight 0, strength 1

  This sentence means nothing here.
}
`;

/** 1U12 matches, 1C3 is not scripted, 1C2 is scripted with an error. */
const reference = [
  { collInfo: "1C2", title: "The One Ring", gametext: "Something." },
  { collInfo: "1C3", title: "Not Scripted", gametext: "Exert a companion." },
  { collInfo: "1U12", title: "Gimli", gametext: "Damage +1." },
];

const scenarios = `scenario "one"
  cards 1U12
  card gimli 1U12 free-peoples characters
  expect wounds gimli 0

scenario "two"
  cards 1U12 1C3
  card gimli 1U12 free-peoples characters
  expect wounds gimli 0
`;

let dir: string;
beforeAll(() => {
  dir = tempDir("cardc-coverage-");
  writeFileSync(join(dir, "cards.card"), cards);
  writeFileSync(join(dir, "reference.json"), JSON.stringify(reference));
  writeFileSync(join(dir, "bad.json"), "{ nope");
  writeFileSync(join(dir, "s.scenario"), scenarios);
});

async function coverage(args: { paths?: string[]; reference?: string | string[]; scenarios?: string[]; json?: boolean; differences?: boolean }) {
  const out: string[] = [];
  const err: string[] = [];
  const output: Output = { out: (t) => out.push(t), err: (t) => err.push(t), color: false };
  const code = await runCoverage(args.paths ?? [join(dir, "cards.card")], { reference: args.reference, scenarios: args.scenarios, json: args.json, differences: args.differences }, output);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("cardc coverage", { timeout: cliTestTimeout }, () => {
  it("reports each reference card: scripted, checked clean, text match, scenarios naming it, and totals", async () => {
    const r = await coverage({ reference: join(dir, "reference.json"), scenarios: [join(dir, "s.scenario")], json: true });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as CoverageReport;
    const row = (id: string) => report.cards.find((c) => c.id === id);
    expect(report.cards.map((c) => c.id)).toEqual(["1C2", "1C3", "1U12"]);
    expect(row("1U12")).toMatchObject({ scripted: true, checked: true, textMatches: true, scenarios: 2, hasText: true });
    expect(row("1C3")).toMatchObject({ title: "Not Scripted", file: null, scripted: false, checked: null, textMatches: null, scenarios: 1 });
    expect(row("1C2")).toMatchObject({ scripted: true, checked: false, scenarios: 0 });
    expect(row("1C2")!.textMatches).toBeNull();
    expect(report.totals).toEqual({ cards: 3, scripted: 2, checked: 1, textCompared: 1, textMatches: 1, statsCompared: 0, statsMatch: 0, scriptedWithText: 2, withScenario: 1, abilities: 1, abilitiesExercised: null });
    expect(row("1U12")).toMatchObject({ abilities: 1, abilitiesExercised: null });
  });

  it("without a reference lists the scripted cards only, in id order, and compares no text", async () => {
    const r = await coverage({ scenarios: [join(dir, "s.scenario")], json: true });
    const report = JSON.parse(r.out) as CoverageReport;
    expect(report.reference).toBeNull();
    expect(report.cards.map((c) => [c.id, c.textMatches])).toEqual([
      ["1C2", null],
      ["1U12", null],
    ]);
  });

  it("counts a text mismatch", async () => {
    const other = join(dir, "other.json");
    writeFileSync(other, JSON.stringify([{ id: "1U12", text: "Damage +2." }]));
    const report = JSON.parse((await coverage({ reference: other, json: true })).out) as CoverageReport;
    expect(report.cards.find((c) => c.id === "1U12")!.textMatches).toBe(false);
    expect(report.totals.textMatches).toBe(0);
  });

  it("prints a table and a totals line", async () => {
    const r = await coverage({ reference: join(dir, "reference.json"), scenarios: [join(dir, "s.scenario")] });
    const lines = r.out.split("\n");
    expect(lines[0]).toMatch(/^card\s+title\s+scripted\s+checked\s+text\s+scenarios\s+abilities$/);
    expect(lines.find((l) => l.startsWith("1U12"))).toMatch(/^1U12\s+Gimli\s+✓\s+✓\s+✓\s+2\s+–$/);
    expect(lines.find((l) => l.startsWith("1C3"))).toMatch(/^1C3\s+Not Scripted\s+✗\s+–\s+–\s+1\s+–$/);
    expect(lines.at(-1)).toContain("scripted 2/3");
    expect(lines.at(-1)).toContain("text matches 1/1");
  });

  it("counts the abilities the scenarios exercise when the cards compile clean", async () => {
    const clean = join(dir, "clean.card");
    writeFileSync(clean, validCardFile);
    const exercising = join(dir, "exercising.scenario");
    writeFileSync(exercising, `${scenarios}\nscenario "three"\n  cards 1U12\n  card gimli 1U12 free-peoples characters\n  expect keyword gimli damage 1\n`);
    const idle = JSON.parse((await coverage({ paths: [clean], scenarios: [join(dir, "s.scenario")], json: true })).out) as CoverageReport;
    expect(idle.cards.find((c) => c.id === "1U12")).toMatchObject({ abilities: 1, abilitiesExercised: 0 });
    expect(idle.totals).toMatchObject({ abilities: 1, abilitiesExercised: 0 });
    const r = await coverage({ paths: [clean], scenarios: [exercising] });
    expect(r.out.split("\n").find((l) => l.startsWith("1U12"))).toMatch(/\s3\s+1\/1$/);
    expect(r.out.split("\n").at(-1)).toContain("abilities exercised 1/1");
  });

  it("exits 2 with one line for an unreadable reference or a missing path", async () => {
    const bad = await coverage({ reference: join(dir, "bad.json") });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^cardc coverage: --reference .*bad\.json: it is not JSON/);
    const missing = await coverage({ reference: join(dir, "none.json") });
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read it \(ENOENT\)/);
    const noScenarios = await coverage({ scenarios: [join(dir, "nothing")] });
    expect(noScenarios.code).toBe(2);
    expect(noScenarios.err).toContain("CS9001");
  });

  // a second game's first bundled card, and a card of the first game given the same id
  const firstGame = /^game (\S+)/.exec(validCardFile)![1]!;
  const secondGame = plugins.find((p) => p.game !== firstGame)!.game;
  const secondFile = globSync(`cards/${secondGame}/**/*.card`).sort()[0]!;
  const second = parse(readFileSync(secondFile, "utf8"), secondFile).file.cards[0]!;
  const [id, title] = [second.id.text, second.title.value];

  it("knows a card by game, set and id: the same id in two games is two cards", async () => {
    const first = join(dir, "same-id.card");
    writeFileSync(first, validCardFile.replace("1U12", id));
    const named = join(dir, "second-game.scenario");
    writeFileSync(named, `game ${secondGame}\n\nscenario "names it"\n  cards ${id}\n`);
    const report = JSON.parse((await coverage({ paths: [first, secondFile], scenarios: [named], json: true })).out) as CoverageReport;
    const rows = report.cards.filter((c) => c.id === id).map((c) => [c.game, c.set, c.title, c.scenarios]);
    expect(rows.sort()).toEqual([[firstGame, 1, "Gimli", 0], [secondGame, 1, title, 1]].sort());
    const table = (await coverage({ paths: [first, secondFile], scenarios: [named] })).out.split("\n");
    expect(table[0]).toMatch(/^game\s+card\s+title/);
    expect(table.find((l) => l.startsWith(secondGame) && l.includes(` ${id} `))).toContain(title);
  });

  it("gives a reference without a game to the game that scripts most of its ids, or to the one its \"game\" names", async () => {
    const two = join(dir, "two-ids.card");
    writeFileSync(two, `${validCardFile}${validCardFile.split("\n").slice(2).join("\n").replace("1U12", id).replace("Dwarf of Erebor", "Son of Gloin")}`);
    const byIds = join(dir, "reference-ids.json");
    writeFileSync(byIds, JSON.stringify([{ id, text: "Damage +1." }, { id: "1U12", text: "Damage +1." }]));
    const plain = JSON.parse((await coverage({ paths: [two, secondFile], reference: byIds, json: true })).out) as CoverageReport;
    expect(plain.cards.filter((c) => c.textMatches !== null).map((c) => [c.game, c.id])).toEqual([[firstGame, id], [firstGame, "1U12"]]);
    const named = join(dir, "reference-game.json");
    writeFileSync(named, JSON.stringify({ game: secondGame, cards: [{ id, title }] }));
    const report = JSON.parse((await coverage({ paths: [two, secondFile], reference: named, json: true })).out) as CoverageReport;
    expect(report.cards[0]).toMatchObject({ game: secondGame, id, title, scripted: true });
  });

  it("takes a reference per set and gives each set its totals, an unscripted card counting in its reference file's set", async () => {
    const set2 = join(dir, "set2.card");
    writeFileSync(set2, validCardFile.replace(/^set 1.*$/m, "set 2").replace("1U12", "2U12"));
    const ref2 = join(dir, "reference-2.json");
    writeFileSync(ref2, JSON.stringify([{ collInfo: "2U12", gametext: "Damage +1." }, { collInfo: "2C99", gametext: "Exert a companion." }]));
    const r = await coverage({ paths: [join(dir, "cards.card"), set2], reference: [join(dir, "reference.json"), ref2], json: true });
    const report = JSON.parse(r.out) as CoverageReport;
    expect(report.reference).toBe(`${join(dir, "reference.json")}, ${ref2}`);
    expect(report.sets.map((s) => [s.set, s.totals.cards, s.totals.scripted, s.totals.textMatches])).toEqual([
      [1, 3, 2, 1],
      [2, 2, 1, 1],
    ]);
    expect(report.totals.cards).toBe(5);
    const table = (await coverage({ paths: [join(dir, "cards.card"), set2], reference: [join(dir, "reference.json"), ref2] })).out.split("\n");
    expect(table.filter((l) => /^set \d: /.test(l)).map((l) => l.slice(0, 37))).toEqual(["set 1: 3 cards · scripted 2/3 (66.7%)", "set 2: 2 cards · scripted 1/2 (50.0%)"]);
    const cli = await runCardc(["coverage", join(dir, "cards.card"), set2, "--reference", join(dir, "reference.json"), "--reference", ref2, "--json"]);
    expect((JSON.parse(cli.stdout) as CoverageReport).sets).toHaveLength(2);
  });

  it("compares the stats a reference gives, shows a stats column, and with --differences lists what differs", async () => {
    const ref = join(dir, "stats.json");
    writeFileSync(ref, JSON.stringify([
      { collInfo: "1U12", title: "Gimli", gametext: "Damage +2.", stats: { strength: 6, twilight: 3 } },
      { collInfo: "1C2", title: "The One Ring", gametext: "", stats: { strength: 1 } },
    ]));
    const json = JSON.parse((await coverage({ reference: ref, json: true })).out) as CoverageReport;
    const gimli = json.cards.find((c) => c.id === "1U12")!;
    expect(gimli).toMatchObject({ statsMatch: false, statsDiffer: ["twilight: 2 ≠ 3"], texts: { rendered: "Damage +1.", reference: "Damage +2." } });
    // The One Ring does not compile clean: its stats are not compared
    expect(json.totals).toMatchObject({ statsCompared: 1, statsMatch: 0 });
    const out = (await coverage({ reference: ref })).out.split("\n");
    expect(out[0]).toMatch(/checked\s+stats\s+text/);
    expect(out.at(-1)).toContain("stats equal 0/1");
    const right = join(dir, "stats-right.json");
    writeFileSync(right, JSON.stringify([{ collInfo: "1U12", title: "Gimli", gametext: "Damage +1.", stats: { strength: 6, twilight: 2, vitality: 3 } }]));
    expect(JSON.parse((await coverage({ reference: right, json: true })).out).cards[0]).toMatchObject({ statsMatch: true });
    const shown = (await coverage({ reference: ref, differences: true })).out;
    expect(shown).toContain("  stat       twilight: 2 ≠ 3");
    expect(shown).toMatch(/rendered\s+Damage \+1\.\n\s+reference\s+Damage \+2\./);
  });

  it("is a cardc command", async () => {
    const r = await runCardc(["coverage", join(dir, "cards.card"), "--reference", join(dir, "reference.json"), "--scenarios", join(dir, "s.scenario"), "--json"]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as CoverageReport).totals.scripted).toBe(2);
  });
});
