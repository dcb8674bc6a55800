/** The Confrontation's expectations: each returns what is wrong (a failure message), or null when it holds. */
import type { Statement } from "../../../scenario/ast.ts";
import { enemyOf, type Side } from "../board.ts";
import { cardDef, titleOf } from "../cards.ts";
import { legalActions } from "../engine.ts";
import { countIn, strengthOf } from "../rules.ts";
import { view } from "../view.ts";
import { choiceAction, defenderAction, moveAction, pieceOf, stateOf, ScenarioError, type Run } from "./run.ts";
import { regionOfWord, regionWord } from "./statements.ts";

const yes = (b: boolean): string => (b ? "yes" : "no");

export function expectation(run: Run, st: Statement): string | null {
  const [what, ...args] = st.args;
  const [a, b, c] = args;
  const s = stateOf(run);
  const check = (label: string, want: string, found: string): string | null => (want === found ? null : `expected ${label} ${want}, found ${found}`);
  switch (what!.text) {
    case "outcome":
      return check("outcome", a!.text, run.outcome ?? "none (no action yet)");
    case "region": {
      const p = pieceOf(run, a!);
      return check(`the region of ${a!.text}`, b!.text, p.defeated ? "none (defeated)" : regionWord(p.region!));
    }
    case "defeated":
      return check(`${a!.text} defeated`, b!.text, yes(pieceOf(run, a!).defeated));
    case "revealed":
      return check(`${a!.text} revealed`, b!.text, yes(pieceOf(run, a!).revealed));
    case "winner":
      return check("winner", a!.text, s.winner ?? "none");
    case "ending":
      return check("the game's ending", a!.text, s.over ? (s.endReason ?? "none") : "none");
    case "card": {
      const def = cardDef(a!.text);
      if (!def || def.type !== "combat-card") throw new ScenarioError(`${a!.text} is not a combat card of the game`);
      const h = s.hands[def.side as Side];
      return check(`${titleOf(a!.text)}`, b!.text, h.used.includes(a!.text) ? "used" : "available");
    }
    case "turn":
      return check("the side to move", a!.text, s.toMove);
    case "waiting": {
      const kind = s.over || !s.pending ? "none" : s.pending.kind;
      const found = kind === "none" ? "none" : `${kind}${a && b ? ` ${s.pending!.player}` : ""}`;
      return check("the engine waiting for", b ? `${a!.text} ${b.text}` : a!.text, found);
    }
    case "move": {
      const offered = s.pending?.kind === "move" && !!moveAction(s, pieceOf(run, a!), regionOfWord(b!.text)!);
      return check(`the move of ${a!.text} to ${b!.text}`, c!.text, offered ? "available" : "unavailable");
    }
    case "play": {
      const offered = legalActions(s).some((x) => x.type === "card" && x.card === a!.text);
      return check(`the play of ${titleOf(a!.text)}`, b!.text, offered ? "available" : "unavailable");
    }
    case "defender":
      return check(`the defender ${a!.text}`, b!.text, s.pending?.kind === "defender" && defenderAction(run, a!) ? "available" : "unavailable");
    case "choice":
      return check(`the answer ${a!.text}`, b!.text, choiceAction(run, a!) ? "available" : "unavailable");
    case "options":
      return check("options", a!.text, String(legalActions(s).length));
    case "strength":
      return check(`the strength of ${a!.text}`, b!.text, String(strengthOf(s, pieceOf(run, a!))));
    case "count":
      return check(`${a!.text} pieces in ${b!.text}`, c!.text, String(countIn(s, regionOfWord(b!.text)!, a!.text as Side)));
    case "face-up": {
      const side = a!.text as Side;
      const card = s.battle?.cards[side] ?? null;
      const shown = card !== null && view(s, enemyOf(side)).battle?.cards[side] === card && !s.battle!.cardsRevealed;
      return check(`the ${side} card face up`, b!.text, yes(shown));
    }
    case "log":
    case "no-log": {
      const entries = s.log.slice(run.logMark).map((e) => e.text);
      const found = entries.some((t) => t.toLowerCase().includes(a!.text.toLowerCase()));
      if (found === (what!.text === "log")) return null;
      return what!.text === "log" ? `expected a log entry with '${a!.text}' since the last action, found: ${entries.join(" | ") || "none"}` : `expected no log entry with '${a!.text}', found one`;
    }
  }
  throw new ScenarioError(`unknown expectation '${what!.text}'`);
}
