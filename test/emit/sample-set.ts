import type { CardIR, SetIR } from "../../compiler/ir/ir.ts";

/** A card with every field filled with a neutral default; `fields` overrides. */
export function card(fields: Partial<CardIR> & Pick<CardIR, "id" | "title">): CardIR {
  return {
    subtitle: null,
    unique: false,
    side: null,
    culture: null,
    type: "event",
    race: null,
    itemClass: null,
    twilight: 0,
    strength: null,
    vitality: null,
    resistance: null,
    signet: null,
    site: null,
    home: null,
    keywords: [],
    text: "",
    abilities: [],
    ...fields,
  };
}

const dwarf = { filter: { quantifier: "a", terms: [{ op: "race", args: { race: "dwarf" } }] }, bind: "that Dwarf" };

/** Hand-written IR covering every ability kind, given out of id order on purpose. */
export const sampleSet: SetIR = {
  game: "test-game",
  number: 7,
  name: "Samples",
  cards: [
    card({
      id: "7C20",
      title: "Axe Strike",
      text: "Skirmish: make a Dwarf strength +2 (or +3 if he bears a hand weapon).",
      abilities: [
        {
          kind: "activated",
          timings: ["skirmish"],
          condition: null,
          costs: [],
          effects: [
            {
              op: "modify-strength",
              args: { target: dwarf, amount: 2 },
              duration: { until: "end-of-skirmish", implicit: true },
              alternative: { arg: "amount", value: 3, condition: { op: "bears", args: { who: { ref: "that Dwarf" }, what: "hand weapon" } } },
            },
          ],
        },
      ],
    }),
    card({
      id: "7R3",
      title: "Gimli",
      subtitle: "Son of Glóin",
      unique: true,
      side: "free-peoples",
      type: "companion",
      race: "dwarf",
      twilight: 2,
      strength: 6,
      vitality: 3,
      keywords: ["damage"],
      text: "Damage +1.\nSkirmish: exert Gimli then make him strength +2.",
      abilities: [
        { kind: "keyword", keyword: "damage", value: 1, stats: {} },
        {
          kind: "activated",
          timings: ["skirmish"],
          condition: { op: "at-site", args: { n: 3 } },
          costs: [{ op: "exert", args: { target: { ref: "self" } } }],
          effects: [{ op: "modify-strength", args: { target: { ref: "self" }, amount: 2 }, optional: true }],
        },
      ],
    }),
    card({
      id: "7U10",
      title: "Watcher",
      side: "shadow",
      type: "condition",
      text: "To play, spot a Dwarf.\nPlays to your support area.\nWhile you can spot a Dwarf, every Dwarf is strength -1.\nWhen you play this condition, you may draw a card.\nResponse: if a Dwarf is about to take a wound, discard this condition then prevent that wound.",
      abilities: [
        { kind: "requirement", conditions: [{ op: "spot", args: { target: dwarf } }], costs: [] },
        { kind: "placement", rule: { op: "support-area", args: {} } },
        { kind: "static", condition: { op: "spot", args: { target: dwarf } }, modifier: { op: "strength", args: { amount: -1 } } },
        {
          kind: "trigger",
          starter: "when",
          active: { op: "in-play", args: {} },
          trigger: { op: "played", args: { card: { ref: "self" } } },
          condition: null,
          costs: [],
          effects: [{ op: "draw", args: { n: 1 }, optional: true }],
        },
        {
          kind: "response",
          timing: "response",
          trigger: { op: "about-to-take-wound", args: { target: dwarf } },
          costs: [{ op: "discard", args: { target: { ref: "self" } } }],
          effects: [{ op: "prevent-wound", args: {} }],
        },
      ],
    }),
  ],
};

/** Strings that break naive code generation. */
export const HOSTILE = [
  'quote " and \\ backslash',
  "single ' quote",
  "back`tick ${process.exit(1)}",
  "</script><script>alert(1)</script>",
  "line\u2028sep\u2029para",
  "end comment */ // and /* open",
  "__proto__",
  "new\nline\r\ttab",
  "emoji 🜂 and lone \ud800 surrogate",
];
