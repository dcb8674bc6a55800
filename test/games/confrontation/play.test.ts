import { describe, expect, it } from "vitest";
import { charactersOf } from "../../../runtime/games/confrontation/cards.ts";
import { cliTestTimeout, playCardc, runCardc } from "../../cli/run-cardc.ts";
import { plugins } from "../../../runtime/games/registry.ts";

/** A game played with decks, named through the registry (a game's tests name only their own game). */
const deckGame = plugins.find((p) => p.deckRules)!.game;

/** Starts `cardc play --game confrontation …`, answers each prompt with the next of `answers`, then closes stdin. */
const play = (extra: string[], answers: string[]) => playCardc(["play", "--game", "confrontation", ...extra], answers);

const sauronNames = charactersOf("sauron").map((c) => c.title);
const fellowshipNames = charactersOf("fellowship").map((c) => c.title);
const firstBoard = (out: string): string => out.slice(out.indexOf("— Set-up"), out.indexOf("Your choice"));

describe("cardc play --game confrontation", () => {
  it(
    "as the Fellowship: the diamond with your pieces named and Sauron's hidden, secret placement, battles told, to the end",
    async () => {
      const r = await play(["--seed", "2"], Array<string>(400).fill("1"));
      expect(r.code).toBe(0);
      const out = r.stdout;
      expect(out).toContain("You are fellowship; the computer is sauron (heuristic).");
      // the board: Mordor (the enemy's home) on top, the Shire at the bottom, mountains marked, hidden enemies as ■
      const board = firstBoard(out);
      expect(board.indexOf("[Mordor]")).toBeGreaterThan(-1);
      expect(board.indexOf("[Mordor]")).toBeLessThan(board.indexOf("[The Shire]"));
      expect(board).toContain("[Caradhras ·1]");
      expect(board).toMatch(/■■■■ hidden/);
      // set-up: Sauron placed first, told only where; you place each piece yourself
      expect(out).toContain("sauron: places a piece in Mordor");
      expect(out).toContain("Set-up: place ");
      expect(out).toMatch(/\n {2}1\. Place \w+ in The Shire\n/);
      // your placed pieces are named on the board
      expect(out).toMatch(/ · You place (\w+) in The Shire\./);
      // nothing names a Sauron character before the first battle reveals one
      const beforeBattle = out.slice(0, out.indexOf("Battle in"));
      expect(out.indexOf("Battle in")).toBeGreaterThan(0);
      for (const name of sauronNames) expect(beforeBattle).not.toContain(name);
      // a battle: the reveal with both texts, the secret card choice, the cards, the totals, who falls
      expect(out).toMatch(/ · Battle in [^:]+: [^\n]+ attacks [^\n]+\.\n {2}· {3}[^\n]+ \(strength \d\): /);
      expect(out).toMatch(/choose your combat card \(secretly\)/);
      expect(out).toMatch(/sauron: plays a combat card face down/);
      expect(out).toMatch(/ · Combat cards: Fellowship [^\n]+, Sauron [^\n]+\./);
      expect(out).toMatch(/ · Totals: [^\n]+ \d+, [^\n]+ \d+\./);
      expect(out).toMatch(/ is defeated in /);
      // the end, its reason in words
      expect(out).toMatch(/\nGame over after turn \d+ \((Frodo in Mordor|Frodo defeated|three in the Shire|no move)\): (you win|the computer wins)\.\n?$/);
    },
    cliTestTimeout,
  );

  it(
    "--as sauron against ISMCTS: your home at the bottom, the Fellowship's pieces hidden, ?N shows a card, q leaves",
    async () => {
      const r = await play(["--as", "sauron", "--ai", "ismcts", "--iterations", "20", "--seed", "4"], ["?1", "1", "q"]);
      expect(r.code).toBe(0);
      const out = r.stdout;
      expect(out).toContain("You are sauron; the computer is fellowship (ismcts).");
      const board = firstBoard(out);
      expect(board.indexOf("[The Shire]")).toBeLessThan(board.indexOf("[Mordor]"));
      // Sauron places first: the first question is where one of your pieces goes, and ?1 shows that character
      expect(out).toMatch(/Set-up: place ([\w -]+|Flying Nazgûl) \(secretly\)/);
      expect(out).toMatch(/\n[^\n]+ \(1S\d\)\nSauron character — strength \d\n/);
      expect(out.trimEnd().endsWith("You left the game.")).toBe(true);
      // the computer's placements come after yours and never name its pieces
      for (const name of fellowshipNames) expect(out).not.toMatch(new RegExp(`fellowship: [^\\n]*${name}`));
    },
    cliTestTimeout,
  );

  it.each([
    [["--as", "gondor"], /--as must be one of fellowship, sauron, found 'gondor'/],
    [["--deck", "x", "--vs", "y"], /game 'confrontation' is played without decks: leave out --deck and --vs/],
    [["--ai", "clever"], /unknown agent 'clever'/],
    [["--iterations", "-3"], /--iterations must be a positive integer/],
  ])("bad arguments %j: one line, exit 2", async (extra, message) => {
    const r = await runCardc(["play", "--game", "confrontation", ...extra]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  }, cliTestTimeout);

  it("a game with decks still needs --deck and --vs", async () => {
    const r = await runCardc(["play", "--game", deckGame]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`game '${deckGame}' is played with decks: give --deck and --vs`));
  }, cliTestTimeout);
});
