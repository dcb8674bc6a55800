/**
 * Runs a parsed Confrontation scenario on the engine: the position lines build a state with `newPosition` (or
 * `newGame` for `new-game`), checked against the rules' invariants; every action is one of the engine's
 * `legalActions`, carried out by `apply`; then each expectation is checked. Returns results as data; never throws.
 */
import type { AbilityObserver } from "../../../core/observer.ts";
import type { CompiledCards, ScenarioResult } from "../../plugin.ts";
import type { Scenario, Statement, Word } from "../../../scenario/ast.ts";
import { observing } from "../abilities.ts";
import { cardDef, titleOf } from "../cards.ts";
import { apply, legalActions, newGame, newPosition, type Action } from "../engine.ts";
import type { GameState, Piece } from "../state.ts";
import type { Side } from "../board.ts";
import { expectation } from "./expect.ts";
import { actionStatements, regionOfWord, regionWord } from "./statements.ts";

/** An error in the scenario itself (not a failed expectation): reported as CS4105, and the scenario stops. */
export class ScenarioError extends Error {}

export interface Run {
  cards: CompiledCards;
  /** null until the first action or expectation builds the position. */
  state: GameState | null;
  /** Alias → character card id. */
  aliases: Map<string, string>;
  spec: { pieces: { card: string; region: string; revealed: boolean; alias: string }[]; toMove?: Side; used: string[]; seed: number; newGame: boolean };
  outcome: string | null;
  /** Log length when the last action started (`expect log` looks from there). */
  logMark: number;
}

export function runConfrontationScenario(cards: CompiledCards, scenario: Scenario, options: { observe?: AbilityObserver } = {}): ScenarioResult {
  const result: ScenarioResult = { name: scenario.name, file: scenario.file, line: scenario.span.line, passed: true, failures: [], diagnostics: [] };
  if (scenario.errors > 0) {
    result.failures.push({ line: scenario.span.line, column: scenario.span.column, message: `not run: ${scenario.errors} error${scenario.errors === 1 ? "" : "s"} in its lines (reported above)` });
    result.passed = false;
    return result;
  }
  const run: Run = { cards, state: null, aliases: new Map(), spec: { pieces: [], used: [], seed: 1, newGame: false }, outcome: null, logMark: 0 };
  // The engine reports its own copy of the definitions' IR; coverage knows the compiled cards' objects: map by index.
  const observe = options.observe
    ? (card: string, ability: object) => {
        const index = cardDef(card)?.abilities.indexOf(ability as never) ?? -1;
        const compiled = cards.defs[card]?.abilities?.[index];
        if (index >= 0 && compiled) options.observe!(card, compiled as object);
      }
    : undefined;
  for (const st of scenario.statements) {
    const at = { line: st.span.line, column: st.span.column };
    try {
      if (st.keyword.text === "expect") {
        start(run);
        const problem = observing(observe, () => expectation(run, st));
        if (problem) result.failures.push({ ...at, message: problem });
      } else if (Object.hasOwn(actionStatements, st.keyword.text)) {
        start(run);
        observing(observe, () => act(run, st));
      } else setup(run, st);
    } catch (error) {
      const message = error instanceof ScenarioError ? error.message : `engine error: ${(error as Error)?.message ?? String(error)}`;
      if (error instanceof ScenarioError) result.diagnostics.push({ code: "CS4105", severity: "error", file: scenario.file, span: st.span, message: `Expected a scenario the engine can carry out; ${message}.`, found: message });
      result.failures.push({ ...at, message });
      break;
    }
  }
  result.passed = result.failures.length === 0;
  return result;
}

function knownCard(run: Run, w: Word, type: string): string {
  const def = cardDef(w.text);
  if (!def || !run.cards.defs[w.text]) throw new ScenarioError(`no card ${w.text} in the game's cards`);
  if (def.type !== type) throw new ScenarioError(`${w.text} (${titleOf(w.text)}) is not a ${type === "character" ? "character" : "combat card"}`);
  return w.text;
}

function setup(run: Run, st: Statement): void {
  if (run.state) throw new ScenarioError(`'${st.keyword.text}' sets the position up: it comes before the first action or expectation`);
  const [a, b, c, d] = st.args;
  switch (st.keyword.text) {
    case "piece": {
      const card = knownCard(run, b!, "character");
      const other = run.spec.pieces.find((p) => p.card === card);
      if (other) throw new ScenarioError(`${titleOf(card)} is already on the board as '${other.alias}'`);
      run.aliases.set(a!.text, card);
      run.spec.pieces.push({ card, region: regionOfWord(c!.text)!, revealed: d?.text === "revealed", alias: a!.text });
      return;
    }
    case "turn":
      run.spec.toMove = a!.text as Side;
      return;
    case "used":
      for (const w of st.args) run.spec.used.push(knownCard(run, w, "combat-card"));
      return;
    case "seed":
      run.spec.seed = Number(a!.text);
      return;
    case "new-game":
      run.spec.newGame = true;
      return;
  }
  throw new ScenarioError(`unknown statement '${st.keyword.text}'`);
}

/** Builds the position at the first action or expectation. */
function start(run: Run): void {
  if (run.state) return;
  const { spec } = run;
  if (spec.newGame) {
    if (spec.pieces.length || spec.used.length || spec.toMove) throw new ScenarioError("'new-game' starts from the set-up: no 'piece', 'turn' or 'used' lines with it");
    run.state = newGame({ seed: spec.seed });
    return;
  }
  const made = newPosition({ seed: spec.seed, pieces: spec.pieces, toMove: spec.toMove, used: spec.used });
  if (!made.state) throw new ScenarioError(`the position is not one the rules could reach: ${made.problems.join("; ")}`);
  run.state = made.state;
  run.logMark = made.state.log.length;
}

export const stateOf = (run: Run): GameState => run.state!;

/** The piece an alias names. */
export function pieceOf(run: Run, w: Word): Piece {
  const card = run.aliases.get(w.text);
  const p = card === undefined ? undefined : stateOf(run).pieces.find((x) => x.card === card);
  if (!p) throw new ScenarioError(`no piece named '${w.text}'`);
  return p;
}

export function describePending(s: GameState): string {
  const p = s.pending;
  if (s.over || !p) return "nothing (the game is over)";
  const what = { place: "a placement", move: "a move", defender: "the choice of a defender", card: "a combat card", choice: "an answer to a text's choice" }[p.kind];
  return `${what} from the ${p.player} player`;
}

function expectPending(run: Run, kind: string, what: string): GameState {
  const s = stateOf(run);
  if (s.pending?.kind !== kind || s.over) throw new ScenarioError(`'${what}': the engine is waiting for ${describePending(s)}`);
  return s;
}

function step(run: Run, a: Action): void {
  run.logMark = stateOf(run).log.length;
  run.state = apply(stateOf(run), a);
  run.outcome = "done";
}

/** The move action of this piece to this region, if the engine offers it now. */
export function moveAction(s: GameState, piece: Piece, region: string): Action | undefined {
  return legalActions(s).find((x) => x.type === "move" && x.piece === piece.id && x.to === region);
}

/** The `defender` action a word names: an alias of an enemy in the battle, or `hidden`. */
export function defenderAction(run: Run, w: Word): Action | undefined {
  const piece = w.text === "hidden" ? null : pieceOf(run, w).id;
  return legalActions(stateOf(run)).find((x) => x.type === "defender" && x.piece === piece);
}

/** The `choose` action a word names among the pending choice's options, if offered. */
export function choiceAction(run: Run, w: Word): Action | undefined {
  const s = stateOf(run);
  const p = s.pending;
  if (p?.kind !== "choice") return undefined;
  if (w.text === "no") return p.optional ? { type: "choose", index: -1 } : undefined;
  if (w.text === "yes") return p.choices.length === 1 ? { type: "choose", index: 0 } : undefined;
  const region = regionOfWord(w.text);
  const card = run.aliases.get(w.text);
  const index = p.choices.findIndex(({ outcome: o }) =>
    region !== undefined
      ? (o.kind === "retreat" || o.kind === "move") && o.to === region
      : card !== undefined
        ? o.kind === "substitute" && s.pieces.find((x) => x.id === o.piece)?.card === card
        : o.kind === "replay" && o.card === w.text,
  );
  return index < 0 ? undefined : { type: "choose", index };
}

export function choiceLabels(s: GameState): string {
  const p = s.pending;
  if (p?.kind !== "choice") return "nothing";
  return [...p.choices.map((c) => c.label), ...(p.optional ? ["no"] : [])].join("; ");
}

function act(run: Run, st: Statement): void {
  const [a, b] = st.args;
  const k = st.keyword.text;
  switch (k) {
    case "move":
    case "attack": {
      const s = expectPending(run, "move", k);
      const piece = pieceOf(run, a!);
      const region = regionOfWord(b!.text)!;
      if (piece.defeated) throw new ScenarioError(`'${k}': ${a!.text} is defeated`);
      const enemies = s.pieces.some((p) => p.region === region && !p.defeated && p.side !== piece.side);
      if (k === "attack" && !enemies) throw new ScenarioError(`'attack': ${regionWord(region)} holds no enemy of ${a!.text} (a move there is 'move')`);
      if (k === "move" && enemies) throw new ScenarioError(`'move': ${regionWord(region)} holds enemies of ${a!.text} (a move there is 'attack')`);
      const action = moveAction(s, piece, region);
      if (!action) {
        run.logMark = s.log.length;
        run.outcome = "illegal";
        return;
      }
      step(run, action);
      return;
    }
    case "place": {
      const s = expectPending(run, "place", k);
      const region = regionOfWord(a!.text)!;
      const action = legalActions(s).find((x) => x.type === "place" && x.region === region);
      if (!action) {
        run.logMark = s.log.length;
        run.outcome = "illegal";
        return;
      }
      step(run, action);
      return;
    }
    case "defender": {
      expectPending(run, "defender", k);
      const action = defenderAction(run, a!);
      if (!action) throw new ScenarioError(`'defender ${a!.text}': the attacker may pick ${legalActions(stateOf(run)).map((x) => (x.type === "defender" && x.piece !== null ? aliasOfPiece(run, x.piece) : "hidden")).join(", ")}`);
      step(run, action);
      return;
    }
    case "play":
      playCard(run, a!);
      return;
    case "combat": {
      const s = expectPending(run, "card", k);
      const first = [a!, b!].find((w) => cardDef(w.text)?.side === s.pending!.player);
      if (!first) throw new ScenarioError(`'combat': the engine asks the ${s.pending!.player} player for his card, and neither card is his`);
      playCard(run, first);
      const mark = run.logMark;
      playCard(run, first === a ? b! : a!);
      run.logMark = mark;
      return;
    }
    case "choose": {
      const s = expectPending(run, "choice", k);
      const action = choiceAction(run, a!);
      if (!action) throw new ScenarioError(`'choose ${a!.text}': the choice offers ${choiceLabels(s)}`);
      step(run, action);
      return;
    }
  }
  throw new ScenarioError(`unknown action '${k}'`);
}

function playCard(run: Run, w: Word): void {
  const s = expectPending(run, "card", `play ${w.text}`);
  knownCard(run, w, "combat-card");
  const side = cardDef(w.text)!.side;
  if (side !== s.pending!.player) throw new ScenarioError(`'play ${w.text}': the engine asks the ${s.pending!.player} player for his card, not the ${side} player`);
  const action = legalActions(s).find((x) => x.type === "card" && x.card === w.text);
  if (!action) throw new ScenarioError(`'play ${w.text}': ${titleOf(w.text)} is used; the ${side} player may play ${s.hands[side as Side].available.join(", ")}`);
  step(run, action);
}

export function aliasOfPiece(run: Run, id: string): string {
  const card = stateOf(run).pieces.find((p) => p.id === id)?.card;
  for (const [alias, c] of run.aliases) if (c === card) return alias;
  return titleOf(card);
}
