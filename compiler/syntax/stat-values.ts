/** Stat values as written, in the canonical layout: shared by the formatter and the checker's messages. */
import type { StatItemNode, StatListNode } from "./ast.ts";

/** `3`, `+2`, `-1`, `3-6`, `Red`. */
export function statItemText(item: StatItemNode): string {
  switch (item.kind) {
    case "word":
      return item.text;
    case "number":
      return String(item.value);
    case "signed":
      return Object.is(item.value, -0) ? "-0" : item.value < 0 ? String(item.value) : `+${item.value}`;
    case "range":
      return [item.from, item.to, ...(item.more ?? [])].map((n) => n.value).join("-");
  }
}

/** A stat's value with its separators as written (`1-3, 5-9`, `Red, Green and Blue`, `Red, Green, and Blue`). */
export function statValueText(value: StatItemNode | StatListNode): string {
  if (value.kind !== "statList") return statItemText(value);
  let out = value.items.length ? statItemText(value.items[0]!) : "";
  for (let i = 1; i < value.items.length; i++) {
    const separator = value.separators[i - 1]?.text ?? ",";
    out += `${separator === "and" ? " and" : separator} ${statItemText(value.items[i]!)}`;
  }
  return out;
}
