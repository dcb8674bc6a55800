/**
 * The position builder: a scenario's setup lines become a game made by the engine's own set-up (`createGame`:
 * the scenario's decks dealt, the locations in their decks, the engine's fields), then the named cards put where the
 * lines say, the round's fields set (round, starting deck, step, last path, used paths), tokens and corruption placed,
 * and the static abilities of the cards in play started. A position the rules could not reach (a card of a faction
 * its deck does not hold, two active paths, an empty draw deck beside a cycle pile) is a scenario error.
 */
import { addTokens, ATTACHED, cardsIn, moveCard, type CardId } from "../../../core/state.ts";
import type { Statement } from "../../../scenario/ast.ts";
import { violations } from "../engine/invariants.ts";
import { envFor } from "../engine/library.ts";
import { createGame } from "../engine/setup.ts";
import { FIXED_LOCATIONS } from "../fixed-locations.ts";
import { actionActor } from "../engine/turn.ts";
import { warOfTheRingRules } from "../impl/index.ts";
import { startStatics } from "../state/play.ts";
import { cardSide, cardType, inPlay, printedStat, scenarioTable, scoringZone, wotr, ZONES, type ScenarioId, type Side, type StepName } from "../state/game.ts";
import { ScenarioError, type PositionSpec, type Run } from "./run-state.ts";

/** A card without text a deck's draw deck is filled with, by the deck's faction (the first of its factions that has one). */
const FILLERS: Readonly<Record<string, string>> = {
  dunedain: "dunedain-04",
  elf: "elf-01",
  rohan: "rohan-03",
  isengard: "isengard-04",
  monstrous: "monstrous-01",
  southron: "southron-01",
  mordor: "mordor-05",
};

export function newSpec(): PositionSpec {
  return { kind: "trilogy", round: 1, step: "action", cards: [], locations: [], tokens: [], corruption: 0, fill: new Map(), ring: new Map(), seed: 1 };
}

/** Records one setup line. */
export function setup(run: Run, st: Statement): void {
  if (run.state) throw new ScenarioError(`'${st.keyword.text}' sets the position up: it comes before the first action or expectation`);
  const [a, b, c, d] = st.args;
  const spec = run.spec;
  switch (st.keyword.text) {
    case "scenario-kind":
      spec.kind = a!.text as ScenarioId;
      return;
    case "round":
      if (Number(a!.text) < 1) throw new ScenarioError("the first round is round 1");
      spec.round = Number(a!.text);
      return;
    case "starting":
      spec.starting = a!.text;
      return;
    case "step":
      spec.step = a!.text;
      return;
    case "card": {
      const place = d!.text;
      const host = st.args[4]?.text;
      if ((place === "at" || place === "on") !== (host !== undefined))
        throw new ScenarioError(place === "at" || place === "on" ? `'${place}' needs the name of a ${place === "at" ? "location" : "wielder"}` : `a card in ${place} takes no further name`);
      spec.cards.push({ alias: a!.text, def: b!.text, deck: c!.text, place, host, word: b! });
      return;
    }
    case "location":
      spec.locations.push({ alias: a!.text, def: b!.text, place: c!.text, word: b! });
      return;
    case "tokens":
      spec.tokens.push({ alias: a!.text, kind: b!.text as "attack" | "defence", n: Number(c!.text) });
      return;
    case "corruption":
      spec.corruption = Number(a!.text);
      return;
    case "fill":
      spec.fill.set(a!.text, (spec.fill.get(a!.text) ?? 0) + Number(b!.text));
      return;
    case "ring-tokens":
      spec.ring.set(a!.text, Number(b!.text));
      return;
    case "last-path":
      spec.lastPath = Number(a!.text);
      return;
    case "seed":
      spec.seed = Number(a!.text);
      return;
  }
  throw new ScenarioError(`unknown statement '${st.keyword.text}'`);
}

const num = (v: unknown): number => (typeof v === "number" ? v : 0);

/** Builds the position (at the first action or expectation). */
export function build(run: Run): void {
  if (run.state) return;
  const spec = run.spec;
  const table = scenarioTable(spec.kind);
  const seats = new Map(table.decks.map((x) => [x.id, x]));
  const defs = run.cards.defs;
  const deckOf = (deck: string) => {
    const seat = seats.get(deck);
    if (!seat) throw new ScenarioError(`the ${spec.kind} scenario has no deck '${deck}' (its decks: ${[...seats.keys()].join(", ")})`);
    return seat;
  };
  if (spec.starting !== undefined) deckOf(spec.starting);
  // the faction cards of each deck, in line order, then its fillers
  const lists = new Map<string, string[]>(table.decks.map((x) => [x.id, []]));
  for (const line of spec.cards) {
    const def = defs[line.def];
    if (!def) throw new ScenarioError(`no card ${line.def} in the game's cards`, line.word.span);
    const t = String(def.type);
    if (t === "path" || t === "battleground") throw new ScenarioError(`${line.def} is a location: a 'location' line places it`, line.word.span);
    const seat = deckOf(line.deck);
    const faction = String(def.culture ?? "");
    if (!seat.factions.includes(faction)) throw new ScenarioError(`${line.def} (${def.title}) is a ${faction} card; the ${line.deck} deck holds ${seat.factions.join(", ")} cards`, line.word.span);
    if (line.place === "on" && t !== "item") throw new ScenarioError(`${line.def} (${def.title}) is not an item: only items are 'on' a wielder`, line.word.span);
    if (line.place === "at" && t !== "character" && t !== "army") throw new ScenarioError(`${line.def} (${def.title}) is not a character or an army: only they are 'at' a location`, line.word.span);
    if (line.place === "reserve" && t === "event") throw new ScenarioError(`${line.def} (${def.title}) is an event: events never stay in play`, line.word.span);
    if (line.place === "reserve" && t === "item") throw new ScenarioError(`${line.def} (${def.title}) is an item: an item in play is 'on' its wielder`, line.word.span);
    lists.get(line.deck)!.push(line.def);
  }
  for (const [deck, n] of spec.fill) {
    const seat = deckOf(deck);
    const filler = seat.factions.map((f) => FILLERS[f]).find((id) => id !== undefined && defs[id]);
    if (!filler) throw new ScenarioError(`no card without text to fill the ${deck} deck with`);
    for (let i = 0; i < n; i++) lists.get(deck)!.push(filler);
  }
  for (const [deck] of spec.ring) deckOf(deck);
  const locationDefs: string[] = [];
  for (const line of spec.locations) {
    const def = defs[line.def];
    if (!def) throw new ScenarioError(`no card ${line.def} in the game's cards`, line.word.span);
    if (def.type !== "path" && def.type !== "battleground") throw new ScenarioError(`${line.def} (${def.title}) is not a location: a 'card' line places it`, line.word.span);
    if (locationDefs.includes(line.def)) throw new ScenarioError(`${def.title} is placed twice`, line.word.span);
    locationDefs.push(line.def);
  }
  const state = createGame({
    scenario: spec.kind,
    seed: spec.seed,
    decks: Object.fromEntries(lists),
    cards: run.cards,
    rules: warOfTheRingRules,
    locations: locationDefs,
    fixedLocations: FIXED_LOCATIONS[spec.kind],
    checkInvariants: true,
  });
  // the cards of each deck, as created (its draw deck in line order)
  const created = new Map(table.decks.map((x) => [x.id, cardsIn(state, x.id, ZONES.drawDeck).slice()]));
  const taken = new Map<string, number>();
  for (const line of spec.cards) {
    const i = taken.get(line.deck) ?? 0;
    taken.set(line.deck, i + 1);
    run.aliases.set(line.alias, created.get(line.deck)![i]!);
  }
  for (const line of spec.locations) {
    const id = Object.keys(state.cards).map(Number).find((x) => state.cards[x]!.def === line.def)!;
    run.aliases.set(line.alias, id);
  }
  const ext = wotr(state);
  const env = envFor(state, undefined, undefined, run.observe);
  // locations
  const paths: number[] = [];
  for (const line of spec.locations) {
    const id = run.aliases.get(line.alias)!;
    const isPath = cardType(env, id) === "path";
    if (line.place === "active") moveCard(state, id, ZONES.active);
    else if (line.place === "scoring:free-peoples" || line.place === "scoring:shadow") moveCard(state, id, scoringZone(line.place.slice(8) as Side));
    if (isPath && line.place !== "deck") {
      ext.usedPaths.push(line.def);
      paths.push(printedStat(env, id, "path"));
    }
  }
  const activePaths = spec.locations.filter((l) => l.place === "active" && defs[l.def]!.type === "path");
  if (activePaths.length > 1) throw new ScenarioError(`only one path is active at a time (${activePaths.map((l) => l.alias).join(", ")})`);
  // default: the active path's number, else the highest scored, else one path a round before this one
  ext.lastPath = spec.lastPath ?? (activePaths.length ? num(defs[activePaths[0]!.def]!.path) : paths.length ? Math.max(...paths) : spec.round - 1);
  // faction cards: zones and locations first, then items onto their wielders
  const hostOf = (alias: string, what: string): CardId => {
    const id = run.aliases.get(alias);
    if (id === undefined) throw new ScenarioError(`no ${what} named '${alias}'`);
    return id;
  };
  for (const line of spec.cards) {
    const id = run.aliases.get(line.alias)!;
    switch (line.place) {
      case "hand":
      case "cycle-pile":
      case "eliminated":
      case "reserve":
        moveCard(state, id, line.place);
        break;
      case "at": {
        const loc = hostOf(line.host!, "location");
        if (state.cards[loc]!.zone !== ZONES.active) throw new ScenarioError(`'${line.host}' is not an active location (a 'location … active' line)`, line.word.span);
        moveCard(state, id, ZONES.atLocation, { attachedTo: loc });
        break;
      }
      default:
        break;
    }
  }
  for (const line of spec.cards) {
    if (line.place !== "on") continue;
    const id = run.aliases.get(line.alias)!;
    const w = hostOf(line.host!, "wielder");
    const wc = state.cards[w]!;
    if (cardType(env, w) !== "character" || (wc.zone !== ZONES.reserve && wc.zone !== ZONES.atLocation))
      throw new ScenarioError(`'${line.host}' is not a character in play (in reserve or at a location)`, line.word.span);
    if (cardSide(env, w) !== cardSide(env, id)) throw new ScenarioError(`'${line.host}' is not of the side of '${line.alias}'`, line.word.span);
    moveCard(state, id, ATTACHED, { attachedTo: w });
  }
  for (const t of spec.tokens) addTokens(state, hostOf(t.alias, "card"), t.kind, t.n);
  state.pools.corruption = spec.corruption;
  for (const [deck, n] of spec.ring) ext.ring[deck] = n;
  // the round
  // the set-up comes before round 1 (its next step starts the round)
  ext.round = spec.step === "setup" ? 0 : spec.round;
  state.turn = ext.round;
  ext.starting = spec.starting === undefined ? 0 : ext.order.indexOf(spec.starting);
  ext.step = spec.step as StepName;
  state.phase = spec.step;
  ext.turn = ext.starting;
  ext.passes = 0;
  state.activePlayer = spec.step === "action" ? actionActor(env) : ext.order[ext.starting]!;
  // the static abilities of the cards in play (locations first)
  for (const id of [...(state.zones[ZONES.active] ?? [])]) startStatics(env, id);
  for (const id of Object.keys(state.cards).map(Number))
    if (state.cards[id]!.zone !== ZONES.active && inPlay(state, state.cards[id]!)) startStatics(env, id);
  const problems = violations(state);
  // a draw deck is recycled at once when it runs out (digest §10.3): never empty beside a cycle pile
  for (const p of state.players)
    if (cardsIn(state, p.id, ZONES.drawDeck).length === 0 && cardsIn(state, p.id, ZONES.cyclePile).length > 0)
      problems.push(`${p.id}'s draw deck is empty while its cycle pile holds cards (it is recycled at once: a 'fill ${p.id} N' line gives it cards)`);
  if (problems.length) throw new ScenarioError(`the position is not one the rules could reach: ${problems.join("; ")}`);
  run.state = state;
  run.logMark = state.log.length;
}
