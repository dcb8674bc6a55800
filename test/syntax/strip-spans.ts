/** A syntax tree without its positions, for comparing trees of differently laid-out texts. */
export function stripSpans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpans);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key !== "span" && key !== "headerSpan" && key !== "path") out[key] = stripSpans(inner);
    }
    return out;
  }
  return value;
}
