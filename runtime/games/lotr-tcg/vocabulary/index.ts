import type { GameVocabulary } from "../../../core/vocabulary.ts";
import { corePhrases } from "../../../core/phrases/index.ts";
import { siteWhichConditions } from "./conditions-site-which.ts";
import { turnHistoryConditions } from "./conditions-turn-history.ts";
import { cardTypes, nouns, stats } from "./card-types.ts";
import { conditions } from "./conditions.ts";
import { costs } from "./costs.ts";
import { effects } from "./effects.ts";
import { filters } from "./filters.ts";
import { modifiers } from "./modifiers.ts";
import { placements } from "./placements.ts";
import { triggers } from "./triggers.ts";
import { values } from "./values.ts";
import { participation } from "./participation.ts";
import { participationEffects } from "./effects-participation.ts";
import { spotListCosts } from "./costs-spot-list.ts";
import { siteListConditions } from "./conditions-site-list.ts";
import { siteListTriggers } from "./triggers-site-list.ts";
import { burdenSpotting } from "./burdens-spot.ts";
import { playerChoiceEffects } from "./effects-player-choice.ts";
import { skirmishFilters } from "./filters-skirmish.ts";
import { roamingModifiers } from "./modifiers-roaming.ts";
import { phaseTriggers } from "./triggers-phases.ts";
import { engineEventTriggers } from "./triggers-engine-events.ts";
import { exertionPhrases } from "./exertion.ts";
import { killTriggers } from "./triggers-kills.ts";
import { siteConditions } from "./conditions-site.ts";
import { siteReplacementEffects } from "./effects-site-replacement.ts";
import { skirmishSiteConditions } from "./conditions-skirmish-site.ts";
import { skirmishTacticEffects } from "./effects-skirmish-tactics.ts";
import { moveDiscardTriggers } from "./triggers-moves-discards.ts";
import { playedToFilters } from "./filters-played-to.ts";
import { gameTextSuppression, keywordLoss, placementFilters, playedSiteConditions, shadowNumberChanges } from "./filters-placement.ts";
import { weaponModifiers } from "./modifiers-weapons.ts";
import { totalEffects } from "./effects-totals.ts";
import { keywordConditions } from "./conditions-keyword.ts";
import { woundPreventionEffects } from "./effects-wound-prevention.ts";
import { skirmishLoss } from "./skirmish-loss.ts";
import { discardEffects } from "./effects-discard.ts";
import { handResetEffects } from "./effects-hand-reset.ts";
import { prohibitionPhrases } from "./modifiers-prohibitions.ts";
import { playHealTriggers } from "./triggers-play-heal.ts";
import { discardDrawEffects } from "./effects-discard-draw.ts";
import { stackingPhrases } from "./effects-stacking.ts";
import { revealEffects } from "./effects-reveal.ts";
import { lendStrengthPhrases } from "./effects-lend-strength.ts";
import { topOfDeckEffects } from "./effects-top-of-deck.ts";
import { alternativeCosts } from "./costs-alternative.ts";
import { fellowshipMoves } from "./fellowship-moves.ts";
import { siteArrivalTriggers } from "./triggers-site-arrival.ts";
import { spotOrCosts } from "./costs-spot-or.ts";
import { discardTopCountPhrases } from "./effects-discard-top-count.ts";
import { exertWoundTriggers } from "./triggers-exerts-wounds.ts";
import { skirmishActionModifiers } from "./modifiers-skirmish-actions.ts";
import { assignmentBlockEffects } from "./effects-assignment-block.ts";
import { noSuchCardConditions } from "./conditions-no-such-card.ts";
import { playForEachEffects } from "./effects-play-for-each.ts";
import { startOfPhaseTriggers } from "./triggers-start-of-phase.ts";
import { transferPhrases } from "./effects-transfer.ts";
import { returnToMasterPhrases } from "./effects-return-to-master.ts";
import { deckEndEffects } from "./effects-deck-end.ts";
import { turnAssignmentTriggers } from "./triggers-turn-assignments.ts";
import { furtherEventTriggers } from "./triggers-further-events.ts";
import { raceCountPhrases } from "./modifiers-races.ts";
import { stateConditions } from "./conditions-state.ts";
import { skirmishKillTriggers } from "./triggers-skirmish-kills.ts";
import { playerEffects } from "./effects-players.ts";
import { describedConditions } from "./conditions-described.ts";
import { cultures, itemClasses, keywords, players, races, refs, sides, timings, words } from "./words.ts";
import { fellowshipFilters } from "./filters-fellowship.ts";
import { gameTextPhrases } from "./game-text.ts";
import { elvenEffects } from "./effects-elven.ts";
import { playedOnTriggers } from "./triggers-played-on.ts";
import { awaitedConditions } from "./conditions-awaited.ts";
import { spotEffects } from "./effects-spot.ts";
import { drawDeckEffects } from "./effects-draw-deck.ts";
import { eventInSkirmishTriggers } from "./triggers-event-in-skirmish.ts";
import { shadowNumberEffects } from "./effects-shadow-number.ts";
import { playSiteEffects } from "./effects-play-site.ts";
import { mayHealEffects } from "./effects-may-heal.ts";
import { effectsAsCosts } from "./effects-as-costs.ts";
import { spotSignetConditions } from "./conditions-spot-signet.ts";
import { woundsOnConditions } from "./conditions-wounds-on.ts";
import { bearingModifiers } from "./modifiers-bearing.ts";
import { fierceSkirmishPhrases } from "./skirmish-fierce.ts";
import { takeOffRingEffects } from "./effects-take-off-ring.ts";
import { ruleDiscardModifiers } from "./modifiers-rule-discard.ts";
import { keywordLossModifiers } from "./modifiers-keyword-loss.ts";
import { enterExhaustedModifiers } from "./modifiers-enter-exhausted.ts";

/**
 * The Lord of the Rings TCG vocabulary (declarations only).
 * In render templates, `card|cards` after a number slot is the singular/plural pair for that number.
 */
export const lotrTcg: GameVocabulary = {
  game: "lotr-tcg",
  title: "The Lord of the Rings Trading Card Game",
  cardTypes,
  nouns,
  stats,
  cultures,
  sides,
  races,
  itemClasses,
  timings,
  keywords,
  phrases: [...effects, ...playSiteEffects, ...mayHealEffects, ...costs, ...triggers, ...conditions, ...modifiers, ...filters, ...values, ...placements, ...participation, ...participationEffects, ...spotListCosts, ...siteListConditions, ...siteListTriggers, ...skirmishFilters, ...burdenSpotting, ...playerChoiceEffects, ...phaseTriggers, ...engineEventTriggers, ...exertionPhrases, ...roamingModifiers, ...killTriggers, ...siteConditions, ...siteReplacementEffects, ...skirmishTacticEffects, ...skirmishSiteConditions, ...moveDiscardTriggers, ...playedToFilters, ...placementFilters, ...shadowNumberChanges, ...keywordLoss, ...gameTextSuppression, ...playedSiteConditions, ...weaponModifiers, ...totalEffects, ...keywordConditions, ...woundPreventionEffects, ...skirmishLoss, ...discardEffects, ...handResetEffects, ...prohibitionPhrases, ...playHealTriggers, ...discardDrawEffects, ...stackingPhrases, ...revealEffects, ...lendStrengthPhrases, ...topOfDeckEffects, ...alternativeCosts, ...fellowshipMoves, ...siteArrivalTriggers, ...fellowshipFilters, ...spotEffects, ...shadowNumberEffects, ...effectsAsCosts, ...eventInSkirmishTriggers, ...drawDeckEffects, ...spotOrCosts, ...discardTopCountPhrases, ...exertWoundTriggers, ...skirmishActionModifiers, ...assignmentBlockEffects, ...noSuchCardConditions, ...playForEachEffects, ...startOfPhaseTriggers, ...transferPhrases, ...returnToMasterPhrases, ...gameTextPhrases, ...elvenEffects, ...playedOnTriggers, ...awaitedConditions, ...deckEndEffects, ...describedConditions, ...skirmishKillTriggers, ...stateConditions, ...raceCountPhrases, ...turnAssignmentTriggers, ...furtherEventTriggers, ...playerEffects, ...corePhrases, ...spotSignetConditions, ...siteWhichConditions, ...turnHistoryConditions, ...woundsOnConditions, ...bearingModifiers, ...fierceSkirmishPhrases, ...takeOffRingEffects, ...ruleDiscardModifiers, ...keywordLossModifiers, ...enterExhaustedModifiers],
  words,
  refs,
  players,
};
