/**
 * The server's re-check schedule (lsp/server/schedule.ts) over a workspace that defers dependents: a burst
 * of header edits publishes the edited file after each edit, its dependents once, for the final text only,
 * and what was published last for every file is what a fresh analysis of the final texts says.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { Workspace } from "../../compiler/services/ide/index.ts";
import { RecheckSchedule } from "../../lsp/server/schedule.ts";

const HEADER = 'game lotr-tcg\nset 1 "The Fellowship of the Ring"\n';
const GIMLI = `${HEADER}\ncard 1U12 "Gimli" "Dwarf of Erebor" {\n  unique Dwarven companion, Dwarf\n  twilight 2, strength 6, vitality 3, resistance 6, signet Aragorn\n\n  Damage +1.\n}\n`;
const AXE = `${HEADER}\ncard 1C9 "Gimli's Battle Axe" {\n  Dwarven possession, hand weapon\n  twilight 1, strength +2\n\n  Bearer must be Gimli.\n}\n`;
const DELAY = 300;

const show = (ds: Diagnostic[]) => ds.map((d) => `${d.code} ${d.span.line}:${d.span.column} ${d.message}`);

beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "clearImmediate"] }));
afterEach(() => void vi.useRealTimers());

function setup() {
  const ws = new Workspace(undefined, { deferDependents: true });
  const published: { path: string; diagnostics: string[] }[] = [];
  const errors: unknown[] = [];
  const schedule = new RecheckSchedule(ws, (paths) => paths.forEach((path) => published.push({ path, diagnostics: show(ws.diagnostics(path)) })), (e) => errors.push(e), DELAY);
  ws.setFile("/gimli.card", GIMLI);
  ws.setFile("/axe.card", AXE);
  schedule.edited();
  vi.advanceTimersByTime(DELAY * 2);
  published.length = 0;
  return { ws, published, errors, schedule };
}

it("publishes a burst of header edits' dependents once, for the final version, and loses nothing", () => {
  const { ws, published, errors, schedule } = setup();
  const titles = ["Gimlo", "Gimla", "Gim", "Gimbo", "Borin"];
  for (const [k, title] of titles.entries()) {
    // a header edit: the title (which the axe names) and a stat
    ws.setFile("/gimli.card", GIMLI.replace('"Gimli"', `"${title}"`).replace("strength 6", `strength ${k + 1}`));
    schedule.edited();
    vi.advanceTimersByTime(DELAY / 3);
    // the edited file is published at once, checked as it now is
    expect(published.at(-1)).toMatchObject({ path: "/gimli.card" });
  }
  expect(published.map((p) => p.path)).toEqual(titles.map(() => "/gimli.card"));

  vi.advanceTimersByTime(DELAY);
  const axe = published.filter((p) => p.path === "/axe.card");
  expect(axe).toHaveLength(1);
  expect(axe[0]!.diagnostics.join("\n")).toMatch(/CS2004 .*Bearer must be Gimli/);

  const fresh = new Workspace();
  for (const p of ws.paths()) fresh.setFile(p, ws.text(p)!);
  for (const p of fresh.paths()) expect(published.filter((x) => x.path === p).at(-1)!.diagnostics).toEqual(show(fresh.diagnostics(p)));
  vi.advanceTimersByTime(DELAY * 10);
  expect(published.filter((p) => p.path === "/axe.card")).toHaveLength(1);
  expect(errors).toEqual([]);
});

it("re-checks dependents at once before a request that reads them, and not again after the pause", () => {
  const { ws, published, schedule } = setup();
  ws.setFile("/gimli.card", GIMLI.replace('"Gimli"', '"Borin"'));
  schedule.edited();
  vi.advanceTimersByTime(1);
  expect(ws.settled).toBe(false);
  schedule.settleNow();
  expect(ws.settled).toBe(true);
  expect(published.filter((p) => p.path === "/axe.card")).toHaveLength(1);
  vi.advanceTimersByTime(DELAY * 2);
  expect(published.filter((p) => p.path === "/axe.card")).toHaveLength(1);
});

it("reports a failing check to its error handler and keeps scheduling", () => {
  const { ws, errors, schedule } = setup();
  const settle = vi.spyOn(ws, "settle").mockImplementationOnce(() => {
    throw new Error("boom");
  });
  ws.setFile("/gimli.card", GIMLI.replace('"Gimli"', '"Borin"'));
  schedule.edited();
  vi.advanceTimersByTime(DELAY * 2);
  expect(errors).toHaveLength(1);
  schedule.edited();
  vi.advanceTimersByTime(DELAY * 2);
  expect(settle).toHaveBeenCalledTimes(2);
  expect(ws.settled).toBe(true);
});
