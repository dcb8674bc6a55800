/** Locations: activating, moving, where a card is, which locations a card may go to (vocabulary/locations.ts). */
import { norm } from "../../../core/cards.ts";
import { defOf, type Env } from "../../../core/env.ts";
import { denotes } from "../../../core/filters.ts";
import type { Implementations } from "../../../core/impl.ts";
import { isFilter, isRef } from "../../../core/ir.ts";
import { addModifier, applies, durationOf, type ModifierEffect } from "../../../core/modifiers.ts";
import type { CardId } from "../../../core/state.ts";
import { activePath, activateLocation, pathUnused, reactivate, reactivateOrActivate } from "../state/actions.ts";
import { battlegroundDeck, cardType, FACTION_SIDE, printedStat, supportedByProp, wotr, ZONES } from "../state/game.ts";
import { locationsFor, moveToLocation } from "../state/play.ts";
import { cardsNamed, choose, inZones, isInReserve, locationOf } from "./common.ts";
import { targetsOf } from "./targets.ts";

/** Flags on a card whose text lets it go where its faction would not (`data.where`: the locations; `data.how`). */
export const MAY_GO_TO = "may-go-to";
/** Flags on a card that may not go to some locations (`data.where`, `data.how`). */
export const CANNOT_GO_TO = "cannot-go-to";

const DECKS = [ZONES.pathDeck, ZONES.battlegroundDeckFreePeoples, ZONES.battlegroundDeckShadow];
const SCORING = [ZONES.scoringFreePeoples, ZONES.scoringShadow];
const DECK_OF: Record<string, string> = {
  "the free peoples battleground deck": battlegroundDeck("free-peoples"),
  "the shadow battleground deck": battlegroundDeck("shadow"),
};

/** Is this text's way of arriving (`played`, `played or moved`) the one asked about? */
const arrives = (how: unknown, asked: "played" | "moved"): boolean => String(how).includes(asked);

function rulesFor(env: Env, property: string, card: CardId, location: CardId, asked: "played" | "moved"): boolean {
  for (const rec of env.state.modifiers) {
    if (rec.property !== property || !rec.flag || !arrives(rec.data?.how, asked)) continue;
    if (!applies(env, rec, card)) continue;
    if (denotes(env, rec.data?.where, location)) return true;
  }
  return false;
}

/** May this card be played (or moved) to this location by its text or another card's (`may-go-to`), whatever its faction? */
export function mayGoByText(env: Env, card: CardId, location: CardId, asked: "played" | "moved"): boolean {
  return rulesFor(env, MAY_GO_TO, card, location, asked);
}

/** Is this card forbidden to go to this location by text (`cannot-go-to`)? */
export function mayNotGo(env: Env, card: CardId, location: CardId, asked: "played" | "moved"): boolean {
  return rulesFor(env, CANNOT_GO_TO, card, location, asked);
}

/** The factions an army noun phrase names (`a Rohan army`; `any Free Peoples army`: every Free Peoples faction). */
function armyFactions(arg: unknown): string[] {
  if (!isFilter(arg)) return [];
  const all = [arg, ...(arg.filter.anyOf ?? [])];
  const out = new Set<string>();
  for (const f of all)
    for (const t of f.filter.terms) {
      if (t.op === "culture") out.add(norm(t.args.culture));
      if (t.op === "side") for (const [fa, s] of Object.entries(FACTION_SIDE)) if (s === norm(t.args.side)) out.add(fa);
    }
  return [...out];
}

function goEffects(env: Env, args: Record<string, unknown>, property: string): ModifierEffect[] {
  const targets = targetsOf(env, args.target);
  const out: ModifierEffect[] = [{ property, flag: true, targets, data: { where: args.where, how: args.how } }];
  for (const f of armyFactions(args.army)) out.push({ property: supportedByProp(f), flag: true, targets });
  return out;
}

/** The locations an activation may take: from the decks, the scoring areas, or both. */
function activationZones(how: unknown): string[] {
  const h = String(how);
  return h === "reactivate" ? SCORING : h === "activate or reactivate" ? [...DECKS, ...SCORING] : DECKS;
}

/** Does a target name paths (`another path of the same number`), by a type term of its filter? */
function namesPaths(target: unknown): boolean {
  const terms = isFilter(target) ? target.filter.terms : [];
  return terms.some((t) => t.op === "type" && t.args.type === "path");
}

/** Where an activation takes its location from, and which of those it may take (a path not yet used this game). */
function activation(env: Env, args: Record<string, unknown>): { zones: string[]; eligible: (id: CardId) => boolean } {
  const deck = args.deck ? DECK_OF[String(args.deck).toLowerCase()] : undefined;
  return { zones: deck ? [deck] : activationZones(args.how), eligible: (id: CardId) => cardType(env, id) !== "path" || pathUnused(env, id) };
}

export const locationImplementations: Implementations = {
  activate: {
    kind: "effect",
    // digest §5.1: text that would activate a path already used cannot be used (a battleground that is not there is
    // simply not activated)
    needs(env, args) {
      if (!namesPaths(args.target)) return true;
      const { zones, eligible } = activation(env, args);
      return cardsNamed(env, args.target, inZones(zones)).some(eligible);
    },
    run(env, args) {
      const { zones, eligible } = activation(env, args);
      const [loc] = choose(env, args.target, "activate", undefined, inZones(zones), eligible).cards;
      if (loc === undefined) return;
      const how = String(args.how);
      if (how === "reactivate") reactivate(env, loc);
      else if (how === "activate or reactivate") reactivateOrActivate(env, loc);
      else if (cardType(env, loc) === "battleground") reactivateOrActivate(env, loc);
      else activateLocation(env, loc, true);
    },
  },
  move: {
    kind: "effect",
    run(env, args) {
      for (const id of cardsNamed(env, args.target)) {
        const c = env.state.cards[id];
        if (!c || c.zone !== ZONES.reserve) continue;
        const active = env.state.zones[ZONES.active] ?? [];
        // a location the text names is where it goes; a kind of location (`a path`), one it may go to
        const named = isRef(args.where) ? cardsNamed(env, args.where) : active.filter((l) => denotes(env, args.where, l) && locationsFor(env, id).includes(l));
        const options = named.filter((l) => active.includes(l));
        if (options.length === 0) continue;
        const i = options.length > 1 ? env.chooser.option({ kind: "option", player: c.owner, purpose: "move-to", source: env.source, options: options.map(String) }) : 0;
        moveToLocation(env, c.owner, id, options[i] ?? options[0]!);
      }
    },
  },
  "may-go-to-this-round": {
    kind: "effect",
    run(env, args) {
      for (const e of goEffects(env, args, MAY_GO_TO)) addModifier(env, { ...e, targets: e.targets!, duration: durationOf(env) });
    },
  },
  "in-reserve": {
    kind: "condition",
    test: (env, args) => cardsInReserve(env, args.target).length > 0,
  },
  "in-play": {
    kind: "condition",
    test: (env, args) => cardsNamed(env, args.target).some((id) => env.rules.inPlay(env.state, env.state.cards[id]!)),
  },
  "is-on": {
    kind: "condition",
    test: (env, args) =>
      cardsNamed(env, args.target).some((id) => {
        const at = locationOf(env, id);
        return at !== null && denotes(env, args.where, at);
      }),
  },
  "is-active": {
    kind: "condition",
    test: (env, args) => (env.state.zones[ZONES.active] ?? []).some((id) => denotes(env, args.target, id)),
  },
  "at-location": {
    kind: "filter",
    test: (env, id, args) => {
      const at = locationOf(env, id);
      return at !== null && denotes(env, args.where, at);
    },
  },
  "in-reserve-filter": { kind: "filter", test: (env, id) => isInReserve(env, id) },
  "on-same-location": {
    kind: "filter",
    test: (env, id) => {
      const here = env.source !== null ? locationOf(env, env.source) : null;
      // the characters and armies there (an item is counted as part of its wielder, not apart)
      const c = env.state.cards[id];
      return here !== null && id !== env.source && c?.zone === ZONES.atLocation && c.attachedTo === here;
    },
  },
  "location-with": {
    kind: "filter",
    test: (env, id, args) => Object.values(env.state.cards).some((c) => c.zone === ZONES.atLocation && c.attachedTo === id && denotes(env, args.what, c.id)),
  },
  "path-numbered": {
    kind: "filter",
    test: (env, id, args) => cardType(env, id) === "path" && printedStat(env, id, "path") === Number(args.n),
    byDefinition: (def, args) => def.type === "path" && def.path === Number(args.n),
  },
  "path-of-number": {
    kind: "filter",
    // not yet activated this game; the number read from the last path activated
    zone: () => true,
    test: (env, id, args) => {
      if (cardType(env, id) !== "path" || env.state.cards[id]!.zone !== ZONES.pathDeck || !pathUnused(env, id)) return false;
      const current = activePath(env);
      const base = current !== undefined ? printedStat(env, current, "path") : wotr(env.state).lastPath;
      return printedStat(env, id, "path") === (args.step === "same" ? base : base + 1);
    },
  },
  "not-of-faction": {
    kind: "filter",
    test: (env, id, args) => norm(defOf(env, id).culture) !== norm(args.faction),
    byDefinition: (def, args) => norm(def.culture) !== norm(args.faction),
  },
  "may-go-to": { kind: "modifier", effects: (env, args) => goEffects(env, args, MAY_GO_TO) },
  "cannot-go-to": { kind: "modifier", effects: (env, args) => goEffects(env, args, CANNOT_GO_TO) },
};

/** The cards named that are in reserve (an item with its wielder). */
function cardsInReserve(env: Env, arg: unknown): CardId[] {
  return cardsNamed(env, arg).filter((id) => isInReserve(env, id));
}
