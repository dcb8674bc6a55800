/**
 * Decisions asked in the middle of a rule, for the search agents. The engine's rules ask them from inside a unit (a
 * deck's action and the rules after it), which the unit protocol runs again from the state before the unit with the
 * answers so far (runtime/engine/units.ts): a full state at such a decision is that earlier state, the unit's action and
 * its answers. A view keeps none of these (its hidden cards are dealt again, so the earlier state cannot be rebuilt from
 * it), so the search's view of a deck at such a decision carries a `UnitStart`:
 *
 * - the state before the unit as the deck may know it now: every card it saw then or sees now as it is, the others
 *   hidden and their ids dealt again (each deck's hidden ids in ascending order, zone by zone), the log left out;
 * - the unit's action and the answers given in it, their hidden cards renamed the same way;
 * - the rng's seed before the unit, so that the unit's chance falls again as the deck saw it fall. The seed also holds
 *   the chance still to come; a state dealt from a `UnitStart` keeps it only up to the end of the unit (the search's
 *   `apply` gives it a fresh seed then), so a search foresees at most a shuffle later in that same unit.
 *
 * `dealStart` deals the hidden cards of that earlier state, runs the unit again to the decision and keeps the deal only
 * if it reaches the same decision (the same deck, kind, purpose and options): a deal of an opponent's hidden cards may
 * send the unit elsewhere (a card with a trigger where there was none), and is then dealt again.
 */
import type { Answer } from "../../../core/decisions.ts";
import { createRng, type RngState } from "../../../core/rng.ts";
import { allCards, type CardId, type CardState, type GameState } from "../../../core/state.ts";
import { engineOf } from "../engine/library.ts";
import { baseOf } from "../engine/state-copy.ts";
import { resumeUnit } from "../engine/step-engine.ts";
import type { Action, Resume } from "../engine/types.ts";
import { HIDDEN, view } from "../state/view.ts";
import { deal } from "./deal.ts";

export interface UnitStart {
  /** The state before the unit as the deck knows it (a view: hidden cards have the definition `hidden`). */
  state: GameState;
  action: Action | null;
  answers: Answer[];
  /** The rng's seed before the unit. */
  seed: number;
}

/** Deals of a mid-unit view tried before the search gives up on it. */
const TRIES = 12;

const shown = (v: GameState, out: Set<CardId>): void => {
  for (const id of allCards(v)) if (v.cards[id]!.def !== HIDDEN) out.add(id);
};

/** The `UnitStart` of `player` at the decision the true state `s` waits on (`v`: his view of `s`). */
export function unitStart(s: GameState, r: Resume, player: string, v: GameState): UnitStart {
  const base = baseOf(s, r);
  const known = new Set<CardId>();
  shown(v, known);
  shown(view(base, player, { log: false }), known);
  // a card played is shown to every deck, wherever it went after (an event to its eliminated pile)
  if (r.action?.type === "play") known.add(r.action.card);
  // each deck's unknown cards take that deck's unknown ids again in ascending order, zone by zone
  const rename = new Map<CardId, CardId>();
  for (const p of base.players) {
    const ids: CardId[] = [];
    for (const z in p.zones) for (const id of p.zones[z]!) if (!known.has(id)) ids.push(id);
    const sorted = ids.slice().sort((a, b) => a - b);
    ids.forEach((id, k) => rename.set(id, sorted[k]!));
  }
  const named = (id: CardId): CardId => rename.get(id) ?? id;
  const cards: Record<CardId, CardState> = {};
  for (const id of allCards(base)) {
    const c = base.cards[id]!;
    const to = named(id);
    cards[to] = known.has(id) ? { ...c, tokens: { ...c.tokens } } : { id: to, def: HIDDEN, owner: c.owner, zone: c.zone, attachedTo: null, tokens: {} };
  }
  const ve = engineOf(v);
  const state: GameState = {
    ...base,
    rng: { seed: 0 },
    players: base.players.map((p) => ({ id: p.id, zones: Object.fromEntries(Object.entries(p.zones).map(([z, ids]) => [z, ids.map(named)])) })),
    cards,
    modifiers: base.modifiers.map((m) => ({
      ...m,
      source: m.source === null ? null : named(m.source),
      targets: "cards" in m.targets ? { cards: m.targets.cards.map(named) } : m.targets,
    })),
    pending: base.pending.map((e) => ({ ...e, cards: e.cards.map(named) })),
    log: [],
    ext: { ...base.ext, engine: { library: ve.library, resume: null, history: [], checks: false, cardCount: ve.cardCount, known: ve.known } },
  };
  return { state, action: r.action && renamedAction(r.action, named), answers: r.answers.map((a) => (Array.isArray(a) ? a.map(named) : a)), seed: base.rng.seed };
}

function renamedAction(a: Action, named: (id: CardId) => CardId): Action {
  const out = { ...a } as Record<string, unknown>;
  for (const k of ["card", "to"]) if (typeof out[k] === "number") out[k] = named(out[k] as number);
  return out as Action;
}

function sameDecision(s: GameState, v: GameState): boolean {
  const a = engineOf(s).resume?.decision;
  const b = engineOf(v).resume?.decision;
  if (!a || !b || a.kind !== b.kind || a.player !== b.player || a.purpose !== b.purpose) return false;
  if (a.kind === "yes-no" || b.kind === "yes-no") return true;
  if (a.kind === "cards" && b.kind === "cards" && (a.min !== b.min || a.max !== b.max)) return false;
  return a.options.length === b.options.length && a.options.every((o, k) => o === b.options[k]);
}

/**
 * A full state at the decision `v` (a mid-unit view with its `UnitStart`) waits on: the earlier state's hidden cards
 * dealt with `rng`, the unit run again to the decision. Null when no deal of `TRIES` reaches that decision.
 */
export function dealStart(v: GameState, start: UnitStart, rng: RngState): GameState | null {
  const partial = engineOf(v).resume!.partial;
  for (let k = 0; k < TRIES; k++) {
    const before = deal(start.state, rng);
    before.rng = createRng(start.seed);
    let s: GameState;
    try {
      s = resumeUnit(before, start.action, start.answers);
    } catch {
      // an answer that the dealt cards do not allow: another deal
      continue;
    }
    if (!sameDecision(s, v)) continue;
    engineOf(s).resume!.partial = partial.slice();
    return s;
  }
  return null;
}
