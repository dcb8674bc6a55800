/**
 * One entry of the diagnostics catalogue. Each phase declares its codes in its own file
 * (syntax.ts CS1xxx, semantic.ts CS2xxx/CS3xxx, deck.ts CS4xxx, io.ts CS900x, project.ts CS91xx);
 * docs/diagnostics.md and `cardc explain` are generated from them.
 */
export interface DiagnosticCode {
  code: string;
  severity: "error" | "warning" | "info";
  title: string;
  /** Why it is reported and how to fix it: a sentence or two for the docs. */
  description: string;
  /** What the two examples are: a `.card` file (the default), a `.deck`, a `.scenario`, a `cardscript.json`, or a command line. */
  input?: ExampleInput;
  /** A minimal input that reports this code. A `.card` example may leave out its `game` and `set` lines. */
  example: string;
  /** The example corrected: it no longer reports this code. */
  fixed: string;
  /**
   * Why test/diagnostics/explain-examples.test.ts cannot run the two examples (a command line, a deck of sixty cards,
   * an internal error); every other entry's examples are run and must report, then not report, the code.
   */
  notRun?: string;
}

export type ExampleInput = "card" | "deck" | "scenario" | "project" | "command";
