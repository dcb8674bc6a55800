/**
 * The Confrontation in words for a person at `cardc play`: the diamond board as one seat sees it, the decisions, each
 * action, a card's text, and each battle told step by step. The engine's table (engine-table.ts) has none of it, so
 * that a browser bundle goes without.
 *
 * Everything a seat is shown is read from `view(state, seat)`: the board, the narration, and what the other seat did
 * (a placement, a face-down card).
 */
import type { TableWords } from "../table.ts";
import { CAPACITY, enemyOf, MORDOR, ROUTES, ROWS, SHIRE, type Side } from "./board.ts";
import { cardDef, charactersOf } from "./cards.ts";
import { actorOf, type Action } from "./engine.ts";
import { asSide } from "./engine-table.ts";
import { hasEnemy } from "./rules.ts";
import { pieceById, piecesIn, type BattleFlags, type GameState, type Piece } from "./state.ts";
import { view } from "./view.ts";

/** The engine's endings (engine-table.ts `ENDINGS`) in words. */
export const ENDING_NAMES: Record<string, string> = {
  "frodo-in-mordor": "Frodo in Mordor",
  "frodo-defeated": "Frodo defeated",
  "three-in-shire": "three in the Shire",
  "no-move": "no move",
  "turn-limit": "move limit",
};

const SIDE_NAMES: Record<Side, string> = { fellowship: "Fellowship", sauron: "Sauron" };

/** A piece as `viewer` may name it: its character when known, else "a hidden piece". */
const pieceName = (p: Piece | undefined): string => (p?.card ? (cardDef(p.card)?.title ?? p.card) : "a hidden piece");

function characterLine(card: string): string {
  const d = cardDef(card);
  return d ? `${d.title} (strength ${d.strength ?? 0}): ${d.text || "no text"}` : card;
}

function combatCardName(card: string): string {
  const d = cardDef(card);
  if (!d) return card;
  return d.might !== null ? `${d.title}` : `${d.title} (${d.text})`;
}

const center = (text: string, width: number): string => {
  const t = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  const left = Math.floor((width - t.length) / 2);
  return " ".repeat(left) + t + " ".repeat(width - t.length - left);
};

/** Words wrapped into lines of at most `width` (a word longer than that is cut by `center`). */
function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    if (line && line.length + 2 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line}, ${w}` : w;
  }
  if (line) lines.push(line);
  return lines;
}

const CELL = 22;
const GAP = 2;

/** One region's cell: its name and capacity, the seat's pieces by name, the enemy's pieces (named when revealed). */
function cell(v: GameState, region: string, me: Side): string[] {
  const mine = piecesIn(v, region, me).map((p) => pieceName(p));
  const theirs = piecesIn(v, region, enemyOf(me));
  const known = theirs.filter((p) => p.card).map((p) => `${pieceName(p)}!`);
  const hidden = theirs.length - known.length;
  const enemy = [...known, ...(hidden ? [`${"■".repeat(hidden)} hidden`] : [])];
  const lines = [`[${region}${CAPACITY[region] === 1 ? " ·1" : ""}]`, ...wrap(mine, CELL), ...wrap(enemy, CELL)];
  if (lines.length === 1) lines.push("·");
  return lines;
}

/** The diamond: the enemy's home at the top, the seat's at the bottom, each row centred; mountains hold one piece (·1). */
export function diamond(v: GameState, me: Side): string[] {
  const rows = me === "fellowship" ? [...ROWS].reverse() : [...ROWS];
  const widest = Math.max(...rows.map((r) => r.length)) * (CELL + GAP) - GAP;
  const out: string[] = [];
  rows.forEach((row, i) => {
    const cells = row.map((r) => cell(v, r, me));
    const height = Math.max(...cells.map((c) => c.length));
    const width = row.length * (CELL + GAP) - GAP;
    const pad = " ".repeat(Math.floor((widest - width) / 2));
    for (let k = 0; k < height; k++) out.push((pad + cells.map((c) => center(c[k] ?? "", CELL)).join(" ".repeat(GAP))).trimEnd());
    if (i < rows.length - 1) out.push("");
  });
  return out;
}

function handLine(v: GameState, side: Side): string {
  const h = v.hands[side];
  return `${h.available.map(combatCardName).join(", ") || "(none)"}${h.used.length ? `; used: ${h.used.map((c) => cardDef(c)?.title ?? c).join(", ")}` : ""}`;
}

function battleLine(v: GameState, me: Side): string[] {
  const b = v.battle;
  if (!b) return [];
  const attacker = pieceById(v, b.attacker);
  const defender = b.defender ? pieceById(v, b.defender) : undefined;
  const whose = (p: Piece | undefined) => (p ? `${p.side === me ? "your" : "the enemy's"} ${pieceName(p)}` : "?");
  const cards = (["fellowship", "sauron"] as const).flatMap((s) => {
    const c = b.cards[s];
    if (c === null) return [];
    return [`${SIDE_NAMES[s]} ${c === "?" ? "a card face down" : (cardDef(c)?.title ?? c)}${s === b.flags.openFirst ? " (face up)" : ""}`];
  });
  return [`Battle in ${b.region}: ${whose(attacker)} attacks ${defender ? whose(defender) : "(defender not chosen yet)"}${cards.length ? `; cards: ${cards.join(", ")}` : ""}`];
}

/** The board as `player` sees it (from the view): the diamond, the combat cards, the fallen, the battle being fought. */
export function board(state: GameState, player: string): string {
  const me = asSide(player);
  const v = view(state, me);
  const fallen = (side: Side) => v.pieces.filter((p) => p.side === side && p.defeated).map((p) => pieceName(p));
  const unplaced = v.pieces.filter((p) => p.side === me && p.region === null && !p.defeated).map((p) => pieceName(p));
  return [
    `— ${v.turn === 0 && unplaced.length + v.pieces.filter((p) => p.region === null && !p.defeated).length > 0 ? "Set-up (secret placement)" : `Move ${v.turn + 1}, ${SIDE_NAMES[v.toMove]} to move`} — you are ${SIDE_NAMES[me]} (your home: ${me === "fellowship" ? SHIRE : MORDOR}, at the bottom) —`,
    ...diamond(v, me),
    `■ an enemy piece (hidden), Name! an enemy piece revealed; ·1 a mountain region (one piece a side)`,
    ...(unplaced.length ? [`Still to place: ${unplaced.join(", ")}`] : []),
    `Your combat cards: ${handLine(v, me)}`,
    `Enemy combat cards: ${handLine(v, enemyOf(me))}`,
    `Fallen: yours ${fallen(me).join(", ") || "none"}; the enemy's ${fallen(enemyOf(me)).join(", ") || "none"}`,
    ...battleLine(v, me),
    ...(v.pending?.player === me ? [prompt(v) ?? "Your move: which piece, and where to"] : []),
  ].join("\n");
}

/** The decision waiting, in words for the seat that answers it. */
export function prompt(state: GameState): string | null {
  const p = state.pending;
  if (!p || state.over) return null;
  switch (p.kind) {
    case "place": {
      const piece = state.pieces.find((x) => x.side === p.player && x.region === null && !x.defeated);
      return `Set-up: place ${pieceName(piece)} (secretly)`;
    }
    case "move":
      return null;
    case "defender":
      return `Battle in ${state.battle?.region}: choose the defender`;
    case "card":
      return `Battle in ${state.battle?.region}: choose your combat card (secretly)`;
    case "choice":
      return `${cardDef(p.source)?.title ?? "A"}'s text${p.optional ? " (you may decline)" : ""}`;
  }
}

/**
 * An action in words. Told to `player`, the other seat (from `player`'s view), it says only what `player` may know:
 * where a piece is placed or moved, not who it is; that a card was played face down, not which.
 */
export function describe(state: GameState, a: Action, player?: string): string {
  const actor = actorOf(state);
  const other = player !== undefined && actor !== null && player !== actor;
  switch (a.type) {
    case "place": {
      const p = pieceById(state, a.piece);
      return other ? `places a piece in ${a.region}` : `Place ${pieceName(p)} in ${a.region}`;
    }
    case "move": {
      const p = pieceById(state, a.piece);
      const route = a.route ? ` by ${ROUTES.find((r) => r.id === a.route)?.name ?? a.route}` : "";
      const attack = actor !== null && hasEnemy(state, actor, a.to) ? ` — attack!` : "";
      return `${other ? "moves" : "Move"} ${pieceName(p)} from ${p?.region ?? "?"} to ${a.to}${route}${attack}`;
    }
    case "defender":
      return a.piece === null ? `${other ? "attacks" : "Attack"} an unrevealed piece (chosen at random)` : `${other ? "attacks" : "Attack"} ${pieceName(pieceById(state, a.piece))}`;
    case "card":
      return other ? "plays a combat card face down" : `Play ${combatCardName(a.card)}`;
    case "choose": {
      const p = state.pending;
      if (other || p?.kind !== "choice") return "makes a choice";
      return a.index < 0 ? `Decline (${cardDef(p.source)?.title ?? "the text"}: no)` : (p.choices[a.index]?.label ?? `option ${a.index + 1}`);
    }
  }
}

/** The card an action is about: a combat card, the character moved or placed, the text being answered. */
export function cardText(state: GameState, a: Action): string | null {
  const id =
    a.type === "card"
      ? a.card
      : a.type === "place" || a.type === "move" || (a.type === "defender" && a.piece !== null)
        ? (pieceById(state, a.piece!)?.card ?? null)
        : a.type === "choose" && state.pending?.kind === "choice"
          ? state.pending.source
          : null;
  const d = cardDef(id);
  if (!d) return null;
  const kind = d.type === "character" ? `${SIDE_NAMES[asSide(d.side)]} character — strength ${d.strength ?? 0}` : d.might !== null ? `${SIDE_NAMES[asSide(d.side)]} strength card — value ${d.might}` : `${SIDE_NAMES[asSide(d.side)]} text card`;
  return [`${d.title} (${d.id})`, kind, d.text || "(no text)"].join("\n");
}

/** The battle flags a text set (those the engine does not log), in words. */
function flagLines(now: BattleFlags, before: BattleFlags | null, me: Side): string[] {
  const was = (k: keyof BattleFlags, side: Side) => !!before && (before[k] as Side[]).includes(side);
  const who = (side: Side) => (side === me ? "your" : "the enemy's");
  const out: string[] = [];
  if (now.openFirst && before?.openFirst !== now.openFirst) out.push(`${SIDE_NAMES[now.openFirst]} must play a combat card first, face up.`);
  for (const side of now.textless) if (!was("textless", side)) out.push(`The text of ${who(side)} character is ignored in this battle.`);
  for (const side of now.voidCard) if (!was("voidCard", side)) out.push(`${who(side)[0]!.toUpperCase()}${who(side).slice(1)} combat card has no value or text in this battle.`);
  for (const side of now.ignoredText) if (!was("ignoredText", side)) out.push(`${who(side)[0]!.toUpperCase()}${who(side).slice(1)} text card is ignored.`);
  for (const side of now.zeroStrengthCard) if (!was("zeroStrengthCard", side)) out.push(`${who(side)[0]!.toUpperCase()}${who(side).slice(1)} strength card counts 0.`);
  return out;
}

/**
 * The log from entry `from` of `player`'s view on, in sentences: each battle's reveal with both characters' texts,
 * what texts did, the cards, the totals and who falls. With `before`, the texts' effects the log does not record.
 */
export function narrate(state: GameState, player: string, from: number, before?: GameState): string[] {
  const me = asSide(player);
  const v = view(state, me);
  const out: string[] = [];
  for (const e of v.log.slice(from)) {
    const text = e.text
      .replace(/^The (fellowship|sauron) player /, (_, s: Side) => `${s === me ? "You" : SIDE_NAMES[s]} `)
      .replace(/^You moves /, "You move ")
      .replace(/\(([a-z-]+)\)\.$/, (m, reason: string) => (ENDING_NAMES[reason] ? `(${ENDING_NAMES[reason]}).` : m))
      .replace(/^You takes back his /, "You take back your ")
      .replace(/^You wins /, "You win ")
      .replace(/ takes back his /, " takes back its ")
      .replace(/ \((fellowship|sauron)\)/g, (_, s: Side) => (s === me ? " (yours)" : ` (${SIDE_NAMES[s]})`));
    // your own move: which piece it was (from the state before the step)
    const moved = /^The (fellowship|sauron) player moves a piece from (.+?) to (.+?)(?: \(.+\))?\.$/.exec(e.text);
    const piece = moved && moved[1] === me && before ? before.pieces.find((p) => p.side === me && p.region === moved[2] && pieceById(v, p.id)?.region !== moved[2]) : undefined;
    out.push(piece?.card ? text.replace("You move a piece", `You move ${pieceName(piece)}`) : text);
    // the reveal: both characters and what their texts say
    const battle = /^Battle in .+?: (.+) \((fellowship|sauron)\) attacks (.+) \((fellowship|sauron)\)\.$/.exec(e.text);
    if (battle) {
      for (const [title, side] of [[battle[1]!, battle[2]!], [battle[3]!, battle[4]!]] as const) {
        const card = charactersOf(asSide(side)).find((c) => c.title === title);
        if (card) out.push(`  ${characterLine(card.id)}`);
      }
    }
  }
  const b = v.battle;
  if (b && b.defender) {
    const prev = before?.battle && before.battle.region === b.region && before.battle.number === b.number && before.battle.defender === b.defender ? before.battle.flags : null;
    out.push(...flagLines(b.flags, prev, me).map((l) => `  ${l}`));
  }
  return out;
}

export const confrontationWords: TableWords<GameState, Action> = {
  endingNames: ENDING_NAMES,
  logSize: (s) => s.log.length,
  board,
  prompt,
  describe,
  isPass: () => false,
  cardText,
  narrate,
  introduction: (player) =>
    player === "sauron"
      ? "You are Sauron: bring three pieces into the Shire, or defeat Frodo. Your pieces are named on the board; the Fellowship's are hidden (■) until they fight."
      : "You are the Fellowship: bring Frodo into Mordor with no Sauron piece there. Your pieces are named on the board; Sauron's are hidden (■) until they fight.",
};
