/**
 * `cardc play`: a person plays against an agent (the heuristic one unless `--ai` names another), from the first seat
 * or the one `--as` names, with a deck each in a game played with decks. At each of the person's decisions it prints
 * the board and the numbered legal actions and reads a number from stdin; a decision with one legal action is taken
 * without asking. After every step, the person's or the computer's, it tells what happened (the new log entries, in
 * sentences). In a game with hidden information (a table with `view`) the person is shown, and the computer's agent
 * handed, only their own seat's view (an agent that cheats excepted).
 */
import { createInterface } from "node:readline";
import { exitOk, exitUsage } from "../exit-code.ts";
import { endingName, teamOf } from "../../../runtime/games/table.ts";
import { gameTable, loadGame, searchBudget } from "../games/load.ts";
import type { Output } from "../output.ts";

export interface PlayOptions {
  /** The game's scenario (a game played in several). */
  scenario?: string;
  game: string;
  /** Your deck and the computer's, names or paths (a game played with decks). */
  deck?: string;
  vs?: string;
  /** Where the game's sets are (default: the project's). */
  cards?: string;
  /** Your seat (the table's first unless told). */
  as?: string;
  /** The computer's agent. */
  ai?: string;
  iterations?: string;
  timePerMove?: string;
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
  const usage = (message: string): number => {
    output.err(`cardc play: ${message}`);
    return exitUsage;
  };
  const game = gameTable(opts.game, opts.scenario);
  if (!game.ok) return usage(game.message);
  // seats that play decks of their own play the table's decks unless told otherwise
  const ownDecks = game.value.setup.seatDecks ? game.value.setup.defaultDecks : undefined;
  const withDecks = game.value.setup.decks && !ownDecks;
  if (withDecks && (opts.deck === undefined || opts.vs === undefined)) return usage(`game '${opts.game}' is played with decks: give --deck and --vs`);
  if (!withDecks && (opts.deck !== undefined || opts.vs !== undefined)) return usage(`game '${opts.game}' is played without decks: leave out --deck and --vs`);
  const seats = game.value.players;
  const you = opts.as ?? seats[0];
  if (!seats.includes(you)) return usage(`--as must be one of ${seats.join(", ")}, found '${opts.as}'`);
  const them = seats.filter((p) => p !== you);
  const ai = opts.ai ?? OPPONENT_AGENT;
  if (!(ai in game.value.agents)) return usage(`unknown agent '${ai}' (known: ${Object.keys(game.value.agents).join(", ")})`);
  const budget = searchBudget(opts);
  if (typeof budget === "string") return usage(budget);
  const loaded = await loadGame(root, opts.game, ownDecks ? [...ownDecks] : withDecks ? [opts.deck!, opts.vs!] : [], opts.scenario, { cards: opts.cards });
  if (!loaded.ok) return usage(loaded.message);
  const { table, cards, decks } = loaded.value;
  // the computer plays every other seat, each with its own agent (the first with seed + 1, as with two seats)
  const computer = new Map(them.map((p, k) => [p, table.agents[ai]!(seed + 1 + k, budget)]));
  const dealt = ownDecks ? { decks: ownDecks.map((d) => decks.get(d)!) } : withDecks ? { decks: seats.map((p) => decks.get(p === you ? opts.deck! : opts.vs!)!) as [unknown, unknown] } : {};
  let state = table.newGame({ seed, ...dealt, cards });
  /** What you may know of the game: your seat's view in a game with hidden information. */
  const seen = (s: unknown): unknown => (table.view ? table.view(s, you) : s);
  output.out(withDecks ? `You are ${you} (${opts.deck}); the computer is ${them.join(", ")} (${opts.vs}, ${ai}). ${HELP}` : `You are ${you}; the computer is ${them.join(", ")} (${ai}). ${HELP}`);
  const intro = table.introduction?.(you);
  if (intro) output.out(intro);
  // the log entries told so far (of your view)
  let told = 0;
  const tell = (before?: unknown): void => {
    const now = seen(state);
    for (const line of table.narrate(now, you, told, before === undefined ? undefined : seen(before))) output.out(`  · ${line}`);
    told = table.logSize(now);
  };
  tell();
  const reader = createInterface({ input, terminal: false });
  const lines = reader[Symbol.asyncIterator]();
  try {
    while (!table.isOver(state)) {
      const legal = table.legalActions(state);
      const before = state;
      const actor = table.actorOf(state)!;
      if (actor !== you) {
        // the agent gets its own seat's view (unless it cheats, or reads no state); you are told only what your view shows of its action
        const agent = computer.get(actor)!;
        const action = agent.choose(table.view && !agent.cheats && !agent.blind ? table.view(state, actor) : state, legal);
        if (!table.isPass(action)) {
          // a table with views says which decision the action answers itself (in the words `you` may read)
          const asked = table.view ? null : table.prompt(state);
          output.out(`${actor}: ${asked ? `${asked} → ` : ""}${table.describe(seen(state), action, you)}`);
        }
        state = table.apply(state, action, legal);
        tell(before);
        continue;
      }
      const mine = seen(state);
      if (legal.length === 1) {
        // nothing to choose: taken at once, and said
        const asked = table.prompt(mine);
        output.out(`You: ${asked ? `${asked} → ` : ""}${table.describe(mine, legal[0]!)} (your only option)`);
        state = table.apply(state, legal[0]!, legal);
        tell(before);
        continue;
      }
      output.out(`\n${table.board(mine, you)}`);
      output.out(legal.map((a, i) => `  ${i + 1}. ${table.describe(mine, a)}`).join("\n"));
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
          const text = asked[1] && k >= 1 && k <= legal.length ? table.cardText(mine, legal[k - 1]!) : null;
          output.out(asked[1] ? (text ?? `Action ${asked[1]} is about no card.`) : HELP);
          continue;
        }
        const n = /^\d+$/.test(answer) ? Number(answer) : NaN;
        if (n >= 1 && n <= legal.length) pick = n - 1;
        else output.out(`'${answer}' is not a number from 1 to ${legal.length} (? for help).`);
      }
      state = table.apply(state, legal[pick]!, legal);
      tell(before);
    }
  } finally {
    // stop reading: input left open (after `q`) must not keep the process alive
    reader.close();
  }
  const won = table.winner(state);
  // at a table with teams, a seat of your team winning is your win
  const yours = won !== null && won !== you && teamOf(table, you).includes(won);
  output.out(`\nGame over after turn ${table.turn(state)} (${endingName(table, table.ending(state))}): ${won === you ? "you win" : yours ? "your team wins" : won === null ? "nobody wins" : "the computer wins"}.`);
  return exitOk;
}
