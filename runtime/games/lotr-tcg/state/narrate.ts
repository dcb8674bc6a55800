/**
 * The game's log told in English for a person at the table (`cardc play`): who is assigned to whom,
 * each skirmish's totals and winner, wounds, kills, burdens, discards, moves, phase starts. A pure
 * function of the state: it reads log entries and names cards by title, and does no I/O.
 *
 * Player choices (`pass`, `answer`, `choice`, and `action` but for events played) and the engine's bookkeeping (`about-to`,
 * `effect`, `pay`, `branch`, `modifier`, `expire`, `phase-end`, `skirmish-end`) are left out: the
 * table says what was chosen, and the bookkeeping shows in what follows.
 */
import type { CardDefs } from "../../../core/cards.ts";
import type { LogEntry } from "../../../core/log.ts";
import type { CardId, GameState } from "../../../core/state.ts";
import { libraryOf } from "../engine/library.ts";
import { lotr, ZONES } from "./game.ts";
import { defType } from "./stats.ts";

/** What a narration needs besides the entries: the cards' definitions, the reader and the state. */
interface Teller {
  state: GameState;
  defs: CardDefs;
  /** The player the narration is for ("you"). */
  viewer: string;
  /** The Free Peoples player at the entry being told (the last `turn` entry says). */
  freePeoples: string;
}

const title = (t: Teller, id: unknown): string => {
  const c = typeof id === "number" ? t.state.cards[id] : undefined;
  return c ? (t.defs[c.def]?.title ?? "a card") : "a card";
};

const titles = (t: Teller, ids: unknown): string => list(Array.isArray(ids) ? ids.map((id) => title(t, id)) : []);

/** `A`, `A and B`, `A, B and C`. */
function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "nothing";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A sentence's first letter in capitals, unless the sentence starts with a player's id (`p2 plays …`). */
const capital = (t: Teller, s: string): string => (t.state.players.some((p) => s.startsWith(`${p.id} `) || s.startsWith(`${p.id}'`)) ? s : s.charAt(0).toUpperCase() + s.slice(1));

/** A player as the reader reads it: "you" or the player's id. */
const who = (t: Teller, p: unknown): string => (p === t.viewer ? "you" : String(p));

/** "you draw" / "p2 draws". */
const does = (t: Teller, p: unknown, verb: string, third = `${verb}s`): string => `${who(t, p)} ${p === t.viewer ? verb : third}`;

/** "Athelas (yours)" / "Athelas (p2's)". */
function owned(t: Teller, id: unknown): string {
  const c = typeof id === "number" ? t.state.cards[id] : undefined;
  if (!c) return title(t, id);
  return `${title(t, id)} (${c.owner === t.viewer ? "yours" : `${c.owner}'s`})`;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

function typeOf(t: Teller, id: unknown): string {
  const c = typeof id === "number" ? t.state.cards[id] : undefined;
  const def = c ? t.defs[c.def] : undefined;
  return def ? defType(def) : "";
}

/** The title of the site numbered `n` on the adventure path (as the path is now), or null. */
function siteTitle(t: Teller, n: unknown): string | null {
  for (const id of t.state.zones[ZONES.adventurePath] ?? []) {
    const def = t.defs[t.state.cards[id]!.def];
    if (def?.site === n) return def.title;
  }
  return null;
}

/** The event an `instead` replaced or a response prevented, in words. */
function eventWords(t: Teller, event: unknown, cards: unknown): string {
  const on = titles(t, cards);
  switch (event) {
    case "wound":
      return `the wound to ${on}`;
    case "exert":
      return `the exertion of ${on}`;
    case "heal":
      return `the healing of ${on}`;
    case "die":
      return `the death of ${on}`;
    case "discard":
      return `the discard of ${on}`;
    case "play":
      return `the playing of ${on}`;
    default:
      return `${String(event).replace(/-/g, " ")} (${on})`;
  }
}

const ENDINGS: Record<string, string> = {
  "ring-bearer-killed": "the Ring-bearer is killed",
  corrupted: "the Ring-bearer is corrupted",
  "reached-final-site": "the fellowship reaches the final site",
  "turn-limit": "the turn limit is reached",
};

/** Who made an assignment: the Free Peoples or Shadow player, or the card whose effect assigned. */
function assigner(t: Teller, e: LogEntry): string {
  if (e.by === "free-peoples") return `chosen by ${who(t, t.freePeoples)}, the Free Peoples player`;
  if (e.by === "shadow") {
    const shadow = t.state.players.find((p) => p.id !== t.freePeoples)?.id;
    return `chosen by ${who(t, shadow)}, the Shadow player`;
  }
  return `by ${title(t, e.by)}`;
}

/** A resolved skirmish: both totals and the winner (a tie goes to the Shadow). */
function skirmishLine(t: Teller, e: LogEntry): string {
  const minions = Array.isArray(e.minions) ? e.minions : [];
  const fp = Number(e.fp);
  const shadow = Number(e.shadow);
  const companion = title(t, e.companion);
  const opponents = titles(t, minions);
  const fpWins = e.winner === "free-peoples";
  const winner = fpWins ? companion : opponents;
  const loser = fpWins ? opponents : companion;
  const tie = fp === shadow ? " (a tie goes to the Shadow)" : "";
  const overwhelmed = e.overwhelmed ? `, and ${loser} ${fpWins && minions.length > 1 ? "are" : "is"} overwhelmed` : "";
  const together = minions.length > 1 ? " together" : "";
  return `Skirmish resolved: ${companion} (strength ${fp}) against ${opponents} (strength ${shadow}${together}): ${winner} win${!fpWins && minions.length > 1 ? "" : "s"}${tie}${overwhelmed}.`;
}

/** One entry in words, or null for an entry a person need not read. */
function line(t: Teller, e: LogEntry, skip: ReadonlySet<CardId>): string | null {
  switch (e.type) {
    case "game-start":
      return `The game begins: ${does(t, e.first, "go", "goes")} first.`;
    case "bids": {
      const bids = (e.bids ?? {}) as Record<string, number>;
      return `Burden bids: ${Object.entries(bids).map(([p, n]) => `${who(t, p)} ${n}`).join(", ")}; each Ring-bearer starts with its player's bid.`;
    }
    case "seat-order":
      return `${capital(t, does(t, e.first, "go", "goes"))} first.`;
    case "turn": {
      const site = siteTitle(t, e.site);
      return `Turn ${e.turn}: ${who(t, e.freePeoples) === "you" ? "you are" : `${e.freePeoples} is`} the Free Peoples player; the fellowship is at site ${e.site}${site ? ` (${site})` : ""}.`;
    }
    case "phase-start":
      return `${capital(t, String(e.phase))} phase.`;
    case "action":
      // an event played from hand (other cards are told as they come into play, below)
      return e.action === "play" && skip.has(e.card as CardId) ? `${capital(t, does(t, e.player, "play", "plays"))} ${title(t, e.card)}.` : null;
    case "play-site":
      return `${capital(t, does(t, e.player ?? t.state.cards[e.card as number]?.owner, "play", "plays"))} site ${e.site}, ${title(t, e.card)}.`;
    case "replace-site":
      return `Site ${e.site} is replaced by ${title(t, e.card)}.`;
    case "move": {
      const site = e.site !== null && e.site !== undefined ? `, ${title(t, e.site)}` : "";
      return `The fellowship moves to site ${e.to}${site}.`;
    }
    case "play": {
      const c = t.state.cards[e.card as number];
      const on = e.bearer !== null && e.bearer !== undefined ? ` on ${title(t, e.bearer)}` : "";
      return `${capital(t, does(t, c?.owner, "play", "plays"))} ${title(t, e.card)}${on}.`;
    }
    case "add-twilight":
      return Number(e.n) > 0 ? `The twilight pool gains ${e.n}.` : null;
    case "remove-twilight":
      return Number(e.n) > 0 ? `The twilight pool loses ${e.n}.` : null;
    case "draw":
      return `${capital(t, does(t, e.player, "draw", "draws"))} ${plural(Number(e.n), "card")}.`;
    case "discard":
      return skip.has(e.card as CardId) ? null : `${owned(t, e.card)} is discarded.`;
    case "discard-at-random":
      return `${owned(t, e.card)} is discarded at random.`;
    case "reconcile":
      return `${capital(t, does(t, e.player, "reconcile"))}.`;
    case "exert":
      return `${title(t, e.card)} exerts.`;
    case "wound":
      return `${title(t, e.card)} takes a wound.`;
    case "heal":
      return `${title(t, e.card)} is healed of a wound.`;
    case "die":
      return typeOf(t, e.card) === "minion" ? `${title(t, e.card)} is killed.` : `${title(t, e.card)} is killed and goes to the dead pile.`;
    case "add-burdens":
      return `${title(t, e.card)} takes ${plural(Number(e.n), "burden")}.`;
    case "remove-burdens":
      return `${capital(t, plural(Number(e.n), "burden"))} ${Number(e.n) === 1 ? "is" : "are"} removed from ${title(t, e.card)}.`;
    case "ring-bearer":
      return `${title(t, e.card)} becomes the Ring-bearer${Number(e.burdens) > 0 ? `, with ${plural(Number(e.burdens), "burden")}` : ""}.`;
    case "archery":
      return `Archery fire: the minions' archery total is ${e.minion}, the fellowship's ${e.fellowship}.`;
    case "assign":
      return `${title(t, e.minion)} is assigned to skirmish ${title(t, e.companion)} (${assigner(t, e)}).`;
    case "cancel-assignments":
      return `The assignments are cancelled${typeof e.source === "number" ? ` by ${title(t, e.source)}` : ""}.`;
    case "skirmish-start": {
      const minions = Array.isArray(e.minions) ? e.minions : [];
      return `Skirmish: ${e.companion === null ? "no character" : title(t, e.companion)} against ${minions.length ? titles(t, minions) : "no minion"}.`;
    }
    case "skirmish-resolved":
      return skirmishLine(t, e);
    case "skirmish-cancelled":
      return `The skirmish of ${title(t, e.card)} is cancelled.`;
    case "cancel-event":
      return `${title(t, e.card)} is cancelled.`;
    case "prevented":
      return `${capital(t, eventWords(t, e.event, e.cards))} is prevented.`;
    case "replaced":
      return `${capital(t, eventWords(t, e.event, e.cards))} is replaced by another effect.`;
    case "stack":
      return `${title(t, e.card)} is stacked on ${title(t, e.on)}.`;
    case "transfer":
      return `${title(t, e.card)} is transferred to ${title(t, e.to)}.`;
    case "reveal":
      return `Revealed: ${titles(t, e.cards)}.`;
    case "reveal-hand":
      return `${e.of === t.viewer ? "Your" : `${e.of}'s`} hand is revealed: ${titles(t, e.cards)}.`;
    case "look-at":
    case "look-at-hand": {
      const n = Array.isArray(e.cards) ? e.cards.length : 0;
      const where = e.type === "look-at-hand" ? ` in ${e.of === t.viewer ? "your" : `${e.of}'s`} hand` : "";
      // what a player looks at is for that player's eyes (what the reader looks at, or cards of the reader's own hand)
      const sees = e.player === t.viewer || (e.type === "look-at-hand" && e.of === t.viewer);
      const by = e.player === undefined ? "" : `${capital(t, does(t, e.player, "look", "looks"))} at `;
      return `${by || "Looked at: "}${sees ? titles(t, e.cards) : plural(n, "card")}${where}.`;
    }
    case "shuffle":
      return `${capital(t, does(t, e.player, "shuffle", "shuffles"))} a draw deck.`;
    case "game-over":
      return `Game over: ${ENDINGS[String(e.reason)] ?? String(e.reason)}; ${e.winner === null || e.winner === undefined ? "nobody wins" : `${who(t, e.winner)} ${e.winner === t.viewer ? "win" : "wins"}`}.`;
    default:
      return null;
  }
}

/** The Free Peoples player when entry `i` was written: the last `turn` entry before it says (set-up: the first player). */
function freePeoplesAt(state: GameState, i: number): string {
  for (let k = i; k >= 0; k--) {
    const e = state.log[k]!;
    if (e.type === "turn" || e.type === "seat-order" || e.type === "game-start") return String(e.type === "turn" ? e.freePeoples : e.first);
  }
  return lotr(state).freePeoples;
}

/**
 * The log entries `from` (an index into `state.log`) to the end, in English for `viewer`: one line an entry worth
 * telling. Events played by a player action are not told again as discarded (an event goes to the discard pile as it
 * is played).
 */
export function narrate(state: GameState, viewer: string, from = 0): string[] {
  const t: Teller = { state, defs: libraryOf(state).defs, viewer, freePeoples: freePeoplesAt(state, from - 1) };
  const out: string[] = [];
  const skip = new Set<CardId>();
  for (let i = Math.max(0, from); i < state.log.length; i++) {
    const e = state.log[i]!;
    if (e.type === "turn") t.freePeoples = String(e.freePeoples);
    else if (e.type === "seat-order" || e.type === "game-start") t.freePeoples = String(e.first);
    if (e.type === "action" && e.action === "play" && typeOf(t, e.card) === "event") skip.add(e.card as CardId);
    const text = line(t, e, skip);
    if (e.type === "discard") skip.delete(e.card as CardId);
    // a title ending a sentence with its own mark (`Let Them Come!`) needs no full stop
    if (text) out.push(text.replace(/([!?])\.$/, "$1"));
  }
  return out;
}
