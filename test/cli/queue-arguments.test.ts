/** `simulate --queue` and `cardc worker` given bad arguments, or a queue nobody answers at: one line, exit 2. */
import { describe, expect, it } from "vitest";
import { plugins } from "../../runtime/games/registry.ts";
import { cliTestTimeout, runCardc } from "./run-cardc.ts";

const simulate = ["simulate", "--game", plugins[0]!.game, "--decks", "aragorn-starter,gandalf-starter", "-n", "4"];
// port 1 on loopback: refused at once
const nobody = "redis://127.0.0.1:1";

describe("queue arguments", { timeout: cliTestTimeout }, () => {
  it.each([
    [[...simulate, "--queue", "http://queue.example"], /^cardc simulate: --queue needs a redis:\/\/ or rediss:\/\/ URL, found 'http:\/\/queue\.example'$/],
    [[...simulate, "--queue", nobody, "--jobs", "2"], /^cardc simulate: give --jobs or --queue, not both/],
    [[...simulate, "--queue", nobody, "--batch", "0"], /^cardc simulate: --batch must be a positive integer, found '0'$/],
    [[...simulate, "--queue", nobody], /^cardc simulate: cannot reach the queue at redis:\/\/127\.0\.0\.1:1: .*ECONNREFUSED/],
    [["worker", "--queue", "queue.example:6379"], /^cardc worker: --queue needs a redis:\/\/ or rediss:\/\/ URL/],
    [["worker", "--queue", nobody, "--lock-duration", "5"], /^cardc worker: --lock-duration must be a whole number of milliseconds, at least 500, found '5'$/],
    [["worker", "--queue", nobody], /^cardc worker: cannot reach the queue at redis:\/\/127\.0\.0\.1:1: .*ECONNREFUSED/],
  ])("%j", async (args, message) => {
    const r = await runCardc(args);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
    expect(r.stdout).toBe("");
  });
});
