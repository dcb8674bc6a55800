/** The check of a `--queue` URL, apart from the queue's code (BullMQ is loaded only by a command that uses the queue). */

/** Whether `url` is a Redis URL the queue can use. */
export function queueUrlProblem(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "redis:" || u.protocol === "rediss:" ? null : `--queue needs a redis:// or rediss:// URL, found '${url}'`;
  } catch {
    return `--queue needs a redis:// or rediss:// URL, found '${url}'`;
  }
}
