/** The LOTR TCG for the engine: phrase implementations plus the game rules the core asks about. */
import { norm, type CardDef } from "../../../core/cards.ts";
import type { IRArgs } from "../../../core/handlers.ts";
import { defOf, type Env } from "../../../core/env.ts";
import { matches } from "../../../core/filters.ts";
import type { GameRules, Implementations } from "../../../core/impl.ts";
import type { Duration } from "../../../core/modifiers.ts";
import { freePeoplesPlayer, inPlay, lotr, PLAY_ZONES, shadowPlayers } from "../state/game.ts";
import { playedThisPhase, playedThisTurn } from "../state/phases.ts";
import { isCharacter, isExhausted, isRoaming, ringBearer } from "../state/stats.ts";
import { builtinTerms } from "../../../core/terms.ts";
// the nouns alone, not the whole vocabulary (its patterns and docs are the compiler's, not the engine's)
import { nouns } from "../vocabulary/card-types.ts";
import { conditions } from "./conditions.ts";
import { costs } from "./costs.ts";
import { effects } from "./effects.ts";
import { filters } from "./filters.ts";
import { modifiers } from "./modifiers.ts";
import { placements } from "./placements.ts";
import { triggers } from "./triggers.ts";
import { THAT_PLAYER } from "./common.ts";
import { opponentsOf } from "../../../core/teams.ts";
import { values } from "./values.ts";
import { handResetEffects } from "./effects-hand-reset.ts";
import { prohibitionPhrases } from "./modifiers-prohibitions.ts";
import { playHealTriggers } from "./triggers-play-heal.ts";
import { discardDrawEffects } from "./effects-discard-draw.ts";
import { stackingPhrases } from "./effects-stacking.ts";
import { revealEffects } from "./effects-reveal.ts";
import { lendStrengthPhrases } from "./effects-lend-strength.ts";
import { participation } from "./participation.ts";
import { participationEffects } from "./effects-participation.ts";
import { spotListCosts } from "./costs-spot-list.ts";
import { siteListConditions } from "./conditions-site-list.ts";
import { siteListTriggers } from "./triggers-site-list.ts";
import { burdenSpotting } from "./burdens-spot.ts";
import { playerChoiceEffects } from "./effects-player-choice.ts";
import { skirmishSiteConditions } from "./conditions-skirmish-site.ts";
import { skirmishTacticEffects } from "./effects-skirmish-tactics.ts";
import { moveDiscardTriggers } from "./triggers-moves-discards.ts";
import { playedToFilters } from "./filters-played-to.ts";
import { gameTextSuppression, keywordLoss, placementFilters, playedSiteConditions, shadowNumberChanges } from "./filters-placement.ts";
import { weaponModifiers } from "./modifiers-weapons.ts";
import { skirmishFilters } from "./filters-skirmish.ts";
import { roamingModifiers } from "./modifiers-roaming.ts";
import { phaseTriggers } from "./triggers-phases.ts";
import { engineEventTriggers } from "./triggers-engine-events.ts";
import { exertionPhrases } from "./exertion.ts";
import { killTriggers } from "./triggers-kills.ts";
import { siteConditions } from "./conditions-site.ts";
import { siteReplacementEffects } from "./effects-site-replacement.ts";
import { totalEffects } from "./effects-totals.ts";
import { keywordConditions } from "./conditions-keyword.ts";
import { woundPreventionEffects } from "./effects-wound-prevention.ts";
import { skirmishLoss } from "./skirmish-loss.ts";
import { discardEffects } from "./effects-discard.ts";
import { topOfDeckEffects } from "./effects-top-of-deck.ts";
import { alternativeCosts } from "./costs-alternative.ts";
import { fellowshipMoves } from "./fellowship-moves.ts";
import { siteArrivalTriggers } from "./triggers-site-arrival.ts";
import { spotOrCosts } from "./costs-spot-or.ts";
import { discardTopCountPhrases } from "./effects-discard-top-count.ts";
import { exertWoundTriggers } from "./triggers-exerts-wounds.ts";
import { furtherEventTriggers } from "./triggers-further-events.ts";
import { skirmishActionModifiers } from "./modifiers-skirmish-actions.ts";
import { assignmentBlockEffects } from "./effects-assignment-block.ts";
import { noSuchCardConditions } from "./conditions-no-such-card.ts";
import { playForEachEffects } from "./effects-play-for-each.ts";
import { startOfPhaseTriggers } from "./triggers-start-of-phase.ts";
import { transferPhrases } from "./effects-transfer.ts";
import { returnToMasterPhrases } from "./effects-return-to-master.ts";
import { fellowshipFilters } from "./filters-fellowship.ts";
import { gameTextPhrases } from "./game-text.ts";
import { elvenEffects } from "./effects-elven.ts";
import { playedOnTriggers } from "./triggers-played-on.ts";
import { awaitedConditions } from "./conditions-awaited.ts";
import { spotEffects } from "./effects-spot.ts";
import { drawDeckEffects } from "./effects-draw-deck.ts";
import { deckEndEffects } from "./effects-deck-end.ts";
import { turnAssignmentTriggers } from "./triggers-turn-assignments.ts";
import { raceCountPhrases } from "./modifiers-races.ts";
import { stateConditions } from "./conditions-state.ts";
import { skirmishKillTriggers } from "./triggers-skirmish-kills.ts";
import { describedConditions } from "./conditions-described.ts";
import { eventInSkirmishTriggers } from "./triggers-event-in-skirmish.ts";
import { shadowNumberEffects } from "./effects-shadow-number.ts";
import { playSiteEffects } from "./effects-play-site.ts";
import { mayHealEffects } from "./effects-may-heal.ts";
import { effectsAsCosts } from "./effects-as-costs.ts";
import { coreImplementations } from "../../../core/phrases/impl.ts";
import { spotSignetConditions } from "./conditions-spot-signet.ts";
import { playerEffects } from "./effects-players.ts";
import { siteWhichConditions } from "./conditions-site-which.ts";
import { turnHistoryConditions } from "./conditions-turn-history.ts";
import { woundsOnConditions } from "./conditions-wounds-on.ts";
import { bearingModifiers } from "./modifiers-bearing.ts";
import { fierceSkirmishPhrases } from "./skirmish-fierce.ts";
import { takeOffRingEffects } from "./effects-take-off-ring.ts";
import { ruleDiscardModifiers } from "./modifiers-rule-discard.ts";
import { keywordLossModifiers } from "./modifiers-keyword-loss.ts";
import { enterExhaustedModifiers } from "./modifiers-enter-exhausted.ts";

/** Every LOTR phrase implementation, keyed by vocabulary phrase id. */
export const implementations: Implementations = {
  ...coreImplementations,
  ...spotSignetConditions,
  ...playerEffects,
  ...siteWhichConditions,
  ...turnHistoryConditions,
  ...woundsOnConditions,
  ...bearingModifiers,
  ...fierceSkirmishPhrases,
  ...takeOffRingEffects,
  ...ruleDiscardModifiers,
  ...keywordLossModifiers,
  ...enterExhaustedModifiers,
  ...handResetEffects, ...prohibitionPhrases, ...playHealTriggers, ...discardDrawEffects, ...stackingPhrases, ...revealEffects, ...lendStrengthPhrases,
  ...totalEffects, ...keywordConditions, ...woundPreventionEffects, ...skirmishLoss, ...discardEffects, ...topOfDeckEffects, ...alternativeCosts, ...fellowshipMoves,
  ...siteArrivalTriggers,
  ...spotOrCosts,
  ...discardTopCountPhrases,
  ...exertWoundTriggers,
  ...furtherEventTriggers,
  ...skirmishActionModifiers,
  ...assignmentBlockEffects,
  ...noSuchCardConditions,
  ...playForEachEffects,
  ...startOfPhaseTriggers,
  ...transferPhrases,
  ...returnToMasterPhrases,
  ...fellowshipFilters,
  ...spotEffects,
  ...shadowNumberEffects,
  ...playSiteEffects,
  ...mayHealEffects,
  ...effectsAsCosts,
  ...eventInSkirmishTriggers,
  ...drawDeckEffects,
  ...deckEndEffects,
  ...describedConditions,
  ...skirmishKillTriggers,
  ...stateConditions,
  ...raceCountPhrases,
  ...turnAssignmentTriggers,
  ...gameTextPhrases,
  ...elvenEffects,
  ...playedOnTriggers,
  ...awaitedConditions,
  ...effects,
  ...costs,
  ...triggers,
  ...conditions,
  ...modifiers,
  ...filters,
  ...values,
  ...placements,
  ...participation,
  ...participationEffects,
  ...spotListCosts,
  ...siteListConditions,
  ...siteListTriggers,
  ...skirmishFilters, ...burdenSpotting, ...playerChoiceEffects, ...skirmishTacticEffects, ...skirmishSiteConditions, ...moveDiscardTriggers, ...playedToFilters, ...placementFilters, ...shadowNumberChanges, ...keywordLoss, ...gameTextSuppression, ...playedSiteConditions, ...weaponModifiers, ...phaseTriggers, ...engineEventTriggers, ...exertionPhrases, ...roamingModifiers, ...killTriggers, ...siteConditions, ...siteReplacementEffects,
};

const WEAPONS = ["hand-weapon", "ranged-weapon"];

function defaultDuration(env: Env): Duration {
  return env.state.phase === "skirmish" && lotr(env.state).skirmish ? { kind: "end-of-skirmish" } : { kind: "end-of-phase" };
}

function hasItemClass(def: CardDef, args: IRArgs): boolean {
  const mine = norm(def.itemClass);
  const want = norm(args.itemClass);
  return want === "weapon" ? WEAPONS.includes(mine) : mine === want;
}

export const lotrRules: GameRules = {
  game: "lotr-tcg",
  implementations,
  inPlay,
  playZones: PLAY_ZONES,
  nouns: Object.fromEntries(Object.entries(nouns).map(([k, v]) => [k, v.types])),
  refs: {
    bearer: (env) => {
      const host = env.source ? env.state.cards[env.source]?.attachedTo : null;
      return host ? [host] : [];
    },
    "this-site": (env) => {
      const host = env.source ? env.state.cards[env.source]?.attachedTo : null;
      return host ? [host] : [];
    },
    "ring-bearer": (env) => {
      const rb = ringBearer(env);
      return rb ? [rb] : [];
    },
    "losing-character": (env) => {
      const s = lotr(env.state).skirmish;
      if (!s || s.winner === null) return [];
      return s.winner === "shadow" ? (s.companion ? [s.companion] : []) : s.minions;
    },
  },
  players: {
    "free-peoples-player": (env) => [freePeoplesPlayer(env.state)],
    "shadow-player": (env) => shadowPlayers(env.state).slice(0, 1),
    "each-shadow-player": (env) => shadowPlayers(env.state),
    "any-shadow-player": (env) => shadowPlayers(env.state),
    "that-opponent": (env) => lotrRules.players["that-player"]!(env),
    // the loser's owner, bound as `that player` by the skirmish-loss trigger or condition
    "that-minions-owner": (env) => lotrRules.players["that-player"]!(env),
    "that-player": (env) => {
      const b = env.bindings[THAT_PLAYER];
      return b && "players" in b ? b.players : opponentsOf(env.state, env.controller);
    },
  },
  terms: {
    // `roaming` is not printed: it follows from the minion's site number and the fellowship's site (`exhausted` from wounds).
    keyword: {
      kind: "filter",
      test: (env, id, args) => {
        const k = norm(args.keyword);
        if (k === "exhausted") return isCharacter(env, id) && isExhausted(env, id);
        return k === "roaming" ? isRoaming(env, id) : builtinTerms.keyword!.test(env, id, args);
      },
    },
    // `weapon` is not a printed item class: it means a hand weapon or a ranged weapon.
    "item-class": {
      kind: "filter",
      test: (env, id, args) => hasItemClass(defOf(env, id), args),
      byDefinition: (def, args) => hasItemClass(def, args),
    },
  },
  defaultDuration,
  modifierApplies(env, rec, card) {
    // `(except during the archery phase)`
    if (rec.data?.exceptDuring !== undefined && env.state.phase === rec.data.exceptDuring) return false;
    const phase = rec.data?.firstPlayedEach;
    if (phase === undefined) return true;
    if ((phase !== "turn" && env.state.phase !== phase) || card === null || !("filter" in rec.targets)) return false;
    const f = rec.targets.filter;
    return !(phase === "turn" ? playedThisTurn(env) : playedThisPhase(env)).some((c) => c !== card && matches(env, c, f));
  },
  // A site belongs to neither side, and whose copy is on the path is chance: its "you" is the player whose action the
  // event is (Trollshaw Forest draws for whoever plays the possession on his companion), else the Free Peoples player,
  // whose fellowship is at the site (moving to it, skirmishing there). Never the site card's owner as such.
  triggerController(env, card, event) {
    if (defOf(env, card).type !== "site") return undefined;
    return event.player ?? freePeoplesPlayer(env.state);
  },
};
