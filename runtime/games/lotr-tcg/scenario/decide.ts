/**
 * How a scenario answers the engine's decisions: responses by the `respond` lines, what the statement being carried
 * out answers itself (a host, assignments), then the queued `choose` / `answer` / `pick` lines in order; a decision
 * left unanswered takes the first option (yes, the first cards up to the most allowed). An answer the decision does
 * not offer is a scenario error, never a silent default.
 */
import { onlyAnswer, type Decision } from "../../../core/decisions.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import { pendingDecision, type Action } from "../engine/engine.ts";
import { nameOf, ScenarioError, type Run } from "./run-state.ts";

const isResponse = (d: Decision): boolean => d.kind === "yes-no" && d.purpose.startsWith("respond:");
/** The order of a player's simultaneous triggers: the order they are listed in (creation order), never a queued `pick` meant for a card's choice. */
const TRIGGER_ORDER = "trigger-order";

function offered(d: Decision): number {
  return d.kind === "yes-no" ? 2 : d.options.length;
}

/** Answered by the engine without asking (one possible answer): a queued answer meant for it is used up, as before. */
function automatic(d: Decision): boolean {
  if (d.kind === "cards") return onlyAnswer(d);
  return d.kind === "option" && d.options.length <= 1;
}

/** Told of every decision, asked or not: the last one's options are remembered, and an automatic one takes its queued answer. */
export function notice(run: Run, d: Decision): void {
  run.lastOptions = offered(d);
  if (!automatic(d) || isResponse(d) || run.given.has(d.purpose)) return;
  const head = run.answers[0];
  if (d.kind === "cards" && head && Array.isArray(head.answer)) {
    for (const id of head.answer) if (!d.options.includes(id)) throw notOffered(run, d, nameOf(run, id));
    run.answers.shift();
  } else if (d.kind === "option" && head && typeof head.answer === "number") run.answers.shift();
}

function labelOf(run: Run, d: Decision): string {
  if (d.kind === "yes-no") return "yes or no";
  return d.kind === "cards" ? d.options.map((id) => nameOf(run, id)).join(", ") || "no card" : d.options.map((o, i) => `${i}: ${o}`).join(", ");
}

function notOffered(run: Run, d: Decision, what: string): ScenarioError {
  return new ScenarioError(`the ${d.purpose} decision does not offer ${what} (it offers ${labelOf(run, d)})`);
}

const find = (legal: Action[], test: (a: Action) => boolean): Action | undefined => legal.find(test);

/** The engine's `Decide` for the run: picks one of the legal answers to the pending decision. */
export function decide(run: Run, _player: string, state: GameState, legal: Action[]): Action {
  const d = pendingDecision(state)!;
  if (isResponse(d)) return respondAnswer(run, d, legal);
  if (d.purpose === TRIGGER_ORDER && !run.given.has(TRIGGER_ORDER)) return legal[0]!;
  const given = run.given.get(d.purpose);
  if (given) return givenAnswer(run, d, given, legal);
  if (d.kind === "cards") return cardsAnswer(run, d, legal);
  const head = run.answers[0];
  if (d.kind === "yes-no" && head && typeof head.answer === "boolean") {
    run.answers.shift();
    return find(legal, (a) => a.type === (head.answer ? "yes" : "no"))!;
  }
  if (d.kind === "option" && head && typeof head.answer === "number") {
    run.answers.shift();
    const a = find(legal, (l) => l.type === "option" && l.index === head.answer);
    if (!a) throw notOffered(run, d, `option ${head.answer}`);
    return a;
  }
  return legal[0]!;
}

/** A response is offered to the player: taken for a card named by a `respond` line (unless `answer no` is next), else declined. */
function respondAnswer(run: Run, d: Decision, legal: Action[]): Action {
  let yes = d.source !== undefined && d.source !== null && run.responders.has(d.source);
  const head = run.answers[0];
  if (yes && head && typeof head.answer === "boolean") {
    run.answers.shift();
    yes = head.answer;
  }
  return find(legal, (a) => a.type === (yes ? "yes" : "no"))!;
}

/** The statement's own answers (the host of `play … on`, the pairs of `assignment`, `move`'s moving again), used up in order. */
function givenAnswer(run: Run, d: Decision, given: (CardId | string)[], legal: Action[]): Action {
  const next = given.shift();
  if (next === undefined) {
    // the statement's answers are used up: a multi-card or repeated decision is done
    const done = find(legal, (a) => a.type === "done" || (a.type === "option" && a.index === 0));
    return done ?? legal[0]!;
  }
  const a = find(legal, (l) => (l.type === "choose" && l.card === next) || (l.type === "option" && l.label === next));
  if (!a) throw notOffered(run, d, typeof next === "string" ? `'${next}'` : nameOf(run, next));
  return a;
}

/** A card decision, asked card by card: a queued `choose` gives its cards in order, then `done`. */
function cardsAnswer(run: Run, d: Decision, legal: Action[]): Action {
  const partial = pendingDecision(run.state)!.partial;
  if (partial.length === 0) {
    const head = run.answers[0];
    run.picking = null;
    if (head && Array.isArray(head.answer)) {
      run.answers.shift();
      run.picking = { cards: head.answer, next: 0, word: head.word };
    }
  }
  const p = run.picking;
  if (!p) return legal[0]!;
  const want = p.cards[p.next];
  if (want === undefined) {
    const done = find(legal, (a) => a.type === "done");
    if (!done) throw new ScenarioError(`the ${d.purpose} decision takes at least ${"min" in d ? d.min : 1} card(s); 'choose' gave ${p.cards.length}`);
    run.picking = null;
    return done;
  }
  p.next++;
  const a = find(legal, (l) => l.type === "choose" && l.card === want);
  if (!a) throw notOffered(run, d, nameOf(run, want));
  // the engine ends the decision by itself at its most cards: more named than that is an error too
  if (p.next === p.cards.length || partial.length + 1 < ("max" in d ? d.max : 1)) return a;
  throw new ScenarioError(`the ${d.purpose} decision takes at most ${"max" in d ? d.max : 1} card(s); 'choose' gave ${p.cards.length}`);
}
