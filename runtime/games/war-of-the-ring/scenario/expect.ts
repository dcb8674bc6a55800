/** The game's expectations: each returns what is wrong (a failure message), or null when it holds. */
import type { LogEntry } from "../../../core/log.ts";
import { ATTACHED, cardsIn, tokens, type CardId } from "../../../core/state.ts";
import type { Statement } from "../../../scenario/ast.ts";
import { envFor } from "../engine/library.ts";
import { carryOverLimit, playerActions } from "../engine/moves.ts";
import { actorOf } from "../engine/step-engine.ts";
import { scoreOf } from "../state/score.ts";
import { iconWithItems } from "../state/stats.ts";
import { mayLookAtTopProp, titleOf, wotr, ZONES, type Side } from "../state/game.ts";
import { modifiedFlag } from "../../../core/modifiers.ts";
import { actionOf, describe } from "./act.ts";
import { card, nameOf, ScenarioError, stateOf, type Run } from "./run-state.ts";

/** The word `expect zone` uses for where a card is. */
export function zoneWord(run: Run, id: CardId): string {
  const z = stateOf(run).cards[id]!.zone;
  switch (z) {
    case ZONES.atLocation:
      return "at-location";
    case ATTACHED:
      return "wielded";
    case ZONES.pathDeck:
    case ZONES.battlegroundDeckFreePeoples:
    case ZONES.battlegroundDeckShadow:
      return "deck";
    default:
      return z;
  }
}

/** A log entry as text: its type and values, cards named by their scenario names and titles. */
function entryText(run: Run, e: LogEntry): string {
  const s = stateOf(run);
  const env = envFor(s);
  const parts: string[] = [];
  for (const [k, v] of Object.entries(e)) {
    if (k === "seq") continue;
    const named = (x: unknown) => (typeof x === "number" && s.cards[x] && k !== "n" && k !== "cards" && k !== "corruption" ? `${nameOf(run, x)} (${titleOf(env, x)})` : typeof x === "object" ? JSON.stringify(x) : String(x));
    parts.push(`${k}=${Array.isArray(v) ? v.map(named).join(",") : named(v)}`);
  }
  return parts.join(" ");
}

export function expectation(run: Run, st: Statement): string | null {
  const [what, ...args] = st.args;
  const [a, b, c] = args;
  const s = stateOf(run);
  const ext = wotr(s);
  const env = envFor(s, undefined, undefined, run.observe);
  const check = (label: string, want: string, found: string | number): string | null => (want === String(found) ? null : `expected ${label} ${want}, found ${found}`);
  switch (what!.text) {
    case "zone":
      return check(`the zone of ${a!.text}`, b!.text, zoneWord(run, card(run, a!)));
    case "at":
    case "on": {
      const id = card(run, a!);
      const host = card(run, b!);
      const c0 = s.cards[id]!;
      const zone = what!.text === "at" ? ZONES.atLocation : ATTACHED;
      const found = c0.zone === zone && c0.attachedTo !== null ? nameOf(run, c0.attachedTo) : `none (${zoneWord(run, id)})`;
      return c0.zone === zone && c0.attachedTo === host ? null : `expected ${a!.text} ${what!.text} ${b!.text}, found ${found}`;
    }
    case "hand":
      return check(`the hand of ${a!.text}`, b!.text, cardsIn(s, a!.text, ZONES.hand).length);
    case "count": {
      if (!s.players.some((p) => p.id === a!.text)) throw new ScenarioError(`no deck '${a!.text}' in this scenario`);
      return check(`the ${b!.text} of ${a!.text}`, c!.text, cardsIn(s, a!.text, b!.text).length);
    }
    case "corruption":
      return check("corruption", a!.text, s.pools.corruption ?? 0);
    case "score":
      return check(`the ${a!.text} score${c ? " (final)" : ""}`, b!.text, scoreOf(env, a!.text as Side, c !== undefined));
    case "winner":
      return check("the winner", a!.text, ext.winner ?? "none");
    case "tokens":
      return check(`${b!.text} tokens on ${a!.text}`, c!.text, tokens(s, card(run, a!), b!.text));
    case "icon":
      return check(`the ${b!.text} of ${a!.text}`, c!.text, iconWithItems(env, card(run, a!), b!.text));
    case "carry-over-limit":
      return check(`the carry-over limit of ${a!.text}`, b!.text, carryOverLimit(env, a!.text));
    case "legal":
    case "not": {
      const words = what!.text === "legal" ? args : args.slice(1);
      const text = words.map((w) => w.text).join(" ");
      if (ext.step !== "action" || ext.winner !== null) return what!.text === "legal" ? `expected '${text}' to be legal, but the game is in the ${ext.step} step` : null;
      const { deck, test, about } = actionOf(run, words, text);
      const all = playerActions(env, deck);
      const found = all.some(test);
      if (found === (what!.text === "legal")) return null;
      if (what!.text === "not") return `expected '${text}' not to be legal for ${deck}, found it legal`;
      const related = (about === undefined ? all : all.filter((x) => "card" in x && x.card === about)).map((x) => describe(run, x));
      return `expected '${text}' to be legal for ${deck}, found ${related.length ? related.join("; ") : "no such action"}`;
    }
    case "log":
    case "no-log": {
      const entries = s.log.slice(run.logMark).map((e) => entryText(run, e));
      const found = entries.some((t) => t.toLowerCase().includes(a!.text.toLowerCase()));
      if (found === (what!.text === "log")) return null;
      return what!.text === "log" ? `expected a log entry with '${a!.text}' since the last action, found: ${entries.join(" | ") || "none"}` : `expected no log entry with '${a!.text}', found one`;
    }
    case "step":
      return check("the step", a!.text, ext.step);
    case "round":
      return check("the round", a!.text, ext.round);
    case "actor":
      return check("the deck to act", a!.text, actorOf(s) ?? "none");
    case "starting":
      return check("the starting deck", a!.text, ext.order[ext.starting]!);
    case "ring-tokens":
      return check(`the Ring tokens of ${a!.text}`, b!.text, ext.ring[a!.text] ?? 0);
    case "may-look-at-top":
      return check(`${a!.text} may look at the top of his draw deck:`, b!.text, modifiedFlag(env, null, mayLookAtTopProp(a!.text), false) ? "yes" : "no");
  }
  throw new ScenarioError(`unknown expectation '${what!.text}'`);
}
