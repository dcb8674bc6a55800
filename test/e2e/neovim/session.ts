/**
 * The neovim session's steps: session.txt, read into the driver's plan (0-based lines, byte columns as neovim's
 * cursor takes them) and the expectations the test checks against what the editor saw.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface Place {
  file: string;
  /** 0-based line, and the byte column of the cursor in it (neovim's), and the UTF-16 column (the LSP's). */
  line: number;
  col: number;
  character: number;
}

export type Step =
  | (Place & { step: "completion"; label: string })
  | (Place & { step: "hover"; word: string })
  | (Place & { step: "definition"; target: { file: string; line: number; text: string } })
  | (Place & { step: "rename"; newName: string })
  | (Place & { step: "broken"; endCol: number; old: string; text: string })
  | { step: "format"; file: string };

const bytes = (s: string) => Buffer.byteLength(s, "utf8");

/** The 0-based line of `file` (under `root`) whose trimmed text is `trimmed`, and that line. */
function findLine(root: string, file: string, trimmed: string): { line: number; text: string } {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  const line = lines.findIndex((l) => l.trim() === trimmed);
  if (line < 0) throw new Error(`session.txt: no line ${JSON.stringify(trimmed)} in ${file}`);
  return { line, text: lines[line]! };
}

/** Where a marker is on the line of `file` that reads `marked` once the marker is taken out. */
function place(root: string, file: string, marked: string, marker: RegExp, replacement: string): Place & { match: RegExpExecArray } {
  const trimmed = marked.trim();
  const match = marker.exec(trimmed);
  if (!match) throw new Error(`session.txt: no ${marker} in ${JSON.stringify(marked)}`);
  const unmarked = trimmed.replace(marker, replacement);
  const { line, text } = findLine(root, file, unmarked);
  const before = text.slice(0, text.indexOf(unmarked)) + trimmed.slice(0, match.index);
  return { file, line, col: bytes(before), character: before.length, match };
}

/** The steps of session.txt, their lines found in the files under `root` (the repository). */
export function readSession(root: string): Step[] {
  const source = readFileSync(join(import.meta.dirname, "session.txt"), "utf8");
  const steps: Step[] = [];
  for (const raw of source.split("\n")) {
    if (!raw.trim() || raw.startsWith("#")) continue;
    const [head, marked = "", ...args] = raw.split(" | ");
    const [step, file] = head!.trim().split(/\s+/) as [string, string];
    const cursor = () => {
      const { match: _, ...at } = place(root, file, marked, /\$0/, "");
      return at;
    };
    if (step === "completion") steps.push({ step, ...cursor(), label: args[0]! });
    else if (step === "hover") steps.push({ step, ...cursor(), word: args[0]! });
    else if (step === "definition") steps.push({ step, ...cursor(), target: { file: args[0]!, ...findLine(root, args[0]!, args[1]!) } });
    else if (step === "rename") steps.push({ step, ...cursor(), newName: args[0]! });
    else if (step === "broken") {
      const { match, ...at } = place(root, file, marked, /\[\[(.*?)=>(.*?)\]\]/, "$1");
      steps.push({ step, ...at, endCol: at.col + bytes(match[1]!), old: match[1]!, text: match[2]! });
    } else if (step === "format") steps.push({ step, file });
    else throw new Error(`session.txt: unknown step ${JSON.stringify(step)}`);
  }
  return steps;
}
