/**
 * Runs a parsed scenario on the LOTR runtime: builds the position line by line, carries out the
 * actions (using abilities, playing cards, game events answered by triggers and declared
 * responders) and checks each expectation. Returns results as data; never throws.
 */
import type { CardDefs } from "../core/cards.ts";
import { useAbility, type AbilityOutcome } from "../core/context.ts";
import { scriptedChooser, type Answer } from "../core/decisions.ts";
import { createEnv, type Env } from "../core/env.ts";
import { textLenders } from "../core/game-text.ts";
import { fireAwaited } from "../core/awaited.ts";
import type { CompiledAbility, CompiledCard } from "../core/handlers.ts";
import type { GameRules } from "../core/impl.ts";
import type { AbilityIR } from "../core/ir.ts";
import { log, nextSeq } from "../core/log.ts";
import { modifiedFlag, modifiedValue } from "../core/modifiers.ts";
import type { AbilityObserver } from "../core/observer.ts";
import { addCard, addTokens, allCards, cardsIn, moveCard, type CardId, type GameState } from "../core/state.ts";
import { applyStatic, triggers } from "../core/statics.ts";
import { hasKeyword } from "../core/terms.ts";
import { lotrRules } from "../games/lotr-tcg/impl/index.ts";
import { aboutToPlay, addTwilight, exert, happened, heal, removeTwilight, twilight, wound } from "../games/lotr-tcg/state/actions.ts";
import { createLotrState, lotr, SHADOW as SHADOW_SIDE } from "../games/lotr-tcg/state/game.ts";
import { enterPhase, startSkirmish } from "../games/lotr-tcg/state/phases.ts";
import { mayAssign } from "../games/lotr-tcg/state/assignment.ts";
import { NO_GAME_TEXT } from "../games/lotr-tcg/impl/effects-return-to-master.ts";
import { costToPlay, playCard, playForbidden, timingForbidden } from "../games/lotr-tcg/state/play.ts";
import { burdens, keyword, resistance, sideOf, strength, twilightCost, vitality, wounds } from "../games/lotr-tcg/state/stats.ts";
import type { Scenario, Statement, Word } from "./ast.ts";
import type { ScenarioDiagnostic } from "./diagnostic.ts";
import { actionStatements } from "./statements.ts";

/** Compiled cards as the runner takes them: definitions (the emitted JSON) and handlers (the emitted module). */
export interface CompiledCards {
  defs: CardDefs;
  handlers: Record<string, CompiledCard>;
}

export interface ScenarioFailure {
  line: number;
  column: number;
  message: string;
}

export interface ScenarioResult {
  name: string;
  file: string;
  line: number;
  passed: boolean;
  failures: ScenarioFailure[];
  diagnostics: ScenarioDiagnostic[];
}

/** Player ids of the two sides. */
const PLAYERS: Record<string, string> = { "free-peoples": "fp", shadow: "sh" };
const SIDE_OF_PLAYER: Record<string, string> = { fp: "free-peoples", sh: "shadow" };
const MAX_RESPONSE_DEPTH = 4;

interface Run {
  cards: CompiledCards;
  state: GameState;
  rules: GameRules;
  aliases: Map<string, CardId>;
  responders: Set<CardId>;
  answers: Answer[];
  outcome: string | null;
  /** Log length when the last action started (`expect log` looks from there). */
  logMark: number;
  started: boolean;
  depth: number;
  observe: AbilityObserver | undefined;
}

function abilitiesOf(run: Run, id: CardId): CompiledAbility[] {
  return run.cards.handlers[run.state.cards[id]!.def]?.abilities ?? [];
}

/** The card's own abilities, then those it has from other cards' game text (`lent`: core/game-text.ts). */
function withLent(run: Run, id: CardId, lent: ReadonlyMap<CardId, CardId[]>): CompiledAbility[] {
  const lenders = lent.get(id);
  return lenders ? [...abilitiesOf(run, id), ...lenders.flatMap((l) => abilitiesOf(run, l))] : abilitiesOf(run, id);
}

const irOf = (a: CompiledAbility) => (a.ir ?? {}) as AbilityIR;

function envFor(run: Run, source: CardId | null = null): Env {
  const controller = source ? run.state.cards[source]!.owner : run.state.activePlayer;
  return createEnv({ state: run.state, defs: run.cards.defs, rules: run.rules, source, controller, chooser: scriptedChooser(run.answers), observe: run.observe });
}

function inPlay(run: Run, id: CardId): boolean {
  return run.rules.inPlay(run.state, run.state.cards[id]!);
}

function startStatics(run: Run, id: CardId): void {
  for (const a of abilitiesOf(run, id)) if (irOf(a).kind === "static") applyStatic(envFor(run, id), id, irOf(a));
}

/** The position is complete: static abilities of the cards in play start. */
function begin(run: Run): void {
  if (run.started) return;
  run.started = true;
  for (const id of allCards(run.state)) if (inPlay(run, id)) startStatics(run, id);
}

/** An event played from hand (an event card, or a response) pays its twilight and goes to the discard pile. */
function finishEvent(run: Run, env: Env, id: CardId): void {
  payEvent(env, id);
  moveCard(run.state, id, "discard");
  log(run.state, { card: id, seq: nextSeq(run.state), type: "play-event" });
}

function payEvent(env: Env, id: CardId): void {
  const cost = costToPlay(env, id);
  if (sideOf(env, id) === SHADOW_SIDE) removeTwilight(env, cost);
  else addTwilight(env, cost);
}

function isEvent(run: Run, id: CardId): boolean {
  return run.cards.defs[run.state.cards[id]!.def]?.type === "event";
}

/** The engine's response window: triggers of cards in play, and responses of declared responders. */
function respond(run: Run, env: Env, event: Parameters<NonNullable<GameRules["respond"]>>[1], when: "before" | "after"): void {
  if (run.depth >= MAX_RESPONSE_DEPTH) return;
  run.depth++;
  try {
    if (when === "after") fireAwaited(env, event);
    const lent = textLenders(env);
    for (const id of allCards(run.state)) {
      const responder = run.responders.has(id);
      if (!inPlay(run, id) && !(responder && isEvent(run, id) && run.state.cards[id]!.zone === "hand")) continue;
      if (modifiedFlag(env, id, NO_GAME_TEXT, false)) continue;
      for (const a of withLent(run, id, lent)) {
        const ir = irOf(a);
        if (!ir.trigger || (ir.kind === "response" && !responder)) continue;
        const at = createEnv({ state: run.state, defs: env.defs, rules: run.rules, source: id, chooser: env.chooser, observe: run.observe });
        const impl = run.rules.implementations[ir.trigger.op];
        if (impl?.kind !== "trigger" || !!impl.before !== (when === "before")) continue;
        const bindings = triggers(at, ir, event);
        if (!bindings) continue;
        at.bindings = bindings;
        const outcome = useAbility(at, a);
        log(run.state, { card: id, kind: ir.kind, outcome, seq: nextSeq(run.state), type: "respond" });
        if (outcome === "done" && run.state.cards[id]!.zone === "hand") finishEvent(run, at, id);
      }
    }
  } finally {
    run.depth--;
  }
}

const num = (w: Word) => Number(w.text);

class ScenarioError extends Error {}

function card(run: Run, w: Word): CardId {
  const id = run.aliases.get(w.text);
  if (!id) throw new ScenarioError(`no card named '${w.text}'`);
  return id;
}

function useOutcome(run: Run, id: CardId, timing: string | undefined): AbilityOutcome | "wrong-phase" {
  const env = envFor(run, id);
  const abilities = withLent(run, id, textLenders(env)).filter((a) => irOf(a).kind === "activated" && (!timing || ((irOf(a).timings as string[] | undefined) ?? []).includes(timing)));
  const ability = abilities[0];
  if (!ability) throw new ScenarioError(`${run.state.cards[id]!.def} has no activated ability${timing ? ` with timing '${timing}'` : ""}`);
  const timings = (irOf(ability).timings as string[] | undefined) ?? [];
  if (run.state.phase && timings.length && !timings.includes(run.state.phase)) return "wrong-phase";
  if (timingForbidden(env, timings)) return "requirement-failed";
  const playing = isEvent(run, id) && run.state.cards[id]!.zone === "hand";
  if (playing && playForbidden(env, id)) return "requirement-failed";
  if (playing && sideOf(env, id) === SHADOW_SIDE && twilight(env) < costToPlay(env, id)) return "cannot-pay";
  if (playing && !aboutToPlay(env, id, run.state.cards[id]!.owner)) {
    // Cancelled by a response (`cancel that event`): its cost stays paid; aboutToPlay discarded it.
    payEvent(env, id);
    return "done";
  }
  const outcome = useAbility(env, ability);
  if (outcome === "done" && playing) finishEvent(run, env, id);
  return outcome;
}

function act(run: Run, st: Statement): void {
  const [a, b] = st.args;
  const env = () => envFor(run, a ? card(run, a) : null);
  const done = (ok: boolean) => (ok ? "done" : "refused");
  switch (st.keyword.text) {
    case "choose":
      run.answers.push(st.args.map((w) => card(run, w)));
      return;
    case "answer":
      run.answers.push(a!.text === "yes");
      return;
    case "pick":
      run.answers.push(num(a!));
      return;
  }
  begin(run);
  run.logMark = run.state.log.length;
  switch (st.keyword.text) {
    case "use":
      run.outcome = useOutcome(run, card(run, a!), b?.text);
      break;
    case "play": {
      const id = card(run, a!);
      const host = st.args[2] ? [card(run, st.args[2])] : undefined;
      run.outcome = isEvent(run, id) ? useOutcome(run, id, undefined) : done(playCard(envFor(run, id), id, 0, host));
      break;
    }
    case "wound":
      run.outcome = done(wound(env(), card(run, a!)));
      break;
    case "exert":
      run.outcome = done(exert(env(), card(run, a!)));
      break;
    case "heal":
      run.outcome = done(heal(env(), card(run, a!)));
      break;
    case "assign": {
      const [character, minion] = [card(run, a!), card(run, b!)];
      const fp = lotr(run.state).freePeoples;
      const ok = mayAssign(envFor(run), fp, character, minion);
      if (ok) (lotr(run.state).assignments[character] ??= []).push(minion);
      run.outcome = done(ok);
      break;
    }
    case "event": {
      const e = envFor(run);
      const skirmish = lotr(run.state).skirmish;
      // a skirmish won: the current skirmish is won by that card's side (`the losing character` is the other side)
      if (a!.text === "skirmish-won" && skirmish && st.args[1]) skirmish.winner = run.state.cards[card(run, st.args[1])]!.owner === lotr(run.state).freePeoples ? "free-peoples" : "shadow";
      happened(e, { type: a!.text, cards: st.args.slice(1).map((w) => card(run, w)), player: run.state.activePlayer, source: null });
      run.outcome = "done";
      break;
    }
  }
  run.answers = [];
}

function setup(run: Run, st: Statement): void {
  const [a, b, c, d] = st.args;
  const { state } = run;
  switch (st.keyword.text) {
    case "card":
    case "attach":
    case "stack": {
      if (!run.cards.defs[b!.text]) throw new ScenarioError(`unknown card id '${b!.text}'`);
      const owner = PLAYERS[c!.text]!;
      const k = st.keyword.text;
      const id = k === "card" ? addCard(state, b!.text, owner, d!.text) : addCard(state, b!.text, owner, k === "stack" ? "stacked" : "attached", card(run, d!));
      run.aliases.set(a!.text, id);
      if (run.started && inPlay(run, id)) startStatics(run, id);
      return;
    }
    case "ring-bearer":
      lotr(state).ringBearer[lotr(state).freePeoples] = card(run, a!);
      return;
    case "site":
      lotr(state).site = num(a!);
      return;
    case "phase":
      enterPhase(envFor(run), a!.text);
      return;
    case "twilight":
      state.pools.twilight = num(a!);
      return;
    case "wounds":
      addTokens(state, card(run, a!), "wound", num(b!));
      return;
    case "burdens": {
      const rb = lotr(state).ringBearer[lotr(state).freePeoples];
      if (!rb) throw new ScenarioError("burdens need a ring-bearer line first");
      addTokens(state, rb, "burden", num(a!));
      return;
    }
    case "skirmish":
      startSkirmish(envFor(run), card(run, a!), st.args.slice(2).map((w) => card(run, w)));
      return;
    case "respond":
      run.responders.add(card(run, a!));
      return;
  }
}

/** A keyword's value (`damage` +2), 1 for a keyword without value that the card has, 0 when it has not. */
function keywordNow(env: Env, id: CardId, k: string): number {
  return hasKeyword(env, id, k) ? Math.max(1, keyword(env, id, k)) : 0;
}

/** Checks one `expect` line; returns the failure message, or null when it holds. */
function expectation(run: Run, st: Statement): string | null {
  begin(run);
  const [what, a, b, c] = st.args as [Word, Word | undefined, Word | undefined, Word | undefined];
  const env = envFor(run);
  const { state } = run;
  const same = (label: string, actual: unknown, expected: unknown) => (String(actual) === String(expected) ? null : `expected ${label} ${expected}, found ${actual}`);
  const stat = (f: (e: Env, id: CardId) => number) => same(`${what.text} of ${a!.text}`, f(env, card(run, a!)), b!.text);
  switch (what.text) {
    case "outcome":
      return same("outcome", run.outcome ?? "none (no action yet)", a!.text);
    case "twilight":
      return same("twilight", twilight(env), a!.text);
    case "burdens":
      return same("burdens", burdens(env), a!.text);
    case "wounds":
      return stat(wounds);
    case "strength":
      return stat(strength);
    case "vitality":
      return stat(vitality);
    case "resistance":
      return stat(resistance);
    case "twilight-cost":
      return stat(twilightCost);
    case "keyword":
      return same(`keyword ${b!.text} of ${a!.text}`, keywordNow(env, card(run, a!), b!.text), c!.text);
    case "zone":
      return same(`${a!.text} in zone`, state.cards[card(run, a!)]!.zone, b!.text);
    case "assigned": {
      const minions = lotr(state).assignments[card(run, a!)] ?? [];
      const names = minions.map((m) => [...run.aliases].find(([, id]) => id === m)?.[0] ?? m);
      return names.includes(b!.text) ? null : `expected ${b!.text} assigned to ${a!.text}, found ${names.join(", ") || "none"}`;
    }
    case "on": {
      const host = state.cards[card(run, a!)]!.attachedTo;
      const name = [...run.aliases].find(([, id]) => id === host)?.[0] ?? host ?? "nothing";
      return same(`${a!.text} on`, name, b!.text);
    }
    case "count":
      return same(`cards in ${a!.text} ${b!.text}`, cardsIn(state, PLAYERS[a!.text]!, b!.text).length, c!.text);
    case "deck-top": {
      const expected = st.args.slice(2).map((w) => w.text);
      const top = cardsIn(state, PLAYERS[a!.text]!, "draw-deck").slice(0, expected.length);
      return same(`top of the ${a!.text} draw deck`, top.map((id) => [...run.aliases].find(([, v]) => v === id)?.[0] ?? id).join(" "), expected.join(" "));
    }
    case "log":
    case "no-log": {
      const seen = state.log.slice(run.logMark).some((e) => [e.type, e.effect, e.cost].includes(a!.text));
      return seen === (what.text === "log") ? null : `expected ${what.text === "log" ? "a" : "no"} '${a!.text}' log entry since the last action`;
    }
    case "winner": {
      const w = lotr(state).winner;
      return same("winner", w ? SIDE_OF_PLAYER[w] : "none", a!.text);
    }
    case "ring-bearer":
      return same("ring-bearer", lotr(state).ringBearer[lotr(state).freePeoples], card(run, a!));
    case "skirmish-cancelled":
      return same("skirmish cancelled", lotr(state).skirmish?.cancelled ? "yes" : "no", a!.text);
    case "flag":
      return same(`${b!.text} of ${a!.text}`, modifiedFlag(env, card(run, a!), b!.text, false) ? "yes" : "no", c!.text);
    case "modified":
      return same(`change of ${b!.text} of ${a!.text}`, modifiedValue(env, card(run, a!), b!.text, 0), c!.text);
    case "game":
      return same(`change of game ${a!.text}`, modifiedValue(env, null, a!.text, 0), b!.text);
    case "game-flag": {
      const [on, off] = [modifiedFlag(env, null, a!.text, true), modifiedFlag(env, null, a!.text, false)];
      return same(`game ${a!.text}`, on !== off ? "unset" : on ? "yes" : "no", b!.text);
    }
  }
  return `unknown expectation '${what.text}'`;
}

export interface RunOptions {
  /** Told which abilities of which cards the scenario exercises (see core/observer.ts). */
  observe?: AbilityObserver;
}

export function runScenario(cards: CompiledCards, scenario: Scenario, options: RunOptions = {}): ScenarioResult {
  const state = createLotrState({ seed: 1, players: ["fp", "sh"] });
  const run: Run = { cards, state, rules: lotrRules, aliases: new Map(), responders: new Set(), answers: [], outcome: null, logMark: 0, started: false, depth: 0, observe: options.observe };
  run.rules = { ...lotrRules, respond: (env, e, when) => respond(run, env, e, when) };
  const result: ScenarioResult = { name: scenario.name, file: scenario.file, line: scenario.span.line, passed: true, failures: [], diagnostics: [] };
  if (scenario.errors > 0) {
    result.failures.push({ line: scenario.span.line, column: scenario.span.column, message: `not run: ${scenario.errors} error${scenario.errors === 1 ? "" : "s"} in its lines (reported above)` });
    result.passed = false;
    return result;
  }
  for (const st of scenario.statements) {
    const at = { line: st.span.line, column: st.span.column };
    try {
      if (st.keyword.text === "expect") {
        const problem = expectation(run, st);
        if (problem) result.failures.push({ ...at, message: problem });
      } else if (st.keyword.text in actionStatements) act(run, st);
      else setup(run, st);
    } catch (error) {
      const message = error instanceof ScenarioError ? error.message : `engine error: ${(error as Error)?.message ?? String(error)}`;
      if (error instanceof ScenarioError) {
        result.diagnostics.push({ code: "CS4105", severity: "error", file: scenario.file, span: st.span, message: `Expected a scenario the runtime can set up; ${message}.`, found: message });
      }
      result.failures.push({ ...at, message });
      break;
    }
  }
  result.passed = result.failures.length === 0;
  return result;
}

