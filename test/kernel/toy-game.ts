/**
 * A tiny dice game on the kernel's unit protocol, for the kernel's tests: at set-up each player picks a colour (an
 * option decision in the first unit); on a turn a player draws (a die roll from the state's rng, a yes/no decision to
 * keep it, then the other player may pick up to two blockers, a card decision answered card by card) or passes. The
 * first to 12 wins; 30 turns draw. `cheat` (when allowed) breaks the invariant that scores are never negative.
 */
import type { Answer, Chooser, Decision } from "../../runtime/core/decisions.ts";
import type { LogEntry } from "../../runtime/core/log.ts";
import { digestOf } from "../../runtime/core/digest.ts";
import { createRng, nextInt, type RngState } from "../../runtime/core/rng.ts";
import type { AnswerAction } from "../../runtime/engine/answers.ts";
import type { GameEngine } from "../../runtime/engine/kernel.ts";
import { livePlay } from "../../runtime/engine/live.ts";
import { unitProtocol, type Resume, type UnitGame } from "../../runtime/engine/units.ts";

export type ToyAction = { type: "draw"; player: string } | { type: "pass"; player: string } | { type: "cheat"; player: string } | AnswerAction;

export interface Toy {
  players: [string, string];
  colours: Record<string, string>;
  scores: Record<string, number>;
  /** Index of the player acting; -1 before set-up. */
  current: number;
  turns: number;
  winner: string | null;
  over: boolean;
  rng: RngState;
  allowCheat: boolean;
  checks: boolean;
  log: LogEntry[];
  history: ToyAction[];
  resume: Resume<ToyAction> | null;
}

export interface ToyOptions {
  seed: number;
  allowCheat?: boolean;
  checkInvariants?: boolean;
}

const note = (s: Toy, e: Record<string, unknown>, type: string) => s.log.push({ ...e, seq: s.log.length + 1, type });

export function createToy(o: ToyOptions): Toy {
  return {
    players: ["a", "b"],
    colours: {},
    scores: { a: 0, b: 0 },
    current: -1,
    turns: 0,
    winner: null,
    over: false,
    rng: createRng(o.seed),
    allowCheat: o.allowCheat ?? false,
    checks: o.checkInvariants ?? false,
    log: [],
    history: [],
    resume: null,
  };
}

function runUnit(s: Toy, chooser: Chooser, action: ToyAction | null): void {
  if (!action) {
    for (const p of s.players) s.colours[p] = ["red", "blue"][chooser.option({ kind: "option", player: p, purpose: "colour", options: ["red", "blue"] })]!;
    s.current = nextInt(s.rng, 2);
    return;
  }
  note(s, { action: action.type, player: action.player }, "action");
  const p = action.player;
  const other = s.players.find((q) => q !== p)!;
  if (action.type === "cheat") s.scores[p] = -1;
  if (action.type === "draw") {
    const roll = nextInt(s.rng, 6) + 1;
    note(s, { roll }, "roll");
    if (chooser.yesNo({ kind: "yes-no", player: p, purpose: "keep" })) s.scores[p]! += roll;
    const blocks = chooser.cards({ kind: "cards", player: other, purpose: "block", options: [1, 2, 3], min: 0, max: 2 });
    s.scores[p] = Math.max(0, s.scores[p]! - blocks.length);
  }
  s.turns++;
  if (s.scores[p]! >= 12) [s.winner, s.over] = [p, true];
  else if (s.turns >= 30) s.over = true;
  else s.current = 1 - s.current;
}

const copy = (s: Toy): Toy => JSON.parse(JSON.stringify({ ...s, resume: null })) as Toy;

export const toyUnits: UnitGame<Toy, ToyAction> = {
  resumeOf: (s) => s.resume,
  setResume: (s, r) => void (s.resume = r),
  historyOf: (s) => s.history,
  logLength: (s) => s.log.length,
  logAnswer: (s: Toy, d: Decision, a: Answer) => note(s, { player: d.player, purpose: d.purpose, answer: a }, "answer"),
  copy,
  withResume: (s, r, action) => ({ ...s, resume: r, history: action ? [...s.history, action] : s.history }),
  baseToKeep: (s) => ({ ...s, log: [], history: [] }),
  baseOf: (s, r) => ({ ...(r.base as Toy), log: s.log.slice(0, r.baseLog), history: s.history }),
  runUnit,
  isOver: (s) => s.over,
  playerActions: (s) => {
    if (s.current < 0) return [];
    const player = s.players[s.current]!;
    const out: ToyAction[] = [{ type: "draw", player }, { type: "pass", player }];
    if (s.allowCheat) out.push({ type: "cheat", player });
    return out;
  },
  playerActor: (s) => (s.current < 0 ? null : s.players[s.current]!),
  checks: (s) => s.checks,
  violations: (s) => Object.entries(s.scores).flatMap(([p, n]) => (n < 0 ? [`${p} scores ${n}`] : [])),
};

export const toyProtocol = unitProtocol(toyUnits);
export const toyLive = livePlay(toyUnits, toyProtocol);

export const toyEngine: GameEngine<Toy, ToyAction, ToyOptions> = {
  newGame: (o) => toyProtocol.start(createToy(o), null, [], null),
  actor: toyProtocol.actorOf,
  legalActions: (s) => toyProtocol.legalActions(s),
  apply: toyProtocol.apply,
  isOver: (s) => s.over,
  winner: (s) => s.winner,
  digest: digestOf,
  violations: toyUnits.violations,
};

/** A seeded random decider (the same choices whoever asks: step by step or live). */
export function randomDecide(seed: number): (player: string, s: Toy, actions: ToyAction[]) => ToyAction {
  const rng = createRng(seed);
  return (_player, _s, actions) => actions[nextInt(rng, actions.length)]!;
}
