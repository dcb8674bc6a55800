/**
 * The heuristic agent: a simple sensible policy. Play characters (Shadow: the strongest minions it
 * can afford), arm them, assign favourable skirmishes, pump a skirmish only while losing it, wound
 * the sturdiest own character or any enemy, move again while the fellowship is healthy.
 *
 * It reads only the state it is handed, the acting player's view (state/view.ts; agent.ts hands it): its own hand,
 * the cards in play, the decision asked. test/views proves its choice the same whatever the hidden cards are.
 */
import { createRng, nextInt } from "../../../core/rng.ts";
import type { Decision } from "../../../core/decisions.ts";
import type { Env } from "../../../core/env.ts";
import { cardsIn, type GameState, type CardId } from "../../../core/state.ts";
import { envFor, pendingDecision, type Action } from "../engine/engine.ts";
import { lotr, ZONES } from "../state/game.ts";
import { burdens, cardType, ringBearer, strength, twilightCost, vitality, wounds } from "../state/stats.ts";
import type { Agent } from "./agent.ts";

const HARMFUL = ["wound", "exert", "discard", "exhaust", "effect", "remove", "cancel-skirmish", "must-exert", "reconcile-discard-down"];

const left = (env: Env, id: CardId) => vitality(env, id) - wounds(env, id);
const owner = (env: Env, id: CardId) => env.state.cards[id]?.owner;

function best<T>(items: T[], score: (t: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = -Infinity;
  for (const t of items) {
    const s = score(t);
    if (s > topScore) [top, topScore] = [t, s];
  }
  return top;
}

/** Free Peoples strength minus Shadow strength in the current skirmish (null outside one). */
function skirmishMargin(env: Env): number | null {
  const s = lotr(env.state).skirmish;
  if (!s || s.cancelled || !s.companion || !env.state.cards[s.companion]) return null;
  const ms = s.minions.filter((m) => env.state.cards[m]?.zone === "characters");
  return strength(env, s.companion) - ms.reduce((sum, m) => sum + strength(env, m), 0);
}

function decide(env: Env, state: GameState, actions: Action[], d: Decision): Action {
  const me = d.player;
  const fp = lotr(state).freePeoples;
  const rb = ringBearer(env);
  const find = (pred: (a: Action) => boolean) => actions.find(pred);
  const option = (label: string) => find((a) => a.type === "option" && a.label === label);
  if (d.kind === "yes-no") {
    // Put The One Ring on only when the Ring-bearer is close to dying (burdens come instead of wounds).
    const def = d.purpose.startsWith("respond:") ? env.defs[d.purpose.split(":")[1]!] : undefined;
    if (def?.type === "the-one-ring" && rb) return find((a) => a.type === (left(env, rb) <= 2 ? "yes" : "no"))!;
    return find((a) => a.type === "yes")!;
  }
  if (d.kind === "option") {
    const labels = actions.flatMap((a) => (a.type === "option" ? [a.label] : []));
    switch (d.purpose) {
      case "starting-companion":
        return option(best(labels.slice(1), (l) => Number(env.defs[l]?.strength ?? 0)) ?? "done")!;
      case "assign": {
        // Keep minions off the Ring-bearer: the strongest minion goes to the companion that fares best against it.
        const pairs = labels.slice(1).map((l) => l.split(">").map(Number) as [CardId, CardId]).filter(([c]) => c !== rb);
        const top = best(pairs, ([, m]) => strength(env, m));
        const pair = top && best(pairs.filter(([, m]) => m === top[1]), ([c, m]) => strength(env, c) - strength(env, m) + left(env, c));
        return (pair && option(`${pair[0]}>${pair[1]}`)) || option("done")!;
      }
      case "move-again": {
        const ext = lotr(state);
        const companions = cardsIn(state, me, ZONES.characters).filter((id) => cardType(env, id) === "companion");
        const healthy = rb !== null && left(env, rb) > 2 && burdens(env) < 6 && companions.length >= 3;
        return option(healthy && ext.site < 7 ? "move" : "stay") ?? actions[0]!;
      }
      default:
        return actions[0]!;
    }
  }
  // Card choices.
  const options = actions.flatMap((a) => (a.type === "choose" ? [a.card] : []));
  const done = find((a) => a.type === "done");
  if (d.purpose === "reconcile-discard" || d.purpose === "sanctuary-heal") {
    if (d.purpose === "reconcile-discard" || options.length === 0) return done ?? actions[0]!;
    const pick = best(options, (c) => wounds(env, c) + (c === rb ? 1 : 0));
    return find((a) => a.type === "choose" && a.card === pick)!;
  }
  if (d.purpose.startsWith("assign:")) {
    const minion = Number(d.purpose.slice("assign:".length));
    const assigned = lotr(state).assignments;
    const pick = best(options, (c) => {
      const against = (assigned[c] ?? []).reduce((s, m) => s + strength(env, m), 0) + strength(env, minion);
      return against - strength(env, c) + (c === rb ? 2 : 0);
    });
    return find((a) => a.type === "choose" && a.card === pick)!;
  }
  const harmful = HARMFUL.some((h) => d.purpose === h || d.purpose.startsWith(`${h}`)) || d.purpose === "archery-wound";
  const pick = best(options, (c) => {
    const mine = owner(env, c) === me;
    const type = state.cards[c] ? cardType(env, c) : "";
    const chars = ["companion", "ally", "minion"].includes(type);
    if (harmful) return mine ? (chars ? left(env, c) - (c === rb ? 5 : 0) : -twilightCost(env, c)) - 10 : 10;
    if (d.purpose === "bearer") return chars ? strength(env, c) - (c === rb ? 10 : 0) : 0;
    return (mine ? 10 : 0) + (chars ? strength(env, c) : 0);
  });
  if (done && (pick === undefined || (harmful && owner(env, pick) === me && me === fp && d.min === 0))) return done;
  return find((a) => a.type === "choose" && a.card === pick) ?? actions[0]!;
}

function act(env: Env, state: GameState, actions: Action[], rng: { seed: number }): Action {
  const pass = actions.find((a) => a.type === "pass")!;
  const me = pass.player;
  const fp = lotr(state).freePeoples;
  const phase = state.phase;
  const plays = actions.filter((a): a is Extract<Action, { type: "play" }> => a.type === "play");
  const type = (a: { card: CardId }) => cardType(env, a.card);
  if (phase === "fellowship" && me === fp) {
    const heal = actions.find((a) => a.type === "heal-by-discard");
    if (heal) return heal;
    const comps = cardsIn(state, me, ZONES.characters).length;
    const pool = state.pools.twilight ?? 0;
    const char = best(
      plays.filter((a) => (type(a) === "companion" || type(a) === "ally") && (comps < 4 || pool + twilightCost(env, a.card) <= 3)),
      (a) => strength(env, a.card),
    );
    if (char) return char;
    const item = plays.find((a) => type(a) === "possession" || (type(a) === "condition" && pool < 4));
    if (item) return item;
    return pass;
  }
  if (phase === "shadow" && me !== fp) {
    const minion = best(
      plays.filter((a) => type(a) === "minion"),
      (a) => strength(env, a.card),
    );
    if (minion) return minion;
    const other = plays.find((a) => type(a) !== "event");
    return other ?? pass;
  }
  if (phase === "skirmish") {
    const margin = skirmishMargin(env);
    const losing = margin !== null && (me === fp ? margin <= 0 : margin > 0);
    const moves = actions.filter((a) => a.type === "play" || a.type === "use");
    if (losing && moves.length) return moves[nextInt(rng, moves.length)]!;
  }
  return pass;
}

export function heuristicAgent(seed: number): Agent {
  const rng = createRng(seed);
  return {
    name: "heuristic",
    choose(state, actions) {
      const env = envFor(state);
      // asked once: the engine makes the decision's record afresh each time
      const d = pendingDecision(state);
      return d ? decide(env, state, actions, d) : act(env, state, actions, rng);
    },
  };
}
