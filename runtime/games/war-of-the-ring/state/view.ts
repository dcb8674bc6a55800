/**
 * What a deck may know of a game: `view(state, player)` is a state the engine reads as it reads any, in which every
 * card the player may not know is a placeholder (definition `hidden`, no tokens). Hidden: every draw deck (its order is
 * unknown, the player's own too), and the other decks' hands, cycle piles and eliminated piles (face down; teammates'
 * hands are secret too). The options of the player's own pending decision are shown to him. Public: the cards in play,
 * the locations (the path deck, the battleground decks, the active locations, the scoring areas), tokens, corruption,
 * and how many cards each zone holds.
 *
 * A hidden card's id says nothing: each deck's hidden cards are dealt that deck's hidden ids again in ascending order,
 * zone by zone, so which id is where is the same whatever the cards are. The modifiers and the pending events name a
 * hidden card -1, and so does the log, but in the entries written while the card was public (a card played face up,
 * then cycled, keeps its id in the entries about its play: `loggedDef` tells what it was); the rng and the replay data
 * are left out, so a view is read, not played on.
 */
import { modifiedFlag } from "../../../core/modifiers.ts";
import { secretZones, type CardId, type GameState } from "../../../core/state.ts";
import { cardsSeen, dealHidden, decksOf, stateSeen, logSeen, resumeSeen, viewLibraryOf, HIDDEN_ID, type Hidden } from "../../../engine/views.ts";
import { engineOf, envFor, libraryOf, registerNamed, type Library } from "../engine/library.ts";
import type { EngineExt } from "../engine/types.ts";
import { copyWotrExt, GAME, mayLookAtTopProp, wotr, ZONES } from "./game.ts";

export { HIDDEN, HIDDEN_DEF, HIDDEN_ID } from "../../../engine/views.ts";

const ALWAYS_SECRET: readonly string[] = [ZONES.drawDeck];
const SECRET_FROM_OTHERS: readonly string[] = [ZONES.hand, ZONES.cyclePile, ZONES.eliminated];
/** The zones that may hold hidden cards, in the order their places are dealt hidden ids. */
const SECRET_ZONES: readonly string[] = [ZONES.drawDeck, ZONES.hand, ZONES.cyclePile, ZONES.eliminated];
// the log keeps the ids of entries written while a card was public (engine/views.ts `logSeen`)
secretZones(GAME, SECRET_ZONES);

const viewLibraries = new WeakMap<Library, Library>();

function hiddenFrom(state: GameState, player: string): Hidden {
  const d = engineOf(state).resume?.decision;
  const shown: CardId[] = d?.kind === "cards" && d.player === player ? d.options.slice() : [];
  // a deck allowed to look at the top card of its draw deck sees it
  const top = state.players.find((p) => p.id === player)?.zones[ZONES.drawDeck]?.[0];
  if (top !== undefined && modifiedFlag(envFor(state), null, mayLookAtTopProp(player), false)) shown.push(top);
  const hidden: (true | undefined)[] = [];
  for (const p of state.players)
    for (const z of SECRET_ZONES) {
      if (!ALWAYS_SECRET.includes(z) && (p.id === player || !SECRET_FROM_OTHERS.includes(z))) continue;
      for (const id of p.zones[z] ?? []) if (!shown.includes(id)) hidden[id] = true;
    }
  return hidden;
}

// Fields holding numbers that are not card ids: kept as they are.
const NOT_CARDS = new Set(["id", "seq", "seed", "round", "vp", "n", "cards", "corruption", "skulls", "shields", "uncancelled", "attack"]);

export interface ViewOptions {
  /** Keep the log (default true). */
  log?: boolean;
  /**
   * Share the state's public cards and lists instead of copying them (default false): a view much cheaper to make,
   * to be read before the state changes again and never changed, as an agent that does not search reads the view it
   * is handed at each step.
   */
  share?: boolean;
}

export function view(state: GameState, player: string, o: ViewOptions = {}): GameState {
  const hidden = hiddenFrom(state, player);
  const share = o.share === true;
  const seenCards = cardsSeen(state, hidden, share);
  const players = state.players.map((p) => dealHidden(p, hidden, SECRET_ZONES, seenCards, undefined, share));
  const cards = seenCards.cards;
  const zones: Record<string, CardId[]> = {};
  for (const z in state.zones) zones[z] = share ? state.zones[z]! : state.zones[z]!.slice();
  const named = (id: CardId): CardId => (hidden[id] ? HIDDEN_ID : id);
  const eng = engineOf(state);
  const engine: EngineExt = {
    library: viewLibraryOf(viewLibraries, libraryOf(state), registerNamed).name,
    resume: eng.resume && resumeSeen(eng.resume, player, hidden, 0, share),
    history: [],
    checks: false,
    cardCount: eng.cardCount,
    known: { player, decks: decksOf(state, share) },
  };
  const out = stateSeen(state, { players, cards, zones, ext: { wotr: copyWotrExt(wotr(state)), engine } }, named);
  if (o.log !== false) out.log = logSeen(state, out, hidden, NOT_CARDS);
  return out;
}
