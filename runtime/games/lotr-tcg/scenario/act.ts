/**
 * A scenario's actions, carried out by the engine: a card is used or played only as a legal action of the engine
 * (`legalActions`, then `stepLive`: the step a game takes), so uniqueness, roaming, twilight, site activity and the
 * checks after every step (deaths, corruption, game end) hold as in games. An action the engine does not offer gets
 * the reason as its outcome. Game events a line makes happen (a wound, an event) run as a step of the rules too,
 * answered by the engine's triggers and responses; the turn statements (`end-phase`, `resolve-skirmish`, …) pass
 * the phase's actions, and the engine's turn structure does the rest.
 */
import { norm } from "../../../core/cards.ts";
import { withSource, type Env } from "../../../core/env.ts";
import type { CompiledAbility } from "../../../core/handlers.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { addModifier } from "../../../core/modifiers.ts";
import { observed } from "../../../core/observer.ts";
import type { CardId } from "../../../core/state.ts";
import { lentAbilities, usability } from "../engine/abilities.ts";
import { actorOf, engineOf, isOver, legalActions, openPhaseWindow, setActor, startFromSetup, stepLive, type Action } from "../engine/engine.ts";
import { factsOf, timedIn } from "../engine/facts.ts";
import { isActive } from "../engine/library.ts";
import { itemHosts } from "../engine/moves.ts";
import { exert, happened, heal, removeBurdens, twilight, wound } from "../state/actions.ts";
import { mayAssign } from "../state/assignment.ts";
import { lotr, SHADOW, ZONES } from "../state/game.ts";
import { costToPlay, places, playForbidden } from "../state/play.ts";
import { printed, sideOf } from "../state/stats.ts";
import { transfer } from "../impl/transfer.ts";
import type { Statement, Word } from "../../../scenario/ast.ts";
import { decide, notice } from "./decide.ts";
import { begin } from "./position.ts";
import { card, ScenarioError, runEnv, type Run } from "./run-state.ts";

const WEARING = "wearing-the-one-ring";
const UNTIL_REGROUP = { kind: "start-of-phase", phase: "regroup" } as const;

/** One step of the engine: a legal action, or rules work. */
function step(run: Run, unit: Action | ((env: Env) => void)): void {
  stepLive(run.state, unit, (p, s, legal) => decide(run, p, s, legal), { observe: run.observe, notice: (d) => notice(run, d) });
}

/** Rules work a line makes happen, in a step of its own; `done` when it did what it says. */
function ruleStep(run: Run, work: (env: Env) => boolean): string {
  let ok = false;
  step(run, (env) => {
    ok = work(env);
  });
  return ok ? "done" : "refused";
}

/** The phase whose actions are open; with none open, `want` opens (a scenario without a `phase` line acts in the phase its first action belongs to). */
function phaseFor(run: Run, want: string): string {
  const w = engineOf(run.state).window;
  if (w) return w.phase;
  openPhaseWindow(run.state, want);
  return want;
}

const irOf = (a: CompiledAbility): AbilityIR => (a.ir ?? {}) as AbilityIR;
const timingsOf = (a: CompiledAbility): string[] => (irOf(a).timings as string[] | undefined) ?? [];

function sourceEnv(run: Run, id: CardId): Env {
  const owner = run.state.cards[id]!.owner;
  return withSource(runEnv(run, owner), id, owner);
}

/** The legal action the engine offers the card's owner, found after giving that player the turn to act. */
function offered(run: Run, id: CardId, test: (a: Action) => boolean): Action | "not-their-phase" | null {
  if (!setActor(run.state, run.state.cards[id]!.owner)) return "not-their-phase";
  return legalActions(run.state, run.observe).find(test) ?? null;
}

/** Why the engine does not offer an ability: the card is not active, or the ability's requirement or costs (it was consulted). */
function whyNot(run: Run, id: CardId, ability: CompiledAbility): string {
  const env = sourceEnv(run, id);
  if (!isActive(env, id) && run.state.cards[id]!.zone !== ZONES.hand) return "inactive";
  if (env.observe) observed(env, id, ability.ir);
  const u = usability(env, ability);
  return u === "usable" ? "refused" : u;
}

function useCard(run: Run, id: CardId, timing: string | undefined): string {
  const c = run.state.cards[id]!;
  const all = [...factsOf(run.state, id).abilities, ...(lentAbilities(runEnv(run)).get(id) ?? [])];
  const i = all.findIndex((a) => irOf(a).kind === "activated" && (!timing || timingsOf(a).includes(timing)));
  if (i < 0) throw new ScenarioError(`${c.def} has no activated ability${timing ? ` with timing '${timing}'` : ""}`);
  if (run.cards.defs[c.def]?.type === "event" && c.zone === ZONES.hand) return playEvent(run, id, timing ?? timingsOf(all[i]!)[0]);
  const timings = timingsOf(all[i]!);
  const phase = phaseFor(run, timing ?? timings[0] ?? "fellowship");
  if (timings.length && !timings.includes(phase)) return "wrong-phase";
  const action = offered(run, id, (a) => a.type === "use" && a.card === id && a.ability === i);
  if (action === "not-their-phase") return "wrong-phase";
  if (action) {
    step(run, action);
    return "done";
  }
  return whyNot(run, id, all[i]!);
}

function playEvent(run: Run, id: CardId, timing: string | undefined): string {
  const f = factsOf(run.state, id);
  const first = f.abilities.find((a) => irOf(a).kind === "activated");
  const phase = phaseFor(run, timing ?? (first ? timingsOf(first)[0] : undefined) ?? "fellowship");
  const at = timedIn(f, phase)[0];
  if (at === undefined) return "wrong-phase";
  const action = offered(run, id, (a) => a.type === "play" && a.card === id);
  if (action === "not-their-phase") return "wrong-phase";
  if (action) {
    step(run, action);
    return "done";
  }
  const env = sourceEnv(run, id);
  if (playForbidden(env, id)) return "requirement-failed";
  const why = whyNot(run, id, f.abilities[at]!);
  if (why !== "requirement-failed" && sideOf(env, id) === SHADOW && twilight(env) < costToPlay(env, id)) return "cannot-pay";
  return why;
}

function playCard(run: Run, id: CardId, host: CardId | undefined): string {
  if (run.cards.defs[run.state.cards[id]!.def]?.type === "event") return playEvent(run, id, undefined);
  const owner = run.state.cards[id]!.owner;
  phaseFor(run, sideOf(runEnv(run), id) === SHADOW ? "shadow" : "fellowship");
  if (host !== undefined) {
    if (!itemHosts(withSource(runEnv(run, owner), null, owner), id).includes(host)) return "refused";
    run.given.set("bearer", [host]);
  }
  const action = offered(run, id, (a) => a.type === "play" && a.card === id);
  if (!action || action === "not-their-phase") return "refused";
  step(run, action);
  return "done";
}

/** Every player passes in turn: the phase's actions end, and the engine's turn structure goes on to the next phase's actions. */
function endPhase(run: Run, need?: string): void {
  const eng = engineOf(run.state);
  const w = eng.window;
  if (!w) throw new ScenarioError("no phase's actions are open (a `phase` line opens them)");
  if (need && w.phase !== need) throw new ScenarioError(`this needs the ${need} phase; the game is in the ${w.phase} phase`);
  for (let k = 0; k <= w.procedure.order.length && eng.window === w && !isOver(run.state); k++) step(run, { type: "pass", player: actorOf(run.state)! });
}

function assignment(run: Run, args: Word[]): void {
  if (args.length % 2 !== 0) throw new ScenarioError("`assignment` takes pairs: a character, then the minion the Free Peoples player assigns to it");
  const labels: string[] = [];
  for (let k = 0; k < args.length; k += 2) labels.push(`${card(run, args[k]!)}>${card(run, args[k + 1]!)}`);
  run.given.set("assign", labels);
  endPhase(run, "assignment");
}

function move(run: Run): void {
  const phase = engineOf(run.state).window?.phase;
  if (phase === "regroup") run.given.set("move-again", ["move"]);
  else if (phase !== "fellowship") throw new ScenarioError(`the fellowship moves after the fellowship phase, or again after the regroup phase; the game is in ${phase ? `the ${phase} phase` : "no phase"}`);
  endPhase(run);
}

function healByDiscard(run: Run, id: CardId): string {
  phaseFor(run, "fellowship");
  const action = offered(run, id, (a) => a.type === "heal-by-discard" && a.card === id);
  if (!action || action === "not-their-phase") return "refused";
  step(run, action);
  return "done";
}

/** The One Ring's bearer puts it on (until the regroup phase, as the Ring's text says) or takes it off: the game event, with its triggers. */
function wearRing(run: Run, id: CardId, on: boolean): string {
  return ruleStep(run, (env) => {
    if (run.state.cards[id]?.zone !== ZONES.characters) return false;
    addModifier(withSource(env, id, run.state.cards[id]!.owner), { property: WEARING, flag: on, targets: { cards: [id] }, duration: UNTIL_REGROUP });
    if (on) happened(env, { type: "put-on-ring", cards: [id], source: null });
    return true;
  });
}

/** Runs an action line; its outcome is kept for `expect outcome`. */
export function act(run: Run, st: Statement): void {
  const [a, b] = st.args;
  switch (st.keyword.text) {
    case "choose":
      run.answers.push({ answer: st.args.map((w) => card(run, w)), word: st.keyword });
      return;
    case "answer":
      run.answers.push({ answer: a!.text === "yes", word: st.keyword });
      return;
    case "pick":
      run.answers.push({ answer: Number(a!.text), word: st.keyword });
      return;
  }
  begin(run);
  run.logMark = run.state.log.length;
  run.outcome = carryOut(run, st, a, b);
  const unused = run.answers[0];
  // an answer no decision took is a mistake in the scenario (or the decision it meant is not asked): never dropped silently
  if (unused) throw new ScenarioError(`the '${unused.word?.text ?? "answer"}' on line ${unused.word?.span.line ?? "?"} was not used: no decision of this action asked for it`);
  run.answers = [];
  run.given.clear();
  run.picking = null;
}

function carryOut(run: Run, st: Statement, a: Word | undefined, b: Word | undefined): string {
  const id = () => card(run, a!);
  switch (st.keyword.text) {
    case "use":
      return useCard(run, id(), b?.text);
    case "play":
      return playCard(run, id(), st.args[2] ? card(run, st.args[2]) : undefined);
    case "wound":
      return ruleStep(run, (env) => wound(withSource(env, id(), run.state.cards[id()]!.owner), id()));
    case "exert":
      return ruleStep(run, (env) => exert(withSource(env, id(), run.state.cards[id()]!.owner), id()));
    case "heal":
      return ruleStep(run, (env) => heal(withSource(env, id(), run.state.cards[id()]!.owner), id()));
    case "remove-wounds": {
      const n = Number(b!.text);
      return ruleStep(run, (env) => {
        let healed = 0;
        for (let k = 0; k < n; k++) if (heal(withSource(env, id(), run.state.cards[id()]!.owner), id())) healed++;
        return healed === n;
      });
    }
    case "remove-burdens": {
      const n = Number(a!.text);
      return ruleStep(run, (env) => removeBurdens(env, n) === n);
    }
    case "assign":
      return ruleStep(run, (env) => {
        const [character, minion] = [id(), card(run, b!)];
        const ok = mayAssign(env, lotr(run.state).freePeoples, character, minion);
        if (ok) (lotr(run.state).assignments[character] ??= []).push(minion);
        return ok;
      });
    case "event":
      return ruleStep(run, (env) => {
        const cards = st.args.slice(1).map((w) => card(run, w));
        const skirmish = lotr(run.state).skirmish;
        // a skirmish won: the current skirmish is won by that card's side (`the losing character` is the other side)
        if (a!.text === "skirmish-won" && skirmish && cards[0] !== undefined) skirmish.winner = run.state.cards[cards[0]]!.owner === lotr(run.state).freePeoples ? "free-peoples" : "shadow";
        happened(env, { type: a!.text, cards, player: run.state.activePlayer, source: null });
        return true;
      });
    case "heal-by-discard":
      return healByDiscard(run, id());
    case "transfer":
      return ruleStep(run, (env) => {
        const [item, bearer] = [id(), card(run, b!)];
        const at = withSource(env, item, run.state.cards[item]!.owner);
        // only a card borne by a character moves, and onto another character in play
        const borne = run.state.cards[item]!.zone === ZONES.attached && run.state.cards[bearer]!.zone === ZONES.characters && item !== bearer;
        return borne && places(at, item).includes(bearer) && transfer(at, item, bearer);
      });
    case "put-on-ring":
      return wearRing(run, id(), true);
    case "take-off-ring":
      return wearRing(run, id(), false);
    case "site-keyword":
      return ruleStep(run, (env) => {
        const site = siteNumbered(run, Number(a!.text));
        if (site === undefined) return false;
        addModifier(env, { property: `keyword:${norm(b!.text)}`, flag: true, targets: { cards: [site] }, duration: { kind: "end-of-turn" } });
        return true;
      });
    case "end-phase":
      endPhase(run);
      return "done";
    case "resolve-skirmish":
      if (!lotr(run.state).skirmish) throw new ScenarioError("no skirmish is being fought (a `skirmish` line or an `assignment` starts one)");
      endPhase(run, "skirmish");
      return "done";
    case "fire-archery":
      endPhase(run, "archery");
      return "done";
    case "assignment":
      assignment(run, st.args);
      return "done";
    case "move":
      move(run);
      return "done";
    case "start-game":
      startFromSetup(run.state, a?.text === "bids");
      step(run, () => {});
      return "done";
  }
  throw new ScenarioError(`'${st.keyword.text}' is not an action`);
}

function siteNumbered(run: Run, n: number): CardId | undefined {
  const env = runEnv(run);
  return run.state.zones[ZONES.adventurePath]?.find((s) => printed(env, s).site === n);
}
