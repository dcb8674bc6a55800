/** The turn structure: each step does the rules' work up to the next action procedure or decision. */
import { defOf, envWith, type Env } from "../../../core/env.ts";
import { makeEvent } from "../../../core/events.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { logAnswer } from "../../../core/decisions.ts";
import { expireModifiers, modifiedFlag, modifiedValue, modifierAmounts } from "../../../core/modifiers.ts";
import { startProcedure } from "../../../core/procedure.ts";
import { addTokens, cardsIn, cardsInZones, moveCard, player, type CardId } from "../../../core/state.ts";
import { shuffle } from "../../../core/rng.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { timesThisTurn } from "../../../core/turn-history.ts";
import { addTwilight, discard, draw, heal } from "../state/actions.ts";
import { lotr, MAY_SKIP_ARCHERY, MOVED, MOVES_FROM, NO_SKIRMISH_PHASES, shadowPlayers, SKIP_ARCHERY, SKIRMISH_ENDING, TWILIGHT, ZONES } from "../state/game.ts";
import { endsPhase, enterPhase, endSkirmish, startSkirmish } from "../state/phases.ts";
import { playCard } from "../state/play.ts";
import { takeSkippedShadowPhase } from "../state/skipped-phases.ts";
import { printed, wounds } from "../state/stats.ts";
import { startSite } from "../impl/effects-site-replacement.ts";
import { engineOf } from "./library.ts";
import { allowedByRules } from "./moves.ts";
import { respond } from "./respond.ts";
import { archeryFire, assign, companions, fellowship, minions, openSkirmishes, resolveSkirmish } from "./skirmish.ts";
import type { Step } from "./types.ts";

const HAND_SIZE = 8;
const STARTING_COMPANIONS_COST = 4;
const MOVE_LIMIT = 2;

const shadowOf = (env: Env): string => shadowPlayers(env.state)[0]!;
const fire = (env: Env, type: string, cards: CardId[] = []) => respond(env, makeEvent(env.state, { type, cards }), "after");

function siteAt(env: Env, n: number): CardId | undefined {
  for (const id of cardsIn(env.state, "", ZONES.adventurePath)) if (defOf(env, id).site === n) return id;
  return undefined;
}

/** Lays a player's site n on the adventure path (its static abilities apply while the fellowship is there). */
export function laySite(env: Env, owner: string, n: number): CardId | undefined {
  const id = cardsIn(env.state, owner, ZONES.adventureDeck).find((s) => defOf(env, s).site === n);
  if (!id) return undefined;
  moveCard(env.state, id, ZONES.adventurePath);
  log(env.state, { card: id, site: n, player: owner, seq: nextSeq(env.state), type: "play-site" });
  startSite(env, id);
  return id;
}

const MAX_BID = 5;

/**
 * Secret bids: both players are asked before either bid is revealed (nothing is logged or placed in
 * between, and the second decision is the same whatever the first bid was); then the bids are revealed
 * and become burdens, and the highest bidder (ties: the random first player) picks the seat order.
 */
function bid(env: Env): void {
  const eng = engineOf(env.state);
  const ext = lotr(env.state);
  const options = Array.from({ length: MAX_BID + 1 }, (_, i) => String(i));
  const asked = eng.players.map((p) => ({ kind: "option" as const, player: p, purpose: "bid", options, secret: true }));
  const bids = asked.map((d) => env.chooser.option(d));
  // revealed together: the answers enter the log only now
  asked.forEach((d, i) => logAnswer(env.state, d, bids[i]!));
  const byPlayer = Object.fromEntries(eng.players.map((p, i) => [p, bids[i]!]));
  log(env.state, { bids: byPlayer, seq: nextSeq(env.state), type: "bids" });
  for (const p of eng.players) addTokens(env.state, ext.ringBearer[p]!, "burden", byPlayer[p]!);
  const high = bids[1]! > bids[0]! ? eng.players[1] : eng.players[0];
  const low = high === eng.players[0] ? eng.players[1] : eng.players[0];
  const first = env.chooser.option({ kind: "option", player: high, purpose: "seat", options: ["first", "second"] }) === 0;
  eng.players = first ? [high, low] : [low, high];
  ext.freePeoples = eng.players[0];
  env.state.activePlayer = eng.players[0];
  log(env.state, { first: eng.players[0], seq: nextSeq(env.state), type: "seat-order" });
}

function setup(env: Env): void {
  const eng = engineOf(env.state);
  if (eng.bids) bid(env);
  laySite(env, eng.players[0], 1);
  for (const p of eng.players) {
    const pe = envWith(env, { controller: p });
    let budget = STARTING_COMPANIONS_COST;
    for (;;) {
      // one option per definition: the rules allow every copy of a definition alike, so each is asked about once
      const seen = new Set<string>();
      const options = cardsIn(env.state, p, ZONES.drawDeck).filter((id) => {
        const f = printed(env, id);
        if (f.type !== "companion" || f.twilight > budget || seen.has(f.def.id)) return false;
        seen.add(f.def.id);
        return allowedByRules(pe, p, id);
      });
      if (options.length === 0) break;
      const i = env.chooser.option({ kind: "option", player: p, purpose: "starting-companion", options: ["done", ...options.map((id) => env.state.cards[id]!.def)] });
      const id = options[i - 1];
      if (!id) break;
      budget -= printed(env, id).twilight;
      playCard(pe, id);
    }
  }
  env.state.pools[TWILIGHT] = 0;
  for (const p of eng.players) {
    shuffle(env.state.rng, player(env.state, p).zones[ZONES.drawDeck]!);
    draw(env, p, HAND_SIZE);
  }
  eng.step = { kind: "start-turn" };
}

function startTurn(env: Env): void {
  const ext = lotr(env.state);
  const eng = engineOf(env.state);
  // turns count from 1 (set-up is turn 0)
  env.state.turn++;
  env.state.activePlayer = ext.freePeoples;
  env.state.pools[TWILIGHT] = 0;
  ext.site = eng.positions[ext.freePeoples]!;
  ext.assignments = {};
  eng.fierce = false;
  log(env.state, { turn: env.state.turn, freePeoples: ext.freePeoples, site: ext.site, seq: nextSeq(env.state), type: "turn" });
  const site = siteAt(env, ext.site);
  if (site && hasKeyword(env, site, "sanctuary")) {
    for (let k = 0; k < 5; k++) {
      const options = companions(env).filter((c) => wounds(env, c) > 0);
      if (options.length === 0) break;
      const [c] = env.chooser.cards({ kind: "cards", player: ext.freePeoples, purpose: "sanctuary-heal", options, min: 0, max: 1 });
      if (!c || !options.includes(c)) break;
      heal(env, c);
    }
  }
  fire(env, "start-of-turn");
  eng.step = { kind: "phase", phase: "fellowship", then: { kind: "move" } };
}

function move(env: Env): void {
  const ext = lotr(env.state);
  const eng = engineOf(env.state);
  const from = siteAt(env, ext.site);
  if (from) fire(env, "move-from", [from]);
  if (from) for (const c of companions(env)) fire(env, MOVES_FROM, [c, from]);
  const n = ext.site + 1;
  const to = siteAt(env, n) ?? laySite(env, shadowOf(env), n) ?? laySite(env, ext.freePeoples, n);
  ext.site = n;
  eng.positions[ext.freePeoples] = n;
  log(env.state, { to: n, site: to ?? null, seq: nextSeq(env.state), type: "move" });
  // "each time the fellowship moves" answers first: it may change the Shadow number added now
  fire(env, MOVED);
  const shadowNumber = to ? modifiedValue(env, to, "shadow-number", printed(env, to).twilight) : 0;
  addTwilight(env, Math.max(0, shadowNumber) + companions(env).length);
  if (to) fire(env, "move-to", [to]);
  eng.step = { kind: "phase", phase: "shadow", then: { kind: "after-shadow" } };
}

function afterShadow(env: Env): void {
  const eng = engineOf(env.state);
  eng.step =
    minions(env).length === 0
      ? { kind: "regroup" }
      : modifiedFlag(env, null, SKIP_ARCHERY, false)
        ? { kind: "phase", phase: "maneuver", then: assignmentOrRegroup(env) }
        : { kind: "phase", phase: "maneuver", then: { kind: "phase", phase: "archery", then: { kind: "archery" } } };
}

const PATH = [ZONES.adventurePath];

/** The assignment phase, or the regroup phase at a site that has no assignment and skirmish phases. */
function assignmentOrRegroup(env: Env): Step {
  const ext = lotr(env.state);
  const here = cardsInZones(env.state, PATH).some((id) => printed(env, id).site === ext.site && modifiedFlag(env, id, NO_SKIRMISH_PHASES, false));
  return here ? { kind: "regroup" } : { kind: "phase", phase: "assignment", then: { kind: "assign" } };
}

function skirmishes(env: Env): void {
  const ext = lotr(env.state);
  const eng = engineOf(env.state);
  const open = openSkirmishes(env);
  if (open.length === 0) {
    ext.assignments = {};
    const fierce = minions(env).filter((m) => hasKeyword(env, m, "fierce"));
    if (!eng.fierce && fierce.length > 0 && fellowship(env).length > 0) {
      eng.fierce = true;
      eng.step = { kind: "phase", phase: "assignment", then: { kind: "assign" } };
    } else eng.step = { kind: "regroup" };
    return;
  }
  const i = env.chooser.option({ kind: "option", player: ext.freePeoples, purpose: "skirmish-order", options: open.map(String) });
  const companion = open[i] ?? open[0]!;
  const alive = new Set(minions(env));
  const ms = (ext.assignments[companion] ?? []).filter((m) => alive.has(m));
  delete ext.assignments[companion];
  eng.step = { kind: "phase", phase: "skirmish", then: { kind: "resolve-skirmish" }, skirmish: { companion, minions: ms } };
}

function reconcile(env: Env, p: string): void {
  const hand = () => cardsIn(env.state, p, ZONES.hand);
  const options = hand();
  if (options.length > 0) {
    const [d] = env.chooser.cards({ kind: "cards", player: p, purpose: "reconcile-discard", options, min: 0, max: 1 });
    if (d && options.includes(d)) discard(env, d);
  }
  const n = hand().length;
  if (n < HAND_SIZE) draw(env, p, HAND_SIZE - n);
  else if (n > HAND_SIZE) {
    const chosen = env.chooser.cards({ kind: "cards", player: p, purpose: "reconcile-discard-down", options: hand(), min: n - HAND_SIZE, max: n - HAND_SIZE });
    const picks = chosen.filter((c) => hand().includes(c));
    for (const c of picks.length === n - HAND_SIZE ? picks : hand().slice(0, n - HAND_SIZE)) discard(env, c);
  }
  log(env.state, { player: p, seq: nextSeq(env.state), type: "reconcile" });
}

function regroup(env: Env): void {
  const ext = lotr(env.state);
  const eng = engineOf(env.state);
  if (ext.site >= eng.finalSite) {
    ext.winner = ext.freePeoples;
    log(env.state, { reason: "reached-final-site", winner: ext.winner, seq: nextSeq(env.state), type: "game-over" });
    return;
  }
  eng.step = { kind: "phase", phase: "regroup", then: { kind: "regroup-end" } };
}

function regroupEnd(env: Env): void {
  const ext = lotr(env.state);
  const eng = engineOf(env.state);
  reconcile(env, shadowOf(env));
  const limit = Math.max(modifiedValue(env, null, "move-limit", MOVE_LIMIT), ...modifierAmounts(env, null, "move-limit-minimum"));
  const canMove = timesThisTurn(env.state, MOVED) < limit && modifiedFlag(env, null, "can-move", true) && companions(env).length > 0;
  const again = canMove && env.chooser.option({ kind: "option", player: ext.freePeoples, purpose: "move-again", options: ["stay", "move"] }) === 1;
  eng.step = again ? { kind: "move" } : { kind: "end-turn" };
}

function endTurn(env: Env): void {
  const ext = lotr(env.state);
  const eng = engineOf(env.state);
  reconcile(env, ext.freePeoples);
  endPhase(env);
  fire(env, "end-of-turn");
  for (const m of minions(env)) discard(env, m);
  expireModifiers(env.state, { kind: "end-of-turn" });
  ext.freePeoples = shadowOf(env);
  if (env.state.turn >= eng.maxTurns) {
    eng.drawn = true;
    log(env.state, { reason: "turn-limit", winner: null, seq: nextSeq(env.state), type: "game-over" });
    return;
  }
  eng.step = { kind: "start-turn" };
}

/** The current phase ends (once): "at the end of … phase" triggers fire, after the phase's rule work. */
function endPhase(env: Env): void {
  if (!endsPhase(env)) return;
  log(env.state, { phase: env.state.phase, seq: nextSeq(env.state), type: "phase-end" });
  fire(env, "end-of-phase");
}

function openPhase(env: Env, step: Extract<Step, { kind: "phase" }>): void {
  const eng = engineOf(env.state);
  endPhase(env);
  if (step.phase === "archery" && choosesToSkip(env)) {
    eng.step = assignmentOrRegroup(env);
    return;
  }
  if (step.phase === "shadow" && takeSkippedShadowPhase(env, shadowOf(env))) {
    eng.step = step.then;
    return;
  }
  enterPhase(env, step.phase);
  if (step.skirmish) startSkirmish(env, step.skirmish.companion, step.skirmish.minions);
  fire(env, "start-of-phase");
  eng.window = { phase: step.phase, procedure: startProcedure(phaseOrder(env, step.phase)), then: step.then };
  eng.step = { kind: "window" };
}

/** May the Free Peoples player choose to skip the archery phase (a modifier lets him), and does he? */
function choosesToSkip(env: Env): boolean {
  if (!modifiedFlag(env, null, MAY_SKIP_ARCHERY, false)) return false;
  return env.chooser.option({ kind: "option", player: lotr(env.state).freePeoples, purpose: "skip-archery", options: ["archery", "skip"] }) === 1;
}

/** A skirmish resolved is about to end: "is about to end" responses, while its modifiers still hold. */
function skirmishEnding(env: Env): void {
  const s = lotr(env.state).skirmish;
  if (!s) return;
  const cards = [s.companion, ...s.minions].filter((id): id is CardId => id !== null && env.state.cards[id]?.zone === ZONES.characters);
  respond(env, makeEvent(env.state, { type: SKIRMISH_ENDING, cards }), "before");
}

/** Who acts in a phase's action procedure, in order. */
export function phaseOrder(env: Env, phase: string): string[] {
  const fp = lotr(env.state).freePeoples;
  return phase === "fellowship" ? [fp] : phase === "shadow" ? [shadowOf(env)] : [fp, shadowOf(env)];
}

/** The step after a phase's action procedure, as the turn structure goes on from it. */
export function stepAfter(env: Env, phase: string): Step {
  switch (phase) {
    case "fellowship":
      return { kind: "move" };
    case "shadow":
      return { kind: "after-shadow" };
    case "maneuver":
      return modifiedFlag(env, null, SKIP_ARCHERY, false) ? assignmentOrRegroup(env) : { kind: "phase", phase: "archery", then: { kind: "archery" } };
    case "archery":
      return { kind: "archery" };
    case "assignment":
      return { kind: "assign" };
    case "skirmish":
      return { kind: "resolve-skirmish" };
    default:
      return { kind: "regroup-end" };
  }
}

/** Runs one step of the rules (none for `window`: players act there). */
export function runStep(env: Env): void {
  const eng = engineOf(env.state);
  const step = eng.step;
  switch (step.kind) {
    case "setup":
      return setup(env);
    case "start-turn":
      return startTurn(env);
    case "phase":
      return openPhase(env, step);
    case "move":
      return move(env);
    case "after-shadow":
      return afterShadow(env);
    case "archery":
      archeryFire(env);
      eng.step = assignmentOrRegroup(env);
      return;
    case "assign":
      assign(env, eng.fierce);
      eng.step = { kind: "skirmishes" };
      return;
    case "skirmishes":
      return skirmishes(env);
    case "resolve-skirmish":
      resolveSkirmish(env);
      skirmishEnding(env);
      endSkirmish(env);
      // the skirmish phase ends before the next skirmish is chosen (its responses may change the assignments)
      endPhase(env);
      eng.step = { kind: "skirmishes" };
      return;
    case "regroup":
      return regroup(env);
    case "regroup-end":
      return regroupEnd(env);
    case "end-turn":
      return endTurn(env);
    case "window":
      return;
  }
}

const CHARACTERS = [ZONES.characters];

/** Characters in play by creation order (for sweeps). Read only; a card moving replaces the list, so sweeping it while cards die is safe. */
export function charactersInPlay(env: Env): readonly CardId[] {
  return cardsInZones(env.state, CHARACTERS);
}
