/**
 * What never changes about a card definition and the engine asks at every player action: found once per library,
 * in one table, so listing legal actions reads one record per card instead of several caches.
 */
import type { CompiledAbility, CompiledCard } from "../../../core/handlers.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { factKind, factTable, fixedFact, type CardId, type GameState } from "../../../core/state.ts";
import { defSide, defType } from "../state/stats.ts";
import { libraryOf } from "./library.ts";
import type { CardLibrary } from "./types.ts";

export interface DefFacts {
  type: string;
  /** Its compiled abilities (none for a definition the library has no handlers for). */
  abilities: readonly CompiledAbility[];
  /** `free-peoples`, `shadow`, or null (sites, The One Ring). */
  side: string | null;
  /** Indexes of the activated abilities timed for each phase (phases without any are absent). */
  timed: ReadonlyMap<string, readonly number[]>;
  /** Phases a copy in hand may be played in: an event's timed phases, else its side's playing phase (if its type is played). */
  fromHand: ReadonlySet<string>;
  /** `fromHand` and the phases of `timed` as `phaseBit`s: listing the legal actions tests one bit per card. */
  fromHandBits: number;
  timedBits: number;
  /** `timed` by the place of each phase's bit (`phaseBit`): an array slot read where a phase's name would be hashed. */
  timedByBit: (readonly number[] | undefined)[];
  /** A site's number, as its definition has it. */
  site: unknown;
  /** `type` is `site`, `side` is `shadow`: tested as booleans where cards are checked for being active, after every step. */
  isSite: boolean;
  shadow: boolean;
  /** Its abilities answering events, by window: found by the response rules (engine/respond.ts) when first asked. */
  windows: Windows | null;
}

/** An ability answering a window, with the event types its trigger may accept (null: any). */
export interface Answering {
  index: number;
  events: readonly string[] | null;
}

/** A card's abilities answering one window, and the event types they may take. */
export interface AnswerWindow {
  abilities: readonly Answering[];
  /** Some ability takes events of any type. */
  anyType: boolean;
  types: ReadonlySet<string>;
}

/** A card's abilities answering events before and after they happen (see engine/respond.ts). */
export interface Windows {
  before: AnswerWindow;
  after: AnswerWindow;
}

const NONE: readonly number[] = [];
const FP_TYPES = ["companion", "ally", "possession", "artifact", "condition"];
const SHADOW_TYPES = ["minion", "possession", "artifact", "condition"];

function timedOf(card: CompiledCard | undefined): Map<string, number[]> {
  const out = new Map<string, number[]>();
  card?.abilities.forEach((a, i) => {
    const ir = a.ir as AbilityIR;
    if (ir.kind !== "activated") return;
    for (const phase of (ir.timings as string[] | undefined) ?? []) {
      const l = out.get(phase);
      if (!l) out.set(phase, [i]);
      else if (!l.includes(i)) l.push(i);
    }
  });
  return out;
}

function makeFacts(lib: CardLibrary, id: string): DefFacts {
  const def = lib.defs[id]!;
  const type = defType(def);
  const side = defSide(def);
  const timed = timedOf(lib.compiled[id]);
  const fromHand = new Set<string>();
  if (type === "event") for (const phase of timed.keys()) fromHand.add(phase);
  else if (side === "shadow" ? SHADOW_TYPES.includes(type) : side === "free-peoples" && FP_TYPES.includes(type)) fromHand.add(side === "shadow" ? "shadow" : "fellowship");
  let fromHandBits = 0;
  for (const phase of fromHand) fromHandBits |= phaseBit(phase);
  let timedBits = 0;
  const timedByBit: number[][] = [];
  for (const [phase, list] of timed) {
    const bit = phaseBit(phase);
    timedBits |= bit;
    if (bit !== SHARED_BIT) timedByBit[bitPlace(bit)] = list;
  }
  return {
    type,
    abilities: lib.compiled[id]?.abilities ?? [],
    side,
    timed,
    fromHand,
    fromHandBits,
    timedBits,
    timedByBit,
    site: def.site,
    isSite: type === "site",
    shadow: side === "shadow",
    windows: null,
  };
}

const phaseBits = new Map<string, number>();

/** The bit phases past the 30th share: a test of it may say yes wrongly, never no (then `fromHand` / `timed` are asked). */
export const SHARED_BIT = 1 << 30;

/** A phase's bit (each phase name gets the next one when first asked); see `SHARED_BIT`. */
export function phaseBit(phase: string): number {
  let b = phaseBits.get(phase);
  if (b === undefined) phaseBits.set(phase, (b = 1 << Math.min(phaseBits.size, 30)));
  return b;
}

const bitPlace = (bit: number): number => 31 - Math.clz32(bit);

const tables = new WeakMap<CardLibrary, Record<string, DefFacts>>();
// The library asked about last (a game asks about one library all along).
let lastLib: CardLibrary | null = null;
let lastTable: Record<string, DefFacts> = {};

function tableOf(lib: CardLibrary): Record<string, DefFacts> {
  if (lib === lastLib) return lastTable;
  let t = tables.get(lib);
  if (!t) {
    t = Object.create(null) as Record<string, DefFacts>;
    for (const id in lib.defs) t[id] = makeFacts(lib, id);
    tables.set(lib, t);
  }
  lastLib = lib;
  lastTable = t;
  return t;
}

// Found from the state's library, looked up only when a card's facts are first asked (a game has one library).
const FACTS = factKind((def: string, state: GameState): DefFacts | undefined => tableOf(libraryOf(state))[def]);

/** The facts of a card's definition (the state's library). */
export function factsOf(state: GameState, card: CardId): DefFacts {
  return fixedFact(state, card, FACTS, state)!;
}

/** The facts found so far, by card id (see `factTable`): a card's may be missing, then ask `factsOf`. Read only. */
export function knownFacts(state: GameState): readonly (DefFacts | undefined)[] {
  return factTable(state, FACTS);
}

/** The card's abilities timed for this phase. Read only. */
export function timedIn(f: DefFacts, phase: string): readonly number[] {
  return f.timed.get(phase) ?? NONE;
}

/** `timedIn` for a phase whose `phaseBit` the caller has. */
export function timedAt(f: DefFacts, phase: string, bit: number): readonly number[] {
  if (bit === SHARED_BIT) return timedIn(f, phase);
  return f.timedByBit[bitPlace(bit)] ?? NONE;
}
