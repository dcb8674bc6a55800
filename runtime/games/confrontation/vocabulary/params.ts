/** Short builders for parameter declarations. */
import type { ParamDecl } from "../../../core/vocabulary.ts";

export const piece = (name: string, doc: string): ParamDecl => ({ name, type: { kind: "cards", noun: "character" }, doc });
export const word = (name: string, of: string, doc: string): ParamDecl => ({ name, type: { kind: "word", of }, doc });
export const number = (name: string, doc: string): ParamDecl => ({ name, type: { kind: "number" }, doc });
