import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { emitSet } from "../../compiler/emit/index.ts";
import { HOSTILE, card, sampleSet } from "./sample-set.ts";
import { writeEmitted } from "./import-emitted.ts";

const handlersContract = resolve(import.meta.dirname, "../../runtime/core/handlers.ts");

/** Type-checks `consumer` (a module importing `./test-game/set07.js`) against the emitted typings. */
function typeErrors(files: ReturnType<typeof emitSet>, consumer: string): string[] {
  const dir = writeEmitted(files);
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  writeFileSync(join(dir, "consumer.ts"), consumer);
  const program = ts.createProgram([join(dir, "consumer.ts")], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    lib: ["lib.es2022.d.ts"],
    types: [],
    paths: { "cardscript/runtime": [handlersContract] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName.slice(dir.length) ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

const consumer = `
import cards, { game, set, type CardId, type SetCard } from "./test-game/set07.js";
import type { CompiledCard } from "cardscript/runtime";
const g: "test-game" = game;
const n: 7 = set;
const id: CardId = "7U10";
const all: readonly CompiledCard[] = cards;
const first: SetCard | undefined = cards[0];
export { g, n, id, all, first };
`;

describe("set<NN>.d.ts", () => {
  it("types the module against the runtime's handler contract", () => {
    expect(typeErrors(emitSet(sampleSet), consumer)).toEqual([]);
  });

  it("rejects an id that is not in the set", () => {
    const errors = typeErrors(emitSet(sampleSet), `${consumer}\nconst bad: CardId = "7R99";\nexport { bad };\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"7R99"');
  });

  it("stays valid TypeScript with hostile ids", () => {
    const cards = HOSTILE.map((s, i) => card({ id: `${i}${s}`, title: s }));
    const files = emitSet({ ...sampleSet, cards });
    const use = `import { cards, type CardId } from "./test-game/set07.js";\nconst id: CardId = ${JSON.stringify(`2${HOSTILE[2]}`)};\nexport { cards, id };\n`;
    expect(typeErrors(files, use)).toEqual([]);
  });
});
