/** Deep copy of plain data (objects, arrays, primitives: what a state holds); faster than structuredClone. */
export function copyData<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map(copyData) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copyData((v as Record<string, unknown>)[k]);
  return out as T;
}
