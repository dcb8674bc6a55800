/**
 * Agents in a game's seats, for any game on the kernel: who decides each action (`seatsDecide`), and a game played
 * step by step with `apply` for agents that search on from the states they are handed (`playByApply`).
 */
import type { Decide, Played } from "./live.ts";

/** What the seats need of an agent: its choice, and whether it reads no state (`blind`) or searches on (`search`). */
export interface SeatAgent<S, A> {
  choose(state: S, actions: A[]): A;
  blind?: boolean;
  search?: boolean;
}

/** Does any seat's agent search on from the states it is handed (so the game must keep each state whole)? */
export const searching = (agents: Record<string, { search?: boolean }>): boolean => Object.values(agents).some((a) => a.search);

/**
 * The seat's agent picks each action, handed what `seenBy` shows it. A forced move (a single legal action) asks no
 * agent that reads the state: the action is taken (a third of a LOTR game's steps, each a view less). A blind agent is
 * still asked, so that its random draws stay as they were. `seat`: the game's word for a seat, in the error.
 */
export function seatsDecide<S, A, G extends SeatAgent<S, A>>(agents: Record<string, G>, seenBy: (agent: G, state: S, who: string) => S, seat: string): Decide<S, A> {
  // a map: reading the record by a player id that varies is a slow (megamorphic) lookup, once per action
  const seats = new Map(Object.entries(agents));
  return (who, state, actions) => {
    const agent = seats.get(who);
    if (!agent) throw new Error(`no agent for ${seat} ${who}`);
    if (actions.length === 1 && !agent.blind) return actions[0]!;
    return agent.choose(seenBy(agent, state, who), actions);
  };
}

/** The game of the live path, step by step with `apply`: every state kept whole for an agent that searches on from it. */
export function playByApply<S, A>(
  game: { actorOf(state: S): string | null; legalActions(state: S): A[]; apply(state: S, action: A, legal: A[]): S },
  start: S,
  decide: Decide<S, A>,
  maxSteps: number,
): Played<S> {
  let state = start;
  let steps = 0;
  for (let who = game.actorOf(state); who !== null && steps < maxSteps; who = game.actorOf(state), steps++) {
    const legal = game.legalActions(state);
    state = game.apply(state, decide(who, state, legal), legal);
  }
  return { state, steps };
}
