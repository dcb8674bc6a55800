/**
 * Each suite runs in a process of its own. In one process a suite is timed after the suites before it: after the
 * compile suite (hundreds of MB of syntax trees, all freed: the heap in use falls back to 16 MB), each
 * young-generation collection of the engine suite took about six times as long, and random games ran about a
 * fifth slower.
 *
 * The parent starts `script --alone <suite>`; the child runs that suite and sends its section back over the IPC
 * channel. Progress the suite prints goes straight to the parent's stdout and stderr.
 */
import { spawn } from "node:child_process";

/** The argument that makes `bench/run.ts` run one suite and send its section (see `sendSection`). */
export const ALONE = "--alone";

/** Runs suite `name` in a new `node script --alone name` (with this process's node options), resolving to the section it sends. */
export function runAlone(script: string, name: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...process.execArgv, script, ALONE, name], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let section: string | null = null;
    child.on("message", (m) => {
      if (typeof m === "string") section = m;
    });
    child.on("error", fail);
    child.on("exit", (code, signal) => {
      if (section !== null && code === 0) done(section);
      else fail(new Error(`suite ${name} ${signal ? `was killed (${signal})` : `exited with ${code}`}${section === null ? " before sending its section" : ""}`));
    });
  });
}

/** Is this process a child `runAlone` started (with the IPC channel its section goes back over)? */
export const hasParent = (): boolean => typeof process.send === "function";

/** In the child: sends the section to the parent, then lets the process end once the message is out. */
export function sendSection(section: string): Promise<void> {
  return new Promise((done, fail) => {
    process.send!(section, (err: Error | null) => {
      if (err) fail(err);
      else {
        process.disconnect?.();
        done();
      }
    });
  });
}
