import { Command, CommanderError, Option } from "commander";
import { outputFormats } from "../diagnostics/format/formats.ts";
import { exitOk, exitUsage } from "./exit-code.ts";
import type { Output } from "./output.ts";
import { version } from "./version.ts";

/** Commander's messages as one line: `cardc: unknown option '--fromat' (Did you mean --format?)`. */
function oneLine(message: string): string {
  return `cardc: ${message.replace(/^error:\s*/, "").replace(/\s*\n\s*/g, " ").trim()}\n`;
}

const pathsArgument = [".card files or directories searched recursively (default: the project's, from cardscript.json)"] as const;
const formatOption = () => new Option("--format <format>", "output format of the diagnostics").choices(outputFormats).default("human");

/**
 * Run `cardc` with `argv` (without the node and script paths); resolves with the exit code.
 * Each command's implementation is imported when it runs, so that `--help` and usage errors answer at once.
 */
export async function runCli(argv: readonly string[], output: Output): Promise<number> {
  let code = exitOk;
  const program = new Command("cardc")
    .description("Cardscript compiler: check, build, print and format .card files")
    .version(version, "-V, --version", "print the version")
    .configureOutput({
      writeOut: (s) => output.out(s.replace(/\n$/, "")),
      writeErr: (s) => output.err(s.replace(/\n$/, "")),
      outputError: (s, write) => write(oneLine(s)),
    })
    .showSuggestionAfterError(true)
    .exitOverride();

  program
    .command("check")
    .description("check .card files and report problems (exit 0: none, 1: errors, 2: usage or I/O problem)")
    .argument("[paths...]", ...pathsArgument)
    .addOption(formatOption())
    .option("--watch", "re-check on every save and report what changed")
    .action(async (paths, opts) => {
      code = await (await import("./commands/check.ts")).runCheck(paths, opts, output);
    });

  program
    .command("build")
    .description("compile .card files to <out>/<game>/set<NN>.json, .schema.json, .js, .d.ts and .txt (and .words.json for a set that declares words); writes nothing if there is any error")
    .argument("[paths...]", ...pathsArgument)
    .option("--out <dir>", "output directory", "dist/cards")
    .option("--pretty", "indent the JSON data files (compact unless told)")
    .addOption(formatOption())
    .option("--watch", "rebuild on every save and report what changed")
    .action(async (paths, opts) => {
      code = await (await import("./commands/build.ts")).runBuild(paths, opts, output);
    });

  program
    .command("text")
    .description("print the canonical English of each card: its title line, then one line per ability (under a `== <file> ==` line for several files)")
    .argument("[paths...]", ...pathsArgument)
    .option("--card <id>", "only the card with this id (e.g. 1R13)")
    .action(async (paths, opts) => {
      code = await (await import("./commands/text.ts")).runText(paths, opts, output);
    });

  program
    .command("fmt")
    .description("rewrite .card files in the canonical layout (files with syntax errors are left alone)")
    .argument("[paths...]", ...pathsArgument)
    .option("--check", "only list the files that would change; exit 1 if any")
    .action(async (paths, opts) => {
      code = await (await import("./commands/fmt.ts")).runFmt(paths, opts, output);
    });

  program
    .command("test")
    .description("compile the cards and run card-behaviour scenarios; prints '<n> passed, <m> failed' (exit 1 on failures)")
    .argument("[paths...]", ".scenario files or directories searched recursively (default: the project's scenarios)")
    .option("--cards <path>", "the .card files or directory to compile (default: the project's)")
    .action(async (paths, opts) => {
      code = await (await import("./commands/test.ts")).runTest(paths, opts, output);
    });

  program
    .command("coverage")
    .description("for each card: scripted, checked clean, text matching the reference, scenarios naming it, abilities they exercise; then totals")
    .argument("[paths...]", ...pathsArgument)
    .option(
      "--reference <file>",
      "JSON array of reference cards (id or collInfo, title, text or gametext), or a file in a game's own format (with stats to compare): list all of them and compare texts; repeat for several sets (totals per set)",
      (file: string, files: string[]) => [...files, file],
      [] as string[],
    )
    .option("--scenarios <paths...>", "scenario files or directories (default: the project's scenarios)")
    .option("--differences", "under the table, each card whose stats or text differ from the reference: the stats, the rendered and the reference text")
    .option("--json", "print one JSON object")
    .action(async (paths, opts) => {
      code = await (await import("./commands/coverage.ts")).runCoverage(paths, opts, output);
    });

  program
    .command("gallery")
    .description("write a static set of pages of the cards: a face and a page each (source, JSON, English beside the printed text), an index with filters and a find box; opens from disk")
    .argument("[paths...]", ...pathsArgument)
    .requiredOption("--out <dir>", "the folder to write the pages into")
    .option("--reference <file>", "reference cards (a file as coverage reads, or a folder of them) whose printed text each page shows; repeat for several", (file: string, files: string[]) => [...files, file], [] as string[])
    .action(async (paths, opts) => {
      code = await (await import("./commands/gallery.ts")).runGallery(paths, opts, output);
    });

  program
    .command("simulate")
    .description("play many games between two computer agents (seats alternate), each with its deck in a game played with decks, and summarise the results")
    .requiredOption("--game <game>", "the game (a folder under cards/)")
    .option("--scenario <name>", "the game's scenario, for a game played in several (its seats, decks and rules)")
    .option("--decks <a,b>", "a deck a seat, separated by commas: a .deck file's path, or a name (<name>.deck among the project's decks), for a game played with decks (default: the scenario's decks, where it has them)")
    .option("--cards <path>", "the .card files or folder of the game's sets (default: the project's)")
    .option("-n <games>", "number of games", "100")
    .option("--seed <seed>", "seed of the first game (game i uses seed + i)", "1")
    .option("--agents <a,b>", "the agent of each seat, separated by commas (one name: all)", "heuristic,heuristic")
    .option("--jobs <n>", "worker threads playing the games (the results do not depend on it)", "1")
    .option("--queue <url>", "play the games on a BullMQ queue at this Redis URL (redis://host:port), by as many `cardc worker`s as run, on any machines; the same command again resumes a stopped run")
    .option("--batch <games>", "with --queue: games a batch (a job of the queue)", "50")
    .option("--iterations <n>", "agents that think ahead: iterations a move (deterministic for a seed)")
    .option("--time-per-move <ms>", "agents that think ahead: milliseconds a move (instead of --iterations)")
    .option("--json", "print one JSON object")
    .action(async (opts) => {
      code = await (await import("./commands/simulate.ts")).runSimulate(opts, output);
    });

  program
    .command("worker")
    .description("play the batches of `cardc simulate --queue` runs from a BullMQ queue until stopped (Ctrl-C)")
    .requiredOption("--queue <url>", "the queue's Redis URL (redis://host:port)")
    .option("--lock-duration <ms>", "how long a batch is held without a sign of life before another worker takes it over", "30000")
    .action(async (opts) => {
      code = await (await import("./commands/worker.ts")).runWorkerCommand(opts, output);
    });

  program
    .command("play")
    .description("play against the computer in the terminal")
    .requiredOption("--game <game>", "the game (a folder under cards/)")
    .option("--scenario <name>", "the game's scenario, for a game played in several (its seats, decks and rules)")
    .option("--deck <deck>", "your deck: a .deck file's path, or a name (<name>.deck among the project's decks), for a game played with decks")
    .option("--vs <deck>", "the computer's deck (a path or a name)")
    .option("--cards <path>", "the .card files or folder of the game's sets (default: the project's)")
    .option("--as <seat>", "your seat (one of the game's two; the first unless told)")
    .option("--ai <agent>", "the computer's agent", "heuristic")
    .option("--iterations <n>", "the computer's iterations a move (an agent that thinks ahead)")
    .option("--time-per-move <ms>", "the computer's milliseconds a move (instead of --iterations)")
    .option("--seed <seed>", "the game's seed", "1")
    .action(async (opts) => {
      code = await (await import("./commands/play.ts")).runPlay(opts, output);
    });

  program
    .command("explain")
    .description("explain a diagnostic code: what it means, how to fix it, an example (e.g. cardc explain CS2005)")
    .argument("<code>", "a diagnostic code such as CS2005")
    .action(async (c) => {
      code = (await import("./commands/explain.ts")).runExplain(c, output);
    });

  program
    .command("lsp")
    .description("run the language server (for editors)")
    .option("--stdio", "talk LSP over stdin/stdout")
    .action(async (opts) => {
      code = await (await import("./commands/lsp.ts")).runLsp(opts, output);
    });

  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? exitOk : exitUsage;
    throw error;
  }
  return code;
}
