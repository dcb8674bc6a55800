/**
 * The round (digest §5): set-up, then each round's location step, action step (the players' window), combat step,
 * victory check and draw step; the starting player passes on. Each step does the rules' work up to the next
 * players' window or decision.
 */
import { envWith, type Env } from "../../../core/env.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { expireModifiers, modifiedValue } from "../../../core/modifiers.ts";
import { nextInt, shuffle } from "../../../core/rng.ts";
import { cardsIn, player, type CardId } from "../../../core/state.ts";
import { activateLocation, cycleFromHand, draw } from "../state/actions.ts";
import { resolveCombat } from "../state/combat.ts";
import { fire } from "../state/events.ts";
import { battlegroundDeck, drawsProp, EVENTS, otherSide, printedStat, scenarioTable, SIDES, titleOf, wotr, ZONES, type Side } from "../state/game.ts";
import { sideOf } from "../state/players.ts";
import { scores } from "../state/score.ts";
import { carryOverLimit, handSize } from "./moves.ts";

/** The player to act in the action step. */
export const actionActor = (env: Env): string => {
  const ext = wotr(env.state);
  return ext.order[ext.turn % ext.order.length]!;
};

export const startingPlayer = (env: Env): string => {
  const ext = wotr(env.state);
  return ext.order[ext.starting]!;
};

/** The distinct decks in turn order from the starting player. */
function decksInOrder(env: Env): string[] {
  const ext = wotr(env.state);
  const out: string[] = [];
  for (let k = 0; k < ext.order.length; k++) {
    const p = ext.order[(ext.starting + k) % ext.order.length]!;
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

function enter(env: Env, step: ReturnType<typeof wotr>["step"]): void {
  const ext = wotr(env.state);
  expireModifiers(env.state, { kind: "end-of-phase" });
  ext.step = step;
  env.state.phase = step;
}

function setup(env: Env): void {
  const t = scenarioTable(wotr(env.state).scenario);
  for (const d of t.decks) shuffle(env.state.rng, player(env.state, d.id).zones[ZONES.drawDeck]!);
  for (const s of SIDES) shuffle(env.state.rng, env.state.zones[battlegroundDeck(s)]!);
  for (const d of t.decks) {
    draw(env, d.id, d.setupDraw);
    if (d.setupCycle > 0) cycleFromHand(envWith(env, { controller: d.id }), d.id, d.setupCycle, "setup-cycle");
  }
  enter(env, "round-start");
}

function roundStart(env: Env): void {
  const ext = wotr(env.state);
  ext.round++;
  env.state.turn = ext.round;
  ext.playedThisRound = [];
  ext.playedToReserve = [];
  ext.reactivatedFromOpponent = [];
  ext.usedActions = [];
  ext.overLimit = [];
  env.state.activePlayer = startingPlayer(env);
  log(env.state, { round: ext.round, starting: startingPlayer(env), seq: nextSeq(env.state), type: "round" });
  fire(env, EVENTS.roundStart, []);
  enter(env, "location");
}

/** The battleground of the location step: random from the starting team's deck, else the other's (or the round's, when the scenario fixes them). */
function locationBattlegrounds(env: Env): CardId[] {
  const ext = wotr(env.state);
  if (ext.roundBattlegrounds) {
    const out: CardId[] = [];
    for (const def of ext.roundBattlegrounds[ext.round - 1] ?? [])
      for (const s of SIDES) for (const id of env.state.zones[battlegroundDeck(s)] ?? []) if (env.state.cards[id]!.def === def) out.push(id);
    return out;
  }
  const side: Side = sideOf(env.state, startingPlayer(env));
  for (const s of [side, otherSide(side)]) {
    const deck = env.state.zones[battlegroundDeck(s)] ?? [];
    if (deck.length) return [deck[nextInt(env.state.rng, deck.length)]!];
  }
  return [];
}

/** The paths the location step may draw: unused, numbered one higher than the last (the path deck holds only the scenario's paths). */
export function nextPaths(env: Env): CardId[] {
  const ext = wotr(env.state);
  const n = ext.lastPath + 1;
  return cardsIn(env.state, "", ZONES.pathDeck).filter((id) => printedStat(env, id, "path") === n && !ext.usedPaths.includes(env.state.cards[id]!.def));
}

function locationStep(env: Env): void {
  const ext = wotr(env.state);
  const at = envWith(env, { controller: startingPlayer(env), source: null });
  for (const bg of locationBattlegrounds(env)) activateLocation(at, bg, false);
  const paths = nextPaths(env);
  if (paths.length === 0) {
    // no path left to activate: the game is scored as after the last path
    finish(env, "no-path");
    return;
  }
  activateLocation(at, paths[nextInt(env.state.rng, paths.length)]!, false);
  if (ext.winner !== null) return;
  ext.turn = ext.starting;
  ext.passes = 0;
  ext.actions = 0;
  enter(env, "action");
}

/** After every deck passed in a row: a deck over its carry-over limit cycles its extra cards. */
function actionEnd(env: Env): void {
  for (const p of decksInOrder(env)) {
    const extra = handSize(env, p) - Math.max(0, carryOverLimit(env, p));
    if (extra > 0) cycleFromHand(envWith(env, { controller: p, source: null }), p, extra, "over-limit");
  }
  const ext = wotr(env.state);
  ext.overLimit = decksInOrder(env).filter((p) => handSize(env, p) > Math.max(0, carryOverLimit(env, p)));
  enter(env, "combat");
}

function combatStep(env: Env): void {
  for (;;) {
    const active = (env.state.zones[ZONES.active] ?? []).slice();
    if (active.length === 0) break;
    const i =
      active.length === 1 ? 0 : env.chooser.option({ kind: "option", player: startingPlayer(env), purpose: "combat-order", options: active.map((id) => `${id}:${titleOf(env, id)}`) });
    resolveCombat(envWith(env, { controller: startingPlayer(env), source: null }), active[i] ?? active[0]!);
  }
  enter(env, "victory");
}

/** The game ends: the winner by the final scores (unused Ring tokens count), ties to the Shadow. */
function finish(env: Env, ending: string): void {
  const ext = wotr(env.state);
  const s = scores(env, true);
  ext.finalScore = s;
  ext.winner = s["free-peoples"] > s.shadow ? "free-peoples" : "shadow";
  ext.ending = ending;
  enter(env, "over");
  log(env.state, { winner: ext.winner, ending, score: s, seq: nextSeq(env.state), type: "game-over" });
}

function victoryCheck(env: Env): void {
  const ext = wotr(env.state);
  const s = scores(env, false);
  if (Math.abs(s["free-peoples"] - s.shadow) >= 10) {
    ext.finalScore = s;
    ext.winner = s["free-peoples"] > s.shadow ? "free-peoples" : "shadow";
    ext.ending = "lead";
    enter(env, "over");
    log(env.state, { winner: ext.winner, ending: "lead", score: s, seq: nextSeq(env.state), type: "game-over" });
    return;
  }
  if (ext.lastPath >= scenarioTable(ext.scenario).lastPath) {
    finish(env, "last-path");
    return;
  }
  enter(env, "draw");
}

function drawStep(env: Env): void {
  const ext = wotr(env.state);
  const t = scenarioTable(ext.scenario);
  for (const p of decksInOrder(env)) {
    const seat = t.decks.find((d) => d.id === p)!;
    draw(env, p, Math.max(0, seat.draws + modifiedValue(env, null, drawsProp(p), 0)));
  }
  fire(env, EVENTS.drawStep, []);
  expireModifiers(env.state, { kind: "end-of-turn" });
  ext.starting = (ext.starting + 1) % ext.order.length;
  enter(env, "round-start");
}

/** Runs one step of the rules (none for `action`: the decks act there). */
export function runStep(env: Env): void {
  switch (wotr(env.state).step) {
    case "setup":
      return setup(env);
    case "round-start":
      return roundStart(env);
    case "location":
      return locationStep(env);
    case "action-end":
      return actionEnd(env);
    case "combat":
      return combatStep(env);
    case "victory":
      return victoryCheck(env);
    case "draw":
      return drawStep(env);
    default:
      return;
  }
}

