/**
 * Decisions and their options in words, for a person at the table (`cardc play`). A decision's
 * purpose and its option labels are the engine's words (`skirmish-order`, `188>168`, a phrase id);
 * here they become a prompt and option texts that name cards by title.
 */
import type { Decision } from "../../../core/decisions.ts";
import type { Env } from "../../../core/env.ts";
import type { CardId } from "../../../core/state.ts";

const title = (env: Env, id: CardId): string => {
  const c = env.state.cards[id];
  return c ? (env.defs[c.def]?.title ?? String(id)) : String(id);
};

/** The canonical text of a card's ability (its definition's text has one line per ability), or "". */
export function abilityLine(env: Env, id: CardId, index: number): string {
  const c = env.state.cards[id];
  const text = c ? env.defs[c.def]?.text : undefined;
  return String(text ?? "")
    .split("\n")
    .filter((l) => l.trim())
    [index]?.trim() ?? "";
}

/** `modify-strength` → `modify strength`. */
const words = (id: string): string => id.replace(/[-_:]+/g, " ");

const PROMPTS: Record<string, string> = {
  "starting-companion": "Starting fellowship: add a companion (up to 4 twilight in all), or done",
  bid: "Bid burdens for the choice of seat",
  seat: "You bid highest: go first or second?",
  "sanctuary-heal": "Sanctuary: heal a companion (up to 5 wounds in all), or done",
  "skirmish-order": "Choose the skirmish to resolve next",
  "reconcile-discard": "Reconcile: you may discard a card from hand",
  "reconcile-discard-down": "Reconcile: discard down to 8 cards in hand",
  "move-again": "Move again, or stay and end your turn?",
  "skip-archery": "Skip the archery phase?",
  "archery-wound": "Archery fire: choose a character to take a wound",
  "trigger-order": "Several of your triggers answer at once: choose the one that resolves first",
  alternative: "Choose how to use the ability",
  "alternative-cost": "Choose the cost to pay",
  "choose-effect": "Choose an effect",
  "choose-x": "Choose X",
  "choose-opponent": "Choose an opponent",
  "whose-draw-deck": "Choose whose draw deck",
  "must-exert": "Choose which to exert",
  "exert-or-discard": "Exert the character or discard it?",
  "remove-burden-or-wound": "Remove a burden or a wound?",
};

function howMany(d: Decision): string {
  if (d.kind !== "cards") return "";
  if (d.min === d.max) return d.max === 1 ? "a card" : `${d.max} cards`;
  return d.min === 0 ? `up to ${d.max} card${d.max === 1 ? "" : "s"}` : `${d.min} to ${d.max} cards`;
}

/** The decision asked, as a prompt. */
export function decisionText(env: Env, d: Decision): string {
  if (d.purpose.startsWith("respond:")) {
    const index = Number(d.purpose.split(":")[2]);
    const line = d.source ? abilityLine(env, d.source, index) : "";
    return `Respond with ${d.source ? title(env, d.source) : "a card"}${line ? ` (${line})` : ""}?`;
  }
  if (d.purpose.startsWith("assign:")) return `Assign ${title(env, Number(d.purpose.slice("assign:".length)))} to a character of the fellowship`;
  if (d.purpose === "assign") return d.kind === "option" ? "Assign minions to characters of the fellowship, or done (the Shadow player assigns the rest)" : "Choose a character to assign";
  const known = PROMPTS[d.purpose];
  if (known) return known;
  // A card's ability asks: name the card and what the choice is for.
  const by = d.source ? `${title(env, d.source)}: ` : "";
  if (d.kind === "yes-no") return `${by}you may ${words(d.purpose)}. Do you?`;
  if (d.kind === "cards") return `${by}choose ${howMany(d)} (${words(d.purpose)})`;
  return `${by}choose one (${words(d.purpose)})`;
}

/** An option of an option decision, in words. */
export function optionText(env: Env, d: Decision | null, label: string): string {
  switch (d?.purpose) {
    case "assign": {
      if (label === "done") return "Done assigning";
      const [character, minion] = label.split(">");
      return `Assign ${title(env, Number(minion))} to ${title(env, Number(character))}`;
    }
    case "skirmish-order":
      return `The skirmish of ${title(env, Number(label))}`;
    case "trigger-order": {
      const [id, , index] = label.split(":");
      const line = abilityLine(env, Number(id), Number(index));
      return `${title(env, Number(id))}${line ? `: ${line}` : ""}`;
    }
    case "starting-companion":
      return label === "done" ? "Done (start with these)" : `Add ${env.defs[label]?.title ?? label}`;
    case "move-again":
      return label === "move" ? "Move to the next site" : "Stay and end the turn";
    case "skip-archery":
      return label === "skip" ? "Skip the archery phase" : "Have the archery phase";
    case "seat":
      return label === "first" ? "Go first" : "Go second";
    case "bid":
      return `Bid ${label} burden${label === "1" ? "" : "s"}`;
    case "choose-x":
      return `X = ${label}`;
    case "must-exert":
      return `Alternative ${Number(label) + 1}`;
    case "choose-effect":
    case "alternative-cost":
      return words(label);
  }
  return env.state.cards[Number(label)] ? title(env, Number(label)) : (env.defs[label]?.title ?? label);
}
