/**
 * The LOTR TCG in words for a person at `cardc play`: the board and the legal actions as plain text, a card's full
 * text, the log in sentences (narrate.ts). The engine's table (engine-table.ts) has none of it, so that a browser
 * bundle goes without.
 *
 * A game of hidden cards: the commands show a person only a player's view (state/view.ts). The words below read
 * whatever state they are given, a view as well as the true state.
 */
import { norm, stat } from "../../../core/cards.ts";
import { withSource, type Env } from "../../../core/env.ts";
import { cardsIn, attachedTo, type GameState, type CardId } from "../../../core/state.ts";
import type { TableWords } from "../../table.ts";
import { envFor, pendingDecision, type Action } from "../engine/engine.ts";
import { roamingDelta } from "../engine/moves.ts";
import { abilityLine, decisionText, optionText } from "./decision-words.ts";
import { lotr, TWILIGHT, ZONES } from "./game.ts";
import { narrate } from "./narrate.ts";
import { HIDDEN } from "./view.ts";
import { costToPlay } from "./play.ts";
import { burdens, cardType, printed, resistance, strength, twilightCost, vitality, wounds } from "./stats.ts";

const title = (env: Env, id: CardId): string => env.defs[env.state.cards[id]!.def]!.title;

function character(env: Env, id: CardId): string {
  const items = attachedTo(env.state, id).map((a) => title(env, a));
  const rb = Object.values(lotr(env.state).ringBearer).includes(id);
  const stats = [`strength ${strength(env, id)}`, `vitality ${vitality(env, id)}`, `wounds ${wounds(env, id)}`];
  if (rb) stats.push(`resistance ${resistance(env, id)}`);
  return `  ${title(env, id)}${rb ? " (Ring-bearer)" : ""}: ${stats.join(", ")}${items.length ? ` — bears ${items.join(", ")}` : ""}`;
}

function sitePath(env: Env): string {
  const at = lotr(env.state).site;
  const sites = cardsIn(env.state, "", ZONES.adventurePath)
    .map((id) => ({ n: stat(env.defs[env.state.cards[id]!.def]!, "site"), name: title(env, id) }))
    .sort((a, b) => a.n - b.n);
  return sites.map((s) => (s.n === at ? `[${s.n} ${s.name} ← fellowship]` : `${s.n} ${s.name}`)).join(" → ");
}

/** The skirmish being fought, if any: the Free Peoples character and the minions, each with its strength, and the totals. */
function skirmishLines(env: Env): string[] {
  const s = lotr(env.state).skirmish;
  if (!s) return [];
  const inPlay = (id: CardId) => env.state.cards[id]?.zone === ZONES.characters;
  const c = s.companion !== null && inPlay(s.companion) ? s.companion : null;
  const ms = s.minions.filter(inPlay);
  const fp = c === null ? 0 : strength(env, c);
  const shadow = ms.reduce((sum, m) => sum + strength(env, m), 0);
  const side = (ids: CardId[]) => (ids.length ? ids.map((id) => `${title(env, id)} (strength ${strength(env, id)})`).join(" + ") : "no minion");
  const totals = c !== null && ms.length > 0 ? ` — ${fp} to ${shadow}, ${fp > shadow ? "Free Peoples ahead" : fp === shadow ? "Shadow ahead (ties go to the Shadow)" : "Shadow ahead"}` : "";
  return [`Skirmish${s.cancelled ? " (cancelled)" : ""}: ${c === null ? "no character" : side([c])} against ${side(ms)}${totals}`];
}

/** The board as `player` sees it: path, pools, how many cards each hand and deck holds, fellowship, minions, the skirmish fought, their hand, the decision asked. */
export function board(state: GameState, player: string): string {
  const env = envFor(state);
  const ext = lotr(state);
  const fp = ext.freePeoples;
  const shadow = state.players.find((p) => p.id !== fp)!.id;
  const side = player === fp ? "Free Peoples" : "Shadow";
  const chars = (p: string, types: string[]) => cardsIn(state, p, ZONES.characters).filter((id) => types.includes(cardType(env, id)));
  const fellowship = chars(fp, ["companion", "ally"]);
  const minions = chars(shadow, ["minion"]);
  const hand = cardsIn(state, player, ZONES.hand).map((id) => `${title(env, id)} (${norm(env.defs[state.cards[id]!.def]!.type)}, twilight ${stat(env.defs[state.cards[id]!.def]!, "twilight")})`);
  const d = pendingDecision(state);
  return [
    `— ${state.turn === 0 ? "Set-up" : `Turn ${state.turn}, ${state.phase} phase`} — you are ${player}, playing ${side} ${state.turn === 0 ? "in the first turn" : "this turn"}`,
    `Site path: ${sitePath(env) || "(no sites yet)"}`,
    `Twilight pool: ${state.pools[TWILIGHT] ?? 0}   Burdens: ${burdens(env)}`,
    `Cards in hand / draw deck: ${state.players.map((p) => `${p.id === player ? "you" : p.id} ${cardsIn(state, p.id, ZONES.hand).length} / ${cardsIn(state, p.id, ZONES.drawDeck).length}`).join(", ")}`,
    `Fellowship (${fp}):`,
    ...(fellowship.length ? fellowship.map((id) => character(env, id)) : ["  (none)"]),
    ...(state.turn === 0 && player !== fp ? [`Your starting fellowship: ${chars(player, ["companion"]).map((id) => title(env, id)).join(", ")}`] : []),
    `Minions (${shadow}):`,
    ...(minions.length ? minions.map((id) => character(env, id)) : ["  (none)"]),
    ...skirmishLines(env),
    `Your hand: ${hand.length ? hand.join("; ") : "(empty)"}`,
    ...(d ? [`${decisionText(env, d)}${d.partial.length ? ` (chosen so far: ${d.partial.map((c) => title(env, c)).join(", ")})` : ""}`] : []),
  ].join("\n");
}

export function prompt(state: GameState): string | null {
  const d = pendingDecision(state);
  return d ? decisionText(envFor(state), d) : null;
}

const STAT_NAMES = ["twilight", "strength", "vitality", "resistance", "site"];

export function cardText(state: GameState, a: Action): string | null {
  const env = envFor(state);
  const id = "card" in a ? a.card : a.type === "option" && state.cards[Number(a.label)] ? Number(a.label) : null;
  const def = id !== null ? env.defs[state.cards[id]!.def] : a.type === "option" ? env.defs[a.label] : undefined;
  if (!def) return null;
  const kind = [def.unique ? "unique" : "", def.culture ? String(def.culture) : "", norm(def.type)].filter(Boolean).join(" ").replace(/^./, (c) => c.toUpperCase());
  const stats = STAT_NAMES.filter((k) => typeof def[k] === "number").map((k) => `${k} ${def[k]}`);
  const text = String(def.text ?? "").trim();
  return [`${def.title}${def.subtitle ? `, ${def.subtitle}` : ""} (${def.id})`, `${kind}${stats.length ? ` — ${stats.join(", ")}` : ""}`, ...(text ? [text] : ["(no game text)"])].join("\n");
}

/**
 * What playing a card costs, as the engine charges it: the printed twilight cost, what modifiers change, the roaming
 * penalty of a minion played at a site numbered lower than its own (engine/moves.ts `perform`): `twilight 2`,
 * `twilight 2, roaming +2 = 4`, `twilight 4, modified -1 = 3`.
 */
export function playCost(env: Env, player: string, id: CardId): string {
  const base = printed(env, id).twilight;
  const at = withSource(env, null, player);
  const event = cardType(env, id) === "event";
  const modified = twilightCost(at, id);
  const roaming = event ? 0 : roamingDelta(at, id);
  const total = event ? modified : costToPlay(at, id, roaming);
  const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);
  const parts = [`twilight ${base}`];
  if (modified !== base) parts.push(`modified ${signed(modified - base)}`);
  if (roaming !== 0) parts.push(`roaming ${signed(roaming)}`);
  return parts.length === 1 && total === base ? parts[0]! : `${parts.join(", ")} = ${total}`;
}

/**
 * A legal action in words. Told to `player`, another than the one acting, it says which decision it answers, and of
 * a card `player` may not know (one from a hand, in his view) only that it is one.
 */
export function describe(state: GameState, a: Action, player?: string): string {
  const env = envFor(state);
  const hidden = "card" in a && state.cards[a.card]?.def === HIDDEN;
  if (player !== undefined && player !== a.player) {
    const d = pendingDecision(state);
    return `${d ? `${decisionText(env, d)} → ` : ""}${hidden ? hiddenAction(a) : describe(state, a)}`;
  }
  switch (a.type) {
    case "play":
      return `Play ${title(env, a.card)} (${playCost(env, a.player, a.card)})`;
    case "use":
      return `Use ${title(env, a.card)}${abilityLine(env, a.card, a.ability) ? `: ${abilityLine(env, a.card, a.ability)}` : ""}`;
    case "heal-by-discard":
      return `Discard ${title(env, a.card)} to heal its copy in play`;
    case "pass":
      return "Pass";
    case "choose":
      return `Choose ${title(env, a.card)}`;
    case "done":
      return "Done choosing";
    case "yes":
      return "Yes";
    case "no":
      return "No";
    case "option":
      return optionText(env, pendingDecision(state), a.label);
  }
}

/** An action about a card another player may not know. */
function hiddenAction(a: Action): string {
  if (a.type === "play") return "Play a card from hand";
  if (a.type === "heal-by-discard") return "Discard a card from hand to heal its copy in play";
  return "Choose a hidden card";
}

export const lotrWords: TableWords<GameState, Action> = {
  logSize: (state) => state.log.length,
  board,
  prompt,
  isPass: (a) => a.type === "pass",
  describe,
  cardText,
  narrate,
};
