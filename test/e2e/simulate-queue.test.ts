/**
 * `cardc simulate --queue` against a real redis-server (Debian's, which .ci/run installs and starts; without
 * CARDSCRIPT_TEST_REDIS the test starts one of its own): a submitter stopped before any worker runs, then resumed
 * with three workers as separate processes, one killed in the middle of a batch, gives the summary a local run
 * gives. Skipped when redis-server is absent outside CI; under CI its absence fails.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { plugins } from "../../runtime/games/registry.ts";
import { cardcArgs, cliTestTimeout, repoRoot, runCardc } from "../cli/run-cardc.ts";

const installed = spawnSync("redis-server", ["--version"]).status === 0;
const given = process.env.CARDSCRIPT_TEST_REDIS;
const port = 20_000 + (process.pid % 20_000);
const url = given ?? `redis://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (given || !installed) return;
  server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let k = 0; k < 100 && spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).stdout.trim() !== "PONG"; k++) await new Promise((r) => setTimeout(r, 50));
});
afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  server?.kill("SIGKILL");
});

// the bundled card game (the registry's first) and its starter decks
const args = ["simulate", "--game", plugins[0]!.game, "--decks", "aragorn-starter,gandalf-starter", "-n", "240", "--seed", "7", "--json"];
const withoutTiming = (json: string) => {
  const { elapsedMs, gamesPerSecond, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
};

/** A `cardc` process, its stderr collected; `line` resolves at the first stderr line matching. */
function start(extra: string[]) {
  const child = spawn(process.execPath, cardcArgs(extra), { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1" } });
  children.push(child);
  let stderr = "";
  let stdout = "";
  const waiters: { re: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on("data", (d: Buffer) => {
    stderr += d.toString();
    for (const w of [...waiters]) {
      const m = stderr.match(w.re);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return {
    child,
    exited,
    stderr: () => stderr,
    stdout: () => stdout,
    line: (re: RegExp) => new Promise<RegExpMatchArray>((resolve) => (stderr.match(re) ? resolve(stderr.match(re)!) : waiters.push({ re, resolve }))),
  };
}

test.skipIf(!installed && !given && !process.env.CI)(
  "a run on the queue, stopped, resumed by three workers and one of them killed mid-batch, sums up as the local run",
  async () => {
    expect(installed || given, "redis-server is needed (Debian's redis-server)").toBeTruthy();
    const local = await runCardc(args);
    expect(local.code, local.stderr).toBe(0);

    // the submitter puts the batches on the queue; stopped before any worker runs, it says the run stays there
    const queued = [...args, "--queue", url, "--batch", "20"];
    const first = start(queued);
    await new Promise((r) => setTimeout(r, 2500));
    first.child.kill("SIGINT");
    expect(await first.exited).toBe(130);
    expect(first.stderr()).toMatch(/the same command resumes it/);

    const workers = [0, 1, 2].map(() => start(["worker", "--queue", url, "--lock-duration", "1500"]));
    const again = start(queued);
    // the first worker is killed once it has a batch in hand: another worker plays that batch again
    const [, batch] = (await workers[0]!.line(/batch (\S+): games/))!;
    workers[0]!.child.kill("SIGKILL");
    expect(await again.exited, again.stderr()).toBe(0);
    expect(workers[0]!.stderr()).not.toContain(`batch ${batch}: done`);
    expect(workers.slice(1).some((w) => w.stderr().includes(`batch ${batch}: done`))).toBe(true);
    expect(withoutTiming(again.stdout())).toEqual(withoutTiming(local.stdout));

    for (const w of workers.slice(1)) w.child.kill("SIGTERM");
    for (const w of workers.slice(1)) expect(await w.exited).toBe(0);
  },
  cliTestTimeout,
);
