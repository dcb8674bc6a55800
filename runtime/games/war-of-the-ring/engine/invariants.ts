/**
 * Invariants every reachable state keeps: every card in exactly one place (a zone list, or attached to a card in play),
 * hand limits at the end of the action step, each path used at most once, scores consistent with the scoring areas.
 */
import { ATTACHED, type CardId, type GameState } from "../../../core/state.ts";
import { cardType, inPlay, scenarioTable, wotr, ZONES } from "../state/game.ts";
import { scores } from "../state/score.ts";
import { engineOf, envFor } from "./library.ts";

export function violations(state: GameState): string[] {
  const out: string[] = [];
  const ids = Object.keys(state.cards).map(Number);
  const eng = engineOf(state);
  if (ids.length !== eng.cardCount) out.push(`${ids.length} cards exist, ${eng.cardCount} were created`);
  const seen = new Map<CardId, number>();
  const listed = (list: CardId[], zone: string, owner: string | null) => {
    for (const id of list) {
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const c = state.cards[id];
      if (!c) out.push(`zone ${zone} lists unknown card ${id}`);
      else if (c.zone !== zone || (owner !== null && c.owner !== owner)) out.push(`${id} is listed in ${owner ?? "shared"} ${zone} but says ${c.owner} ${c.zone}`);
    }
  };
  for (const [zone, list] of Object.entries(state.zones)) listed(list, zone, null);
  for (const p of state.players) for (const [zone, list] of Object.entries(p.zones)) listed(list, zone, p.id);
  for (const id of ids) {
    const c = state.cards[id]!;
    const n = seen.get(id) ?? 0;
    if (c.zone === ATTACHED) {
      if (n !== 0) out.push(`attached card ${id} is also listed in a zone`);
      const host = c.attachedTo !== null ? state.cards[c.attachedTo] : undefined;
      if (!host || !inPlay(state, host)) out.push(`${id} is attached to ${c.attachedTo}, which is not in play`);
    } else if (n !== 1) out.push(`${id} is listed ${n} times`);
    if (c.zone === ZONES.atLocation) {
      const loc = c.attachedTo !== null ? state.cards[c.attachedTo] : undefined;
      if (!loc || loc.zone !== ZONES.active) out.push(`${id} is at location ${c.attachedTo}, which is not active`);
    }
  }
  const ext = wotr(state);
  if (new Set(ext.usedPaths).size !== ext.usedPaths.length) out.push(`a path was activated twice: ${ext.usedPaths.join(",")}`);
  const env = envFor(state);
  const activePaths = (state.zones[ZONES.active] ?? []).filter((id) => cardType(env, id) === "path");
  if (activePaths.length > 1) out.push(`${activePaths.length} paths are active`);
  // hand limits at the end of the action step (after its extras are cycled)
  if (ext.overLimit.length) out.push(`over the carry-over limit at the end of the action step: ${ext.overLimit.join(", ")}`);
  // a draw deck is recycled at once when it runs out
  for (const p of state.players)
    if ((p.zones[ZONES.drawDeck] ?? []).length === 0 && (p.zones[ZONES.cyclePile] ?? []).length > 0 && engineOf(state).resume === null)
      out.push(`${p.id}'s draw deck is empty while the cycle pile holds ${(p.zones[ZONES.cyclePile] ?? []).length} cards`);
  if ((state.pools.corruption ?? 0) < 0) out.push(`corruption is ${state.pools.corruption}`);
  // scores: the kept final scores are the scoring areas' (the final one counts unused Ring tokens)
  if (ext.winner !== null && ext.finalScore) {
    const s = scores(env, ext.ending !== "lead");
    if (s["free-peoples"] !== ext.finalScore["free-peoples"] || s.shadow !== ext.finalScore.shadow) out.push(`final score ${JSON.stringify(ext.finalScore)} differs from the scoring areas' ${JSON.stringify(s)}`);
    const last = scenarioTable(ext.scenario).lastPath;
    if (ext.ending === "lead" && Math.abs(s["free-peoples"] - s.shadow) < 10) out.push(`won by a lead of ${Math.abs(s["free-peoples"] - s.shadow)}`);
    if (ext.ending === "last-path" && ext.lastPath < last) out.push(`game scored after path ${ext.lastPath} of ${last}`);
  }
  for (const side of ["free-peoples", "shadow"] as const)
    for (const id of state.zones[side === "free-peoples" ? ZONES.scoringFreePeoples : ZONES.scoringShadow] ?? []) {
      const t = cardType(env, id);
      if (t !== "path" && t !== "battleground") out.push(`${id} (${t}) is in a scoring area`);
    }
  return out;
}
