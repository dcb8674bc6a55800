/**
 * Static abilities (`[While <condition>,] <modifier>.`) and triggers, read from ability IR.
 * A static ability becomes modifier records that last while its card is in play.
 */
import type { CardId } from "./state.ts";
import { implOf, withSource, type Binding, type Env } from "./env.ts";
import type { GameEvent } from "./events.ts";
import { isFilter, isRef, type AbilityIR, type FilterIR, type PhraseCall } from "./ir.ts";
import { addModifier, type ModifierRecord } from "./modifiers.ts";
import { candidates, matches } from "./filters.ts";

/**
 * Adds the modifiers of a card's static ability (call when the card comes into play). `requires`: a
 * further condition for every record (the lending card's condition, see `lendStatics`).
 */
export function applyStatic(env: Env, card: CardId, ability: AbilityIR, requires?: PhraseCall): ModifierRecord[] {
  if (ability.kind !== "static" || !ability.modifier) return [];
  const at = withSource(env, card);
  // the modifier and those joined to it by `and` (`Bearer is strength +2 and damage +1`), under the one condition
  const records = [ability.modifier, ...(ability.joined ?? [])].flatMap((modifier) => {
    const each = ability.condition ? conditionSubject(ability.condition, modifier) : null;
    return implOf(at, modifier.op, "modifier").effects(at, modifier.args).map((e) =>
      addModifier(at, {
        property: e.property,
        delta: e.delta,
        amount: e.amount,
        flag: e.flag,
        data: e.data,
        targets: each ? { filter: each.filter } : (e.targets ?? { cards: [card] }),
        condition: ability.condition ? (each?.condition ?? ability.condition) : undefined,
        bindAs: each?.name,
        duration: { kind: "while-in-play" },
        origin: env.observe ? ability : undefined,
        requires,
      }),
    );
  });
  lendStatics(env, card, ability, records);
  return records;
}

/** Property of a `<card> has the game text of <card>` record: its targets have the abilities of the cards `data.text` names. */
export const GAME_TEXT = "game-text";

/** The cards a GAME_TEXT record lends the text of: `that site` is the noun phrase of the condition that binds it. */
export function lentFilter(rec: ModifierRecord): FilterIR | null {
  const text = rec.data?.text;
  if (isFilter(text)) return text;
  if (!isRef(text) || !rec.condition) return null;
  const f = Object.values(rec.condition.args).find((a) => isFilter(a) && a.bind === text.ref) as FilterIR | undefined;
  return f ? { filter: f.filter } : null;
}

let lending = 0;

/**
 * Static abilities lent by game text, applied as the borrower's own (they last while it is in play and
 * the lending record's condition holds): a new GAME_TEXT record borrows from the cards it names now;
 * a card whose static ability starts lends it to every borrower whose record names that card.
 */
function lendStatics(env: Env, card: CardId, ability: AbilityIR, records: ModifierRecord[]): void {
  if (lending > 2) return;
  lending++;
  try {
    for (const rec of records) {
      const f = rec.property === GAME_TEXT ? lentFilter(rec) : null;
      if (!f) continue;
      const targets = "cards" in rec.targets ? rec.targets.cards : [];
      for (const lender of candidates(withSource(env, card, rec.controller), f)) {
        for (const a of (env.defs[env.state.cards[lender]!.def]?.abilities ?? []) as AbilityIR[]) {
          if (a.kind === "static") for (const t of targets) if (t !== lender) applyStatic(env, t, a, rec.condition);
        }
      }
    }
    for (const rec of env.state.modifiers.slice()) {
      if (rec.property !== GAME_TEXT || rec.source === card || records.includes(rec)) continue;
      const f = lentFilter(rec);
      if (!f || !matches(withSource(env, rec.source, rec.controller), card, f)) continue;
      for (const t of "cards" in rec.targets ? rec.targets.cards : []) if (t !== card) applyStatic(env, t, ability, rec.condition);
    }
  } finally {
    lending--;
  }
}

/**
 * `While a Dwarf skirmishes a [moria] minion, that Dwarf is strength +1.`: the modifier's subject is
 * a name the condition binds, so it applies to each card of that noun phrase for which the condition
 * holds (the condition is tested with the name bound to that card).
 */
function conditionSubject(condition: PhraseCall, modifier: PhraseCall): { name: string; filter: FilterIR; condition: PhraseCall } | null {
  const subject = Object.values(modifier.args).find(isRef);
  if (!subject) return null;
  const key = Object.keys(condition.args).find((k) => {
    const a = condition.args[k];
    return isFilter(a) && a.bind === subject.ref;
  });
  if (!key) return null;
  const filter = condition.args[key] as FilterIR;
  return { name: subject.ref, filter: { filter: filter.filter }, condition: { ...condition, args: { ...condition.args, [key]: { ref: subject.ref } } } };
}

/**
 * Does this trigger or response ability answer the event? Returns its bindings (`that wound`), or null. `env` is the
 * ability's own (made for its source): its controller becomes the player the rules say answers this event
 * (`GameRules.triggerController`), so the match, the decisions and the effects all read that player as "you".
 */
export function triggers(env: Env, ability: AbilityIR, event: GameEvent): Record<string, Binding> | null {
  if (!ability.trigger) return null;
  // `… during the <timing> phase`: only events of that phase
  if (ability.during && event.phase !== ability.during) return null;
  const who = env.source !== null && env.rules.triggerController ? env.rules.triggerController(env, env.source, event) : undefined;
  if (who !== undefined) env.controller = who;
  return implOf(env, ability.trigger.op, "trigger").match(env, event, ability.trigger.args);
}
