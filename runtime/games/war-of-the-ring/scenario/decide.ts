/**
 * How a scenario answers the engine's decisions: each queued `choose` line answers the next decision asked, in order
 * (cards by alias, an option by its label, the alias of the card it names or words only its label holds, `yes` / `no`); a decision left
 * unanswered takes the first answer (yes; the first cards). A decision with one possible answer is answered by the
 * engine without asking: a `choose` naming just that answer is used up (any other is left for a later decision). An answer the decision does not offer is a
 * scenario error, never a silent default.
 */
import { onlyAnswer, type Chooser, type Decision } from "../../../core/decisions.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import type { Word } from "../../../scenario/ast.ts";
import { pendingDecision } from "../engine/step-engine.ts";
import type { Action } from "../engine/types.ts";
import { nameOf, ScenarioError, type Run } from "./run-state.ts";

function labelsOf(run: Run, d: Decision): string {
  if (d.kind === "yes-no") return "yes or no";
  if (d.kind === "cards") return d.options.map((id) => nameOf(run, id)).join(", ") || "no card";
  return d.options.map((o) => optionName(run, o)).join(", ");
}

/** An option's label as a scenario names it: the alias of the card it names (`12:Bag End`, `12`), else the label. */
function optionName(run: Run, label: string): string {
  const m = /^(\d+)(?::|$)/.exec(label);
  if (m && run.state?.cards[Number(m[1])]) return nameOf(run, Number(m[1]));
  return label;
}

function notOffered(run: Run, d: Decision, what: string): ScenarioError {
  return new ScenarioError(`the ${d.purpose} decision of ${d.player} does not offer ${what} (it offers ${labelsOf(run, d)})`);
}

function cardOf(run: Run, d: Decision, w: Word): CardId {
  const id = run.aliases.get(w.text);
  if (id === undefined) throw notOffered(run, d, `'${w.text}' (no card has that name)`);
  return id;
}

function optionIndex(run: Run, d: Decision & { kind: "option" }, w: Word): number {
  const byLabel = d.options.findIndex((o) => o === w.text);
  if (byLabel >= 0) return byLabel;
  const i = d.options.findIndex((o) => optionName(run, o) === w.text);
  if (i >= 0) return i;
  // a long label (an alternative's text) by words of it: the one label that holds them
  const holding = d.options.map((o, k) => [o, k] as const).filter(([o]) => o.toLowerCase().includes(w.text.toLowerCase()));
  if (holding.length === 1) return holding[0]![1];
  throw notOffered(run, d, `'${w.text}'${holding.length > 1 ? " alone (several options hold it)" : ""}`);
}

/** The chooser the engine's units get: it tells the run of decisions answered without asking (one possible answer). */
export function noticing(run: Run, chooser: Chooser): Chooser {
  // a queued answer naming exactly what the engine answered by itself is used up; any other is left for a later decision
  const useUp = (fits: (words: Word[]) => boolean) => {
    const head = run.answers[0];
    if (head && fits(head.words)) run.answers.shift();
  };
  return {
    cards(d) {
      if (onlyAnswer(d) && d.options.length > 0 && d.purpose !== "trigger-order")
        useUp((words) => words.length === Math.min(d.max, d.options.length) && words.every((w) => d.options.includes(run.aliases.get(w.text) ?? -1)));
      return chooser.cards(d);
    },
    yesNo: (d) => chooser.yesNo(d),
    option(d) {
      if (d.options.length === 1 && d.purpose !== "trigger-order") useUp((words) => words.length === 1 && (d.options[0] === words[0]!.text || optionName(run, d.options[0]!) === words[0]!.text));
      return chooser.option(d);
    },
  };
}

/** The engine's `Decide` for the run: one of the legal answers to the pending decision. */
export function decide(run: Run, _player: string, state: GameState, legal: Action[]): Action {
  const d = pendingDecision(state)!;
  // the order of simultaneous triggers: as listed, never a queued answer meant for a card's choice
  if (d.purpose === "trigger-order") return legal[0]!;
  const head = run.answers[0];
  if (d.kind === "yes-no") {
    if (!head) return legal.find((a) => a.type === "yes")!;
    const w = head.words[0]!;
    if (w.text !== "yes" && w.text !== "no") throw notOffered(run, d, `'${w.text}'`);
    run.answers.shift();
    return legal.find((a) => a.type === w.text)!;
  }
  if (d.kind === "option") {
    if (!head) return legal[0]!;
    const i = optionIndex(run, d, head.words[0]!);
    run.answers.shift();
    return legal.find((a) => a.type === "option" && a.index === i)!;
  }
  // cards, asked card by card: the line's cards in order, then done
  const partial = d.partial;
  if (!head) return legal[0]!;
  const want = head.words.map((w) => cardOf(run, d, w));
  if (want.length > d.max) throw new ScenarioError(`the ${d.purpose} decision takes at most ${d.max} card(s); 'choose' gave ${want.length}`);
  const next = want[partial.length];
  if (next === undefined) {
    const done = legal.find((a) => a.type === "done");
    if (!done) throw new ScenarioError(`the ${d.purpose} decision takes at least ${d.min} card(s); 'choose' gave ${want.length}`);
    run.answers.shift();
    return done;
  }
  const a = legal.find((l) => l.type === "choose" && l.card === next);
  if (!a) throw notOffered(run, d, nameOf(run, next));
  // the engine ends the decision by itself at its most cards, or when no card is left to pick
  if (partial.length + 1 === want.length && (partial.length + 1 >= d.max || d.options.every((c) => c === next || partial.includes(c)))) run.answers.shift();
  return a;
}
