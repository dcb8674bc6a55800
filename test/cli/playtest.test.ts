/**
 * A set kept outside the repository is playtested: `simulate --cards DIR --decks a.deck,b.deck` (deck files by path),
 * and, from the set's own folder with a cardscript.json, by deck name; `play --deck ./mine.deck`.
 */
import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runPlay } from "../../compiler/cli/commands/play.ts";
import { runSimulate } from "../../compiler/cli/commands/simulate.ts";
import { tempDir } from "./run-cardc.ts";
import { Readable } from "node:stream";

let dir: string;
beforeAll(() => {
  dir = tempDir("playtest-");
  cpSync(join(import.meta.dirname, "fixtures", "playtest"), join(dir, "sets"), { recursive: true });
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { output: { out: (s: string) => void out.push(s), err: (s: string) => void err.push(s), color: false }, out, err };
}
const simulate = (extra: object, root: string) => {
  const c = capture();
  return runSimulate({ game: "lotr-tcg", n: "2", seed: "1", agents: "random", json: true, ...extra }, c.output, root).then((code) => ({ code, ...c }));
};

describe("playtesting a set outside the repository", () => {
  it("simulate takes --cards and deck files by path", async () => {
    const decks = [join(dir, "sets", "dwarves.deck"), join(dir, "sets", "goblins.deck")];
    const r = await simulate({ cards: join(dir, "sets"), decks: decks.join(",") }, process.cwd());
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out[0]!) as { games: number; wins: Record<string, number> };
    expect(summary.games).toBe(2);
    expect(Object.keys(summary.wins)).toEqual(decks);
  }, 120_000);

  it("simulate finds the decks by name and the cards in the folder's project", async () => {
    writeFileSync(join(dir, "cardscript.json"), JSON.stringify({ include: ["sets/**/*.card"], decks: ["sets/*.deck"] }));
    const r = await simulate({ decks: "dwarves,goblins" }, dir);
    expect(r.err).toEqual([]);
    expect(Object.keys((JSON.parse(r.out[0]!) as { wins: object }).wins)).toEqual(["dwarves", "goblins"]);
    const missing = await simulate({ decks: "dwarves,elves" }, dir);
    expect([missing.code, missing.err.join("")]).toEqual([2, expect.stringContaining("unknown deck 'elves'")]);
  }, 120_000);

  it("a project with no cards of the game says where it looked", async () => {
    writeFileSync(join(dir, "cardscript.json"), JSON.stringify({ include: ["nothing/**/*.card"] }));
    const r = await simulate({ decks: "./sets/dwarves.deck,./sets/goblins.deck" }, dir);
    expect(r.code).toBe(2);
    expect(r.err.join("")).toContain("no .card files of game 'lotr-tcg' in the project of cardscript.json");
  }, 120_000);

  it("play takes --deck and --vs by path", async () => {
    const c = capture();
    const code = await runPlay({ game: "lotr-tcg", deck: join(dir, "sets", "dwarves.deck"), vs: join(dir, "sets", "goblins.deck"), cards: join(dir, "sets"), seed: "3" }, c.output, Readable.from(["q\n"]), process.cwd());
    expect(c.err).toEqual([]);
    expect(code).toBe(0);
    expect(c.out[0]).toContain(`(${join(dir, "sets", "dwarves.deck")})`);
  }, 120_000);
});
