/**
 * `cardc play`: a person plays a deck against the heuristic agent. At each of the person's
 * decisions it prints the board and the numbered legal actions and reads a number from stdin; a
 * decision with one legal action is taken without asking. After every step, the person's or the
 * computer's, it tells what happened (the new log entries, in sentences).
 */
import { createInterface } from "node:readline";
import { exitOk, exitUsage } from "../exit-code.ts";
import { loadGame } from "../games/load.ts";
import type { Output } from "../output.ts";

export interface PlayOptions {
  game: string;
  deck: string;
  vs: string;
  seed: string;
}

const OPPONENT_AGENT = "heuristic";
const HELP = "Enter the number of an action; ?N shows the card of action N (its game text); q leaves the game.";

export async function runPlay(opts: PlayOptions, output: Output, input: NodeJS.ReadableStream = process.stdin, root = process.cwd()): Promise<number> {
  if (!/^-?\d+$/.test(opts.seed.trim())) {
    output.err(`cardc play: --seed must be an integer, found '${opts.seed}'`);
    return exitUsage;
  }
  const seed = Number(opts.seed);
  const loaded = await loadGame(root, opts.game, [opts.deck, opts.vs]);
  if (!loaded.ok) {
    output.err(`cardc play: ${loaded.message}`);
    return exitUsage;
  }
  const { table, cards, decks } = loaded.value;
  const [you, them] = table.players;
  const opponent = table.agents[OPPONENT_AGENT]!(seed + 1);
  let state = table.newGame({ seed, decks: [decks.get(opts.deck)!, decks.get(opts.vs)!], cards });
  output.out(`You are ${you} (${opts.deck}); the computer is ${them} (${opts.vs}, ${OPPONENT_AGENT}). ${HELP}`);
  // the log entries told so far
  let told = 0;
  const tell = (): void => {
    for (const line of table.narrate(state, you, told)) output.out(`  · ${line}`);
    told = state.log.length;
  };
  tell();
  const reader = createInterface({ input, terminal: false });
  const lines = reader[Symbol.asyncIterator]();
  try {
    while (!table.isOver(state)) {
      const legal = table.legalActions(state);
      if (table.actorOf(state) !== you) {
        const action = opponent.choose(state, legal);
        const asked = table.prompt(state);
        if (!table.isPass(action)) output.out(`${them}: ${asked ? `${asked} → ` : ""}${table.describe(state, action)}`);
        state = table.apply(state, action, legal);
        tell();
        continue;
      }
      if (legal.length === 1) {
        // nothing to choose: taken at once, and said
        const asked = table.prompt(state);
        output.out(`You: ${asked ? `${asked} → ` : ""}${table.describe(state, legal[0]!)} (your only option)`);
        state = table.apply(state, legal[0]!, legal);
        tell();
        continue;
      }
      output.out(`\n${table.board(state, you)}`);
      output.out(legal.map((a, i) => `  ${i + 1}. ${table.describe(state, a)}`).join("\n"));
      let pick: number | null = null;
      while (pick === null) {
        output.out(`Your choice (1-${legal.length}):`);
        const line = await lines.next();
        if (line.done) {
          output.out("Input closed: leaving the game.");
          return exitOk;
        }
        const answer = line.value.trim();
        if (answer === "q" || answer === "quit") {
          output.out("You left the game.");
          return exitOk;
        }
        const asked = /^\?\s*(\d*)$/.exec(answer);
        if (asked) {
          const k = Number(asked[1]);
          const text = asked[1] && k >= 1 && k <= legal.length ? table.cardText(state, legal[k - 1]!) : null;
          output.out(asked[1] ? (text ?? `Action ${asked[1]} is about no card.`) : HELP);
          continue;
        }
        const n = /^\d+$/.test(answer) ? Number(answer) : NaN;
        if (n >= 1 && n <= legal.length) pick = n - 1;
        else output.out(`'${answer}' is not a number from 1 to ${legal.length} (? for help).`);
      }
      state = table.apply(state, legal[pick]!, legal);
      tell();
    }
  } finally {
    // stop reading: input left open (after `q`) must not keep the process alive
    reader.close();
  }
  const won = table.winner(state);
  output.out(`\nGame over after turn ${table.turn(state)} (${table.ending(state)}): ${won === you ? "you win" : won === null ? "nobody wins" : "the computer wins"}.`);
  return exitOk;
}
