/**
 * Counts the sentence shapes of the printed set-1 texts and prints the markdown table for
 * docs/language.md ("Sentence shapes of set 1"). A documentation helper only: nothing imports it.
 *
 *   npx tsx scripts/shapes.ts [path/to/lotr-tcg-set01.json]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

interface PrintedCard {
  collInfo: string;
  title: string;
  type: string;
  gametext?: string;
}

/** One printed sentence, with the ability it belongs to. */
interface Sentence {
  text: string;
  /** The ability's label (`Skirmish`, `Fellowship or Regroup`), if the ability has one. */
  label?: string;
  /** True for the sentence that opens a labelled ability. */
  opensLabel: boolean;
  /** Parenthesised reminder text printed after the sentence. */
  reminder?: string;
  card: PrintedCard;
}

interface Shape {
  group: string;
  shape: string;
  test: (s: Sentence) => boolean;
  cardscript: string;
}

const dataPath = process.argv[2] ?? join(import.meta.dirname, "..", "..", "shared", "data", "lotr-tcg-set01.json");
const cards = JSON.parse(readFileSync(dataPath, "utf8")) as PrintedCard[];

const TIMING = "(?:Fellowship|Shadow|Maneuver|Archery|Assignment|Skirmish|Regroup|Response)";
const LABEL = new RegExp(`^(${TIMING}(?: or\\s+(?:&nbsp;)?${TIMING})?):\\s*`);

const KEYWORD_SENTENCE = /^(Damage \+\d|Archer|Fierce|Ranger|Tracker)\.$/;

/** Splits one printed line into sentences at full stops outside parentheses. */
function splitSentences(line: string): { text: string; reminder?: string }[] {
  const out: { text: string; reminder?: string }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if ((ch === "." || ch === "!") && depth === 0 && (i + 1 === line.length || line[i + 1] === " ")) {
      // "Let Them Come!" style titles never end a printed sentence in set 1 except with a full stop.
      if (ch === "!") continue;
      out.push({ text: line.slice(start, i + 1).trim() });
      start = i + 1;
    }
  }
  const rest = line.slice(start).trim();
  if (rest) {
    const last = out.at(-1);
    // A whole parenthesised sentence after a keyword is reminder text; elsewhere it is a rule.
    if (last && rest.startsWith("(") && rest.endsWith(")") && KEYWORD_SENTENCE.test(last.text)) last.reminder = rest;
    else out.push({ text: rest });
  }
  return out;
}

/** Every printed sentence of the set, and the number of abilities (labelled abilities absorb the rest of their line). */
function sentencesOf(all: PrintedCard[]): { sentences: Sentence[]; abilities: number } {
  const sentences: Sentence[] = [];
  let abilities = 0;
  for (const card of all) {
    for (const line of (card.gametext ?? "").split("\n")) {
      let label: string | undefined;
      for (const { text, reminder } of splitSentences(line)) {
        const m = LABEL.exec(text);
        if (m) {
          label = m[1]!.replace(/\s+(?:&nbsp;)?/g, " ");
          abilities++;
          sentences.push({ text: text.slice(m[0].length), label, opensLabel: true, reminder, card });
        } else {
          if (!label) abilities++;
          sentences.push({ text, label, opensLabel: false, reminder, card });
        }
      }
    }
  }
  return { sentences, abilities };
}

const re = (pattern: RegExp) => (s: Sentence) => pattern.test(s.text);
const labelled = (name: string, event: boolean) => (s: Sentence) =>
  s.label === name && s.opensLabel && (s.card.type === "Event") === event;

const CHARACTER_KEYWORDS = "Archer|Ranger|Fierce|Tracker";
const CARD_KEYWORDS = "Tale|Spell|Weather|Search|Stealth|Pipeweed";
const SITE_KEYWORDS = "Forest|River|Plains|Marsh|Underground|Sanctuary|Mountain";

const titles = [...new Set(cards.map((c) => c.title))].sort((a, b) => b.length - a.length);
/** Titles of other cards named in a sentence (a card naming itself does not count). */
function otherTitles(s: Sentence): string[] {
  let text = s.text;
  const found: string[] = [];
  for (const t of titles) {
    if (t.length < 4 || !text.includes(t)) continue;
    text = text.split(t).join(" ");
    if (t !== s.card.title) found.push(t);
  }
  return found;
}
const namesItself = (s: Sentence) => s.card.type !== "Site" && s.text.includes(s.card.title);

const shapes: Shape[] = [
  // keywords
  { group: "keyword", shape: "character keyword (`Archer.` `Ranger.` `Fierce.` `Tracker.`)", test: re(new RegExp(`^(${CHARACTER_KEYWORDS})\\.$`)), cardscript: "`Fierce.`" },
  { group: "keyword", shape: "keyword with a value (`Damage +1.`)", test: re(/^Damage \+\d\.$/), cardscript: "`Damage +1.`" },
  { group: "keyword", shape: "keyword followed by reminder text `(Add 1 to …)`", test: (s) => s.reminder !== undefined && /^(Damage|Archer)/.test(s.text), cardscript: "`Archer.` (reminder text is not written; the vocabulary renders it)" },
  { group: "keyword", shape: "Ring-bearer with resistance", test: re(/^Ring-bearer \(resistance \d+\)\.$/), cardscript: "`Ring-bearer (resistance 10).`" },
  { group: "keyword", shape: "card keyword (`Tale.` `Spell.` `Weather.` `Search.` `Stealth.` `Pipeweed.`)", test: re(new RegExp(`^(${CARD_KEYWORDS})\\.$`)), cardscript: "`Spell.` `Weather.`" },
  { group: "keyword", shape: "site keyword (`River.` `Sanctuary.` `Underground.` …)", test: re(new RegExp(`^(${SITE_KEYWORDS})\\.$`)), cardscript: "`Forest.` `Sanctuary.`" },
  // play requirements and placement
  { group: "play requirement", shape: "`To play, spot …`", test: re(/^To play, spot /), cardscript: "`To play, spot a [moria] Orc.`" },
  { group: "play requirement", shape: "`To play, exert …`", test: re(/^To play, exert /), cardscript: "`To play, exert an [isengard] minion.`" },
  { group: "play requirement", shape: "cost to play this card (`Exert a Dwarf to play this condition.`)", test: re(/ to play this (condition|card)\.$/), cardscript: "`To play, exert a Dwarf.`" },
  { group: "placement", shape: "`Plays to your support area.`", test: re(/^Plays to your support area\.$/), cardscript: "`Plays to your support area.`" },
  { group: "placement", shape: "`Plays on …` (site, companion, Ring-bearer, named card)", test: re(/^Plays on /), cardscript: "`Plays on a companion (except an Elf).`" },
  { group: "placement", shape: "`Bearer must be …`", test: re(/^Bearer must be /), cardscript: "`Bearer must be a [moria] Orc.`" },
  { group: "placement", shape: "`Limit 1 per …`", test: re(/^Limit 1 per /), cardscript: "`Limit 1 per character.`" },
  // static modifiers
  { group: "static modifier", shape: "`While …, X is …` (conditional modifier)", test: (s) => !s.label && /^While [^,]+, .*\b(is|are)\b/.test(s.text), cardscript: "`While you can spot a weather condition, this minion is strength +3.` / printed `This minion is damage +2 while …` is written `While this minion is …, it is damage +2.`" },
  { group: "static modifier", shape: "`X is strength/damage/defender ±N` (unconditional)", test: (s) => !s.label && /^(?!While|For each|Each time|When|If )[^,]*\b(is|are) (strength|damage|defender) [+-]\d/.test(s.text), cardscript: "`Each Dwarf is damage +1.` / `He is damage +1.`" },
  { group: "static modifier", shape: "grants a keyword (`Bearer is an archer.`, `… is fierce.`)", test: (s) => !s.label && /\bis (an archer|fierce)\b/.test(s.text), cardscript: "`Bearer is an archer.`" },
  { group: "static modifier", shape: "twilight cost change", test: (s) => /twilight cost/.test(s.text), cardscript: "`The twilight cost of each Hobbit is -1.` / `Cave Troll of Moria's twilight cost is -2.`" },
  { group: "static modifier", shape: "archery total (`The minion archery total is -1.`, `add 1 to the minion archery total`)", test: re(/archery total/), cardscript: "`The minion archery total is -1.`" },
  { group: "static modifier", shape: "move limit", test: re(/move limit/), cardscript: "`While you can spot a ranger, the move limit for this turn is +1.`" },
  { group: "static modifier", shape: "roaming penalty", test: re(/roaming penalty/), cardscript: "`The roaming penalty for each [sauron] minion you play is -1.`" },
  { group: "static modifier", shape: "Shadow number", test: re(/Shadow number/), cardscript: "`Each site's Shadow number is -1.`" },
  { group: "static modifier", shape: "prohibition / cap (`may not`, `cannot`, `does not`, `no more than`, `unless … tripled`)", test: re(/\b(may not|cannot|does not|no more than|not overwhelmed|No player may)\b/), cardscript: "`Bearer takes no more than 1 wound during each skirmish phase.`" },
  { group: "static modifier", shape: "phase skipped (`skip the archery phase`, `there are no … phases`)", test: re(/\bskip the|there are no /), cardscript: "`While the fellowship is at this site, skip the archery phase.`" },
  { group: "static modifier", shape: "copies game text (`has the game text of that site`)", test: re(/has the game text/), cardscript: "`While you can spot your site 3, Silinde has the game text of that site.`" },
  // values
  { group: "value", shape: "`for each …` (counted value)", test: re(/\b[Ff]or each\b/), cardscript: "`This minion is strength +1 for each other Uruk-hai you can spot.`" },
  { group: "value", shape: "`X` chosen by a cost (`spot X pipes`, `Add (X)`)", test: re(/\bX\b/), cardscript: "`Fellowship: add (X) then heal a Hobbit companion X times.` (`strength -X` has no token yet, see below)" },
  { group: "value", shape: "bonus cap (`(limit +3)`, `(limit 5)`, `(to a minimum of 1)`)", test: re(/\((limit [+(]?\d|to a minimum)/), cardscript: "`make this minion strength +1 (limit +3)`" },
  // activated abilities and events by timing word
  ...(["Fellowship", "Shadow", "Maneuver", "Archery", "Assignment", "Skirmish", "Regroup", "Fellowship or Regroup", "Maneuver or Skirmish"] as const).flatMap(
    (t): Shape[] => [
      { group: "activated", shape: `\`${t}:\` ability on a card in play`, test: labelled(t, false), cardscript: `\`${t}: … then ….\`` },
      { group: "event", shape: `\`${t}:\` event`, test: labelled(t, true), cardscript: `\`${t}: … .\`` },
    ],
  ),
  // costs ("X to Y")
  { group: "cost", shape: "`Exert X to …`", test: (s) => !!s.label && /^(If [^,]*, )?[Ee]xert .* to /.test(s.text), cardscript: "`exert Gimli then make him strength +2`" },
  { group: "cost", shape: "`Discard … to …`", test: (s) => !!s.label && /^(If [^,]*, )?[Dd]iscard .* to /.test(s.text), cardscript: "`discard this condition then make bearer strength +2`" },
  { group: "cost", shape: "`Remove (N) to …`", test: (s) => !!s.label && /^(If [^,]*, )?[Rr]emove \(\w\) to /.test(s.text), cardscript: "`remove (2) then heal an Uruk-hai`" },
  { group: "cost", shape: "`Add (N)` / `Add a burden` to …", test: (s) => !!s.label && /^(If [^,]*, )?[Aa]dd (\(\w\)|a burden) to /.test(s.text), cardscript: "`add (2) then reveal the top 3 cards of your draw deck`" },
  { group: "cost", shape: "`Spot … to …`", test: (s) => /^(If [^,]*, )?[Ss]pot .* to /.test(s.text), cardscript: "`spot Gandalf then prevent that wound`" },
  { group: "cost", shape: "`Play X to …` (site: play a Hobbit to draw)", test: (s) => !!s.label && /^Play an? \w+ to /.test(s.text), cardscript: "`Fellowship: play a Hobbit then draw a card.`" },
  { group: "cost", shape: "two costs joined by `and` (`Exert … and spot … to`)", test: (s) => !!s.label && /^(If [^,]*, )?(Exert|Spot|Discard|Remove|Add)\b[^.]* and (exert|spot|discard|remove|add)\b[^.]* to /.test(s.text), cardscript: "`exert this minion and spot a companion then …`" },
  { group: "cost", shape: "alternative costs (`Exert Arwen or discard 2 cards … to`, `… or exert …`)", test: (s) => !!s.label && /(\bor (exert|discard) |, or (exert|spot|add) )/.test(s.text), cardscript: "`exert Arwen or discard 2 cards from hand then make her strength +1`" },
  // responses
  { group: "response", shape: "`Response: If …`", test: (s) => s.label === "Response" && s.opensLabel, cardscript: "`Response: if a Dwarf wins a skirmish, heal that Dwarf.`" },
  { group: "response", shape: "`is about to …`", test: re(/is about to/), cardscript: "`Response: if a Nazgûl is about to take a wound, prevent that wound.`" },
  { group: "response", shape: "`… instead` (replacement)", test: re(/\binstead\b/), cardscript: "`Response: if the Ring-bearer is about to heal, remove a burden instead.`" },
  { group: "response", shape: "prevention (`prevent that wound`)", test: re(/\bprevent\b/), cardscript: "`prevent that wound`" },
  { group: "response", shape: "cancel (an event, a skirmish, a bonus)", test: re(/\bcancel\b/i), cardscript: "`exert this minion then cancel that event`" },
  // triggers
  { group: "trigger", shape: "`When you play this …` / `When you play <title>`", test: re(/^When (you play|played on)/), cardscript: "`When you play this minion, you may add (2).`" },
  { group: "trigger", shape: "`Each time …`", test: re(/^Each time /), cardscript: "`Each time Gimli wins a skirmish, you may wound an Orc.`" },
  { group: "trigger", shape: "`At the start/beginning/end of …`", test: re(/^At the (start|beginning|end) of /), cardscript: "`At the start of each of your turns, heal this ally.` / printed `Discard this condition at the end of the turn.` is written `At the end of the turn, discard this condition.`" },
  { group: "trigger", shape: "`When the fellowship moves to/from …`, `Each time the fellowship moves`", test: re(/(When|Each time) the fellowship moves/), cardscript: "`When the fellowship moves to Dwarrowdelf Chamber, Gimli or 2 other companions must exert.`" },
  { group: "trigger", shape: "state trigger (`If bearer kills …`, `Discard this condition if …`)", test: (s) => !s.label && (/^If /.test(s.text) || /^Discard this condition if /.test(s.text)), cardscript: "written as `Each time`: `Each time bearer kills a companion in a skirmish, add 1 burden (or 2 burdens if that companion was a Hobbit).` / `Each time a Dwarf loses a skirmish, discard this condition.`" },
  { group: "trigger", shape: "`you may` (optional effect)", test: re(/\b[Yy]ou may\b|\bmay (draw|exert|discard)/), cardscript: "`you may wound an Orc`" },
  // choices, alternatives, conditions, durations
  { group: "choice", shape: "`Choose one:`", test: re(/Choose one:/), cardscript: "`Choose one: …; … .` (not printed in set 1)" },
  { group: "choice", shape: "a player chooses (`choose to either … or …`, `choose an opponent`)", test: re(/\bchooses? (to either|an opponent)/), cardscript: "`make the opponent choose to either exert the Ring-bearer or add a burden`" },
  { group: "choice", shape: "two abilities joined by `, or` (`Exert Aragorn to heal Arwen, or exert Arwen to heal Aragorn`)", test: (s) => !!s.label && /, or (exert|spot|add) .* to /.test(s.text), cardscript: "`Maneuver: exert Aragorn then heal Arwen; or exert Arwen then heal Aragorn.`" },
  { group: "alternative", shape: "`(or +N if …)` / `(or N …)` alternative value", test: re(/\(or [+\d]|\(or \w+ burdens|\(or spot/), cardscript: "`make a Dwarf strength +2 (or +3 if he bears a [dwarven] hand weapon)`" },
  { group: "condition", shape: "`if …` / `If …, …` inside an ability", test: (s) => s.label !== "Response" && /\b[Ii]f\b/.test(s.text) && !/\(or [+\d]/.test(s.text), cardscript: "`Fellowship: if the twilight pool has fewer than 2 twilight tokens, add (2) then …`" },
  { group: "condition", shape: "`Otherwise, …`", test: re(/^Otherwise/), cardscript: "`…; if it is a [moria] Orc, take it into hand; otherwise, discard it.`" },
  { group: "condition", shape: "location condition (`At sites 1 to 4, …`, `at an underground site`, `at a plains site`)", test: re(/\b[Aa]t (sites? \d|an underground site|a plains site|a sanctuary|a river|any other site|this site)/), cardscript: "printed wording kept: `Skirmish: at sites 1 to 5, cancel a skirmish involving a Hobbit; at any other site, make a Hobbit strength +2.`; a subject-less `While at a plains site` gets its subject: `While bearer is at a plains site, bearer is strength +2.`" },
  { group: "condition", shape: "`(except …)` exclusion", test: re(/\(except /), cardscript: "`wound a companion (except the Ring-bearer)`" },
  { group: "duration", shape: "`until the regroup phase`", test: re(/until the regroup phase|Until the regroup phase/), cardscript: "`make Lurtz fierce until the regroup phase`" },
  { group: "duration", shape: "`for this turn` / `this turn` / `at the end of the turn`", test: re(/\b(for this turn|this turn|each turn|at the end of the turn)\b/), cardscript: "`the move limit for this turn is +1`" },
  // references
  { group: "reference", shape: "pronoun: `that Dwarf`, `that minion`, `that companion` …", test: re(/\bthat (Dwarf|Elf|Orc|minion|companion|ally|character|player|Hobbit|event|wound|card|weapon|Uruk-hai|exertion|site)\b/), cardscript: "`exert a Dwarf then make that Dwarf strength +3 and damage +1`" },
  { group: "reference", shape: "pronoun: `he`, `she`, `him`, `her`, `his`, `it`, `its`", test: re(/\b([Hh]e|[Ss]he|him|her|his|[Ii]t|its)\b/), cardscript: "`exert a Hobbit then make him strength +3`" },
  { group: "reference", shape: "`bearer`", test: re(/\b[Bb]earer\b(?! must be)/), cardscript: "`Skirmish: exert bearer then make him strength +2.`" },
  { group: "reference", shape: "this card (`this minion`, `this condition`, `this possession`, `this ally`)", test: re(/\bthis (minion|condition|possession|ally|card|weapon)\b/), cardscript: "`discard this condition then …`" },
  { group: "reference", shape: "the card's own title", test: namesItself, cardscript: "`Skirmish: exert Gimli then make him strength +2.`" },
  { group: "reference", shape: "another card by title", test: (s) => otherTitles(s).length > 0, cardscript: "`Bearer must be Gimli.` / `play \"Bill the Pony\" from your draw deck` (string when no compiled file defines it)" },
  // zones and hidden information
  { group: "zone", shape: "reveal (hand, top cards, bottom card)", test: re(/\breveal/i), cardscript: "`spot a Dwarf then reveal the top 3 cards of your draw deck`" },
  { group: "zone", shape: "look at", test: re(/\blook at\b/), cardscript: "`exert an Elf then look at an opponent's hand`" },
  { group: "zone", shape: "play from draw deck", test: re(/\bplay .* from (your|the) draw deck|from your draw deck or hand/i), cardscript: "`Fellowship: play a [gandalf] character from your draw deck.`" },
  { group: "zone", shape: "from your discard pile (play, take, shuffle, transfer)", test: re(/from your (support area or )?discard pile/), cardscript: "`Shadow: play a [moria] Orc from your discard pile.`" },
  { group: "zone", shape: "take into hand", test: re(/\b[Tt]ake .*into (hand|your hand)|[Tt]ake into your hand/), cardscript: "`…; take all [shire] cards revealed into hand and discard the rest` (a follow-up printed sentence joins its ability with `;`)" },
  { group: "zone", shape: "shuffle into draw deck / place beneath draw deck", test: re(/shuffle|beneath your draw deck/i), cardscript: "`shuffle a [dwarven] event from your discard pile into your draw deck`" },
  { group: "zone", shape: "stack on a card / play a stacked card", test: re(/\bstack/i), cardscript: "`stack that Orc on this condition` / `play an Orc stacked here as if played from hand`" },
  { group: "zone", shape: "transfer a card", test: re(/\b[Tt]ransfer\b/), cardscript: "`transfer this condition from your support area to the losing character`" },
  { group: "zone", shape: "replace a site / play the next site", test: re(/\breplace (it|the fellowship's site)|next site/), cardscript: "`spot a ranger then play the fellowship's next site (replacing opponent's site if necessary)`" },
  { group: "zone", shape: "discard at random / from the top of a draw deck", test: re(/at random|top (\d+ )?cards? (of|from)/), cardscript: "`make the Free Peoples player discard a card at random from hand`" },
  // common effects
  { group: "effect", shape: "`make X strength/damage ±N`, `make X fierce/defender`", test: re(/\b[Mm]ake .*\b(strength|damage|fierce|defender)\b/), cardscript: "`make a Nazgûl strength +2`" },
  { group: "effect", shape: "wounds (`wound`, `take a wound`, `exhaust`, `must exert`)", test: re(/\b([Ww]ound|[Ee]xhaust)\b(?! \w+ at the start)|\bmust exert\b/), cardscript: "`wound a companion (except the Ring-bearer)`" },
  { group: "effect", shape: "heal", test: re(/\b[Hh]eal\b/), cardscript: "`heal every ally whose home is site 3`" },
  { group: "effect", shape: "burdens (add, remove, spot)", test: re(/\bburdens?\b/), cardscript: "`add a burden` / `remove a burden`" },
  { group: "effect", shape: "twilight tokens (`add (N)`, `remove (N)`)", test: re(/\((\d|X)\)/), cardscript: "`add (2)` / `remove (X)`" },
  { group: "effect", shape: "draw cards", test: re(/\b[Dd]raws? (a|\d|an|1)\b|draw 8|draw an equal/), cardscript: "`draw a card`" },
  { group: "effect", shape: "assign to a skirmish", test: re(/\bassign(s|ing)? /i), cardscript: "`assign a companion (except the Ring-bearer) to skirmish Úlairë Toldëa`" },
  { group: "effect", shape: "The One Ring: wear / put on / corrupt", test: re(/wears? The One Ring|puts? on The One Ring|corrupt/), cardscript: "`he wears The One Ring until the regroup phase`" },
  { group: "effect", shape: "participation (`participate in archery fire and skirmishes`)", test: re(/particip/), cardscript: "`that ally is strength +3 and participates in archery fire and skirmishes`" },
  // sites
  { group: "site", shape: "site text (any sentence on a site card)", test: (s) => s.card.type === "Site", cardscript: "`Sanctuary.` `Fellowship: play an Elf then draw a card.`" },
];

const { sentences, abilities } = sentencesOf(cards);

const cardsWithText = cards.filter((c) => (c.gametext ?? "").trim() !== "");
const rows = shapes.map((shape) => {
  const hits = sentences.filter(shape.test);
  const ids = [...new Set(hits.map((s) => s.card.collInfo))];
  // The shortest printed sentence makes the clearest example.
  const example = [...hits].sort((a, b) => a.text.length - b.text.length)[0];
  return { shape, cards: ids.length, sentences: hits.length, example };
});

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/&nbsp;/g, "");
const total = (group: string) => rows.filter((r) => r.shape.group === group).reduce((sum, r) => sum + r.sentences, 0);
console.log(
  `Set 1 has ${cards.length} cards, ${cardsWithText.length} of them with text: ${abilities} abilities in ${sentences.length} printed sentences ` +
    `(reminder text excluded), among them ${total("activated")} activated abilities, ${total("event")} events and ` +
    `${rows.find((r) => r.shape.shape === "`Response: If …`")?.sentences} responses. ` +
    `"cards" counts the set-1 cards using a shape at least once, "sentences" the printed sentences; a sentence usually has several shapes.`,
);
console.log("");
console.log("| group | shape | cards | sentences | printed example | Cardscript |");
console.log("|---|---|---|---|---|---|");
for (const { shape, cards: n, sentences: m, example } of rows) {
  const printed = example ? `${example.card.collInfo}: *${cell((example.opensLabel ? `${example.label}: ` : "") + example.text)}*` : "—";
  console.log(`| ${shape.group} | ${cell(shape.shape)} | ${n} | ${m} | ${printed} | ${shape.cardscript.replace(/\|/g, "\\|")} |`);
}
