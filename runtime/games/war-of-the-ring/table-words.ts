/**
 * The game in words for a person at `cardc play`: the board as one deck sees it, the decision asked, each legal
 * action, a card's full text, the introduction. Everything reads the state it is handed, a view as well as the true
 * state; a card the view hides is "a hidden card", never named.
 */
import type { CardDef } from "../../core/cards.ts";
import type { Env } from "../../core/env.ts";
import { cardsIn, cardsOn, tokens, type CardId, type GameState } from "../../core/state.ts";
import { envFor } from "./engine/library.ts";
import { carryOverLimit } from "./engine/moves.ts";
import { pendingDecision } from "./engine/step-engine.ts";
import type { Action } from "./engine/types.ts";
import { cardSide, cardType, deckSeat, scenarioTable, wotr, ZONES, type ScenarioId, type Side } from "./state/game.ts";
import { sideOf } from "./state/players.ts";
import { scores } from "./state/score.ts";
import { bgAttack, bgDefence, locationShields, pathShields, pathSkulls } from "./state/stats.ts";
import { HIDDEN } from "./state/view.ts";

/** The engine's endings (engine-table.ts `ENDINGS`) in words. */
export const ENDING_NAMES: Readonly<Record<string, string>> = {
  lead: "a lead of 10 points",
  "last-path": "the final score after the last path",
  tie: "a tie after the last path (the Shadow wins it)",
  "no-path": "no path left to activate",
  unfinished: "unfinished",
};

export const SIDE_NAMES: Readonly<Record<Side, string>> = { "free-peoples": "Free Peoples", shadow: "Shadow" };

export const FACTION_NAMES: Readonly<Record<string, string>> = {
  dunedain: "Dúnedain",
  dwarf: "Dwarf",
  elf: "Elf",
  hobbit: "Hobbit",
  rohan: "Rohan",
  wizard: "Wizard",
  isengard: "Isengard",
  monstrous: "Monstrous",
  southron: "Southron",
  mordor: "Mordor",
};

const SCENARIO_NAMES: Readonly<Record<ScenarioId, string>> = {
  trilogy: "the Trilogy game (four decks, two teams)",
  duel: "the two-player Duel",
  "duel-3": "the three-player Duel",
  fellowship: "the Fellowship of the Ring scenario",
};

const defOfCard = (env: Env, id: CardId): CardDef | undefined => {
  const c = env.state.cards[id];
  return c ? env.defs[c.def] : undefined;
};

/** Is the card hidden in this state (a view's placeholder, or no card)? */
export const isHidden = (state: GameState, id: CardId): boolean => {
  const c = state.cards[id];
  return !c || c.def === HIDDEN;
};

/** A card's title, or "a hidden card". */
export function title(env: Env, id: CardId): string {
  if (isHidden(env.state, id)) return "a hidden card";
  return String(defOfCard(env, id)?.title ?? `card ${id}`);
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

/** A path range as printed: `3-6`, `1-3, 5-9`. */
export function rangeText(paths: readonly number[]): string {
  const out: string[] = [];
  let k = 0;
  while (k < paths.length) {
    let j = k;
    while (j + 1 < paths.length && paths[j + 1] === paths[j]! + 1) j++;
    out.push(j === k ? `${paths[k]}` : `${paths[k]}-${paths[j]}`);
    k = j + 1;
  }
  return out.join(", ");
}

/** A card's printed icons in short: `shields 2, attack 1, defence 1, paths 3-9`. */
export function iconsText(def: CardDef): string {
  const parts: string[] = [];
  for (const [k, name] of [
    ["shields", "shields"],
    ["skulls", "skulls"],
    ["attack", "attack"],
    ["defence", "defence"],
    ["leader-attack", "leadership attack"],
    ["leader-defence", "leadership defence"],
  ] as const) {
    const n = num(def[k]);
    if (n) parts.push(`${name} ${n}`);
  }
  if (Array.isArray(def.paths) && def.paths.length) parts.push(`paths ${rangeText(def.paths as number[])}`);
  return parts.join(", ");
}

/** A hand or reserve card in short: `Gimli (Dwarf character: shields 1, attack 1, defence 1, paths 3-9)`. */
export function cardShort(env: Env, id: CardId): string {
  if (isHidden(env.state, id)) return "a hidden card";
  const d = defOfCard(env, id)!;
  const faction = typeof d.culture === "string" ? `${FACTION_NAMES[d.culture] ?? d.culture} ` : "";
  const icons = iconsText(d);
  const items = cardsOn(env.state, id).map((it) => title(env, it));
  return `${d.title} (${faction}${d.type}${icons ? `: ${icons}` : ""})${items.length ? ` wielding ${items.join(", ")}` : ""}`;
}

/** A location in short: `Weathertop (path 3, 2 VP, shields 1)`, `Helm's Deep (Free Peoples battleground, 3 VP, shields 2; defenders Rohan, attackers Isengard)`. */
export function locationShort(env: Env, id: CardId): string {
  if (isHidden(env.state, id)) return "a hidden card";
  const d = defOfCard(env, id)!;
  const vp = `${num(d.vp) ?? 0} VP, shields ${num(d.shields) ?? 0}`;
  if (d.type === "path") return `${d.title} (path ${num(d.path) ?? "?"}, ${vp})`;
  const side = cardSide(env, id);
  const list = (v: unknown) => (Array.isArray(v) ? v.map((f) => FACTION_NAMES[String(f)] ?? String(f)).join(", ") : "none");
  return `${d.title} (${side ? `${SIDE_NAMES[side]} ` : ""}battleground, ${vp}; defenders ${list(d.defenders)}, attackers ${list(d.attackers)})`;
}

const tokenText = (state: GameState, id: CardId): string => {
  const a = tokens(state, id, "attack");
  const d = tokens(state, id, "defence");
  return [a ? `${a} attack token${a > 1 ? "s" : ""}` : "", d ? `${d} defence token${d > 1 ? "s" : ""}` : ""].filter(Boolean).join(", ");
};

/** The cards at a location by side, with what each adds, and the totals of the combat to come. */
function locationLines(env: Env, loc: CardId): string[] {
  const state = env.state;
  const at = cardsOn(state, loc, ZONES.atLocation).slice();
  const path = cardType(env, loc) === "path";
  const tk = tokenText(state, loc);
  const lines = [`  ${path ? "Path" : "Battleground"}: ${locationShort(env, loc)}${tk ? ` — ${tk}` : ""}`];
  const bySide = (s: Side) => at.filter((id) => cardSide(env, id) === s);
  const owner = (id: CardId) => state.cards[id]!.owner;
  const ignored = wotr(state).reactivatedFromOpponent.includes(loc);
  if (path) {
    const fp = bySide("free-peoples");
    const sh = bySide("shadow");
    const shields = fp.reduce((n, id) => n + pathShields(env, id), 0);
    const skulls = sh.reduce((n, id) => n + pathSkulls(env, id), 0) + tokens(state, loc, "attack");
    const own = locationShields(env, loc) + tokens(state, loc, "defence");
    lines.push(`    Free Peoples: ${fp.length ? fp.map((id) => `${title(env, id)} (${owner(id)}, shields ${pathShields(env, id)})`).join("; ") : "none"}`);
    lines.push(`    Shadow: ${sh.length ? sh.map((id) => `${title(env, id)} (${owner(id)}, skulls ${pathSkulls(env, id)})`).join("; ") : "none"}`);
    lines.push(`    skulls ${skulls} against the path's shields ${own} and the cards' ${shields}`);
  } else {
    const defending = cardSide(env, loc) ?? "free-peoples";
    const attacking: Side = defending === "free-peoples" ? "shadow" : "free-peoples";
    const def = bySide(defending);
    const atk = bySide(attacking);
    const own = (ignored ? 0 : locationShields(env, loc)) + tokens(state, loc, "defence");
    const attack = atk.reduce((n, id) => n + bgAttack(env, id, false), 0) + tokens(state, loc, "attack");
    const defence = def.reduce((n, id) => n + bgDefence(env, id, false), 0);
    lines.push(`    defending (${SIDE_NAMES[defending]}): ${def.length ? def.map((id) => `${title(env, id)} (${owner(id)}, defence ${bgDefence(env, id, false)})`).join("; ") : "none"}`);
    lines.push(`    attacking (${SIDE_NAMES[attacking]}): ${atk.length ? atk.map((id) => `${title(env, id)} (${owner(id)}, attack ${bgAttack(env, id, false)})`).join("; ") : "none"}`);
    lines.push(`    attack ${attack} against the battleground's shields ${own}${ignored ? " (its own ignored: reactivated from the other scoring area)" : ""} and the cards' defence ${defence} (before leadership)`);
  }
  return lines;
}

const scoringText = (env: Env, side: Side): string => {
  const ids = env.state.zones[side === "free-peoples" ? ZONES.scoringFreePeoples : ZONES.scoringShadow] ?? [];
  if (!ids.length) return "(empty)";
  return ids
    .map((id) => {
      const d = defOfCard(env, id);
      const face = side === "shadow" && d?.type === "path" ? ", face down: 0 VP" : `, ${num(d?.vp) ?? 0} VP`;
      return `${title(env, id)}${face}`;
    })
    .join("; ");
};

const STEP_NAMES: Readonly<Record<string, string>> = {
  setup: "set-up",
  "round-start": "start of the round",
  location: "location step",
  action: "action step",
  "action-end": "end of the action step",
  combat: "combat step",
  victory: "victory check",
  draw: "draw step",
  over: "game over",
};

/** The board as `player` sees it. */
export function board(state: GameState, player: string): string {
  const env = envFor(state);
  const x = wotr(state);
  const t = scenarioTable(x.scenario);
  const side = sideOf(state, player);
  const mates = t.decks.filter((d) => d.side === side && d.id !== player).map((d) => d.id);
  const sc = scores(env, false);
  const active = cardsIn(state, "", ZONES.active);
  const decks = t.decks.map((d) => d.id);
  const me = (p: string) => (p === player ? "you" : p);
  const hand = cardsIn(state, player, ZONES.hand);
  const d = pendingDecision(state);
  const ring = decks.filter((p) => deckSeat(state, p)?.ring !== "none").map((p) => `${me(p)} ${deckSeat(state, p)?.ring === "duel" ? (x.ringUsedRound[p] === x.round ? "used this round" : "ready") : (x.ring[p] ?? 0)}`);
  return [
    `— ${x.round === 0 ? "Set-up" : `Round ${x.round}, ${STEP_NAMES[x.step] ?? x.step}${x.lastPath ? ` (path ${x.lastPath} of ${t.lastPath})` : ""}`} — you are ${player} (${SIDE_NAMES[side]}${mates.length ? `, with ${mates.join(", ")}` : ""}); ${x.order[x.starting]} ${x.round === 0 ? "starts" : "starts this round"}`,
    `Score: Free Peoples ${sc["free-peoples"]}, Shadow ${sc.shadow} (corruption ${state.pools.corruption ?? 0})${ring.length ? `   Ring tokens: ${ring.join(", ")}` : ""}`,
    `Active locations:`,
    ...(active.length ? active.flatMap((id) => locationLines(env, id)) : ["  (none)"]),
    `Scoring area, Free Peoples: ${scoringText(env, "free-peoples")}`,
    `Scoring area, Shadow: ${scoringText(env, "shadow")}`,
    `Hand / draw deck / cycle pile / eliminated: ${decks.map((p) => `${me(p)} ${[ZONES.hand, ZONES.drawDeck, ZONES.cyclePile, ZONES.eliminated].map((z) => cardsIn(state, p, z).length).join("/")}`).join(", ")}`,
    ...decks.map((p) => {
      const r = cardsIn(state, p, ZONES.reserve);
      return `${p === player ? "Your reserve" : `Reserve of ${p}`}: ${r.length ? r.map((id) => cardShort(env, id)).join("; ") : "(empty)"}`;
    }),
    `Your hand (carry-over limit ${carryOverLimit(env, player)}): ${hand.length ? hand.map((id) => cardShort(env, id)).join("; ") : "(empty)"}`,
    ...(d ? [`${decisionText(env, d)}${d.partial.length ? ` (chosen so far: ${d.partial.map((c) => title(env, c)).join(", ")})` : ""}`] : []),
  ].join("\n");
}

/** A decision in words (`Choose a card to lose at Weathertop`). */
export function decisionText(env: Env, d: NonNullable<ReturnType<typeof pendingDecision>>): string {
  const src = d.source !== undefined && d.source !== null ? title(env, d.source) : null;
  const purpose = d.purpose;
  const n = d.kind === "cards" ? (d.min === d.max ? `${d.max}` : `${d.min} to ${d.max}`) : "";
  const cards = (k: string) => `${k} card${k === "1" ? "" : "s"}`;
  if (purpose.startsWith("respond:")) {
    const def = purpose.split(":")[1] ?? "";
    return `Use the response of ${env.defs[def]?.title ?? def}?`;
  }
  if (purpose.startsWith("support:")) return `Choose an army to support ${src ?? "the character"} (its leadership counts)`;
  switch (purpose) {
    case "setup-cycle":
      return `Choose ${cards(n)} to cycle from the opening hand`;
    case "over-limit":
      return `Choose ${cards(n)} to cycle (over the carry-over limit)`;
    case "path-loss":
      return `Choose a card to eliminate at the path (its shields cancel skulls)`;
    case "battleground-loss":
      return `Choose a card to eliminate at the battleground (its defence cancels attack)`;
    case "combat-order":
      return `Choose the location whose combat is resolved next`;
    case "forsake-from":
      return `Forsake a card${src ? ` (${src})` : ""}: from where?`;
    case "forsake":
      return `Choose a card to forsake${src ? ` (${src})` : ""}`;
    case "winnow":
      return `Choose 2 cards to eliminate from hand (winnow), then draw 1`;
    case "ring-eliminate":
      return `Choose a card to eliminate from hand (Ring token)`;
    case "ring-cycle":
      return `Choose a card to cycle from hand (Ring token)`;
    case "play-cost":
    case "cycle":
      return `Choose ${cards(n || "1")} to cycle from hand${src ? ` (${src})` : ""}`;
    case "cycle-along":
      return `Choose a character to cycle along with ${src ?? "it"}`;
    case "move-to":
    case "destination":
      return `Choose where ${src ?? "the card"} goes`;
    case "play":
      return `Choose up to ${d.kind === "cards" ? d.max : 1} of these cards to play${src ? ` (${src})` : ""}`;
    case "take":
      return `Choose a card to take${src ? ` (${src})` : ""}`;
    default:
      return `${d.kind === "yes-no" ? `${cap(purpose)}${src ? ` (${src})` : ""}?` : `Choose${n ? ` ${cards(n)}` : ""} — ${purpose}${src ? ` (${src})` : ""}`}`;
  }
}

export function prompt(state: GameState): string | null {
  const d = pendingDecision(state);
  return d ? decisionText(envFor(state), d) : null;
}

/** Where a card goes, in words: `to reserve`, `to Weathertop`, `on Gimli`. */
function destination(env: Env, to: "reserve" | CardId): string {
  if (to === "reserve") return "to reserve";
  const t = env.state.cards[to] ? cardType(env, to) : "";
  return t === "path" || t === "battleground" ? `to ${title(env, to)}` : `on ${title(env, to)}`;
}

/** An option's label in words (a location id, a place). */
function optionWords(env: Env, purpose: string, label: string): string {
  const id = Number(label.split(":")[0]);
  if (purpose === "forsake-from") return label === "deck" ? "From the top of the draw deck (blind)" : `From ${label}`;
  if (Number.isInteger(id) && env.state.cards[id]) return purpose === "combat-order" ? `Resolve the combat at ${title(env, id)} next` : title(env, id);
  return label;
}

/** The text of a card's ability (its rendered line), or null. */
function abilityLine(env: Env, id: CardId, _ability: number): string | null {
  const text = defOfCard(env, id)?.text;
  return typeof text === "string" && text.trim() ? text.trim() : null;
}

/**
 * A legal action in words. Told to `player`, another deck than the one acting, it says which decision it answers,
 * and of a card `player` may not know only that it is one.
 */
export function describe(state: GameState, a: Action, player?: string): string {
  const env = envFor(state);
  if (player !== undefined && player !== a.player) {
    const d = pendingDecision(state);
    return `${d ? `${decisionText(env, d)} → ` : ""}${describe(state, a)}`;
  }
  switch (a.type) {
    case "play": {
      const hidden = isHidden(state, a.card);
      const what = hidden ? "a card from hand" : title(env, a.card);
      const t = hidden ? "" : cardType(env, a.card);
      const cost = cardsIn(state, a.player, ZONES.hand).length > 1 ? "cycling another hand card" : "forsaking a card: it is your last in hand";
      if (t === "event") return `Play the event ${what} (${cost})`;
      return `Play ${what} ${destination(env, a.to)} (${cost})`;
    }
    case "move":
      return `Move ${title(env, a.card)} from reserve ${destination(env, a.to)}`;
    case "cycle":
      return `Cycle ${isHidden(state, a.card) ? "a card" : title(env, a.card)} from hand`;
    case "winnow":
      return "Winnow: eliminate 2 cards from hand, then draw 1";
    case "use": {
      const line = abilityLine(env, a.card, a.ability);
      return `Use ${title(env, a.card)}${line ? `: ${line}` : ""}`;
    }
    case "ring":
      return deckSeat(state, a.player)?.ring === "duel" ? "Use your Ring token: draw 3, then eliminate 1 and cycle 1 from hand" : "Use your Ring token: draw 2 (an unused token scores 1 at the end)";
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
      return optionWords(env, pendingDecision(state)?.purpose ?? "", a.label);
  }
}

/** The card an action is about, in full: title, faction and type, icons, game text. */
export function cardText(state: GameState, a: Action): string | null {
  const env = envFor(state);
  let id: CardId | null = "card" in a ? a.card : null;
  if (a.type === "option") {
    const n = Number(a.label.split(":")[0]);
    id = Number.isInteger(n) && state.cards[n] ? n : null;
  }
  if (id === null || isHidden(state, id)) return null;
  const d = defOfCard(env, id);
  if (!d) return null;
  if (d.type === "path" || d.type === "battleground") return [locationShort(env, id), String(d.text ?? "").trim() || "(no game text)"].join("\n");
  const faction = typeof d.culture === "string" ? (FACTION_NAMES[d.culture] ?? d.culture) : "";
  const kw = Array.isArray(d.keywords) && d.keywords.length ? ` — ${d.keywords.join(", ")}` : "";
  const icons = iconsText(d);
  return [`${d.title} (${d.id})`, `${faction} ${d.type}${kw}${icons ? ` — ${icons}` : ""}`.trim(), String(d.text ?? "").trim() || "(no game text)"].join("\n");
}

/** Said once when `play` starts. */
export function introduction(scenario: ScenarioId, player: string): string {
  const t = scenarioTable(scenario);
  const seat = t.decks.find((d) => d.id === player)!;
  const mates = t.decks.filter((d) => d.side === seat.side && d.id !== player).map((d) => d.id);
  const enemies = t.decks.filter((d) => d.side !== seat.side).map((d) => d.id);
  return [
    `War of the Ring: The Card Game, ${SCENARIO_NAMES[scenario]}. You play the ${player} deck (${SIDE_NAMES[seat.side]}: ${seat.factions.map((f) => FACTION_NAMES[f] ?? f).join(", ")})${mates.length ? ` with ${mates.join(", ")}` : ""}, against ${enemies.join(", ")}; turn order ${t.order.join(", ")}.`,
    `Each round: a path (1 to ${t.lastPath}) and a battleground become active; in the action step each deck in turn plays a card to a location or to its reserve (cycling another hand card), moves one from reserve, uses a card's Action or its Ring token, or passes (only within its carry-over limit); the step ends when every deck has passed in a row.`,
    `Then each location is fought over: on a path the Shadow's skulls against the shields, on a battleground attack against defence; the winner scores its VP (Shadow paths count 0, uncancelled skulls become corruption). A lead of 10 wins at once; after path ${t.lastPath} the higher score wins, a tie to the Shadow.`,
  ].join("\n");
}
