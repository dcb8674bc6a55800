/** A tiny LOTR state builder for runtime tests: define cards, put them somewhere, get an Env. */
import type { CardDef } from "../../runtime/core/cards.ts";
import type { Chooser } from "../../runtime/core/decisions.ts";
import { createEnv, type Binding, type Env } from "../../runtime/core/env.ts";
import type { FilterIR, PhraseCall } from "../../runtime/core/ir.ts";
import { addCard, ATTACHED, type CardId, type GameState } from "../../runtime/core/state.ts";
import { lotrRules } from "../../runtime/games/lotr-tcg/impl/index.ts";
import { createLotrState, lotr, ZONES } from "../../runtime/games/lotr-tcg/state/game.ts";

export const FP = "alice";
export const SH = "bob";

type DefInput = Partial<CardDef> & { title: string; type: string };

export interface Place {
  owner?: string;
  zone?: string;
  /** Attach to this card id (a possession on its bearer). */
  on?: CardId;
  wounds?: number;
}

export class Table {
  readonly state: GameState;
  readonly defs: Record<string, CardDef> = {};
  private n = 0;

  constructor(seed = 1) {
    this.state = createLotrState({ seed, players: [FP, SH] });
  }

  /** Adds a card definition and an instance of it; returns the instance id. */
  put(d: DefInput, p: Place = {}): CardId {
    const id = d.id ?? `T${++this.n}`;
    this.defs[id] ??= { keywords: [], ...d, id };
    const zone = p.on ? ATTACHED : (p.zone ?? (["companion", "ally", "minion"].includes(d.type) ? ZONES.characters : ZONES.support));
    const owner = p.owner ?? (d.side === "shadow" ? SH : FP);
    const c = addCard(this.state, id, owner, zone, p.on ?? null);
    if (p.wounds) this.state.cards[c]!.tokens.wound = p.wounds;
    return c;
  }

  ringBearer(id: CardId): void {
    lotr(this.state).ringBearer[this.state.cards[id]!.owner] = id;
  }

  env(o: { source?: CardId | null; controller?: string; chooser?: Chooser; bindings?: Record<string, Binding> } = {}): Env {
    return createEnv({ state: this.state, defs: this.defs, rules: lotrRules, ...o });
  }
}

export const companion = (title: string, extra: Partial<CardDef> = {}): DefInput => ({
  title, type: "companion", side: "free-peoples", culture: "shire", race: "hobbit", strength: 3, vitality: 4, resistance: 10, twilight: 0, ...extra,
});
export const minion = (title: string, extra: Partial<CardDef> = {}): DefInput => ({
  title, type: "minion", side: "shadow", culture: "moria", race: "orc", strength: 5, vitality: 1, site: 4, twilight: 2, ...extra,
});

export const term = (op: string, args: Record<string, unknown> = {}): PhraseCall => ({ op, args });
export const filter = (quantifier: string, terms: PhraseCall[], extra: Partial<FilterIR["filter"]> = {}, bind?: string): FilterIR => ({
  filter: { quantifier, terms, ...extra },
  ...(bind ? { bind } : {}),
});
export const a = (...terms: PhraseCall[]) => filter("a", terms);
export const every = (...terms: PhraseCall[]) => filter("every", terms);
