import { beforeAll, describe, expect, it } from "vitest";
import { randomAgent } from "../../runtime/agents/random.ts";
import type { GameState } from "../../runtime/core/state.ts";
import { actorOf, apply, envFor, isOver, legalActions, newGame, type CardLibrary } from "../../runtime/games/lotr-tcg/engine/engine.ts";
import { lotr } from "../../runtime/games/lotr-tcg/state/game.ts";
import { narrate } from "../../runtime/games/lotr-tcg/state/narrate.ts";
import { strength } from "../../runtime/games/lotr-tcg/state/stats.ts";
import { board, describe as describeAction } from "../../runtime/games/lotr-tcg/state/table-words.ts";
import { starterLibrary, STARTER_DECKS } from "../engine/starter-game.ts";
import { cliTestTimeout, playCardc } from "./run-cardc.ts";

/** Starts `cardc play` with the starter decks, answers each prompt with the next of `answers`, then closes stdin. */
const play = (answers: string[]) => playCardc(["play", "--game", "lotr-tcg", "--deck", "aragorn-starter", "--vs", "gandalf-starter", "--seed", "2"], answers);

describe("cardc play", () => {
  it(
    "?N shows the card of action N with its game text, and q leaves the game",
    async () => {
      const r = await play(["?2", "?", "q"]);
      expect(r.code).toBe(0);
      // action 2 of the first decision (set-up) adds a starting companion: its card, stats and text
      expect(r.stdout).toMatch(/\n[^\n]+ \(1\w\d+\)\nUnique [a-z]+ companion — twilight \d, strength \d, vitality \d, resistance \d+\n/);
      expect(r.stdout).toContain("?N shows the card of action N (its game text); q leaves the game.");
      expect(r.stdout.trimEnd().endsWith("You left the game.")).toBe(true);
    },
    cliTestTimeout,
  );

  it(
    "shows the board and numbered actions, re-prompts on bad input, progresses, and leaves cleanly at end of input",
    async () => {
      const r = await play(["1", "zzz", "42", "1", "1", "1"]);
      expect(r.code).toBe(0);
      for (const part of ["Site path:", "Twilight pool:", "Burdens:", "Fellowship", "Minions", "Your hand:", "  1. "]) expect(r.stdout).toContain(part);
      expect(r.stdout).toContain("'zzz' is not a number");
      expect(r.stdout).toContain("'42' is not a number");
      expect(r.stdout).toMatch(/shadow phase/);
      // set-up comes before the first turn, which is turn 1
      expect(r.stdout).toContain("— Set-up — you are p1");
      expect(r.stdout).toMatch(/— Turn 1, (fellowship|shadow) phase/);
      expect(r.stdout).not.toContain("Turn 0");
      // decisions and the computer's moves are told in words, cards by title, never by id
      expect(r.stdout).toContain("Starting fellowship: add a companion");
      expect(r.stdout).not.toMatch(/(?<![\w.])[1-9]\d{2,}(?![\w.])|Decision: /);
      expect(r.stdout.split("Your choice").length - 1).toBeGreaterThanOrEqual(6);
      expect(r.stdout.trimEnd().endsWith("Input closed: leaving the game.")).toBe(true);
    },
    cliTestTimeout,
  );
});

describe("cardc play tells the game", () => {
  // Seed 2, p1 (Aragorn starter) plays Shadow in turn 1 at site 2: Aragorn joins the starting fellowship, then the
  // Uruk Soldier (a site-5 minion: roaming) is played, its trigger declined, the rest of the phase passed; the
  // computer assigns it to Boromir and the skirmish is fought; then the reconcile is done.
  const answers = ["2", "3", "2", "3", "8"];

  it(
    "shows a roaming minion's real cost, the cost the pool pays",
    async () => {
      const r = await play(answers);
      expect(r.code).toBe(0);
      // the pool had 7; the action says 4 and the pool loses 4, leaving 3 on the next board
      expect(r.stdout).toMatch(
        /\nTwilight pool: 7 [^]*?\n {2}3\. Play Uruk Soldier \(twilight 2, roaming \+2 = 4\)\n {2}4\. Pass\nYour choice \(1-4\):\n {2}· The twilight pool loses 4\.\n {2}· You play Uruk Soldier\.\n\n[^\n]+\n[^\n]+\nTwilight pool: 3 /,
      );
      // a card without roaming shows its plain cost
      expect(r.stdout).toContain("  1. Play Uruk-hai Armory (twilight 1)\n");
    },
    cliTestTimeout,
  );

  it(
    "narrates the assignment and the skirmish (totals and winner), and takes a one-option decision without waiting",
    async () => {
      const r = await play(answers);
      expect(r.code).toBe(0);
      const out = r.stdout;
      const assigned = out.indexOf("\n  · Uruk Soldier is assigned to skirmish Boromir (chosen by p2, the Free Peoples player).\n");
      const started = out.indexOf("\n  · Skirmish: Boromir against Uruk Soldier.\n");
      const resolved = /\n {2}· Skirmish resolved: Boromir \(strength (\d+)\) against Uruk Soldier \(strength (\d+)\): (Boromir|Uruk Soldier) wins(?: \(a tie goes to the Shadow\))?\.\n/.exec(out);
      expect(assigned).toBeGreaterThan(0);
      expect(started).toBeGreaterThan(assigned);
      expect(resolved).not.toBeNull();
      expect(resolved!.index).toBeGreaterThan(started);
      const [fp, shadow, winner] = [Number(resolved![1]), Number(resolved![2]), resolved![3]];
      // the Uruk Soldier's strength as the board showed it; Boromir's is 7 (nothing raised his own strength)
      expect(shadow).toBe(Number(/\n {2}Uruk Soldier: strength (\d+),/.exec(out)![1]));
      expect(fp).toBe(7);
      expect(winner).toBe(fp > shadow ? "Boromir" : "Uruk Soldier");
      // the loser takes the wound (here it kills him)
      expect(out.slice(resolved!.index)).toMatch(/^\n {2}· Skirmish resolved[^\n]*\n {2}· Boromir takes a wound\.\n {2}· Boromir is killed and goes to the dead pile\.\n/);
      // one-option decisions (the passes from the maneuver phase to the regroup) are taken and said, never asked
      expect(out).not.toContain("Your choice (1-1)");
      expect(out.split("You: Pass (your only option)").length - 1).toBeGreaterThanOrEqual(4);
      // five answers took the game through the skirmish to turn 2: the one-option decisions used none of them
      expect(out.split("Your choice").length - 1).toBe(answers.length + 1);
      expect(out).toContain("  · Turn 2: you are the Free Peoples player");
      expect(out).not.toMatch(/(?<![\w.])[1-9]\d{2,}(?![\w.])|undefined|NaN/);
    },
    cliTestTimeout,
  );
});

describe("the table's words for the engine's facts", () => {
  let cards: CardLibrary;
  beforeAll(async () => {
    cards = await starterLibrary();
  });

  /** Random games of the starter decks played with `apply`, as `cardc play` plays: `look` sees each state and its action. */
  function games(n: number, look: (state: GameState, action: ReturnType<typeof legalActions>[number], next: GameState) => void): GameState[] {
    const ends: GameState[] = [];
    for (let seed = 1; seed <= n; seed++) {
      const agents: Record<string, ReturnType<typeof randomAgent>> = { p1: randomAgent(seed), p2: randomAgent(seed + 7) };
      let state = newGame({ seed, decks: STARTER_DECKS, cards });
      while (!isOver(state)) {
        const legal = legalActions(state);
        const action = agents[actorOf(state)!]!.choose(state, legal);
        const next = apply(state, action, legal);
        look(state, action, next);
        state = next;
      }
      ends.push(state);
    }
    return ends;
  }

  it("a play action shows the twilight the engine then moves, roaming penalty included", () => {
    let plays = 0;
    let roaming = 0;
    games(12, (state, action, next) => {
      if (action.type !== "play") return;
      const text = describeAction(state, action);
      const m = /\((?:twilight (\d+)(?:, modified [+-]\d+)?(, roaming \+\d+)? = (\d+)|twilight (\d+))\)$/.exec(text);
      expect(m, text).not.toBeNull();
      // (a legal play the engine then refuses leaves the card in hand and charges nothing: nothing to compare)
      if (next.cards[action.card]!.zone === "hand") return;
      const paid = next.log.slice(state.log.length).find((e) => e.type === "add-twilight" || e.type === "remove-twilight");
      expect(paid ? Number(paid.n) : 0, text).toBe(Number(m![3] ?? m![4]));
      plays++;
      if (m![2]) roaming++;
    });
    expect(plays).toBeGreaterThan(50);
    expect(roaming).toBeGreaterThan(5);
  });

  it("the board shows the skirmish being fought, each side with its strength", () => {
    let seen = 0;
    games(4, (state) => {
      const s = lotr(state).skirmish;
      const env = envFor(state);
      const name = (id: number) => env.defs[state.cards[id]!.def]!.title;
      const text = board(state, "p1");
      if (!s || s.companion === null || state.cards[s.companion]!.zone !== "characters") {
        if (!s) expect(text).not.toMatch(/^Skirmish/m);
        return;
      }
      const ms = s.minions.filter((m) => state.cards[m]!.zone === "characters");
      if (ms.length === 0) return;
      const fp = strength(env, s.companion);
      const shadow = ms.reduce((sum, m) => sum + strength(env, m), 0);
      const sides = `${name(s.companion)} (strength ${fp}) against ${ms.map((m) => `${name(m)} (strength ${strength(env, m)})`).join(" + ")}`;
      expect(text).toContain(`\nSkirmish${s.cancelled ? " (cancelled)" : ""}: ${sides} — ${fp} to ${shadow}, ${fp > shadow ? "Free Peoples ahead" : "Shadow ahead"}`);
      seen++;
    });
    expect(seen).toBeGreaterThan(10);
  });

  it("narrates every assignment and every skirmish's totals and winner, cards by title", () => {
    let skirmishes = 0;
    for (const state of games(8, () => {})) {
      const env = envFor(state);
      const name = (id: unknown) => env.defs[state.cards[id as number]!.def]!.title;
      const list = (ids: string[]) => (ids.length === 1 ? ids[0]! : `${ids.slice(0, -1).join(", ")} and ${ids[ids.length - 1]}`);
      state.log.forEach((e, i) => {
        const first = narrate(state, "p1", i)[0];
        if (e.type === "assign") expect(first).toMatch(new RegExp(`^${name(e.minion)} is assigned to skirmish ${name(e.companion)} \\(`));
        if (e.type !== "skirmish-resolved") return;
        const minions = list((e.minions as number[]).map(name));
        const winner = e.winner === "free-peoples" ? name(e.companion) : minions;
        expect(first).toContain(`Skirmish resolved: ${name(e.companion)} (strength ${e.fp}) against ${minions} (strength ${e.shadow}`);
        expect(first).toMatch(new RegExp(`\\): ${winner} wins?\\b`));
        skirmishes++;
      });
      for (const line of narrate(state, "p1")) expect(line).not.toMatch(/(?<![\w.])[1-9]\d{2,}(?![\w.])|undefined|NaN|\[object/);
    }
    expect(skirmishes).toBeGreaterThan(10);
  });
});
