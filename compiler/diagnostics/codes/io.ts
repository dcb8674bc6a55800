import type { DiagnosticCode } from "./catalogue.ts";

/** Codes of the services layer: reading inputs, writing outputs, and internal failures (CS9xxx). */
export const ioCodes: DiagnosticCode[] = [
  {
    code: "CS9001",
    severity: "error",
    title: "Path not found",
    description: "A path given on the command line does not exist. Check the spelling, or run from the folder the path is relative to.",
    example: "cardc check cards/no-such-set",
  },
  {
    code: "CS9002",
    severity: "error",
    title: "No .card files in directory",
    description: "A directory given on the command line holds no `.card` file, at any depth. Point at the folder that holds the card files.",
    example: "cardc check docs/",
  },
  {
    code: "CS9003",
    severity: "error",
    title: "Cannot read file",
    description: "The file exists but could not be read (permissions, or it is not a regular file such as a pipe or device).",
    example: "cardc check /dev/null",
  },
  {
    code: "CS9004",
    severity: "error",
    title: "Invalid UTF-8",
    description: "Card files must be UTF-8. The diagnostic points at the first byte that is not valid UTF-8; re-save the file as UTF-8.",
    example: "card 1C1 \"Caf\\xE9\" { … }   # a Latin-1 byte",
  },
  {
    code: "CS9005",
    severity: "error",
    title: "Binary file",
    description: "The file holds NUL bytes, so it is not a text file (or it is UTF-16, which is not supported). Only text `.card` files can be compiled.",
    example: "cardc check picture.card",
  },
  {
    code: "CS9006",
    severity: "error",
    title: "File too large",
    description: "The file is larger than the limit (64 MB by default), which guards against reading a wrong file. Split the set into several files.",
    example: "cardc check huge.card",
  },
  {
    code: "CS9007",
    severity: "warning",
    title: "Empty file",
    description: "The file holds nothing but white space, so it defines no cards. It is skipped; delete it or write its `game` and `set` lines.",
    example: "(an empty file)",
  },
  {
    code: "CS9008",
    severity: "error",
    title: "Cannot write output",
    description: "An output file could not be written. Nothing was changed: the previous output is left as it was.",
    example: "cardc build cards --out /read-only-folder",
  },
  {
    code: "CS9999",
    severity: "error",
    title: "Internal compiler error",
    description: "A phase of the compiler threw an exception. This is a bug in cardc, not in the card file; please report it with the file that triggers it.",
    example: "(no example: any input that triggers it is a bug)",
  },
];
