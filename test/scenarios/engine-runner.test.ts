/**
 * The scenario runner drives the engine: a card is played only through the engine's legal actions and step, what a
 * decision does not offer is a scenario error, and no line of any scenario makes the runner throw.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCompiledCards } from "../../compiler/cli/commands/test.ts";
import { plugins } from "../../runtime/games/registry.ts";
import { parseScenarios } from "../../runtime/scenario/parse.ts";
import { runScenario } from "../../runtime/scenario/run.ts";
import { actionStatements, PHASES } from "../../runtime/games/lotr-tcg/scenario/statements.ts";
import { runs } from "../support/properties.ts";

const cards = (await loadCompiledCards(["cards"])).byGame[plugins[0]!.game]!;

function run(text: string) {
  const { scenarios, diagnostics } = parseScenarios(text, "mem.scenario");
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return runScenario(cards, scenarios[0]!);
}

describe("one way to play a card", () => {
  const dir = join(import.meta.dirname, "../../runtime/games/lotr-tcg/scenario");
  // the functions that play a card, use an ability or resolve an event outside the engine's step
  const sidePaths = ["useAbility", "playCard", "playEvent", "resolveEvent", "resolvePaidEvent", "perform", "payRequirements", "putIntoPlay", "applyStatic"];

  it("the runner imports none of the functions that play a card, use an ability or resolve an event (the engine's step does)", () => {
    const found: string[] = [];
    for (const f of readdirSync(dir).filter((n) => n.endsWith(".ts"))) {
      const imports = [...readFileSync(join(dir, f), "utf8").matchAll(/import\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(",").map((s) => s.trim().replace(/^type\s+/, "")));
      for (const name of sidePaths) if (imports.includes(name) && !(f === "position.ts" && name === "applyStatic")) found.push(`${f}: ${name}`);
    }
    // position.ts starts the statics of the cards a position begins with, as a card's start when it comes into play
    expect(found).toEqual([]);
  });
});

describe("decisions", () => {
  it("a `choose` naming a card the decision does not offer is a scenario error (CS4105), not a silent default", () => {
    const r = run(`scenario "x"
  phase fellowship
  card frodo 1C290 free-peoples characters
  ring-bearer frodo
  wounds frodo 1
  card boromir 1U97 free-peoples characters
  card legolas 1R50 free-peoples characters
  choose frodo
  use frodo
  expect wounds frodo 0
`);
    expect(r.passed).toBe(false);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["CS4105"]);
    expect(r.failures[0]!.message).toMatch(/does not offer frodo \(it offers boromir, legolas\)/);
  });

  it("`expect options` counts what the last decision offered", () => {
    const r = run(`scenario "x"
  phase fellowship
  card frodo 1C290 free-peoples characters
  ring-bearer frodo
  wounds frodo 1
  card boromir 1U97 free-peoples characters
  card legolas 1R50 free-peoples characters
  choose legolas
  use frodo
  expect options 2
  expect wounds legolas 1
  expect wounds boromir 0
`);
    expect(r.failures).toEqual([]);
  });

  it("a response is declined unless its card has a `respond` line", () => {
    const base = `  phase skirmish
  card frodo 1C290 free-peoples characters
  ring-bearer frodo
  wounds frodo 3
  card sam 1C311 free-peoples characters
`;
    expect(run(`scenario "x"\n${base}  wound frodo\n  expect ring-bearer frodo\n  expect winner shadow\n`).failures).toEqual([]);
    expect(run(`scenario "x"\n${base}  respond sam\n  wound frodo\n  expect ring-bearer sam\n  expect winner none\n`).failures).toEqual([]);
    expect(run(`scenario "x"\n${base}  respond sam\n  answer no\n  wound frodo\n  expect winner shadow\n`).failures).toEqual([]);
  });
});

describe("outcomes the engine gives", () => {
  it("a site's ability is `inactive` while the fellowship is elsewhere, and used at the site", () => {
    const at = (site: number) => `scenario "x"
  site ${site}
  phase fellowship
  card glade 1C351 free-peoples adventure-path
  card legolas 1U51 free-peoples characters
  card h 1C176 shadow hand
  use glade
`;
    expect(run(at(1) + "  expect outcome inactive\n").failures).toEqual([]);
    expect(run(at(6) + "  expect outcome done\n  expect wounds legolas 1\n").failures).toEqual([]);
  });

  it("a turn statement in another phase is a scenario error", () => {
    const r = run(`scenario "x"\n  phase fellowship\n  card sam 1C311 free-peoples characters\n  fire-archery\n  expect wounds sam 0\n`);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["CS4105"]);
    expect(r.failures[0]!.message).toMatch(/needs the archery phase; the game is in the fellowship phase/);
  });
});

describe("robustness", () => {
  // card ids of every kind, aliases a..e, and every action statement with arguments that parse
  const ids = ["1C290", "1C311", "1U12", "1U97", "1R89", "1U51", "1C151", "1U178", "1C176", "1U233", "1C299", "1C2", "1U320", "1U327", "1C304", "1U285", "1R318", "1C19", "1U363"];
  const zones = ["hand", "characters", "support", "discard", "draw-deck", "adventure-path", "adventure-deck"];
  const alias = fc.constantFrom("a", "b", "c", "d", "e");
  const cardLine = fc.tuple(alias, fc.constantFrom(...ids), fc.constantFrom("free-peoples", "shadow"), fc.constantFrom(...zones)).map(([n, id, side, zone]) => `card ${n} ${id} ${side} ${zone}`);
  const word = fc.constantFrom("move", "skirmish-won", "start-of-turn", "bids");
  const action = fc.oneof(
    fc.tuple(fc.constantFrom("use", "play", "wound", "exert", "heal", "heal-by-discard", "put-on-ring", "take-off-ring"), alias).map(([k, a]) => `${k} ${a}`),
    fc.tuple(fc.constantFrom("transfer", "assign"), alias, alias).map(([k, a, b]) => `${k} ${a} ${b}`),
    fc.constantFrom("end-phase", "resolve-skirmish", "fire-archery", "move", "start-game", "remove-burdens 1", "site-keyword 1 river", "answer no", "pick 1", "choose a", "choose"),
    fc.tuple(alias, alias).map(([a, b]) => `assignment ${a} ${b}`),
    fc.tuple(word, alias).map(([w, a]) => `event ${w} ${a}`),
    fc.tuple(fc.constantFrom(...PHASES), fc.integer({ min: 1, max: 9 })).map(([p, n]) => (n % 2 ? `phase ${p}` : `site ${n}`)),
    cardLine,
  );

  it("runs every statement sequence to a result: failures and diagnostics, never an exception", () => {
    expect(Object.keys(actionStatements).length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.array(cardLine, { minLength: 5, maxLength: 5 }), fc.array(action, { maxLength: 12 }), (setup, actions) => {
        // the five aliases declared once each, then any lines
        const lines = setup.map((l, i) => l.replace(/^card \w/, `card ${"abcde"[i]}`));
        const text = `scenario "random"\n${[...lines, ...actions.filter((l) => !l.startsWith("card ")), "expect twilight 0"].map((l) => `  ${l}`).join("\n")}\n`;
        const { scenarios } = parseScenarios(text, "random.scenario");
        const r = runScenario(cards, scenarios[0]!);
        expect(typeof r.passed).toBe("boolean");
        for (const f of r.failures) expect(f.message).not.toMatch(/^engine error/);
      }),
      { numRuns: runs(150) },
    );
  });
});
