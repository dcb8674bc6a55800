/**
 * Each game's browser entry (runtime/games/<game>/browser.ts, built as build/runtime-<game>.min.mjs) holds the
 * game's table and what it runs on: neither the scenario runner nor the vocabulary's patterns and documentation
 * (the compiler's), nor any compiler code. Sizes are measured by `npm run bench`, not here.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { expect, it } from "vitest";
import { plugins } from "../../runtime/games/registry.ts";

const root = join(import.meta.dirname, "../..");

for (const { game } of plugins) {
  const entry = `runtime/games/${game}/browser.ts`;
  it(`${entry} bundles the table without the scenario runner, the vocabulary or the compiler`, async () => {
    expect(existsSync(join(root, entry)), entry).toBe(true);
    const r = await build({ absWorkingDir: root, entryPoints: [entry], bundle: true, format: "esm", platform: "browser", write: false, metafile: true, logLevel: "silent" });
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs.filter((f) => f.startsWith("compiler/"))).toEqual([]);
    expect(inputs.filter((f) => f.startsWith("runtime/scenario/") || f.includes("/scenario/"))).toEqual([]);
    expect(inputs.filter((f) => f.endsWith("/vocabulary/index.ts"))).toEqual([]);
    const bundle = await import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0]!.contents).toString("base64")}`);
    const table = Object.values(bundle).find((v) => typeof v === "object" && v !== null && "newGame" in v) as { newGame: unknown; legalActions: unknown } | undefined;
    expect(typeof table?.newGame).toBe("function");
    expect(typeof table?.legalActions).toBe("function");
  });
}
