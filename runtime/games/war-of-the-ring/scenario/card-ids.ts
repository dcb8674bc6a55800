/**
 * The card ids a scenario line may name (`cards`, `card`, `location`): the game's cards and locations (the data's ids).
 * test/games/war-of-the-ring/scenarios.test.ts checks that the list equals the compiled cards' ids.
 */
export const CARD_IDS: readonly string[] = [
  "bg-dol-amroth", "bg-dol-guldur", "bg-edoras", "bg-harad", "bg-helms-deep", "bg-lorien", "bg-minas-morgul",
  "bg-minas-tirith", "bg-morannon", "bg-moria", "bg-orthanc", "bg-pelargir", "bg-rivendell", "bg-umbar",
  "dunedain-01", "dunedain-02", "dunedain-03", "dunedain-04", "dunedain-05", "dunedain-06", "dunedain-07",
  "dunedain-08", "dunedain-09", "dunedain-10", "dunedain-11", "dunedain-12", "dunedain-13", "dunedain-14",
  "dunedain-15", "dunedain-16", "dunedain-17", "dunedain-18", "dwarf-01", "dwarf-02", "elf-01", "elf-03", "elf-04",
  "elf-05", "elf-06", "elf-07", "elf-08", "elf-09", "elf-10", "elf-11", "elf-12", "elf-13", "hobbit-01", "hobbit-02",
  "hobbit-03", "hobbit-04", "hobbit-05", "hobbit-06", "hobbit-07", "hobbit-08", "hobbit-09", "hobbit-10",
  "isengard-01", "isengard-02", "isengard-03", "isengard-04", "isengard-06", "isengard-07", "isengard-08",
  "isengard-09", "isengard-10", "isengard-11", "isengard-12", "monstrous-01", "monstrous-03", "monstrous-04",
  "monstrous-05", "monstrous-06", "monstrous-07", "monstrous-08", "monstrous-09", "monstrous-10", "monstrous-11",
  "monstrous-12", "mordor-01", "mordor-02", "mordor-03", "mordor-04", "mordor-05", "mordor-10", "mordor-11",
  "mordor-12", "mordor-13", "mordor-14", "mordor-15", "mordor-16", "mordor-17", "mordor-18", "mordor-19",
  "mordor-20", "mordor-21", "mordor-22", "mordor-23", "mordor-24", "mordor-25", "mordor-26", "mordor-27",
  "mordor-28", "mordor-29", "mordor-30", "mordor-31", "path-1-bag-end", "path-1-bucklebury-ferry",
  "path-1-gildors-encampment", "path-2-inn-of-the-prancing-pony", "path-2-the-old-forest", "path-2-weathertop",
  "path-3-fords-of-bruinen", "path-3-imladris", "path-3-the-council-of-elrond", "path-4-caradhras",
  "path-4-khazad-dum", "path-4-the-doors-of-durin", "path-5-dimrill-dale", "path-5-egladil", "path-5-lothlorien",
  "path-6-amon-hen", "path-6-dead-marshes", "path-6-emyn-muil", "path-7-henneth-annun", "path-7-osgiliath",
  "path-7-the-cross-roads", "path-8-cirith-ungol", "path-8-morgul-vale", "path-8-shelobs-lair",
  "path-9-crack-of-doom", "path-9-morgai", "path-9-orodruin", "rohan-01", "rohan-03", "rohan-04", "rohan-05",
  "rohan-06", "rohan-07", "rohan-08", "rohan-09", "southron-01", "southron-02", "southron-03", "southron-04",
  "southron-05", "southron-06", "southron-07", "wizard-01", "wizard-02", "wizard-03", "wizard-04", "wizard-05",
  "wizard-06", "wizard-07", "wizard-08", "wizard-09", "wizard-10",
];
