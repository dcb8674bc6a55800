/**
 * Scenario files: a line-oriented text format (see docs/scenarios.md). `#` starts a comment; words
 * are separated by spaces, `"…"` quotes a name. Never throws: problems are ScenarioDiagnostics.
 */
import type { Scenario, Word } from "./ast.ts";
import { spanAt, type ScenarioDiagnostic } from "./diagnostic.ts";
import type { ScenarioSupport } from "../games/plugin.ts";
import { pluginOf, plugins } from "../games/registry.ts";

export interface ParsedScenarios {
  scenarios: Scenario[];
  diagnostics: ScenarioDiagnostic[];
}

/** A game without scenarios of its own: only the shared statements (every line of its scenarios is then reported). */
const NO_SCENARIOS: ScenarioSupport = { setup: {}, actions: {}, expectations: {}, kinds: {}, run: () => { throw new Error("no scenarios"); } };

/** Statements every game's scenarios share: `game <name>` (first), `cards <id>…` (what the scenario is about), `expect`. */
const SHARED: Record<string, string> = { game: "word", cards: "id+", expect: "" };

/** The statements of a game's files: the shared ones and the game's. */
const statementsOf = (support: ScenarioSupport): Record<string, string> => ({ ...support.setup, ...support.actions, ...SHARED });

/** The game of a file without a `game` line: the one whose folder holds it (`scenarios/<game>/…`), else the first registered. */
function gameOfPath(file: string): string {
  const parts = file.split(/[\\/]/);
  return plugins.find((p) => parts.includes(p.game))?.game ?? plugins[0]!.game;
}

/** Words of one line, with spans; an unterminated quote is reported and ends the line. */
function words(line: string, lineNo: number, lineStart: number, file: string, diags: ScenarioDiagnostic[]): Word[] {
  const out: Word[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] === " " || line[i] === "\t") {
      i++;
      continue;
    }
    if (line[i] === "#") break;
    const start = i;
    if (line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      if (close < 0) {
        diags.push({ code: "CS4106", severity: "error", file, span: spanAt(lineStart + i, lineNo, i + 1, line.length - i), message: "Expected a closing '\"', found the end of the line.", expected: '"', found: "end of line" });
        break;
      }
      out.push({ text: line.slice(i + 1, close), span: spanAt(lineStart + i, lineNo, i + 1, close + 1 - i) });
      i = close + 1;
      continue;
    }
    while (i < line.length && line[i] !== " " && line[i] !== "\t" && line[i] !== "#") i++;
    out.push({ text: line.slice(start, i), span: spanAt(lineStart + start, lineNo, start + 1, i - start) });
  }
  return out;
}

function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length]!;
}

/** The closest of `options` to `word`, if close enough to be a likely typo. */
function didYouMean(word: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const o of options) {
    const d = distance(word.toLowerCase(), o.toLowerCase());
    if (d < bestD) [best, bestD] = [o, d];
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

function unknown(file: string, w: Word, what: string, options: readonly string[]): ScenarioDiagnostic {
  const guess = didYouMean(w.text, options);
  return {
    code: "CS4101",
    severity: "error",
    file,
    span: w.span,
    message: `Expected ${what}, found '${w.text}'.${guess ? ` Did you mean '${guess}'?` : ""}`,
    expected: what,
    found: w.text,
  };
}

/** Checks one argument word against its kind; returns what was expected (and the words it could be), or null. */
function checkArg(kind: string, w: Word, aliases: Set<string>, kinds: ScenarioSupport["kinds"]): { code: string; expected: string; options?: readonly string[] } | null {
  const bad = (expected: string, code = "CS4102", options?: readonly string[]) => ({ code, expected, options });
  const words = kinds[kind];
  if (words) return words.includes(w.text) ? null : bad(`${kind === "side" ? "a side" : `a ${kind}`} (${words.join(", ")})`, "CS4102", words);
  switch (kind) {
    case "int":
      return /^-?\d+$/.test(w.text) ? null : bad("a whole number");
    case "yesno":
      return w.text === "yes" || w.text === "no" ? null : bad("yes or no", "CS4102", ["yes", "no"]);
    case "alias":
      return aliases.has(w.text) ? null : bad("a card name declared by a `card` or `attach` line", "CS4103", [...aliases]);
    case "new":
      if (aliases.has(w.text)) return bad("a name not used before in this scenario", "CS4107");
      return /^[a-z][a-z0-9-]*$/i.test(w.text) ? null : bad("a name (letters, digits and '-')");
    case "id":
      return /^\d+[A-Z]\d+$/.test(w.text) ? null : bad("a card id such as 1U12");
    default:
      return null;
  }
}

function checkArgs(file: string, spec: string, head: Word, args: Word[], aliases: Set<string>, diags: ScenarioDiagnostic[], kinds: ScenarioSupport["kinds"]): boolean {
  const items = spec.split(" ").filter(Boolean);
  let i = 0;
  const fail = (w: Word | undefined, expected: string, code = "CS4102", options: readonly string[] = []) => {
    const at = w ?? head;
    const guess = w ? didYouMean(w.text, options) : undefined;
    diags.push({
      code,
      severity: "error",
      file,
      span: w ? w.span : spanAt(head.span.end, head.span.line, head.span.endColumn, 0),
      message: `Expected ${expected} after '${head.text}', found ${w ? `'${w.text}'` : "the end of the line"}.${guess ? ` Did you mean '${guess}'?` : ""}`,
      expected,
      found: at === head ? "end of line" : at.text,
    });
    return false;
  };
  for (const item of items) {
    const m = /^(?:(\w+):)?(\w+)([?*+]?)$/.exec(item)!;
    const [, lit, kind, mult] = m as unknown as [string, string | undefined, string, string];
    if (lit) {
      if (args[i]?.text !== lit) {
        if (mult === "?" || mult === "*") continue;
        return fail(args[i], `'${lit}'`);
      }
      i++;
    }
    const many = mult === "*" || mult === "+";
    if (mult === "+" && !args[i]) return fail(undefined, kind);
    do {
      const w = args[i];
      if (!w) {
        if (mult === "" || (lit && mult !== "*")) return fail(undefined, kind === "new" ? "a name" : kind);
        break;
      }
      const problem = checkArg(kind, w, aliases, kinds);
      // an optional word that does not fit is left for the next one (`action gimli available`: no timing)
      if (problem && mult === "?" && item !== items[items.length - 1]) break;
      if (problem) return fail(w, problem.expected, problem.code, problem.options);
      if (kind === "new") aliases.add(w.text);
      i++;
    } while (many && i < args.length);
  }
  if (i < args.length) return fail(args[i], "the end of the line");
  return true;
}

/** Parses every `scenario` block of a file. */
export function parseScenarios(text: string, file: string): ParsedScenarios {
  const diagnostics: ScenarioDiagnostic[] = [];
  const scenarios: Scenario[] = [];
  let current: Scenario | null = null;
  let aliases = new Set<string>();
  let offset = 0;
  const lines = text.split(/\r?\n/);
  let game = gameOfPath(file);
  let support = pluginOf(game)?.scenarios ?? NO_SCENARIOS;
  let all = statementsOf(support);
  let bracesReported = false;
  // A scenario runs to the next `scenario` line: braces around it (as in .card files) are reported once, not on every line.
  const braces = (w: Word): void => {
    if (bracesReported) return;
    bracesReported = true;
    diagnostics.push({ code: "CS4109", severity: "error", file, span: w.span, message: `Expected the end of the line, found '${w.text}'. A scenario is not wrapped in braces: it runs to the next 'scenario' line.`, expected: "end of line", found: w.text, fixes: [{ title: `Remove '${w.text}'`, edits: [{ file, span: w.span, newText: "" }] }] });
  };
  const line = (text: string, n: number): void => {
    const lineStart = offset;
    offset += text.length + 1;
    const ws = words(text, n + 1, lineStart, file, diagnostics);
    const [head, ...args] = ws;
    if (!head) return;
    const span = spanAt(lineStart + head.span.column - 1, n + 1, head.span.column, ws[ws.length - 1]!.span.end - head.span.start);
    if (head.text === "{" || head.text === "}") {
      if (args.length === 0) braces(head);
      else diagnostics.push(unknown(file, head, "a scenario statement", ["scenario", ...Object.keys(all)]));
      return;
    }
    if (head.text === "game") {
      const name = args[0];
      const known = plugins.filter((p) => p.scenarios).map((p) => p.game);
      if (current || scenarios.length) diagnostics.push({ code: "CS4102", severity: "error", file, span, message: "Expected the 'game' line before the first scenario, found it after one.", expected: "game <name> first", found: "game" });
      else if (!name || args.length > 1) diagnostics.push({ code: "CS4102", severity: "error", file, span, message: `Expected one game name after 'game', found ${args.length} words.`, expected: "a game name", found: `${args.length} words` });
      else if (!known.includes(name.text)) diagnostics.push(unknown(file, name, `a game with scenarios (${known.join(", ")})`, known));
      else {
        game = name.text;
        support = pluginOf(game)!.scenarios!;
        all = statementsOf(support);
      }
      return;
    }
    if (head.text === "scenario") {
      // Opened even when the line is wrong, so that its statements are checked and not reported as outside a scenario.
      let name = args[0]?.text ?? "";
      const rest = args.slice(1);
      if (rest.length === 1 && rest[0]!.text === "{") braces(rest[0]!);
      else if (args.length !== 1) {
        const quoted = text.includes('"');
        name = args.map((a) => a.text).join(" ");
        diagnostics.push({ code: "CS4102", severity: "error", file, span, message: `Expected one quoted scenario name after 'scenario', found ${args.length === 0 ? "nothing" : `${args.length} words${quoted ? "" : " (put the name in quotes)"}`}.`, expected: '"name"', found: `${args.length} words` });
      }
      current = { name, game, file, span, covers: [], statements: [], errors: 0 };
      aliases = new Set();
      scenarios.push(current);
      return;
    }
    if (!current) {
      diagnostics.push({ code: "CS4104", severity: "error", file, span: head.span, message: `Expected a 'scenario "name"' line first, found '${head.text}'.`, expected: "scenario", found: head.text });
      return;
    }
    if (head.text === "expect") {
      const [what, ...rest] = args;
      if (!what) {
        diagnostics.push(unknown(file, { text: "", span: spanAt(head.span.end, n + 1, head.span.endColumn, 0) }, "what to expect", Object.keys(support.expectations)));
        return;
      }
      const spec = Object.hasOwn(support.expectations, what.text) ? support.expectations[what.text] : undefined;
      if (spec === undefined) {
        diagnostics.push(unknown(file, what, "what to expect", Object.keys(support.expectations)));
        return;
      }
      if (!checkArgs(file, spec, what, rest, aliases, diagnostics, support.kinds)) return;
      const outcomes = support.kinds.outcome;
      if (what.text === "outcome" && outcomes && !outcomes.includes(rest[0]!.text)) {
        diagnostics.push(unknown(file, rest[0]!, `an outcome (${outcomes.join(", ")})`, outcomes));
        return;
      }
      current.statements.push({ keyword: head, args, span });
      return;
    }
    const spec = Object.hasOwn(all, head.text) && head.text !== "game" ? all[head.text] : undefined;
    if (spec === undefined) {
      diagnostics.push(unknown(file, head, "a scenario statement", ["scenario", ...Object.keys(all)]));
      return;
    }
    if (!checkArgs(file, spec, head, args, aliases, diagnostics, support.kinds)) return;
    if (head.text === "cards") current.covers.push(...args.map((a) => a.text));
    else current.statements.push({ keyword: head, args, span });
  };
  lines.forEach((text, n) => {
    const before = diagnostics.length;
    line(text, n);
    if (current) current.errors += diagnostics.slice(before).filter((d) => d.severity === "error").length;
  });
  for (const s of scenarios) {
    // (a scenario with errors may have lost its expectations to them: no echo)
    if (s.errors === 0 && !s.statements.some((st) => st.keyword.text === "expect")) {
      diagnostics.push({ code: "CS4108", severity: "warning", file, span: s.span, message: `Expected at least one 'expect' line in scenario "${s.name}", found none.`, expected: "expect …", found: "no expectation" });
    }
  }
  return { scenarios, diagnostics };
}
