/** Edit distance with an early exit: enough to suggest "label" for "lable". */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest candidates to `word`, nearest first (at most `count`). */
export function closest(word: string, candidates: readonly string[], count = 3): string[] {
  const limit = Math.max(2, Math.floor(word.length / 3));
  return candidates
    .map((candidate) => ({ candidate, d: distance(word, candidate, limit) }))
    .filter((entry) => entry.d <= limit)
    .sort((a, b) => a.d - b.d || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, count)
    .map((entry) => entry.candidate);
}
