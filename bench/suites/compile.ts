/**
 * Compile speed: check (parse + check) and build (emit every file in memory) of the starter cards and
 * of one generated file 10× and 100× as large, against `JSON.parse` of the JSON that the build emits.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { globSync } from "tinyglobby";
import { emitSet } from "../../compiler/emit/index.ts";
import { compile } from "../../compiler/services/compile.ts";
import { measure, ms, table } from "../measure.ts";
import type { Suite } from "./suite.ts";
import { root } from "../root.ts";

const STARTERS = "cards/lotr-tcg/set01";

interface Input {
  name: string;
  path: string;
  text: string;
  runs: number;
  warmup: number;
}

/** The starter files joined into one file: one `game`/`set` header, then every card. */
function starters(): { header: string; body: string } {
  const texts = globSync(`${STARTERS}/*.card`, { cwd: root })
    .sort()
    .map((p) => readFileSync(resolve(root, p), "utf8"));
  const header = /^(?:\s*(?:#.*)?\n)*\s*game .*\n\s*set .*\n/;
  return {
    header: header.exec(texts[0]!)?.[0] ?? "",
    body: texts.map((t) => t.replace(header, "")).join("\n"),
  };
}

const CARD_LINE = /^(\s*card\s+)(\d+)([A-Z]+)(\d+)(\s+"(?:[^"\\]|\\.)*")(?:\s+"((?:[^"\\]|\\.)*)")?/gm;

/**
 * `times` copies of the starter cards in one file. Copy k moves card numbers by 1000 × k and, so that
 * title + subtitle stay unique, appends ` k` to the subtitle (or adds subtitle `Copy k`).
 */
function repeated(times: number): string {
  const { header, body } = starters();
  const copies = [body];
  for (let k = 1; k < times; k++) {
    copies.push(
      body.replace(CARD_LINE, (_, lead, set, rarity, n, title, subtitle) =>
        `${lead}${set}${rarity}${Number(n) + 1000 * k}${title} "${subtitle === undefined ? "Copy" : subtitle} ${k}"`,
      ),
    );
  }
  return header + copies.join("\n");
}

function inputs(): Input[] {
  const { header, body } = starters();
  return [
    { name: "starter cards", path: `${STARTERS}/all.card`, text: header + body, runs: 30, warmup: 3 },
    { name: "10× starter cards", path: "bench/generated-10x.card", text: repeated(10), runs: 10, warmup: 1 },
    { name: "100× starter cards", path: "bench/generated-100x.card", text: repeated(100), runs: 3, warmup: 0 },
  ];
}

export const compileSuite: Suite = {
  name: "compile",
  run() {
    const rows: string[][] = [];
    for (const input of inputs()) {
      const sources = [{ path: input.path, text: input.text }];
      const result = compile(sources);
      const json = result.sets.flatMap((s) => emitSet(s)).filter((f) => /\/set\d+\.json$/.test(f.path)).map((f) => f.contents);
      const cards = result.sets.reduce((n, s) => n + s.cards.length, 0);
      const errors = result.diagnostics.filter((d) => d.severity === "error").length;
      const check = measure(() => compile(sources), input.runs, input.warmup);
      const emit = measure(() => result.sets.flatMap((s) => emitSet(s)), Math.max(input.runs, 10), input.warmup + 1);
      const parseJson = measure(() => json.forEach((j) => JSON.parse(j)), Math.max(input.runs, 20), 3);
      const build = check.median + emit.median;
      rows.push([
        input.name,
        String(input.text.split("\n").length),
        String(cards),
        String(errors),
        `${ms(check.median)} / ${ms(check.p95)}`,
        `${ms(emit.median)} / ${ms(emit.p95)}`,
        `${ms(parseJson.median)} / ${ms(parseJson.p95)}`,
        `${(build / parseJson.median).toFixed(0)}×`,
      ]);
      console.log(`compile: ${input.name} done`);
    }
    return [
      "## Compile: check + build vs JSON.parse",
      "",
      "Parse + check (`compile`, the services API) and emit of all five files of each set in memory (no disk I/O)",
      `of the starter cards (\`${STARTERS}\` joined into one file) and of one generated file holding 10 and 100 copies of them`,
      "(card numbers moved by 1000 and subtitles numbered per copy), against `JSON.parse` of the set JSON that the build emits.",
      "Times in ms, median / p95; ratio = (check + emit medians) / JSON.parse median. The machine is shared, so p95 is noisy.",
      "",
      table(["input", "lines", "cards", "errors", "check (ms)", "emit (ms)", "JSON.parse (ms)", "ratio"], rows),
    ].join("\n");
  },
};
