/**
 * `cardc simulate`'s summary: the outcomes of the games added up by deck, seat, team (a table with teams), agent and
 * agent in each seat, with the endings and turns; and the summary in words. Any number of seats: side k (its agent,
 * its deck) sits in seat (k + i) mod the number of seats in game i (simulate-games.ts).
 */
import type { GameTable } from "../../../runtime/games/table.ts";
import type { GameOutcome } from "./simulate-games.ts";

export interface SimulationSummary {
  game: string;
  /** The scenario played (a game played in several). */
  scenario?: string;
  games: number;
  seed: number;
  decks: string[];
  agents: string[];
  /** The thinking budget, when one was given. */
  iterations?: number;
  timePerMoveMs?: number;
  /** Wins by deck (a game played with decks); with an agent a team, every deck of the winning team wins. */
  wins?: Record<string, number>;
  /** Each seat played its own deck (the agents rotated, not the decks). */
  seatDecks?: boolean;
  /** Each agent played a team (every seat of it), the teams rotating between the agents. */
  agentsByTeam?: boolean;
  winsBySeat: Record<string, number>;
  /** Wins by team, each named by its seats (`north+south`), in a game whose table has teams. */
  winsByTeam?: Record<string, number>;
  winsByAgent: Record<string, number>;
  /** Games and wins of each agent in each seat (by agent, then seat). */
  gamesByAgentAndSeat: Record<string, Record<string, number>>;
  winsByAgentAndSeat: Record<string, Record<string, number>>;
  undecided: number;
  endings: Record<string, number>;
  averageTurns: number;
  elapsedMs: number;
  gamesPerSecond: number;
}

/** What a summary is made for: the game and its table, the arguments, the thinking budget. */
export interface SummaryOf {
  game: string;
  scenario?: string;
  table: Pick<GameTable, "players" | "teams" | "endings"> & { setup?: Pick<GameTable["setup"], "seatDecks"> };
  seed: number;
  decks: string[];
  agents: string[];
  budget: { iterations?: number; timePerMoveMs?: number };
}

/**
 * Which side sits in seat j in game i, at a table of `seats` seats played by `sides` sides: with as many sides as
 * seats, side k sits in seat (k + i) mod S (two seats alternate); with one side a team (fewer sides than seats, as
 * many as the table's teams), side k plays every seat of team (k + i) mod T.
 */
export function sideAtSeat(table: Pick<GameTable, "players" | "teams">, sides: number, i: number, j: number): number {
  const seats = table.players.length;
  if (sides === seats || !table.teams || table.teams.length !== sides) return (j - (i % seats) + seats) % seats;
  const team = table.teams.findIndex((t) => t.includes(table.players[j]!));
  return (team - (i % sides) + sides) % sides;
}

/** Is a side a team here (an agent a team, not a seat)? */
export const sidesAreTeams = (table: Pick<GameTable, "players" | "teams">, sides: number): boolean =>
  sides !== table.players.length && !!table.teams && table.teams.length === sides;

const bump = (o: Record<string, number>, k: string) => (o[k] = (o[k] ?? 0) + 1);
const zeros = (keys: readonly string[]): Record<string, number> => Object.fromEntries(keys.map((k) => [k, 0]));
const teamName = (team: readonly string[]): string => team.join("+");

/** The outcomes of games 0…n-1 added up (in game order: the same summary whatever the number of jobs); timing left at 0. */
export function summarize(o: SummaryOf, outcomes: readonly GameOutcome[]): SimulationSummary {
  const seats = o.table.players;
  const teams = o.table.teams;
  const s: SimulationSummary = {
    game: o.game,
    ...(o.scenario ? { scenario: o.scenario } : {}),
    games: outcomes.length,
    seed: o.seed,
    decks: o.decks,
    agents: o.agents,
    ...o.budget,
    ...(o.decks.length ? { wins: zeros(o.decks) } : {}),
    ...(o.decks.length && o.table.setup?.seatDecks ? { seatDecks: true } : {}),
    ...(sidesAreTeams(o.table, o.agents.length) ? { agentsByTeam: true } : {}),
    winsBySeat: zeros(seats),
    ...(teams ? { winsByTeam: zeros(teams.map(teamName)) } : {}),
    winsByAgent: zeros(o.agents),
    gamesByAgentAndSeat: Object.fromEntries(o.agents.map((a) => [a, zeros(seats)])),
    winsByAgentAndSeat: Object.fromEntries(o.agents.map((a) => [a, zeros(seats)])),
    undecided: 0,
    endings: zeros(o.table.endings),
    averageTurns: 0,
    elapsedMs: 0,
    gamesPerSecond: 0,
  };
  let turns = 0;
  outcomes.forEach((g, i) => {
    seats.forEach((seat, j) => bump(s.gamesByAgentAndSeat[o.agents[sideAtSeat(o.table, o.agents.length, i, j)]!]!, seat));
    if (g.side === null) s.undecided++;
    else {
      const team = teams?.find((t) => t.includes(g.seat!));
      // an agent a team: a win is every seat's of the winning team (its decks, its seats); else the winning seat's
      const won = s.agentsByTeam && team ? team : [g.seat!];
      for (const seat of won) {
        // at a table whose seats play their own decks, the winning deck is the winning seat's
        if (s.wins) bump(s.wins, o.decks[o.table.setup?.seatDecks || s.agentsByTeam ? seats.indexOf(seat) : g.side]!);
        bump(s.winsBySeat, seat);
        bump(s.winsByAgentAndSeat[o.agents[g.side]!]!, seat);
      }
      if (s.winsByTeam && team) bump(s.winsByTeam, teamName(team));
      bump(s.winsByAgent, o.agents[g.side]!);
    }
    bump(s.endings, g.ending);
    turns += g.turns;
  });
  s.averageTurns = Math.round((turns / Math.max(outcomes.length, 1)) * 100) / 100;
  return s;
}

function rates(counts: Record<string, number>, games: number): string {
  return Object.entries(counts)
    .map(([k, v]) => `${k} ${v} (${((v / games) * 100).toFixed(1)}%)`)
    .join(", ");
}

/** Each agent's wins in each seat, out of the games it played there. */
function bySeat(s: SimulationSummary): string {
  return Object.entries(s.winsByAgentAndSeat)
    .map(([agent, seats]) =>
      `${agent} ${Object.entries(seats)
        .map(([seat, won]) => {
          const played = s.gamesByAgentAndSeat[agent]![seat]!;
          return `as ${seat} ${won}/${played}${played ? ` (${((won / played) * 100).toFixed(1)}%)` : ""}`;
        })
        .join(", ")}`,
    )
    .join("; ");
}

/** The summary in words; `ending` names an ending. */
export function report(s: SimulationSummary, ending: (id: string) => string): string {
  const seatDecks = s.decks.length > 0 && s.seatDecks === true;
  const byTeam = s.agentsByTeam === true;
  const sides = seatDecks || byTeam ? `decks ${s.decks.join(", ")}, agents ${s.agents.join(byTeam ? " vs " : ", ")}${byTeam ? " (an agent a team)" : ""}` : s.decks.length ? s.decks.map((d, k) => `${d} (${s.agents[k]})`).join(" vs ") : s.agents.join(" vs ");
  const thinking = s.iterations !== undefined ? `, ${s.iterations} iterations a move` : s.timePerMoveMs !== undefined ? `, ${s.timePerMoveMs} ms a move` : "";
  const undecided = s.undecided ? `, undecided ${s.undecided}` : "";
  return [
    `${s.game}${s.scenario ? ` (${s.scenario})` : ""}: ${s.games} games from seed ${s.seed}, ${sides}, ${byTeam ? "teams" : seatDecks ? "agents" : "seats"} ${s.agents.length > 2 ? "rotating" : "alternating"}${thinking}`,
    ...(s.wins ? [`wins by deck:  ${rates(s.wins, s.games)}${undecided}`] : []),
    `wins by seat:  ${rates(s.winsBySeat, s.games)}${s.wins ? "" : undecided}`,
    ...(s.winsByTeam ? [`wins by team:  ${rates(s.winsByTeam, s.games)}`] : []),
    `wins by agent: ${rates(s.winsByAgent, s.games)}`,
    `agent by seat: ${bySeat(s)}`,
    `endings:       ${rates(Object.fromEntries(Object.entries(s.endings).map(([k, v]) => [ending(k), v])), s.games)}`,
    `average turns: ${s.averageTurns}`,
    `time:          ${s.elapsedMs} ms (${s.gamesPerSecond} games/s)`,
  ].join("\n");
}
