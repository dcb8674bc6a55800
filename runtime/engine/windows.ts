/**
 * Trigger and response windows: the abilities answering one event at once resolve player by player, in the order the
 * game gives. A player's answers come in the game's order; a response is offered (the game's `resolve` asks), and a
 * player with several different triggers chooses which fills each trigger's place next (a `trigger-order` decision).
 * Which abilities answer, and what resolving one does, are the game's.
 */
import type { Chooser } from "../core/decisions.ts";

/** An ability answering the event: whose it is; a response (offered) or a trigger (it must resolve). */
export interface WindowAnswer {
  player: string;
  response: boolean;
}

/** What the game says about answers in a window; `X` is the game's context for one event. */
export interface WindowRules<X, W extends WindowAnswer> {
  chooser(x: X): Chooser;
  /** Answers with one key are copies of one ability: the order they resolve in is not asked. */
  key(x: X, a: W): string;
  /** An answer as an option of the order decision. */
  label(x: X, a: W): string;
  /** Resolves one answer (checking again that it applies: earlier answers may have changed the game). */
  resolve(x: X, a: W): void;
}

/** Resolves `all` (answers to one event, in the game's order): `players`' answers in turn. */
export function resolveWindow<X, W extends WindowAnswer>(x: X, all: readonly W[], players: readonly string[], rules: WindowRules<X, W>): void {
  for (const p of players) resolveFor(x, all, p, rules);
}

/** The player's answers: responses in order, triggers in the order the player picks for their places. */
function resolveFor<X, W extends WindowAnswer>(x: X, all: readonly W[], player: string, rules: WindowRules<X, W>): void {
  const mine = all.filter((a) => a.player === player);
  const triggersLeft = mine.filter((a) => !a.response);
  for (const a of mine) {
    if (a.response) rules.resolve(x, a);
    else {
      const i = triggersLeft.length > 1 && !oneAbility(x, triggersLeft, rules) ? orderChoice(x, player, triggersLeft, rules) : 0;
      rules.resolve(x, triggersLeft.splice(i, 1)[0]!);
    }
  }
}

function oneAbility<X, W extends WindowAnswer>(x: X, list: readonly W[], rules: WindowRules<X, W>): boolean {
  const first = rules.key(x, list[0]!);
  return list.every((a) => rules.key(x, a) === first);
}

/** The player picks which of their simultaneous triggers resolves next. */
function orderChoice<X, W extends WindowAnswer>(x: X, player: string, list: readonly W[], rules: WindowRules<X, W>): number {
  const options = list.map((a) => rules.label(x, a));
  const i = rules.chooser(x).option({ kind: "option", player, purpose: "trigger-order", options });
  return i >= 0 && i < list.length ? i : 0;
}
