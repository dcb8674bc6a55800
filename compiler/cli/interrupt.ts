/**
 * Ctrl-C while a command works: the command, not Node's default, decides what to do (remove its temporary files,
 * summarise what it finished), then exits with 130, the shell's code for a command stopped by SIGINT.
 */
export const exitInterrupted = 130;

export interface Interruption {
  /** Aborted at the first SIGINT. */
  signal: AbortSignal;
  /** Gives SIGINT back to Node's default (exit at once). */
  dispose(): void;
}

/** Listens for SIGINT until disposed; `then` runs once, at the first one. */
export function onInterrupt(then?: () => void): Interruption {
  const controller = new AbortController();
  const listener = () => {
    controller.abort();
    then?.();
  };
  process.once("SIGINT", listener);
  return { signal: controller.signal, dispose: () => process.off("SIGINT", listener) };
}
