/** Shorthands for parameter declarations, so each phrase reads as one block. */
import type { ParamDecl, PhraseKind } from "../../../core/vocabulary.ts";

export const cards = (name: string, noun: string, doc?: string): ParamDecl => ({ name, type: { kind: "cards", noun }, doc });
export const num = (name: string, doc?: string): ParamDecl => ({ name, type: { kind: "number" }, doc });
export const signed = (name: string, doc?: string): ParamDecl => ({ name, type: { kind: "signed" }, doc });
export const player = (name: string, doc?: string): ParamDecl => ({ name, type: { kind: "player" }, doc });
export const word = (name: string, of: string, doc?: string): ParamDecl => ({ name, type: { kind: "word", of }, doc });
export const phrase = (name: string, kind: PhraseKind, doc?: string): ParamDecl => ({ name, type: { kind: "phrase", phrase: kind }, doc });
