/**
 * A scenario's actions, carried out by the engine: each is one of the engine's legal actions (`legalActions`), run as
 * a unit of the kernel's live step (`stepLive`, the path games take) with the engine's own `performAction`; the rules'
 * steps (`next step`, `resolve combat`) run the engine's `runStep`, one step a unit, each followed by the engine's
 * `settle` as its `advance` does (a scenario stops between the steps to look at them). Decisions met on the way are
 * answered by the queued `choose` lines (decide.ts). A deck acts on its turn: the decks before it pass, as the rules
 * let them.
 */
import type { Chooser } from "../../../core/decisions.ts";
import { observed } from "../../../core/observer.ts";
import type { CardId } from "../../../core/state.ts";
import { livePlay } from "../../../engine/live.ts";
import { unitProtocol } from "../../../engine/units.ts";
import type { Statement, Word } from "../../../scenario/ast.ts";
import { abilitiesOf, envFor } from "../engine/library.ts";
import { carryOverLimit, handSize, playerActions } from "../engine/moves.ts";
import { actionActor, runStep } from "../engine/turn.ts";
import type { Action } from "../engine/types.ts";
import { performAction, settle, units } from "../engine/units.ts";
import { cardType, controllerOf, wotr, ZONES } from "../state/game.ts";
import { decide, noticing } from "./decide.ts";
import { card, nameOf, ScenarioError, ScenarioFailure, stateOf, type Run } from "./run-state.ts";

const protocol = unitProtocol(units);
const { stepLive } = livePlay(units, protocol);

/** One unit of the engine: a legal action (or rules work alone), then `work` with an observed environment. */
function unit(run: Run, action: Action | null, work: (env: ReturnType<typeof envFor>) => void): void {
  const state = stateOf(run);
  run.logMark = state.log.length;
  stepLive(
    state,
    action,
    (chooser: Chooser) => {
      const env = envFor(state, noticing(run, chooser), undefined, run.observe);
      work(env);
      if (wotr(state).step === "action" && wotr(state).winner === null) state.activePlayer = actionActor(env);
    },
    (p, s, legal) => decide(run, p, s, legal),
  );
}

/** After an action line: a `choose` before it that no decision used is an error (the decision it meant was not asked). */
function answersUsed(run: Run): void {
  if (!run.answers.length) return;
  const left = run.answers[0]!.words;
  run.answers = [];
  throw new ScenarioError(`'choose ${left.map((w) => w.text).join(" ")}' answered no decision (none was asked, or it had one possible answer)`);
}

/** A deck's action in the action step, legal now. */
export function perform(run: Run, a: Action): void {
  unit(run, a, (env) => {
    performAction(env, a);
    settle(env);
  });
}

const legal = (run: Run): Action[] => protocol.legalActions(stateOf(run));

export function describe(run: Run, a: Action): string {
  switch (a.type) {
    case "play":
      return `play ${nameOf(run, a.card)}${a.to === "reserve" ? (cardType(envFor(stateOf(run)), a.card) === "event" ? "" : " to reserve") : cardType(envFor(stateOf(run)), a.card) === "item" ? ` on ${nameOf(run, a.to)}` : ` to ${nameOf(run, a.to)}`}`;
    case "move":
      return `move ${nameOf(run, a.card)} to ${nameOf(run, a.to)}`;
    case "use":
      return `use ${nameOf(run, a.card)}`;
    case "cycle":
      return `cycle ${nameOf(run, a.card)}`;
    case "ring":
      return "ring-token";
    case "choose":
      return `choose ${nameOf(run, a.card)}`;
    case "option":
      return `choose ${a.label}`;
    default:
      return a.type;
  }
}

function needActionStep(run: Run, what: string): void {
  const ext = wotr(stateOf(run));
  if (ext.winner !== null) throw new ScenarioError(`'${what}': the game is over`);
  if (protocol.pendingDecision(stateOf(run))) throw new ScenarioError(`'${what}': the engine waits for a decision`);
  if (ext.step !== "action") throw new ScenarioError(`'${what}' is an action of the action step; the game is in the ${ext.step} step`);
}

/** The deck to act passes (a legal pass), or the scenario cannot go on. */
function passNow(run: Run, why: string): void {
  const s = stateOf(run);
  const actor = actionActor(envFor(s));
  const pass = legal(run).find((a) => a.type === "pass");
  if (!pass) {
    const env = envFor(s);
    throw new ScenarioError(`${why}: ${actor} may not pass (${handSize(env, actor)} cards in hand, carry-over limit ${carryOverLimit(env, actor)}, not fewer than every enemy's)`);
  }
  perform(run, pass);
}

/** The decks before `deck` in turn order pass, so that `deck` acts. */
export function turnOf(run: Run, deck: string, what: string): void {
  needActionStep(run, what);
  const s = stateOf(run);
  for (let k = 0; k <= wotr(s).order.length && actionActor(envFor(s)) !== deck; k++) {
    if (wotr(s).step !== "action") throw new ScenarioError(`'${what}': every deck passed before ${deck}'s turn came`);
    passNow(run, `'${what}' waits for ${deck}'s turn`);
  }
  if (actionActor(envFor(s)) !== deck) throw new ScenarioError(`'${what}': ${deck} does not act in this scenario's turn order`);
}

/** Every deck passes until the action step ends. */
export function allPass(run: Run): void {
  needActionStep(run, "all pass");
  const s = stateOf(run);
  for (let k = 0; wotr(s).step === "action" && wotr(s).winner === null; k++) {
    if (k > 4 * wotr(s).order.length) throw new ScenarioError("'all pass': the action step does not end");
    passNow(run, "'all pass'");
  }
}

/** One rules step (the engine's `runStep`). */
function ruleStep(run: Run, what: string): void {
  const s = stateOf(run);
  const ext = wotr(s);
  if (ext.winner !== null) throw new ScenarioError(`'${what}': the game is over`);
  unit(run, null, (env) => {
    runStep(env);
    settle(env);
  });
}

export function nextStep(run: Run): void {
  const ext = wotr(stateOf(run));
  if (ext.step === "action") allPass(run);
  else ruleStep(run, "next step");
}

export function resolveCombat(run: Run): void {
  const ext = wotr(stateOf(run));
  if (ext.step === "action") allPass(run);
  if (ext.step !== "action-end" && ext.step !== "combat") throw new ScenarioError(`'resolve combat': the game is in the ${ext.step} step`);
  const mark = stateOf(run).log.length;
  while (wotr(stateOf(run)).step === "action-end" || wotr(stateOf(run)).step === "combat") ruleStep(run, "resolve combat");
  run.logMark = mark;
}

/** The action a line asks for among the legal ones of the deck to act; a failure naming what the deck could do else. */
function find(run: Run, what: string, deck: string, test: (a: Action) => boolean, about?: CardId): Action {
  // the engine's list of the deck's actions, with the observer on (what it consults to make the list counts)
  const all = playerActions(envFor(stateOf(run), undefined, undefined, run.observe), deck);
  const a = all.find(test);
  if (a) return a;
  const related = about === undefined ? all : all.filter((x) => "card" in x && x.card === about);
  const offered = related.map((x) => describe(run, x));
  throw new ScenarioFailure(`'${what}' is not a legal action of ${deck} now${offered.length ? ` (${about === undefined ? "legal" : "its legal actions"}: ${offered.join("; ")})` : about === undefined ? "" : " (no legal action with that card)"}`);
}

/** Reports the item's placement abilities as consulted: the engine read them to list where it may be played. */
function placementsConsulted(run: Run, id: CardId): void {
  if (!run.observe) return;
  const env = envFor(stateOf(run), undefined, undefined, run.observe);
  for (const a of abilitiesOf(env, id)) if ((a.ir as { kind?: string } | undefined)?.kind === "placement") observed(env, id, a.ir);
}

/** The legal action an action line names (`play x to y`, `move x to y`, `use x`, `cycle x`, `winnow`, `ring-token`, `pass`), for its deck. */
export function actionOf(run: Run, words: Word[], lineText: string): { deck: string; test: (a: Action) => boolean; about?: CardId } {
  const [head, ...rest] = words;
  const s = stateOf(run);
  const actor = actionActor(envFor(s));
  const k = head!.text;
  const env = envFor(s);
  switch (k) {
    case "play": {
      const id = card(run, rest[0]!);
      const owner = s.cards[id]!.owner;
      const t = cardType(env, id);
      let to: CardId | "reserve" | undefined;
      const kw = rest[1]?.text;
      if (kw === "to") to = rest[2]!.text === "reserve" ? "reserve" : card(run, rest[2]!);
      else if (kw === "on") to = card(run, rest[2]!);
      else if (t === "event") to = "reserve";
      else throw new ScenarioError(`'${lineText}': say where (to reserve, to <location>, on <wielder>)`);
      if (t === "item") placementsConsulted(run, id);
      // an event resolves (the engine's play of it names no place): `play <event> to …` is never an action
      if (t === "event" && kw !== undefined) return { deck: owner, about: id, test: () => false };
      return { deck: owner, about: id, test: (a) => a.type === "play" && a.card === id && a.to === to };
    }
    case "move": {
      const id = card(run, rest[0]!);
      const to = card(run, rest[2] ?? rest[1]!);
      return { deck: s.cards[id]!.owner, about: id, test: (a) => a.type === "move" && a.card === id && a.to === to };
    }
    case "use": {
      // the card's controller uses its Action (an item on a teammate's character: the wielder's controller)
      const id = card(run, rest[0]!);
      return { deck: controllerOf(s, id), about: id, test: (a) => a.type === "use" && a.card === id };
    }
    case "cycle": {
      const id = card(run, rest[0]!);
      if (s.cards[id]!.zone !== ZONES.hand) throw new ScenarioError(`'${lineText}': ${rest[0]!.text} is not in hand`);
      return { deck: s.cards[id]!.owner, about: id, test: (a) => a.type === "cycle" && a.card === id };
    }
    case "winnow":
      return { deck: rest[0]?.text ?? actor, test: (a) => a.type === "winnow" };
    case "ring-token":
      return { deck: rest[0]?.text ?? actor, test: (a) => a.type === "ring" };
    case "pass":
      return { deck: actor, test: (a) => a.type === "pass" };
  }
  throw new ScenarioError(`'${k}' is not an action (play, move, use, cycle, winnow, ring-token, pass)`);
}

/** Carries out an action line. */
export function act(run: Run, st: Statement): void {
  const k = st.keyword.text;
  const text = [st.keyword, ...st.args].map((w) => w.text).join(" ");
  switch (k) {
    case "choose":
      run.answers.push({ words: st.args });
      return;
    case "all":
      allPass(run);
      break;
    case "next":
      nextStep(run);
      break;
    case "resolve":
      resolveCombat(run);
      break;
    case "pass":
      needActionStep(run, "pass");
      passNow(run, "'pass'");
      break;
    default: {
      needActionStep(run, text);
      const { deck, test, about } = actionOf(run, [st.keyword, ...st.args], text);
      turnOf(run, deck, text);
      perform(run, find(run, text, deck, test, about));
    }
  }
  answersUsed(run);
}
