/**
 * SO-ISMCTS iterations per second on the search tests' games (one core): `npx tsx scripts/bench-ismcts.ts [ms]`.
 * Each line times searches from a few positions for about `ms` milliseconds (default 2000) after a warm-up.
 */
import { createRng } from "../runtime/core/rng.ts";
import { Ismcts } from "../runtime/agents/search/ismcts.ts";
import { Uct } from "../runtime/agents/search/uct.ts";
import type { SearchGame } from "../runtime/agents/search/game.ts";
import { liarsDice, newDiceGame } from "../test/agents/search/liars-dice.ts";
import { newTtt, ticTacToe } from "../test/agents/search/tic-tac-toe.ts";

const ms = Number(process.argv[2]) || 2000;
const PER_SEARCH = 10_000;

function measure<S, A, P, V>(label: string, game: SearchGame<S, A, P, V>, starts: S[], run: "ismcts" | "uct"): void {
  const ismcts = new Ismcts(game, { iterations: PER_SEARCH });
  const uct = new Uct(game, { iterations: PER_SEARCH });
  const rng = createRng(1);
  const once = (s: S) => {
    if (run === "uct") return uct.search(s, rng).iterations;
    const p = game.actor(s)!;
    return ismcts.search(game.view(s, p), p, rng).iterations;
  };
  for (let i = 0; i < 5; i++) once(starts[i % starts.length]!); // warm-up
  let iterations = 0;
  let searches = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) iterations += once(starts[searches++ % starts.length]!);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`${label.padEnd(34)} ${Math.round(iterations / seconds).toLocaleString("en-US").padStart(10)} iterations/s  (${searches} searches of ${PER_SEARCH})`);
}

const dice = Array.from({ length: 16 }, (_, i) => newDiceGame(i + 1));
measure("liar's dice 3+3 d6, SO-ISMCTS", liarsDice, dice, "ismcts");
measure("liar's dice 3+3 d6, cheating UCT", liarsDice, dice, "uct");
measure("tic-tac-toe (empty board), SO-ISMCTS", ticTacToe, [newTtt()], "ismcts");
measure("tic-tac-toe (empty board), UCT", ticTacToe, [newTtt()], "uct");
