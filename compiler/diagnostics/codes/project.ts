import type { DiagnosticCode } from "./catalogue.ts";

/** Codes of the project file, `cardscript.json` (CS91xx): what it says is wrong, or it names nothing. */
export const projectCodes: DiagnosticCode[] = [
  {
    code: "CS9101",
    severity: "error",
    title: "Project file is not JSON",
    description: "`cardscript.json` must be one JSON object (no comments, no trailing commas). The diagnostic points at the first character that is not JSON; until it is fixed, no command can tell which files make up the project.",
    input: "project",
    example: '{ "include": ["cards/**/*.card",] }',
    fixed: '{ "include": ["cards/**/*.card"] }',
  },
  {
    code: "CS9102",
    severity: "error",
    title: "Project file does not match its schema",
    description: "`cardscript.json` holds an unknown property or a value of the wrong kind. It takes `include`, `exclude`, `decks` and `scenarios`, each an array of globs relative to its folder (`compiler/project/cardscript.schema.json`; [docs/project.md](project.md)).",
    input: "project",
    example: '{ "include": "cards/**/*.card" }',
    fixed: '{ "include": ["cards/**/*.card"] }',
  },
  {
    code: "CS9103",
    severity: "error",
    title: "Project has no .card files",
    description: "The project's `include` globs (less its `exclude` globs) match no `.card` file, so a command given no paths has nothing to work on. Fix the globs, or give the paths on the command line.",
    input: "project",
    example: '{ "include": ["cardz/**/*.card"] }',
    fixed: '{ "include": ["cards/**/*.card"] }',
  },
];
