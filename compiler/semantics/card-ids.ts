import { defaultCardIds, type CardIdDecl, type GameVocabulary } from "../../runtime/core/vocabulary.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { CardNode } from "../syntax/ast.ts";

const compiled = new WeakMap<CardIdDecl, RegExp>();

/** The game's id form as a whole-word regular expression (compiled once per vocabulary). */
function idPattern(decl: CardIdDecl): RegExp {
  let re = compiled.get(decl);
  if (!re) compiled.set(decl, (re = new RegExp(`^(?:${decl.pattern})$`, "u")));
  return re;
}

/** The game's declared id form, or the default one. */
export function cardIdsOf(vocab: GameVocabulary): CardIdDecl {
  return vocab.cardIds ?? defaultCardIds;
}

/** The parser takes any id-like word after `card`; here it must have the form the game declares (CS3013). */
export function checkCardId(card: CardNode, vocab: GameVocabulary, file: string, diagnostics: Diagnostic[]): void {
  const decl = cardIdsOf(vocab);
  const id = card.id.text;
  if (idPattern(decl).test(id)) return;
  const expected = `a card id such as '${decl.example}' (${decl.doc})`;
  diagnostics.push({
    code: "CS3013", severity: "error", file, span: card.id.span,
    message: `'${id}' is not a card id of ${vocab.game}: expected ${expected}`,
    expected, found: `'${id}'`,
  });
}
