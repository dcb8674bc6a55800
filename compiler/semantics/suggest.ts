/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1.
 * Three reused rows; once a whole row exceeds `max` the distance must too (row minima never fall), so
 * it stops and answers `max + 1`. Did-you-mean runs it against every title on each keystroke.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Did-you-mean: the closest candidate by edit distance, if close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const w = word.toLowerCase();
  const limit = Math.max(1, Math.floor(w.length / 3));
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    // the distance is at least the difference in length: skip what cannot be close enough, or closer
    // (lower-casing may lengthen a word by one: `İ`)
    if (Math.abs(c.length - w.length) > limit + 1) continue;
    const lower = c.toLowerCase();
    const gap = Math.abs(lower.length - w.length);
    if (gap > limit || gap >= bestD) continue;
    const d = editDistance(w, lower, Math.min(limit, bestD - 1));
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
