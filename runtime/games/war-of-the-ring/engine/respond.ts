/**
 * Triggers (the GameRules `respond` hook): when an event has happened, every matching trigger of a card in play (or
 * of a card the event names, wherever it is: "When eliminated or forsaken, …", an event card being played) resolves;
 * a `response` is offered to its controller as a yes/no decision. Simultaneous answers resolve deck by deck in turn
 * order from the starting player; a deck with several different triggers orders them (the kernel's windows).
 */
import { fireAwaited } from "../../../core/awaited.ts";
import { implementation, withSource, type Env } from "../../../core/env.ts";
import type { GameRules } from "../../../core/impl.ts";
import type { GameEvent } from "../../../core/events.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { triggers } from "../../../core/statics.ts";
import { keptCards, keptKind, type CardId, type KeptKind } from "../../../core/state.ts";
import { noteHappened } from "../../../core/turn-history.ts";
import { resolveWindow, type WindowAnswer, type WindowRules } from "../../../engine/windows.ts";
import { useCardAbility } from "../state/each-player.ts";
import { PLAY_ZONES, wotr } from "../state/game.ts";
import { abilitiesOf, anyTriggers, hasTriggers, libraryOf } from "./library.ts";

interface Answerer extends WindowAnswer {
  id: CardId;
  index: number;
}

interface EventWindow {
  env: Env;
  event: GameEvent;
}

let depth = 0;

const isTrigger = (ir: AbilityIR): boolean => !!ir.trigger && (ir.kind === "trigger" || ir.kind === "response");

/** A definition's trigger abilities: their index and the event types their trigger may accept (null: any). */
interface TriggerEntry {
  index: number;
  ir: AbilityIR;
  events: readonly string[] | null;
}

// by rules (the trigger implementations say which events they take), then by definition id
const entriesByRules = new WeakMap<GameRules, Map<string, readonly TriggerEntry[]>>();

function triggerEntries(env: Env, id: CardId): readonly TriggerEntry[] {
  let byDef = entriesByRules.get(env.rules);
  if (!byDef) entriesByRules.set(env.rules, (byDef = new Map()));
  const def = env.state.cards[id]!.def;
  let list = byDef.get(def);
  if (!list) {
    const out: TriggerEntry[] = [];
    abilitiesOf(env, id).forEach((a, index) => {
      const ir = (a.ir ?? {}) as AbilityIR;
      if (!isTrigger(ir)) return;
      const impl = implementation(env.rules, ir.trigger!.op);
      out.push({ index, ir, events: impl?.kind === "trigger" ? (impl.events ?? null) : null });
    });
    byDef.set(def, (list = out));
  }
  return list;
}

function consider(env: Env, event: GameEvent, id: CardId, seen: Set<CardId>, out: Answerer[]): void {
  if (seen.has(id) || !env.state.cards[id] || !hasTriggers(env.state, id)) return;
  seen.add(id);
  for (const t of triggerEntries(env, id)) {
    if (t.events !== null && !t.events.includes(event.type)) continue;
    const at = withSource(env, id);
    if (triggers(at, t.ir, event)) out.push({ id, index: t.index, player: at.controller, response: t.ir.kind === "response" });
  }
}

/** The cards in play with a trigger that may take an event type (kept up to date by the core's card index), by event type. */
const triggeredKinds = new Map<string, KeptKind<EventIndex>>();
function triggeredFor(type: string): KeptKind<EventIndex> {
  let k = triggeredKinds.get(type);
  if (!k)
    triggeredKinds.set(
      type,
      (k = keptKind<EventIndex>(PLAY_ZONES, (state, id, ix) => {
        const def = state.cards[id]!.def;
        return hasTriggers(state, id) && (ix.byType.get(type)?.has(def) === true || ix.any.has(def));
      })),
    );
  return k;
}

/** Which definitions have a trigger that may take an event type (`any`: a trigger that names no event types). */
interface EventIndex {
  byType: Map<string, Set<string>>;
  any: Set<string>;
}
// by rules, then by the library's compiled cards
const eventIndexes = new WeakMap<GameRules, WeakMap<object, EventIndex>>();

let lastRules: GameRules | null = null;
let lastCompiled: object | null = null;
let lastIndex: EventIndex | null = null;

function eventIndex(env: Env): EventIndex {
  const compiledNow = libraryOf(env.state).compiled;
  if (env.rules === lastRules && compiledNow === lastCompiled) return lastIndex!;
  lastRules = env.rules;
  lastCompiled = compiledNow;
  return (lastIndex = findEventIndex(env));
}

function findEventIndex(env: Env): EventIndex {
  let byLib = eventIndexes.get(env.rules);
  if (!byLib) eventIndexes.set(env.rules, (byLib = new WeakMap()));
  const compiled = libraryOf(env.state).compiled;
  let ix = byLib.get(compiled);
  if (!ix) {
    ix = { byType: new Map(), any: new Set() };
    for (const def in compiled)
      for (const a of compiled[def]!.abilities) {
        const ir = (a.ir ?? {}) as AbilityIR;
        if (!isTrigger(ir)) continue;
        const impl = implementation(env.rules, ir.trigger!.op);
        const events = impl?.kind === "trigger" ? (impl.events ?? null) : null;
        if (events === null) ix.any.add(def);
        else
          for (const t of events) {
            let set = ix.byType.get(t);
            if (!set) ix.byType.set(t, (set = new Set()));
            set.add(def);
          }
      }
    byLib.set(compiled, ix);
  }
  return ix;
}

const NO_ANSWERERS: Answerer[] = [];

function answerers(env: Env, event: GameEvent): Answerer[] {
  const ix = eventIndex(env);
  const defs = ix.byType.get(event.type);
  // no definition has a trigger that may take this event: nothing to ask (most events: cycles, draws, eliminations)
  if (defs === undefined && ix.any.size === 0) return NO_ANSWERERS;
  const may = (id: CardId): boolean => {
    const c = env.state.cards[id];
    return c !== undefined && (defs?.has(c.def) === true || ix.any.has(c.def));
  };
  const out: Answerer[] = [];
  const seen = new Set<CardId>();
  for (const id of keptCards(env.state, triggeredFor(event.type), ix)) consider(env, event, id, seen, out);
  for (const id of event.cards) if (may(id)) consider(env, event, id, seen, out);
  return out;
}

const WINDOW: WindowRules<EventWindow, Answerer> = {
  chooser: (x) => x.env.chooser,
  key: (x, a) => `${x.env.state.cards[a.id]!.def}:${a.index}`,
  label: (x, a) => `${a.id}:${x.env.state.cards[a.id]!.def}:${a.index}`,
  resolve: (x, a) => run(x.env, a, x.event),
};

/** The decks in turn order from the starting player (each once). */
export function answeringOrder(env: Env): string[] {
  const ext = wotr(env.state);
  const out: string[] = [];
  for (let k = 0; k < ext.order.length; k++) {
    const p = ext.order[(ext.starting + k) % ext.order.length]!;
    if (!out.includes(p)) out.push(p);
  }
  for (const p of env.state.players) if (!out.includes(p.id)) out.push(p.id);
  return out;
}

function run(env: Env, a: Answerer, event: GameEvent): void {
  const ability = abilitiesOf(env, a.id)[a.index];
  if (!ability) return;
  const ir = (ability.ir ?? {}) as AbilityIR;
  const at = withSource(env, a.id);
  const bindings = triggers(at, ir, event);
  if (!bindings) return;
  at.bindings = { ...bindings };
  if (a.response && !env.chooser.yesNo({ kind: "yes-no", player: at.controller, purpose: `respond:${env.state.cards[a.id]!.def}:${a.index}:${event.type}`, source: a.id })) return;
  useCardAbility(at, ability);
}

export function respond(env: Env, event: GameEvent, when: "before" | "after"): void {
  if (when !== "after") return;
  noteHappened(env.state, event.type);
  if (depth > 4) return;
  depth++;
  try {
    fireAwaited(env, event);
    if (!anyTriggers(env.state)) return;
    const all = answerers(env, event);
    if (all.length) resolveWindow({ env, event }, all, answeringOrder(env), WINDOW);
  } finally {
    depth--;
  }
}
