/**
 * Random edits to card files through the real server: it never crashes, every response is well-formed,
 * and its memory does not keep growing. CI runs 1,000 edits; the full run is
 * `LSP_EDITS=10000 npx vitest run test/lsp/random-edits.test.ts` (LSP_SEED=n picks another sequence).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";
import { startClient } from "./client.ts";

const EDITS = Number(process.env.LSP_EDITS ?? 1000);
const dir = resolve(import.meta.dirname, "../../cards/lotr-tcg/set01");
const names = ["dwarven.card", "gandalf.card", "shire.card"];
const inserts = ["", "x", " ", ".", "\n", ",", ":", "{", "}", '"', "(2)", "+1", "exert ", "Gimli", "Skirmish: ", "card 1C999 \"Z\" {\n", "\u00e9", "\ud83d\ude00", "\r\n", "#"];

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Check = (r: unknown) => boolean;
const isArray: Check = (r) => Array.isArray(r);
const range = (r: unknown) => {
  const x = r as { start?: { line?: unknown; character?: unknown }; end?: { line?: unknown } };
  return typeof x?.start?.line === "number" && typeof x.start.character === "number" && typeof x.end?.line === "number";
};
const requests: { method: string; params: (uri: string, position: object) => object; ok: Check }[] = [
  { method: "textDocument/completion", params: (uri, position) => ({ textDocument: { uri }, position }), ok: (r) => {
    const items = isArray(r) ? r : (r as { items?: unknown })?.items;
    return Array.isArray(items) && (items as { label: unknown }[]).every((i) => typeof i.label === "string");
  } },
  { method: "textDocument/hover", params: (uri, position) => ({ textDocument: { uri }, position }), ok: (r) => r === null || typeof (r as { contents: { value: unknown } }).contents.value === "string" },
  { method: "textDocument/definition", params: (uri, position) => ({ textDocument: { uri }, position }), ok: (r) => r === null || range((r as { range: unknown }).range) },
  { method: "textDocument/references", params: (uri, position) => ({ textDocument: { uri }, position, context: { includeDeclaration: true } }), ok: (r) => isArray(r) && (r as { range: unknown }[]).every((l) => range(l.range)) },
  { method: "textDocument/documentHighlight", params: (uri, position) => ({ textDocument: { uri }, position }), ok: isArray },
  { method: "textDocument/documentSymbol", params: (uri) => ({ textDocument: { uri } }), ok: (r) => isArray(r) && (r as { range: unknown }[]).every((s) => range(s.range)) },
  { method: "textDocument/foldingRange", params: (uri) => ({ textDocument: { uri } }), ok: isArray },
  { method: "textDocument/semanticTokens/full", params: (uri) => ({ textDocument: { uri } }), ok: (r) => isArray((r as { data: unknown }).data) && (r as { data: number[] }).data.length % 5 === 0 },
  { method: "textDocument/formatting", params: (uri) => ({ textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } }), ok: isArray },
  { method: "textDocument/codeAction", params: (uri, position) => ({ textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: position }, context: { diagnostics: [] } }), ok: isArray },
  { method: "textDocument/inlayHint", params: (uri, position) => ({ textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: position } }), ok: isArray },
  { method: "workspace/symbol", params: () => ({ query: "a" }), ok: isArray },
];

it(`survives ${EDITS} random edits with well-formed answers and bounded memory`, async () => {
  const client = await startClient();
  const next = random(Number(process.env.LSP_SEED ?? 7));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const docs = names.map((n) => ({ uri: `file:///virtual/random/${n}`, version: 1, lines: readFileSync(resolve(dir, n), "utf8").split("\n").length }));
  for (const [k, d] of docs.entries()) await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: d.uri, languageId: "cardscript", version: 1, text: readFileSync(resolve(dir, names[k]!), "utf8") } });
  const rss: number[] = [];
  const position = (d: { lines: number }) => ({ line: Math.floor(next() * (d.lines + 3)), character: Math.floor(next() * 120) });
  for (let i = 0; i < EDITS; i++) {
    const d = pick(docs);
    const a = position(d);
    const b = next() < 0.7 ? { line: a.line, character: a.character + Math.floor(next() * 5) } : position(d);
    const [start, end] = a.line < b.line || (a.line === b.line && a.character <= b.character) ? [a, b] : [b, a];
    const text = pick(inserts);
    d.version++;
    d.lines += text.split("\n").length - 1;
    await client.connection.sendNotification("textDocument/didChange", { textDocument: { uri: d.uri, version: d.version }, contentChanges: [{ range: { start, end }, text }] });
    if (i % 5 === 0) {
      const r = pick(requests);
      const answer = await client.connection.sendRequest(r.method, r.params(d.uri, position(d)));
      if (!r.ok(answer)) {
        const text = await client.connection.sendRequest("cardscript/text", { uri: d.uri });
        expect.fail(`${r.method} answered ${JSON.stringify(answer)?.slice(0, 300)}\nfor ${JSON.stringify(text)}`);
      }
    }
    if (i % 100 === 99) rss.push(((await client.connection.sendRequest("cardscript/memoryUsage")) as { rss: number }).rss);
  }
  expect(client.process.exitCode).toBeNull();
  // nothing accumulates: once the deferred re-checks ran (workspace/symbol waits for them), the workspace
  // holds the three files, each live chunk placed once and at most one result per live chunk
  await client.connection.sendRequest("workspace/symbol", { query: "" });
  const retained = (await client.connection.sendRequest("cardscript/retained")) as { files: number; chunks: number; placed: number; results: number; groups: number; open: number; published: number };
  expect(retained).toMatchObject({ files: docs.length, open: docs.length });
  expect(retained.placed).toBe(retained.chunks);
  expect(retained.results).toBeLessThanOrEqual(retained.chunks);
  expect(retained.groups).toBeLessThanOrEqual(docs.length);
  expect(retained.published).toBeLessThanOrEqual(docs.length);
  // bounded: the last measurement is not far above the early ones (a leak would grow with every edit)
  const early = Math.max(...rss.slice(0, Math.max(1, rss.length >> 1)));
  expect(rss.at(-1)!).toBeLessThan(early * 1.5 + 64 * 2 ** 20);
  expect(await client.stop()).toBe(0);
  expect(client.stderr()).not.toMatch(/unhandled|uncaught/i);
  expect(client.errors).toEqual([]);
}, Math.max(600_000, EDITS * 200));
