/**
 * Each game's browser entry (runtime/games/<game>/browser.ts, built as build/runtime-<game>.min.mjs) holds the
 * game's engine table and what it runs on: neither the table's words (the board, the actions and the log in
 * sentences, which only `cardc play` shows) nor the scenario runner, the vocabulary's patterns and documentation
 * (the compiler's), or any compiler code. Sizes are measured by `npm run bench`, not here.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";
import { plugins } from "../../runtime/games/registry.ts";
import type { EngineTable, TableWords } from "../../runtime/games/table.ts";

const root = join(import.meta.dirname, "../..");

// every member of `TableWords` (a member added there and not here fails to compile)
const WORDS: Record<keyof TableWords, true> = { endingNames: true, logSize: true, board: true, prompt: true, describe: true, isPass: true, cardText: true, narrate: true, introduction: true };
/** The modules of a game's words: its table's (table-words.ts), the log in sentences, the decisions in words. */
const WORD_MODULES = /\/(table-words|narrate|decision-words)\.ts$/;

for (const { game } of plugins) {
  const entry = `runtime/games/${game}/browser.ts`;
  it(`${entry} bundles the engine table without its words, the scenario runner, the vocabulary or the compiler`, async () => {
    expect(existsSync(join(root, entry)), entry).toBe(true);
    const r = await build({ absWorkingDir: root, entryPoints: [entry], bundle: true, format: "esm", platform: "browser", write: false, metafile: true, logLevel: "silent" });
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs.filter((f) => f.startsWith("compiler/"))).toEqual([]);
    expect(inputs.filter((f) => f.startsWith("runtime/scenario/") || f.includes("/scenario/"))).toEqual([]);
    expect(inputs.filter((f) => f.endsWith("/vocabulary/index.ts"))).toEqual([]);
    expect(inputs.filter((f) => WORD_MODULES.test(f))).toEqual([]);
    const bundle = await import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0]!.contents).toString("base64")}`);
    const table = Object.values(bundle).find((v) => typeof v === "object" && v !== null && "newGame" in v) as EngineTable | undefined;
    expect(typeof table?.newGame).toBe("function");
    expect(typeof table?.legalActions).toBe("function");
    // the table and each of its scenarios' (a game played in several) without a word
    for (const t of [table!, ...Object.values(table!.scenarios ?? {})]) expect(Object.keys(t).filter((k) => k in WORDS)).toEqual([]);
  });
}
