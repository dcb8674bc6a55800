/** bench/isolate.ts: each suite in a process of its own, its section sent back; a child that sends none fails the run. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runAlone } from "../../bench/isolate.ts";

const CHILD = join(import.meta.dirname, "fixtures", "alone-child.mjs");

describe("runAlone", () => {
  it("runs the suite in another process and resolves to the section it sends", async () => {
    const section = await runAlone(CHILD, "ok");
    expect(section).toMatch(/^## ok\n\npid \d+$/);
    expect(section).not.toBe(`## ok\n\npid ${process.pid}`);
  });

  it("fails when the child ends without sending its section", async () => {
    await expect(runAlone(CHILD, "silent")).rejects.toThrow("suite silent exited with 0 before sending its section");
  });

  it("fails with the child's exit code", async () => {
    await expect(runAlone(CHILD, "fail")).rejects.toThrow("suite fail exited with 3 before sending its section");
  });
});
