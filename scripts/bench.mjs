// `npm run bench [-- suite…]`: bundles bench/run.ts into build/bench.mjs with esbuild, the way `npm run build`
// bundles the CLI, and runs it. The suites then time the code users run. Through tsx they would not: tsx compiles
// with esbuild's keepNames, which wraps every function, each closure included, in a call that sets its name, and
// the engine then takes about a third more instructions per game.
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = resolve(root, "build/bench.mjs");
await esbuild.build({ absWorkingDir: root, entryPoints: ["bench/run.ts"], outfile, bundle: true, format: "esm", platform: "node", target: "node20", packages: "external", logLevel: "warning" });
const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
process.exitCode = run.status ?? 1;
