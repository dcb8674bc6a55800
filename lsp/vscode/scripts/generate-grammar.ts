/** Writes syntaxes/cardscript.tmLanguage.json from the game vocabularies: `npx tsx lsp/vscode/scripts/generate-grammar.ts`. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { vocabularies } from "../../../runtime/games/vocabularies.ts";
import { grammarText } from "./grammar.ts";

export const grammarPath = join(__dirname, "..", "syntaxes", "cardscript.tmLanguage.json");

writeFileSync(grammarPath, grammarText(Object.values(vocabularies)));
console.log(`wrote ${grammarPath}`);
