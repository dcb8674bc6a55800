/** Tokenizes text with the extension's TextMate grammar, as VS Code does (vscode-textmate + oniguruma). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import * as oniguruma from "vscode-oniguruma";
import * as textmate from "vscode-textmate";

export const grammarFile = fileURLToPath(new URL("../../lsp/vscode/syntaxes/cardscript.tmLanguage.json", import.meta.url));
const ROOT_SCOPE = "source.cardscript";

let grammar: Promise<textmate.IGrammar> | undefined;

function loadGrammar(): Promise<textmate.IGrammar> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("vscode-oniguruma/release/onig.wasm"));
  const onigLib = oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer).then(() => ({
    createOnigScanner: (sources: string[]) => new oniguruma.OnigScanner(sources),
    createOnigString: (text: string) => new oniguruma.OnigString(text),
  }));
  const registry = new textmate.Registry({
    onigLib,
    loadGrammar: async (scopeName) =>
      scopeName === ROOT_SCOPE ? textmate.parseRawGrammar(readFileSync(grammarFile, "utf8"), grammarFile) : null,
  });
  return registry.loadGrammar(ROOT_SCOPE).then((g) => {
    if (!g) throw new Error(`grammar ${ROOT_SCOPE} not found`);
    return g;
  });
}

export interface Token {
  text: string;
  /** Scopes below the root scope, outermost first. */
  scopes: string[];
}

/** One array of tokens per line; white-space tokens that carry no scope of their own are dropped. */
export async function tokenize(text: string): Promise<Token[][]> {
  grammar ??= loadGrammar();
  const g = await grammar;
  let state = textmate.INITIAL;
  return text.split(/\r?\n/).map((line) => {
    const result = g.tokenizeLine(line, state);
    state = result.ruleStack;
    return result.tokens
      .map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes.filter((s) => s !== ROOT_SCOPE) }))
      .filter((t) => t.text.trim() !== "" || t.scopes.some((s) => !s.startsWith("meta.")));
  });
}

/** The snapshot format: one line per token, `text  scopes`. */
export function snapshot(lines: Token[][]): string {
  return lines.flatMap((tokens) => tokens.map((t) => `${t.text}  ${t.scopes.join(" ")}`.trimEnd())).join("\n") + "\n";
}
