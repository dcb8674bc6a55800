/** Plain-text descriptions shared by hover and completion: phrase signatures and card summaries. */
import type { GameVocabulary, ParamType, PhraseDecl } from "../../../runtime/core/vocabulary.ts";
import type { StatValue } from "../../../runtime/core/cards.ts";
import type { CardIR } from "../../ir/ir.ts";
import { renderStatValue } from "../../render/stat-values.ts";

export function paramTypeName(t: ParamType): string {
  switch (t.kind) {
    case "cards":
      return t.noun;
    case "word":
      return `word of ${t.of}`;
    case "phrase":
      return t.phrase;
    case "list":
      return `${paramTypeName(t.item)} ${t.conjunction} …`;
    default:
      return t.kind;
  }
}

/** `exert {target: character}` — the canonical pattern with each slot typed. */
export function phraseSignature(p: PhraseDecl): string {
  const types = new Map(p.params.map((d) => [d.name, paramTypeName(d.type)]));
  return (p.patterns[0] ?? p.id).replace(/\{(\w+)\}/g, (_, name: string) => `{${name}: ${types.get(name) ?? "?"}}`);
}

/** A card's header (type, culture, stats) and its canonical text, as Markdown. */
export function cardSummary(card: CardIR, vocab: GameVocabulary | undefined): string {
  const type = vocab?.cardTypes.find((t) => t.id === card.type)?.word ?? card.type;
  const culture = card.culture ? vocab?.cultures.find((c) => c.id === card.culture)?.word ?? card.culture : "";
  const title = `${card.unique ? "• " : ""}${card.title}${card.subtitle ? `, ${card.subtitle}` : ""}`;
  const fields = card as unknown as Record<string, unknown>;
  const stats = (vocab?.stats ?? []).filter((s) => fields[s.name] !== null && fields[s.name] !== undefined).map((s) => `${s.name} ${renderStatValue(s, fields[s.name] as StatValue, vocab!)}`);
  const lines = [`**${title}** (${card.id})`, [culture, type].filter(Boolean).join(" ") + (stats.length ? ` — ${stats.join(", ")}` : "")];
  if (card.text) lines.push("", card.text);
  return lines.join("\n");
}

/**
 * A phrase for hover, as Markdown: its typed signature, kind and doc; with `full`, its other wordings, each
 * parameter's type and doc, and its English rendering.
 */
export function phraseDoc(p: PhraseDecl, full = true): string {
  const lines = ["```cardscript", phraseSignature(p), "```", `*${p.kind}* \`${p.id}\` — ${p.doc}`];
  if (!full) return lines.join("\n");
  if (p.patterns.length > 1) lines.push("", `also written: ${p.patterns.slice(1).map((w) => `\`${w}\``).join(", ")}`);
  if (p.params.length) lines.push("", "parameters:", ...p.params.map((d) => `- \`${d.name}\`: ${paramTypeName(d.type)}${d.doc ? ` — ${d.doc}` : ""}`));
  lines.push("", `English: \`${p.render}\``);
  if (p.alsoCost) lines.push("", "may also be paid as a cost (before `then`)");
  if (p.lasting) lines.push("", `a lasting effect: takes \`until …\``);
  return lines.join("\n");
}
