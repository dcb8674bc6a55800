/** Archery fire, assignment and skirmish resolution. */
import { stat } from "../../../core/cards.ts";
import type { Env } from "../../../core/env.ts";
import { makeEvent } from "../../../core/events.ts";
import { log, nextSeq } from "../../../core/log.ts";
import { cardsInZones, keptCards, keptKind, type GameState, type CardId } from "../../../core/state.ts";
import { modifiedFlag, modifiedValue } from "../../../core/modifiers.ts";
import { hasKeyword } from "../../../core/terms.ts";
import { kill, recordAssigned, wound } from "../state/actions.ts";
import { lotr, PARTICIPATES, shadowPlayers, ZONES } from "../state/game.ts";
import { keyword, strength } from "../state/stats.ts";
import { byId, respond } from "./respond.ts";
import { mayAssign } from "../state/assignment.ts";

const CHARACTERS = [ZONES.characters];

// The characters in play of one printed type (a definition's type never changes): lists the card index keeps.
type CharacterType = "companion" | "ally" | "minion";
const hasType = (type: CharacterType) => (state: GameState, id: CardId, defs: Env["defs"]): boolean => defs[state.cards[id]!.def]?.type === type;
const COMPANIONS = keptKind(CHARACTERS, hasType("companion"));
const ALLIES = keptKind(CHARACTERS, hasType("ally"));
const MINIONS = keptKind(CHARACTERS, hasType("minion"));

function ofType(env: Env, type: CharacterType): readonly CardId[] {
  return keptCards(env.state, type === "companion" ? COMPANIONS : type === "ally" ? ALLIES : MINIONS, env.defs);
}

/** The Free Peoples player's companions in play, in creation order. */
export function companions(env: Env): readonly CardId[] {
  const fp = lotr(env.state).freePeoples;
  const cards = env.state.cards;
  const out: CardId[] = [];
  for (const id of ofType(env, "companion")) if (cards[id]!.owner === fp) out.push(id);
  return out;
}

/** The Free Peoples characters in archery fire and skirmishes: companions, and the allies that may join. */
export function fellowship(env: Env): readonly CardId[] {
  // no ally in play (the usual case): the companions
  if (ofType(env, "ally").length === 0) return companions(env);
  const out: CardId[] = [];
  for (const id of cardsInZones(env.state, CHARACTERS)) if (inFellowship(env, id)) out.push(id);
  return out;
}

function inFellowship(env: Env, id: CardId): boolean {
  const ext = lotr(env.state);
  const c = env.state.cards[id]!;
  if (c.owner !== ext.freePeoples) return false;
  const def = env.defs[c.def]!;
  if (def.type === "companion") return true;
  return def.type === "ally" && (stat(def, "home") === ext.site || modifiedFlag(env, c.id, PARTICIPATES, false));
}

/** The minions in play, in creation order. Read only. */
export function minions(env: Env): readonly CardId[] {
  return ofType(env, "minion");
}

const shadowPlayer = (env: Env): string => shadowPlayers(env.state)[0]!;

/** Places `n` wounds one at a time, the chooser picking among the `targets` still alive. */
function placeWounds(env: Env, player: string, n: number, targets: () => readonly CardId[], purpose: string): void {
  for (let k = 0; k < n; k++) {
    const options = targets().slice();
    if (options.length === 0) return;
    const [id] = env.chooser.cards({ kind: "cards", player, purpose, options, min: 1, max: 1 });
    wound(env, id && options.includes(id) ? id : options[0]!);
  }
}

/** The archery totals now: archers on each side, with the modifiers to each total (never below 0). */
export function archeryTotals(env: Env): { fellowship: number; minion: number } {
  const count = (ids: readonly CardId[]) => ids.filter((id) => hasKeyword(env, id, "archer")).length;
  return {
    minion: Math.max(0, modifiedValue(env, null, "archery-total:minion", count(minions(env)))),
    fellowship: Math.max(0, modifiedValue(env, null, "archery-total:fellowship", count(fellowship(env)))),
  };
}

export function archeryFire(env: Env): void {
  const fp = lotr(env.state).freePeoples;
  const { minion: minionTotal, fellowship: fellowshipTotal } = archeryTotals(env);
  log(env.state, { minion: minionTotal, fellowship: fellowshipTotal, seq: nextSeq(env.state), type: "archery" });
  placeWounds(env, fp, minionTotal, () => fellowship(env), "archery-wound");
  placeWounds(env, shadowPlayer(env), fellowshipTotal, () => minions(env), "archery-wound");
}

/** Every minion assigned so far (loops: `Object.values(…).flat()` costs several times more, and this runs at each pick). */
function assigned(env: Env): Set<CardId> {
  const out = new Set<CardId>();
  const byCompanion = lotr(env.state).assignments;
  for (const c in byCompanion) for (const m of byCompanion[c]!) out.add(m);
  return out;
}

/** Free Peoples assign one-to-one (defender +N takes N more); then Shadow assigns the rest (allies that may join count as companions). */
export function assign(env: Env, fierceOnly: boolean): void {
  const ext = lotr(env.state);
  // The minions assigned so far, and the characters this call gives a first minion (for the "is assigned" triggers),
  // kept as assignments are made: the record's keys are card ids, and listing them reads every slot up to the
  // highest id (about 5,000 instructions each time).
  const taken = assigned(env);
  const fresh = new Set<CardId>();
  const add = (c: CardId, m: CardId): void => {
    const list = ext.assignments[c];
    if (!list || list.length === 0) fresh.add(c);
    (ext.assignments[c] ??= []).push(m);
    taken.add(m);
  };
  const eligible = () => minions(env).filter((m) => !taken.has(m) && (!fierceOnly || hasKeyword(env, m, "fierce")));
  for (;;) {
    // the options ("done", then "companion>minion") and the pairs they name
    const options = ["done"];
    const pairs: [CardId, CardId][] = [];
    const free = eligible();
    for (const c of fellowship(env)) {
      if ((ext.assignments[c]?.length ?? 0) >= 1 + keyword(env, c, "defender")) continue;
      for (const m of free) {
        if (!mayAssign(env, ext.freePeoples, c, m)) continue;
        options.push(`${c}>${m}`);
        pairs.push([c, m]);
      }
    }
    if (pairs.length === 0) break;
    const i = env.chooser.option({ kind: "option", player: ext.freePeoples, purpose: "assign", options });
    if (i <= 0 || i > pairs.length) break;
    const [c, m] = pairs[i - 1]!;
    add(c, m);
    log(env.state, { companion: c, minion: m, by: "free-peoples", seq: nextSeq(env.state), type: "assign" });
  }
  for (const m of eligible()) {
    const options = fellowship(env).filter((c) => mayAssign(env, shadowPlayer(env), c, m));
    if (options.length === 0) continue;
    const [c] = env.chooser.cards({ kind: "cards", player: shadowPlayer(env), purpose: `assign:${m}`, options, min: 1, max: 1 });
    const to = c && options.includes(c) ? c : options[0]!;
    add(to, m);
    log(env.state, { companion: to, minion: m, by: "shadow", seq: nextSeq(env.state), type: "assign" });
  }
  // "Each time … is assigned to a skirmish": once per character newly assigned, after all assignments.
  for (const c of byId([...fresh])) {
    recordAssigned(env, [c]);
    respond(env, makeEvent(env.state, { type: "assigned", cards: [c] }), "after");
  }
}

/** Skirmishes still to resolve: Free Peoples characters in play with an assigned minion still in play. */
export function openSkirmishes(env: Env): CardId[] {
  const ext = lotr(env.state);
  const alive = new Set(minions(env));
  // the fellowship's characters, not the record's keys (see `assign`)
  return byId(fellowship(env).filter((c) => (ext.assignments[c] ?? []).some((m) => alive.has(m))));
}

function overwhelms(env: Env, winner: number, loser: number, losers: CardId[]): boolean {
  const factor = losers.some((id) => modifiedFlag(env, id, "overwhelm-tripled", false)) ? 3 : 2;
  return winner >= factor * loser;
}

/** Resolution: higher total strength wins, ties go to the Shadow; wounds, damage +N, overwhelm at double. */
export function resolveSkirmish(env: Env): void {
  const s = lotr(env.state).skirmish;
  if (!s || s.cancelled) return;
  const inPlay = (id: CardId) => env.state.cards[id]?.zone === ZONES.characters;
  const c = s.companion && inPlay(s.companion) ? s.companion : null;
  const ms = s.minions.filter(inPlay);
  if (!c || ms.length === 0) return;
  const fpStrength = strength(env, c);
  const shStrength = ms.reduce((sum, m) => sum + strength(env, m), 0);
  const fpWins = fpStrength > shStrength;
  s.winner = fpWins ? "free-peoples" : "shadow";
  const winners = fpWins ? [c] : ms;
  const losers = fpWins ? ms : [c];
  const damage = winners.reduce((sum, w) => sum + keyword(env, w, "damage"), 0);
  const overwhelmed = fpWins ? overwhelms(env, fpStrength, shStrength, losers) : overwhelms(env, shStrength, fpStrength, losers);
  log(env.state, { companion: c, minions: ms, fp: fpStrength, shadow: shStrength, winner: s.winner, overwhelmed, seq: nextSeq(env.state), type: "skirmish-resolved" });
  for (const l of losers) {
    if (!inPlay(l)) continue;
    if (overwhelmed) kill(env, l);
    else for (let k = 0; k < 1 + damage && inPlay(l); k++) wound(env, l);
  }
  for (const w of winners) respond(env, makeEvent(env.state, { type: "skirmish-won", cards: [w] }), "after");
  for (const l of losers) respond(env, makeEvent(env.state, { type: "skirmish-lost", cards: [l] }), "after");
}
