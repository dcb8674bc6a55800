/** Implementations of vocabulary/triggers-further-events.ts. */
import { players } from "../../../core/args.ts";
import { defOf, withSource, type Binding, type Env } from "../../../core/env.ts";
import { candidates, denotes, refCards } from "../../../core/filters.ts";
import type { GameEvent } from "../../../core/events.ts";
import { isFilter, type AbilityIR, type StepIR } from "../../../core/ir.ts";
import type { Implementations } from "../../../core/impl.ts";
import type { CardId } from "../../../core/state.ts";
import { DREW, EXERTED, TAKEN_INTO_HAND, WOUNDED } from "../state/actions.ts";
import { MAY_SKIP_ARCHERY, MOVES_FROM, SKIRMISH_ENDING } from "../state/game.ts";

/** The characters of the skirmish a trigger named (`in that skirmish`). */
const THAT_SKIRMISH = "$skirmish";

/** The phrases whose steps spot or exert the cards their `target` chooses. */
const SPOTS_OR_EXERTS = new Set(["spot", "spot-effect", "exert", "exert-twice"]);

/** Binds the card under the noun phrase's name (`a [shire] ally` → `that ally`). */
function named(arg: unknown, id: CardId): Record<string, Binding> {
  return isFilter(arg) && arg.bind ? { [arg.bind]: { cards: [id] } } : {};
}

/** A trigger on events of these types whose first card fits the `target` noun phrase. */
function onCharacter(...types: string[]) {
  return {
    kind: "trigger" as const,
    events: types,
    match(env: Env, e: GameEvent, args: Record<string, unknown>) {
      const id = e.cards[0];
      if (!types.includes(e.type) || !id || !denotes(env, args.target, id)) return null;
      return named(args.target, id);
    },
  };
}

/** Every spot or exert step of the ability (costs, effects, alternatives, requirements). */
function spotOrExertSteps(a: AbilityIR): StepIR[] {
  const steps = [...(a.costs ?? []), ...(a.effects ?? []), ...(a.alternatives ?? []).flatMap((alt) => [...alt.costs, ...alt.effects])];
  return steps.filter((s) => SPOTS_OR_EXERTS.has(s.op));
}

/** Can this step choose only cards `who` denotes (and some)? Read as the event's own: its player is "you". */
function choosesOnly(at: Env, step: StepIR, who: unknown, env: Env): boolean {
  const target = step.args?.target;
  if (!isFilter(target)) return false;
  const options = candidates(at, target);
  return options.length > 0 && options.every((id) => denotes(env, who, id));
}

export const furtherEventTriggers: Implementations = {
  exerts: onCharacter(EXERTED),
  "takes-a-wound": onCharacter(WOUNDED),
  "draws-or-takes-into-hand": {
    kind: "trigger",
    events: [DREW, TAKEN_INTO_HAND],
    match: (env, e, args) => ((e.type === DREW || e.type === TAKEN_INTO_HAND) && e.player && players(env, args.who).includes(e.player) ? {} : null),
  },
  "character-moves-from": {
    kind: "trigger",
    events: [MOVES_FROM],
    match(env, e, args) {
      const [id, site] = e.cards;
      if (e.type !== MOVES_FROM || !id || !site || !denotes(env, args.target, id) || !denotes(env, args.site, site)) return null;
      return named(args.target, id);
    },
  },
  "skirmish-about-to-end": {
    kind: "trigger",
    before: true,
    events: [SKIRMISH_ENDING],
    match(env, e, args) {
      if (e.type !== SKIRMISH_ENDING || !e.cards.some((id) => denotes(env, args.who, id))) return null;
      return { [THAT_SKIRMISH]: { cards: e.cards } };
    },
  },
  "in-that-skirmish": {
    kind: "filter",
    test: (env, id) => refCards(env, THAT_SKIRMISH)?.includes(id) ?? false,
  },
  "event-spots-or-exerts": {
    kind: "trigger",
    before: true,
    events: ["play"],
    match(env, e, args) {
      const id = e.cards[0];
      if (e.type !== "play" || !id || !denotes(env, args.target, id)) return null;
      const at = withSource(env, id, e.player);
      const abilities = (defOf(env, id).abilities ?? []) as AbilityIR[];
      if (!abilities.some((a) => spotOrExertSteps(a).some((s) => choosesOnly(at, s, args.who, env)))) return null;
      return named(args.target, id);
    },
  },
  "may-skip-archery": {
    kind: "modifier",
    effects: () => [{ property: MAY_SKIP_ARCHERY, flag: true, targets: { global: true } }],
  },
};
