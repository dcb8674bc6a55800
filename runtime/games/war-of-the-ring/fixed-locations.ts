/**
 * The locations a scenario of play fixes, as data the table hands the engine (`NewGameOptions.fixedLocations`): the
 * engine knows no location by name. The Fellowship of the Ring scenario (digest §8) uses only these paths, and
 * activates these battlegrounds, one entry a round (round 4: two; rounds 5 and 6 only if the game lasts that long).
 */
import type { FixedLocations } from "./engine/types.ts";
import type { ScenarioId } from "./state/game.ts";

export const FIXED_LOCATIONS: Readonly<Partial<Record<ScenarioId, FixedLocations>>> = {
  fellowship: {
    paths: [
      "path-1-bucklebury-ferry",
      "path-1-gildors-encampment",
      "path-2-inn-of-the-prancing-pony",
      "path-2-the-old-forest",
      "path-3-fords-of-bruinen",
      "path-3-imladris",
      "path-4-caradhras",
      "path-4-khazad-dum",
      "path-4-the-doors-of-durin",
      "path-5-egladil",
      "path-5-dimrill-dale",
      "path-5-lothlorien",
      "path-6-amon-hen",
    ],
    battlegrounds: [["bg-minas-morgul"], ["bg-rivendell"], ["bg-moria"], ["bg-lorien", "bg-dol-guldur"], ["bg-orthanc"], ["bg-morannon"]],
  },
};
