/**
 * Two agents. Both read only `view(state, player)` and choose only from `legalActions` of that view (the same list as
 * the full state's: a player's options never depend on what he cannot see). Each takes its own rng for ties.
 */
import { enemyOf, MORDOR, SHIRE, type Side } from "./board.ts";
import { cardDef, isRingBearer, isTextCard } from "./cards.ts";
import { apply, legalActions, newGame, type Action } from "./engine.ts";
import { hasEnemy } from "./rules.ts";
import { nextInt, type RngState } from "../../core/rng.ts";
import { pieceById, type GameState } from "./state.ts";
import { view } from "./view.ts";

export interface Agent {
  name: string;
  /** `v` is the player's view; returns one of legalActions(v). */
  choose(v: GameState, player: Side, rng: RngState): Action;
}

export const randomAgent: Agent = {
  name: "random",
  choose(v, _player, rng) {
    const actions = legalActions(v);
    return actions[nextInt(rng, actions.length)]!;
  },
};

const strength = (card: string | null | undefined): number => cardDef(card)?.strength ?? 3;

function score(v: GameState, player: Side, a: Action): number {
  switch (a.type) {
    case "place": {
      const p = pieceById(v, a.piece)!;
      // keep the Ring-bearer back home, send the strong forward
      const home = a.region === SHIRE || a.region === MORDOR;
      return isRingBearer(p.card) ? (home ? 10 : 0) : home ? 5 - strength(p.card) : strength(p.card);
    }
    case "move": {
      const p = pieceById(v, a.piece)!;
      if (isRingBearer(p.card) && a.to === MORDOR) return 1000;
      const attack = hasEnemy(v, player, a.to);
      if (a.route === "tunnel-of-moria") return -2;
      if (isRingBearer(p.card)) return attack ? -50 : 1;
      if (player === "sauron" && a.to === SHIRE) return 20;
      return attack ? strength(p.card) - 2.5 : 0.5;
    }
    case "card": {
      const mine = pieceById(v, player === "fellowship" ? fighter(v, "fellowship") : fighter(v, "sauron"));
      const theirs = pieceById(v, fighter(v, enemyOf(player)));
      const gap = strength(theirs?.card) - strength(mine?.card) + 1;
      const val = cardDef(a.card)?.might;
      if (val == null) return isTextCard(a.card) ? -1 : 0;
      // the smallest card that wins; a hopeless battle gets the smallest card
      return val >= gap ? 10 - val : -5 - val;
    }
    case "choose":
      return a.index >= 0 ? 1 : 0;
    case "defender":
      return a.piece === null ? 0 : -strength(pieceById(v, a.piece)?.card);
  }
}

function fighter(v: GameState, side: Side): string {
  const b = v.battle!;
  const a = pieceById(v, b.attacker)!;
  return a.side === side ? b.attacker : (b.defender ?? "");
}

export const heuristicAgent: Agent = {
  name: "heuristic",
  choose(v, player, rng) {
    const actions = legalActions(v);
    let best: Action[] = [];
    let top = -Infinity;
    for (const a of actions) {
      const sc = score(v, player, a);
      if (sc > top) [top, best] = [sc, [a]];
      else if (sc === top) best.push(a);
    }
    return best[nextInt(rng, best.length)]!;
  },
};

/** Plays a whole game between two agents (each with its own rng); `step` sees every state. */
export function playGame(seed: number, agents: Record<Side, Agent>, rngs: Record<Side, RngState>, step?: (s: GameState) => void): GameState {
  let s = newGame({ seed });
  while (!s.over) {
    const who = s.pending!.player;
    s = apply(s, agents[who].choose(view(s, who), who, rngs[who]));
    step?.(s);
  }
  return s;
}
