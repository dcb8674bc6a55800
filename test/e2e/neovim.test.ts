/**
 * A real editor as the language server's client: neovim, headless, with its built-in LSP client, over a copy of
 * the repository's project (cardscript.json and the folders it names; the repository itself is never written) and
 * the test suite's .card fixtures, which the project leaves out, talking to `cardc lsp --stdio` from the bundled
 * CLI as a user runs it.
 * test/e2e/neovim/driver.lua plays the session — open files, edit, complete, hover, go to definition, rename and
 * write, format — through the editor's own machinery and writes what the editor saw as JSON; this file writes the
 * plan (from test/e2e/neovim/session.txt) and checks the result.
 *
 * Needs `nvim` (0.7 or later; Debian's `neovim`) on the PATH:  npx vitest run test/e2e/neovim.test.ts
 * Without nvim the tests are skipped, unless CI is set: there a missing editor fails them (.ci/run installs it).
 * NVIM=/path/to/nvim runs another build. The whole session takes a few seconds. Setting neovim up by hand, and
 * more on this test: docs/editor.md.
 */
import { execFile, spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { globSync } from "tinyglobby";
import { beforeAll, describe, expect, it } from "vitest";
import { cardcBundle } from "../cli/run-cardc.ts";
import { scratchDir } from "../support/scratch.ts";
import { readSession, type Step } from "./neovim/session.ts";

const repo = resolve(import.meta.dirname, "../..");
const nvim = process.env.NVIM ?? "nvim";
const installed = spawnSync(nvim, ["--version"], { encoding: "utf8" }).status === 0;
if (!installed && !process.env.CI) console.warn("test/e2e/neovim.test.ts: skipped, `nvim` is not installed (Debian: apt-get install neovim); under CI this fails");

/** What the project is made of (what cardscript.json names): copied into the editor's workspace. */
const PROJECT = ["cardscript.json", "cards", "examples", "scenarios"];
/**
 * Card files beside the project that it leaves out, copied too: the test suite's fixtures, many broken on purpose. The
 * server must neither report them nor rename in them.
 */
const OUTSIDE = "test/**/*.card";
/** Bundled files opened in the editor, per game (cards/<game>/). */
const FILES_PER_GAME = 4;

interface Diagnostic {
  range: { start: { line: number; character: number } };
  code?: string;
  message: string;
}
interface Diagnostics {
  published: Diagnostic[];
  /** How many the editor shows (vim.diagnostic.get). */
  shown: number;
}
interface Edit {
  file: string;
  line: number;
  character: number;
  newText?: string;
}
interface Session {
  nvim: string;
  error: string | null;
  /** On an error, the end of the client's log (the server's stderr is there). */
  log: string[];
  serverExit: number | null;
  /** What the server logged as errors (a request handler that failed). */
  serverErrors: string[];
  steps: Record<string, unknown>[];
}

/** A few files of each game, spread over its folder, and the examples' cards. */
function bundledSample(root: string): string[] {
  const picked: string[] = [];
  for (const game of readdirSync(join(root, "cards")).sort()) {
    const files = globSync(`cards/${game}/**/*.card`, { cwd: root }).sort();
    const step = Math.max(1, Math.floor(files.length / FILES_PER_GAME));
    picked.push(...files.filter((_, k) => k % step === 0).slice(0, FILES_PER_GAME));
  }
  return [...picked, ...globSync("examples/**/*.card", { cwd: root }).sort()];
}

/** The text with the spacing a hurried author leaves: indents and gaps between words widened, blank lines doubled. */
function badlySpaced(text: string): string {
  const widened = text.split("\n").map((line) => {
    // comments and quoted titles keep their inner spaces: the formatter keeps them too
    if (line.trimStart().startsWith("#") || line.includes('"')) return line.replace(/ \{$/, "   {");
    return line.replace(/^ {2}(?=\S)/, "\t  ").replace(/(\S) (?=\S)/g, "$1   ");
  });
  return widened.join("\n").replace(/\n\n/g, "\n\n\n");
}

const word = (s: string) => s.split(/\s+/).find(Boolean)!;

/** Runs the driver on the plan; `home` holds neovim's own files, `out` is where the driver writes the session. */
function runNvim(planPath: string, home: string, out: string): Promise<void> {
  const env = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, "config"), XDG_DATA_HOME: join(home, "data"), XDG_STATE_HOME: join(home, "state"), XDG_CACHE_HOME: join(home, "cache") };
  const args = ["--headless", "--clean", "-u", "NONE", "-i", "NONE", "-n", "-c", `luafile ${join(import.meta.dirname, "neovim/driver.lua")}`, planPath];
  return new Promise((done, failed) =>
    execFile(nvim, args, { env, timeout: 115_000, encoding: "utf8" }, (error, stdout, stderr) => {
      // a failing session still writes its result, with the error: the checks below show it
      if (error && !existsSync(out)) failed(new Error(`nvim failed: ${error.message}\n${stdout}\n${stderr}`));
      else done();
    }),
  );
}

it.runIf(!installed && process.env.CI)("has neovim to drive (CI is set, so a missing editor is a failure)", () => {
  expect.fail(`\`${nvim}\` is not installed: the editor test must run under CI (Debian: apt-get install neovim)`);
});

describe.skipIf(!installed)("neovim as the language server's client", () => {
  const steps: Step[] = readSession(repo);
  const root = !installed ? "" : scratchDir("neovim-");
  const workspace = join(root, "workspace");
  const sample = !installed ? [] : bundledSample(repo);
  /** Where each part of the session's answer is in the driver's steps. */
  const at: Record<string, number> = {};
  let session: Session;

  beforeAll(async () => {
    for (const part of PROJECT) if (existsSync(join(repo, part))) cpSync(join(repo, part), join(workspace, part), { recursive: true });
    for (const file of globSync(OUTSIDE, { cwd: repo })) cpSync(join(repo, file), join(workspace, file));
    const plan: Record<string, unknown>[] = [];
    const add = (key: string, step: Record<string, unknown>) => ((at[key] = plan.length), plan.push(step));
    add("open", { do: "open", files: sample });
    add("clean", { do: "diagnostics", files: sample });
    steps.forEach((s, k) => {
      if (s.step === "completion" || s.step === "hover" || s.step === "definition") add(`${k}`, { do: s.step, file: s.file, line: s.line, col: s.col });
    });
    steps.forEach((s, k) => {
      if (s.step === "rename") add(`${k}`, { do: "rename", file: s.file, line: s.line, col: s.col, newName: s.newName });
    });
    add("renamed", { do: "diagnostics", files: sample });
    steps.forEach((s, k) => {
      if (s.step === "broken") add(`${k}`, { do: "edit", file: s.file, line: s.line, col: s.col, endCol: s.endCol, text: s.text });
    });
    steps.forEach((s, k) => {
      if (s.step !== "format") return;
      const messy = badlySpaced(readFileSync(join(repo, s.file), "utf8"));
      if (messy === readFileSync(join(repo, s.file), "utf8")) throw new Error(`${s.file}: badly spacing it changes nothing`);
      plan.push({ do: "replace", file: s.file, text: messy });
      add(`${k}`, { do: "format", file: s.file });
    });
    const out = join(root, "result.json");
    // the server a user runs: `cardc lsp --stdio` from the bundled CLI the suite's global set-up builds
    if (!cardcBundle) throw new Error("no bundled CLI: run this test through vitest, whose global set-up builds it");
    const cmd = [process.execPath, cardcBundle, "lsp", "--stdio"];
    writeFileSync(join(root, "plan.json"), JSON.stringify({ root: workspace, cmd, cmdCwd: workspace, timeoutMs: 30_000, out, steps: plan }));
    await runNvim(join(root, "plan.json"), root, out);
    session = JSON.parse(readFileSync(out, "utf8")) as Session;
  }, 120_000);

  const answer = <T>(key: string): T => {
    expect(session.error, session.log.join("\n")).toBeNull();
    return session.steps[at[key]!] as T;
  };
  const stepsOf = <S extends Step["step"]>(kind: S) => steps.flatMap((s, k) => (s.step === kind ? [[s, `${k}`] as [Extract<Step, { step: S }>, string]] : []));

  it("opens files of every game and finds no diagnostic in them, nor in any file of the project", () => {
    const games = readdirSync(join(repo, "cards"));
    expect(games.every((g) => sample.some((f) => f.startsWith(`cards/${g}/`)))).toBe(true);
    const { files, nonEmpty } = answer<{ files: Record<string, Diagnostics>; nonEmpty: Record<string, number> | [] }>("clean");
    for (const file of sample) expect({ file, ...files[file] }).toEqual({ file, published: [], shown: 0 });
    expect(nonEmpty).toEqual(Array.isArray(nonEmpty) ? [] : {});
  });

  it("completes in a header line with the card type", () => {
    for (const [s, key] of stepsOf("completion")) {
      const { labels } = answer<{ labels: string[] }>(key);
      // the label may say more than the word (a type alone or with its culture); the word must be one of its words
      expect(labels.filter((l) => l.split(/\s+/).includes(s.label)), `${s.file}:${s.line + 1}: ${labels.join(", ")}`).not.toEqual([]);
    }
  });

  it("hovers a word with markdown that names it", () => {
    for (const [s, key] of stepsOf("hover")) {
      const { markdown } = answer<{ markdown: string | null }>(key);
      expect(markdown?.toLowerCase() ?? "", `${s.file}:${s.line + 1}`).toContain(s.word.toLowerCase());
    }
  });

  it("goes to the definition of a card title, in the file that defines it", () => {
    for (const [s, key] of stepsOf("definition")) {
      const { location } = answer<{ location: { file: string; line: number; text: string } | null }>(key);
      expect(location && { file: location.file, line: location.line, text: location.text }, `${s.file}:${s.line + 1}`).toEqual(s.target);
    }
  });

  it("renames a card title at every reference in the project, and the project still checks", () => {
    for (const [s, key] of stepsOf("rename")) {
      const { references, edits } = answer<{ references: Edit[]; edits: Edit[] }>(key);
      const where = (e: Edit) => `${e.file}:${e.line}:${e.character}`;
      expect(edits.map(where).sort()).toEqual(references.map(where).sort());
      const changed = new Set(edits.map((e) => e.file));
      expect(changed.size, "a title used in other files").toBeGreaterThan(1);
      for (const file of globSync("**/*.card", { cwd: workspace })) {
        const text = readFileSync(join(workspace, file), "utf8");
        if (!changed.has(file)) expect(text, file).toBe(readFileSync(join(repo, file), "utf8"));
      }
      for (const e of edits) {
        const line = readFileSync(join(workspace, e.file), "utf8").split("\n")[e.line]!;
        expect(line.slice(e.character), where(e)).toMatch(new RegExp(`^"?${s.newName}`));
      }
    }
    const { nonEmpty } = answer<{ nonEmpty: Record<string, number> | [] }>("renamed");
    expect(nonEmpty).toEqual(Array.isArray(nonEmpty) ? [] : {});
  });

  it("diagnoses a broken edit where it is, naming what was typed", () => {
    for (const [s, key] of stepsOf("broken")) {
      const { published, shown } = answer<Diagnostics>(key);
      const here = published.filter((d) => d.range.start.line === s.line && d.range.start.character === s.character);
      expect(here.map((d) => d.message).join("\n"), `${s.file}:${s.line + 1}:${s.character + 1}: ${JSON.stringify(published)}`).toContain(word(s.text));
      expect(here[0]!.code).toMatch(/^CS\d{4}$/);
      expect(shown).toBe(published.length);
    }
  });

  it("formats a badly spaced file back to its canonical text", () => {
    for (const [s, key] of stepsOf("format")) expect(answer<{ text: string }>(key).text, s.file).toBe(readFileSync(join(repo, s.file), "utf8"));
  });

  it("shuts the server down cleanly", () => {
    expect(session.error, session.log.join("\n")).toBeNull();
    expect(session.serverExit).toBe(0);
    expect(session.serverErrors).toEqual([]);
  });
});
