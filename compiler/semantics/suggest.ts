/** Did-you-mean: the closest candidate by edit distance, if close enough to be a likely typo. */
/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const w = word.toLowerCase();
  const limit = Math.max(1, Math.floor(w.length / 3));
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const lower = c.toLowerCase();
    // the distance is at least the difference in length: skip what cannot be close enough, or closer
    const gap = Math.abs(lower.length - w.length);
    if (gap > limit || gap >= bestD) continue;
    const d = editDistance(w, lower);
    if (d < bestD && d <= limit) (best = c), (bestD = d);
  }
  return best;
}

/** Keep the case style of what was written: `Fooo` → `Foo`, `exret` → `exert`. */
export function matchCase(written: string, suggestion: string): string {
  if (/^\p{Lu}/u.test(written)) return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  if (/^\p{Ll}/u.test(written) && suggestion === suggestion.charAt(0).toUpperCase() + suggestion.slice(1).toLowerCase()) return suggestion.toLowerCase();
  return suggestion;
}
