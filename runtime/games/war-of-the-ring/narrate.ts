/**
 * The log in sentences for one deck (`cardc play`): plays, moves, card actions and the Ring, activations, each combat
 * step by step (who fought there, what was lost and cycled, the totals, who scores), corruption, the victory check,
 * draws, the end. It reads the deck's view, whose log names a card that deck may not know -1: such a card is "a hidden
 * card", never named; a card hidden now that an entry names as it was when public (a card eliminated in a combat, face
 * down in its pile since) is named by what the view's log tells of it. `before`, the view before the step, tells who
 * was at a location when its combat began.
 */
import type { Env } from "../../core/env.ts";
import type { LogEntry } from "../../core/log.ts";
import { cardsOn, type CardId, type GameState } from "../../core/state.ts";
import { loggedDef } from "../../engine/views.ts";
import { envFor } from "./engine/library.ts";
import { cardSide, cardType, wotr, ZONES, type Side } from "./state/game.ts";
import { scores } from "./state/score.ts";
import { bgAttack, bgDefence, pathShields, pathSkulls } from "./state/stats.ts";
import { ENDING_NAMES, locationShort, SIDE_NAMES, title } from "./table-words.ts";

const ZONE_WORDS: Readonly<Record<string, string>> = {
  [ZONES.hand]: "from hand",
  [ZONES.reserve]: "from reserve",
  [ZONES.atLocation]: "at its location",
  [ZONES.attached]: "from its wielder",
  [ZONES.drawDeck]: "from the draw deck",
  [ZONES.cyclePile]: "from the cycle pile",
  [ZONES.playing]: "after resolving",
};

const COMBAT_PURPOSES = ["path-loss", "battleground-loss", "combat-order", "cycle-along"];
const isCombatAnswer = (e: LogEntry): boolean => e.type === "answer" && (COMBAT_PURPOSES.includes(String(e.purpose)) || String(e.purpose).startsWith("support:"));
const isSummary = (e: LogEntry): boolean => e.type === "path-combat" || e.type === "battleground-combat";
/** Entries a combat writes before its summary. */
const inCombatBody = (e: LogEntry): boolean =>
  (e.type === "eliminate" && e.from === ZONES.atLocation) || e.type === "cycle" || e.type === "support" || e.type === "corruption" || isCombatAnswer(e);

const id = (v: unknown): CardId => (typeof v === "number" ? v : -1);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A card of the log: its title when the view shows it or its log tells what it was, else "a hidden card". */
function named(env: Env, v: unknown): string {
  const c = id(v);
  if (c < 0 || !env.state.cards[c]) return "a hidden card";
  const was = loggedDef(env.state, c);
  return was !== undefined ? String(env.defs[was]?.title ?? "a hidden card") : title(env, c);
}

/** Where a card went, in words. */
function placeWords(env: Env, to: unknown): string {
  if (to === "reserve") return "to reserve";
  const c = id(to);
  if (c < 0 || !env.state.cards[c]) return "";
  const t = cardType(env, c);
  return t === "path" || t === "battleground" ? `to ${title(env, c)}` : `on ${title(env, c)}`;
}

/** Who fought at a location as the combat began (read from the view before the step), in lines. */
function participants(before: GameState | undefined, loc: CardId): string[] | null {
  if (!before || before.cards[loc]?.zone !== ZONES.active) return null;
  const env = envFor(before);
  const at = cardsOn(before, loc, ZONES.atLocation);
  const path = cardType(env, loc) === "path";
  const defending: Side = path ? "free-peoples" : (cardSide(env, loc) ?? "free-peoples");
  const attacking: Side = defending === "free-peoples" ? "shadow" : "free-peoples";
  const of = (side: Side) => at.filter((c) => cardSide(env, c) === side);
  const list = (cs: readonly CardId[], word: (c: CardId) => string) => (cs.length ? cs.map((c) => `${title(env, c)} (${before.cards[c]!.owner}, ${word(c)})`).join("; ") : "no card");
  const def = of(defending);
  const atk = of(attacking);
  const lines = path
    ? [`Free Peoples: ${list(def, (c) => `shields ${pathShields(env, c)}`)}`, `Shadow: ${list(atk, (c) => `skulls ${pathSkulls(env, c)}`)}`]
    : [`defending, ${SIDE_NAMES[defending]}: ${list(def, (c) => `defence ${bgDefence(env, c, false)}`)}`, `attacking, ${SIDE_NAMES[attacking]}: ${list(atk, (c) => `attack ${bgAttack(env, c, false)}`)}`];
  return lines;
}

/** Which entries from `from` on belong to a combat whose summary comes later (told after the combat's heading). */
function combatBodies(log: readonly LogEntry[], from: number): Set<number> {
  const body = new Set<number>();
  for (let k = from; k < log.length; k++) {
    if (!isSummary(log[k]!)) continue;
    let j = k - 1;
    while (j >= from && inCombatBody(log[j]!) && !isSummary(log[j]!)) j--;
    let first = j + 1;
    // cycles right after another decision (cards over the carry-over limit) are not the combat's
    if (j >= from && log[j]!.type === "answer") while (first < k && log[first]!.type === "cycle") first++;
    for (let i = first; i < k; i++) body.add(i);
  }
  return body;
}

/** One entry in sentences (none for an entry a person need not be told). */
function sentence(env: Env, e: LogEntry, prev: LogEntry | undefined): string | null {
  const p = String(e.player ?? "");
  switch (e.type) {
    case "game-start":
      return `A new game: the ${String(e.scenario)} scenario, decks ${(e.players as string[]).join(", ")}.`;
    case "round":
      return `Round ${String(e.round)} begins: ${String(e.starting)} is the starting player.`;
    case "activate": {
      const c = id(e.card);
      const what = c >= 0 && env.state.cards[c] ? locationShort(env, c) : "a location";
      return `${cap(what)} is activated${e.byText ? " by a card's text" : ""}.`;
    }
    case "reactivate":
      return `${cap(named(env, e.card))} is reactivated${e.from ? ` from the ${String(e.from).startsWith("scoring:") ? `${SIDE_NAMES[String(e.from).slice(8) as Side] ?? String(e.from)} scoring area` : String(e.from)}` : ""}.`;
    case "draw":
      return `${p} draws ${plural(Number(e.cards), "card")}.`;
    case "recycle":
      return `${p}'s cycle pile (${plural(Number(e.cards), "card")}) is shuffled into a new draw deck.`;
    case "pass":
      return `${p} passes.`;
    case "action":
      if (e.action === "use") return `${p} uses the Action of ${named(env, e.card)}.`;
      if (e.action === "winnow") return `${p} winnows: eliminates 2 cards from hand and draws 1.`;
      if (e.action === "cycle") return `${p} cycles ${id(e.card) >= 0 ? named(env, e.card) : "a card"} from hand.`;
      return null;
    case "play": {
      const c = id(e.card);
      const event = c >= 0 && env.state.cards[c] && cardType(env, c) === "event";
      if (event) return `${p} plays the event ${named(env, c)}.`;
      const where = placeWords(env, e.to);
      return `${p} plays ${named(env, c)}${where ? ` ${where}` : ""}.`;
    }
    case "move":
      return `${p} moves ${named(env, e.card)} from reserve ${placeWords(env, e.to)}.`;
    case "cycle":
      // the card cycled by a cycle action was told with it
      if (prev?.type === "action" && prev.action === "cycle") return null;
      return `${cap(named(env, e.card))} is cycled.`;
    case "eliminate": {
      const where = ZONE_WORDS[String(e.from)] ?? "";
      const to = e.to === ZONES.cyclePile ? " (cycled instead)" : "";
      return `${cap(named(env, e.card))} is ${e.forsaken ? "forsaken" : "eliminated"}${where ? ` ${where}` : ""}${to}.`;
    }
    case "forsake":
      return `${p} forsakes a card ${e.from === "deck" ? "from the top of the draw deck" : `from ${String(e.from)}`}.`;
    case "remove":
      return `${cap(named(env, e.card))} is removed from the game.`;
    case "take":
      return `${p} takes ${named(env, e.card)} into hand.`;
    case "combat-tokens":
      return `${plural(Number(e.n), `${String(e.kind)} token`)} ${Number(e.n) === 1 ? "is" : "are"} put on ${named(env, e.card)}.`;
    case "corruption":
      return `Corruption is now ${String(e.corruption)}.`;
    case "support":
      return `${cap(named(env, e.army))} supports ${named(env, e.character)}: its leadership counts.`;
    case "ring":
      return e.rule === "duel" ? `${p} uses the Ring token: draws 3, then eliminates 1 and cycles 1 from hand.` : `${p} uses the Ring token and draws 2.`;
    case "game-over": {
      const s = e.score as Record<Side, number>;
      const w = e.winner as Side;
      return `Game over: the ${SIDE_NAMES[w]} win, ${s[w]} to ${s[w === "free-peoples" ? "shadow" : "free-peoples"]} (${ENDING_NAMES[String(e.ending)] ?? String(e.ending)}).`;
    }
    default:
      return null;
  }
}

/** A combat's result in words. */
function combatResult(env: Env, e: LogEntry): string {
  const loc = named(env, e.card);
  const winner = e.winner === null || e.winner === undefined ? null : (e.winner as Side);
  const left = Number(e.uncancelled);
  const scored = winner ? `the ${SIDE_NAMES[winner]} score ${loc}` : `nobody scores ${loc}`;
  if (e.type === "path-combat") {
    const rest = Math.max(0, Number(e.skulls) - Number(e.shields));
    const cancel = rest === 0 ? "the path's shields hold" : left === 0 ? `the Free Peoples cancel the other ${rest} with their cards` : `${plural(left, "skull")} left uncancelled (corruption +${left})`;
    return `Result at ${loc}: ${plural(Number(e.skulls), "skull")} against the path's ${plural(Number(e.shields), "shield")}; ${cancel}: ${scored}.`;
  }
  const rest = Math.max(0, Number(e.attack) - Number(e.shields));
  const cancel = rest === 0 ? "its shields hold" : left === 0 ? `the defenders cancel the other ${rest} with their cards` : `${left} attack left uncancelled`;
  return `Result at ${loc}: attack ${String(e.attack)} against the battleground's ${plural(Number(e.shields), "shield")}; ${cancel}: ${scored}.`;
}

/** The log of `state` (`player`'s view) from entry `from` on, in sentences. */
export function narrate(state: GameState, player: string, from: number, before?: GameState): string[] {
  void player;
  const env = envFor(state);
  const log = state.log;
  const body = combatBodies(log, from);
  const out: string[] = [];
  let pending: number[] = [];
  let combatSeen = false;
  let checked = false;
  for (let k = from; k < log.length; k++) {
    const e = log[k]!;
    if (e.type === "round") {
      combatSeen = false;
      checked = false;
    }
    if (isSummary(e)) {
      const loc = id(e.card);
      out.push(`Combat at ${named(env, loc)}:`);
      for (const line of participants(before, loc) ?? []) out.push(`  ${line}`);
      for (const j of pending) {
        const line = sentence(env, log[j]!, log[j - 1]);
        if (line) out.push(`  ${line}`);
      }
      pending = [];
      out.push(`  ${combatResult(env, e)}`);
      combatSeen = true;
      continue;
    }
    if (body.has(k)) {
      pending.push(k);
      continue;
    }
    const line = sentence(env, e, log[k - 1]);
    if (e.type === "draw" && combatSeen && !checked && wotr(state).winner === null) {
      const s = scores(env, false);
      out.push(`Victory check: Free Peoples ${s["free-peoples"]}, Shadow ${s.shadow}: nobody leads by 10, the game goes on. Draw step:`);
      checked = true;
    }
    if (line) out.push(line);
  }
  // a combat not finished yet (a decision in it): what happened so far
  for (const j of pending) {
    const line = sentence(env, log[j]!, log[j - 1]);
    if (line) out.push(line);
  }
  return out;
}
