/** Where a command writes: stdout for results and reports, stderr for usage problems. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Colours in the human format: stdout is a terminal and NO_COLOR is not set. */
  color: boolean;
}

export function processOutput(): Output {
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== "";
  return {
    out: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
    err: (text) => process.stderr.write(text.endsWith("\n") ? text : `${text}\n`),
    color: Boolean(process.stdout.isTTY) && !noColor,
  };
}
