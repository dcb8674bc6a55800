/** `expect` lines: what must hold of the game, read through the functions the engine's rules read. */
import type { Env } from "../../../core/env.ts";
import { modifiedFlag, modifiedValue } from "../../../core/modifiers.ts";
import { cardsIn, type CardId } from "../../../core/state.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { engineOf } from "../engine/engine.ts";
import { factsOf } from "../engine/facts.ts";
import { isRoaming, playerActions } from "../engine/moves.ts";
import { archeryTotals } from "../engine/skirmish.ts";
import { twilight } from "../state/actions.ts";
import { lotr } from "../state/game.ts";
import { burdens, keyword, resistance, strength, twilightCost, vitality, wounds } from "../state/stats.ts";
import type { Statement, Word } from "../../../scenario/ast.ts";
import { begin } from "./position.ts";
import { card, nameOf, PLAYERS, runEnv, ScenarioError, SIDE_OF_PLAYER, type Run } from "./run-state.ts";

/** A keyword's value (`damage` +2), 1 for a keyword without value that the card has, 0 when it has not. */
function keywordNow(env: Env, id: CardId, k: string): number {
  return hasKeyword(env, id, k) ? Math.max(1, keyword(env, id, k)) : 0;
}

/**
 * Would the card's owner be offered its action now (`expect action`): the engine's own listing for that player in the
 * phase whose actions are open — playing the card, or using its ability (of that timing).
 */
function actionOffered(run: Run, id: CardId, timing: string | undefined): boolean {
  const phase = engineOf(run.state).window?.phase ?? timing;
  if (!phase) throw new ScenarioError("`expect action` needs a phase whose actions are open (a `phase` line)");
  const c = run.state.cards[id]!;
  const abilities = factsOf(run.state, id).abilities;
  const fits = (i: number) => !timing || (((abilities[i]?.ir as { timings?: string[] } | undefined)?.timings ?? []) as string[]).includes(timing);
  return playerActions(runEnv(run, c.owner), c.owner, phase).some((a) => a.type === "play" ? a.card === id : a.type === "use" && a.card === id && fits(a.ability));
}

/** The minions assigned to skirmish the character: still to be fought, or in the skirmish being fought. */
function assignedTo(run: Run, id: CardId): CardId[] {
  const ext = lotr(run.state);
  return [...(ext.assignments[id] ?? []), ...(ext.skirmish?.companion === id ? ext.skirmish.minions : [])];
}

/** Checks one `expect` line; returns the failure message, or null when it holds. */
export function expectation(run: Run, st: Statement): string | null {
  begin(run);
  const [what, a, b, c] = st.args as [Word, Word | undefined, Word | undefined, Word | undefined];
  const env = runEnv(run);
  const { state } = run;
  const same = (label: string, actual: unknown, expected: unknown) => (String(actual) === String(expected) ? null : `expected ${label} ${expected}, found ${actual}`);
  const stat = (f: (e: Env, id: CardId) => number) => same(`${what.text} of ${a!.text}`, f(env, card(run, a!)), b!.text);
  const yesNo = (v: boolean) => (v ? "yes" : "no");
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
      const names = assignedTo(run, card(run, a!)).map((m) => nameOf(run, m));
      return names.includes(b!.text) ? null : `expected ${b!.text} assigned to ${a!.text}, found ${names.join(", ") || "none"}`;
    }
    case "not-assigned": {
      const minions = assignedTo(run, card(run, a!));
      return minions.length === 0 ? null : `expected ${a!.text} not assigned, found ${minions.map((m) => nameOf(run, m)).join(", ")}`;
    }
    case "on": {
      const host = state.cards[card(run, a!)]!.attachedTo;
      return same(`${a!.text} on`, host === null ? "nothing" : nameOf(run, host), b!.text);
    }
    case "count":
      return same(`cards in ${a!.text} ${b!.text}`, cardsIn(state, PLAYERS[a!.text]!, b!.text).length, c!.text);
    case "deck-top": {
      const expected = st.args.slice(2).map((w) => w.text);
      const top = cardsIn(state, PLAYERS[a!.text]!, "draw-deck").slice(0, expected.length);
      return same(`top of the ${a!.text} draw deck`, top.map((id) => nameOf(run, id)).join(" "), expected.join(" "));
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
      return same("skirmish cancelled", yesNo(!!lotr(state).skirmish?.cancelled), a!.text);
    case "flag":
      return same(`${b!.text} of ${a!.text}`, yesNo(modifiedFlag(env, card(run, a!), b!.text, false)), c!.text);
    case "modified":
      return same(`change of ${b!.text} of ${a!.text}`, modifiedValue(env, card(run, a!), b!.text, 0), c!.text);
    case "game":
      return same(`change of game ${a!.text}`, modifiedValue(env, null, a!.text, 0), b!.text);
    case "game-flag": {
      const [on, off] = [modifiedFlag(env, null, a!.text, true), modifiedFlag(env, null, a!.text, false)];
      return same(`game ${a!.text}`, on !== off ? "unset" : yesNo(on), b!.text);
    }
    case "action": {
      const [timing, answer] = c ? [b!.text, c.text] : [undefined, b!.text];
      return same(`action of ${a!.text}${timing ? ` (${timing})` : ""}`, actionOffered(run, card(run, a!), timing) ? "available" : "unavailable", answer);
    }
    case "phase":
      return same("phase", state.phase ?? "none", a!.text);
    case "options":
      return same("options of the last decision", run.lastOptions ?? "none (no decision yet)", a!.text);
    case "archery-total": {
      const totals = archeryTotals(env);
      return same(`archery total of the ${a!.text}`, a!.text === "shadow" ? totals.minion : totals.fellowship, b!.text);
    }
    case "roaming":
      return same(`${a!.text} roaming`, yesNo(isRoaming(env, card(run, a!))), b!.text);
  }
  return `unknown expectation '${what.text}'`;
}
