/**
 * The words an `(or …)` alternative writes: the rendering of the clause with the alternative in place,
 * less the words it shares with the clause's own rendering at either end, and with the `repeats` words
 * before the change that the card wrote again (`<word> +1 (or <word> +2 if …)`).
 */
export function changedWords(original: string, changed: string, repeats: number): string {
  const a = original.split(" ");
  const b = changed.split(" ");
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  return b.slice(Math.max(0, p - repeats), b.length - q).join(" ");
}
