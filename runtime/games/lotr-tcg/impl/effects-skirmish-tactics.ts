/** Implementations of vocabulary/effects-skirmish-tactics.ts. */
import { norm } from "../../../core/cards.ts";
import { defOf } from "../../../core/env.ts";
import type { Implementations } from "../../../core/impl.ts";
import { addModifier, durationOf } from "../../../core/modifiers.ts";
import { cardsIn, moveCard, type CardId } from "../../../core/state.ts";
import { num, players } from "../../../core/args.ts";
import { log, nextSeq } from "../../../core/log.ts";
import type { Env } from "../../../core/env.ts";
import { lotr, ZONES } from "../state/game.ts";
import { canPlay, playCard } from "../state/play.ts";
import * as act from "../state/actions.ts";
import { canExert, NO_STRENGTH_BONUS } from "../state/stats.ts";
import { cardAction, chosen } from "./common.ts";
import { effects } from "./effects.ts";
import { playerChoiceEffects } from "./effects-player-choice.ts";

const opponentChooses = playerChoiceEffects["player-chooses-either"]!;
if (opponentChooses.kind !== "effect") throw new Error("player-chooses-either must be an effect");
const chooseEither = opponentChooses;

/** Records an assignment (the engine's assignment step keeps it) unless that minion is assigned already. */
function assignTo(env: Env, character: CardId, minion: CardId): void {
  const ext = lotr(env.state);
  if (Object.values(ext.assignments).some((ms) => ms.includes(minion))) return;
  const first = !ext.assignments[character]?.length;
  (ext.assignments[character] ??= []).push(minion);
  log(env.state, { companion: character, minion, by: env.source, seq: nextSeq(env.state), type: "assign" });
  if (first) act.happened(env, { type: "assigned", cards: [character], source: env.source });
}

const unassigned = (env: Env, id: CardId): boolean => !Object.values(lotr(env.state).assignments).some((ms) => ms.includes(id));

export const skirmishTacticEffects: Implementations = {
  "make-opponent-choose-either": { kind: "effect", run: (env, args) => chooseEither.run(env, { ...args, who: "opponent" }) },
  "opponent-must-choose-either": { kind: "effect", run: (env, args) => chooseEither.run(env, { ...args, who: "opponent" }) },
  "exert-or-discard": cardAction(
    "target",
    (env, id) => env.rules.inPlay(env.state, env.state.cards[id]!),
    (env, id) => {
      const exert = canExert(env, id) && env.chooser.option({ kind: "option", player: env.controller, purpose: "exert-or-discard", options: ["exert", "discard"] }) === 0;
      return exert ? act.exert(env, id) : act.discard(env, id);
    },
  ),
  "copies-beneath-draw-deck": {
    kind: "effect",
    run(env, args) {
      const titles = new Set(chosen(env, args.card, "copies", undefined, () => true).map((id) => norm(defOf(env, id).title)));
      for (const id of cardsIn(env.state, env.controller, ZONES.discard)) if (titles.has(norm(defOf(env, id).title))) moveCard(env.state, id, ZONES.drawDeck);
    },
  },
  "comes-into-play-exhausted": {
    kind: "effect",
    run(env, args) {
      for (const id of chosen(env, args.target, "exhaust")) while (canExert(env, id) && act.exert(env, id));
    },
  },
  "cancel-strength-bonus": {
    kind: "effect",
    run(env, args) {
      const ids = chosen(env, args.item, "cancel-strength-bonus");
      if (ids.length) addModifier(env, { property: NO_STRENGTH_BONUS, flag: true, targets: { cards: ids }, duration: durationOf(env) });
    },
  },
  "assign-to-skirmish": {
    kind: "effect",
    run(env, args) {
      // written minion first (`assign a Nazgûl to skirmish the Ring-bearer`), it is the same assignment
      const isMinion = (id: CardId) => defOf(env, id).type === "minion";
      const [first] = chosen(env, args.target, "assign", (id) => !isMinion(id) || unassigned(env, id));
      const minionFirst = !!first && isMinion(first);
      const [second] = chosen(env, args.enemy, "assign", (id) => minionFirst || unassigned(env, id));
      const [character, minion] = minionFirst ? [second, first] : [first, second];
      if (character && minion) assignTo(env, character, minion);
    },
  },
  "make-assign-to-a-skirmish": {
    kind: "effect",
    run(env, args) {
      const [character] = chosen(env, args.target, "assign");
      if (!character) return;
      const options = Object.values(env.state.cards)
        .filter((c) => c.zone === ZONES.characters && defOf(env, c.id).type === "minion" && unassigned(env, c.id))
        .map((c) => c.id);
      if (!options.length) return;
      const player = players(env, args.who)[0] ?? env.controller;
      const [pick] = env.chooser.cards({ kind: "cards", player, purpose: "assign", options, min: 1, max: 1 });
      assignTo(env, character, pick && options.includes(pick) ? pick : options[0]!);
    },
  },
  // `make the Ring-bearer put on The One Ring` does what `… wears The One Ring` does
  "make-put-on-ring": effects["wear-the-one-ring"]!,
  "play-from-discard-cost-change": {
    kind: "effect",
    run(env, args) {
      const delta = num(env, args.amount);
      const inDiscard = (id: CardId) => env.state.cards[id]!.owner === env.controller && env.state.cards[id]!.zone === ZONES.discard;
      const [id] = chosen(env, args.target, "play", (c) => inDiscard(c) && canPlay(env, c, delta), (c) => c.zone === ZONES.discard);
      if (id) playCard(env, id, delta);
    },
  },
};
