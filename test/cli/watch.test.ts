import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cliTestTimeout, mainTs, repoRoot, tempDir, tsxLoader, validCardFile } from "./run-cardc.ts";

/** A running `cardc … --watch`, whose output can be awaited line by line. */
class Watcher {
  readonly child: ChildProcess;
  stdout = "";
  stderr = "";
  private waiters: Array<() => void> = [];

  constructor(args: string[]) {
    this.child = spawn(process.execPath, ["--import", tsxLoader, mainTs, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1" } });
    this.child.stdout!.on("data", (chunk) => ((this.stdout += chunk), this.notify()));
    this.child.stderr!.on("data", (chunk) => ((this.stderr += chunk), this.notify()));
  }

  private notify(): void {
    for (const w of this.waiters) w();
  }

  /** Wait until stdout, from `from` on, matches `pattern`; fails after `ms`. Returns the offset after the match. */
  waitFor(pattern: RegExp, from = 0, ms = 120_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const m = pattern.exec(this.stdout.slice(from));
        if (!m) return false;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(from + m.index + m[0].length);
        return true;
      };
      const waiter = () => void check();
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; stdout:\n${this.stdout}\nstderr:\n${this.stderr}`)), ms);
      this.waiters.push(waiter);
      check();
    });
  }

  exit(): Promise<number | null> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve(this.child.exitCode);
      this.child.once("exit", (code) => resolve(code));
    });
  }
}

let running: Watcher | undefined;
afterEach(() => {
  running?.child.kill("SIGKILL");
  running = undefined;
});

describe("cardc check --watch", { timeout: cliTestTimeout }, () => {
  it("reports new and fixed problems after each save, then exits cleanly on SIGINT", async () => {
    const dir = tempDir("cardc-watch-");
    const file = join(dir, "a.card");
    writeFileSync(file, validCardFile);
    const w = (running = new Watcher(["check", "--watch", dir]));
    let at = await w.waitFor(/no problems in 1 file\n/);
    at = await w.waitFor(/watching .* for changes/, at);

    writeFileSync(file, Buffer.from([0x67, 0xff, 0x0a]));
    at = await w.waitFor(/a\.card: 1 new problem, 0 fixed\n[^\n]*CS9004[\s\S]*?1 error in 1 file\n/, at);

    writeFileSync(file, validCardFile);
    at = await w.waitFor(/a\.card: 0 new problems, 1 fixed\nfixed: [^\n]*CS9004[\s\S]*?no problems in 1 file\n/, at);

    // A second file appearing in the watched directory is picked up.
    writeFileSync(join(dir, "b.card"), "");
    await w.waitFor(/b\.card: 1 new problem, 0 fixed\n[^\n]*warning CS9007/, at);

    w.child.kill("SIGINT");
    expect(await w.exit()).toBe(0);
    expect(w.stderr).toBe("");
  });
});

describe("cardc check --watch with decks", { timeout: cliTestTimeout }, () => {
  it("re-validates a deck when the deck file changes", async () => {
    const dir = tempDir("cardc-watch-deck-");
    writeFileSync(join(dir, "a.card"), validCardFile);
    const deck = join(dir, "mine.deck");
    writeFileSync(deck, "deck mine\ngame lotr-tcg\n\n1 1U12\n");
    const w = (running = new Watcher(["check", "--watch", dir]));
    let at = await w.waitFor(/watching .* for changes/);
    expect(w.stdout).not.toContain("CS4004");

    // the deck is incomplete (other problems stay the same or change); the unknown id is what must come and go
    writeFileSync(deck, "deck mine\ngame lotr-tcg\n\n1 1U12\n1 1U999\n");
    at = await w.waitFor(/re-run after a change to [^\n]*mine\.deck\n[^\n]*mine\.deck: \d+ new problems?, \d+ fixed\n(?:(?!fixed: )[^\n]*\n)*?[^\n]*error CS4004 [^\n]*'1U999'/, at);

    writeFileSync(deck, "deck mine\ngame lotr-tcg\n\n1 1U12\n");
    await w.waitFor(/re-run after a change to [^\n]*mine\.deck\n[\s\S]*?fixed: [^\n]*error CS4004 [^\n]*'1U999'/, at);

    w.child.kill("SIGINT");
    expect(await w.exit()).toBe(0);
  });
});

describe("cardc build --watch", { timeout: cliTestTimeout }, () => {
  it("rebuilds on save, and writes nothing while the input has an error", async () => {
    const dir = tempDir("cardc-watch-build-");
    const file = join(dir, "a.card");
    const out = join(dir, "out");
    writeFileSync(file, validCardFile);
    const w = (running = new Watcher(["build", "--watch", file, "--out", out]));
    let at = await w.waitFor(/wrote .*set01\.json\n/);
    at = await w.waitFor(/watching .* for changes/, at);
    const built = readFileSync(join(out, "lotr-tcg/set01.json"), "utf8");

    writeFileSync(file, Buffer.from([0x67, 0xff, 0x0a]));
    at = await w.waitFor(/a\.card: 1 new problem, 0 fixed\n[\s\S]*?nothing written\n1 error in 1 file\n/, at);
    expect(readFileSync(join(out, "lotr-tcg/set01.json"), "utf8")).toBe(built);

    writeFileSync(file, validCardFile);
    await w.waitFor(/fixed: [^\n]*CS9004[\s\S]*?wrote .*set01\.json\n/, at);

    w.child.kill("SIGINT");
    expect(await w.exit()).toBe(0);
  });
});
