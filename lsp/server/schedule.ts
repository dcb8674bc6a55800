/**
 * When the server re-checks and publishes. After an edit, the edited files' own diagnostics are published
 * at once (after the requests already received), from a provisional check of the changed cards (the workspace defers
 * dependents); the full re-check, which updates the cards that depend on a changed header, waits for a
 * pause in the edits: each edit cancels the pending one and starts the wait again, so a burst of edits
 * re-checks dependents once, for the final text.
 */
import type { Workspace } from "../../compiler/services/ide/index.ts";

/** The pause after the last edit before dependents are re-checked. */
export const SETTLE_DELAY_MS = 300;

export class RecheckSchedule {
  private soon = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly ws: Workspace,
    /** Publishes the diagnostics of `paths` (the files whose results changed). */
    private readonly publish: (paths: string[]) => void,
    private readonly onError: (error: unknown) => void,
    private readonly delayMs = SETTLE_DELAY_MS,
  ) {}

  /** After a change to the workspace's files. */
  edited(): void {
    this.publishSoon();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.run(() => this.ws.settle());
    }, this.delayMs);
  }

  /**
   * Publish what changed two turns of the event loop from now: a request that came with the edit (the
   * completion after a keystroke) is answered first, and diagnostics follow right after.
   */
  publishSoon(): void {
    if (this.soon) return;
    this.soon = true;
    setImmediate(() =>
      setImmediate(() => {
        this.soon = false;
        this.run(() => {});
      }),
    );
  }

  /** Before a request that reads other files' results (references, rename, …): the full re-check now. */
  settleNow(): void {
    if (this.ws.settled) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.run(() => this.ws.settle());
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private run(check: () => void): void {
    try {
      check();
      this.publish(this.ws.takeChanged());
    } catch (error) {
      this.onError(error);
    }
  }
}
