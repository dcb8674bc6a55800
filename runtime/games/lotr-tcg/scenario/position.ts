/**
 * A scenario's position: the lines that set the game up (cards and where they are, the site, the phase, tokens, a
 * skirmish) on an engine game made by `newPosition`. Nothing here plays a card or answers an event: that is done
 * by the engine, from the actions (act.ts).
 */
import { withSource } from "../../../core/env.ts";
import type { AbilityIR } from "../../../core/ir.ts";
import { addCard, addTokens, allCards, type CardId } from "../../../core/state.ts";
import { applyStatic } from "../../../core/statics.ts";
import { engineOf, openPhaseWindow, positionChanged, violations } from "../engine/engine.ts";
import { lotr, PLAY_ZONES } from "../state/game.ts";
import { startSkirmish } from "../state/phases.ts";
import type { Statement } from "../../../scenario/ast.ts";
import { card, PLAYERS, runEnv, ScenarioError, type Run } from "./run-state.ts";

function startStatics(run: Run, id: CardId): void {
  const c = run.state.cards[id]!;
  const env = withSource(runEnv(run, c.owner), id, c.owner);
  for (const a of (run.cards.defs[c.def]?.abilities ?? []) as AbilityIR[]) if (a.kind === "static") applyStatic(env, id, a);
}

const inPlayZone = (run: Run, id: CardId): boolean => PLAY_ZONES.includes(run.state.cards[id]!.zone);

/** The position is complete (the first action or expectation): static abilities of the cards in play start, as a card's do when it comes into play. */
export function begin(run: Run): void {
  if (run.started) return;
  run.started = true;
  for (const id of allCards(run.state)) if (inPlayZone(run, id)) startStatics(run, id);
  legalPosition(run);
}

/** A position the game's rules could not reach (two copies of a unique card in play …) is an error in the scenario. */
function legalPosition(run: Run): void {
  const broken = violations(run.state);
  if (broken.length) throw new ScenarioError(`the position breaks the game's rules: ${broken.join("; ")}`);
}

export function setup(run: Run, st: Statement): void {
  const [a, b, c, d] = st.args;
  const { state } = run;
  switch (st.keyword.text) {
    case "card":
    case "attach":
    case "stack": {
      if (!run.cards.defs[b!.text]) throw new ScenarioError(`unknown card id '${b!.text}'`);
      const owner = PLAYERS[c!.text]!;
      const k = st.keyword.text;
      const id = k === "card" ? addCard(state, b!.text, owner, d!.text) : addCard(state, b!.text, owner, k === "stack" ? "stacked" : "attached", card(run, d!));
      run.aliases.set(a!.text, id);
      positionChanged(state);
      if (run.started && inPlayZone(run, id)) {
        startStatics(run, id);
        legalPosition(run);
      }
      return;
    }
    case "ring-bearer": {
      const id = card(run, a!);
      lotr(state).ringBearer[state.cards[id]!.owner] = id;
      return;
    }
    case "site": {
      const n = Number(a!.text);
      lotr(state).site = n;
      engineOf(state).positions[lotr(state).freePeoples] = n;
      return;
    }
    case "phase":
      openPhaseWindow(state, a!.text);
      return;
    case "twilight":
      state.pools.twilight = Number(a!.text);
      return;
    case "wounds":
      addTokens(state, card(run, a!), "wound", Number(b!.text));
      return;
    case "burdens": {
      const rb = lotr(state).ringBearer[lotr(state).freePeoples];
      if (!rb) throw new ScenarioError("burdens need a ring-bearer line first");
      addTokens(state, rb, "burden", Number(a!.text));
      return;
    }
    case "skirmish":
      startSkirmish(runEnv(run), card(run, a!), st.args.slice(2).map((w) => card(run, w)));
      return;
    case "respond":
      run.responders.add(card(run, a!));
      return;
  }
}
