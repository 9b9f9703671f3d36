/**
 * Ids present in both lists whose place relative to the others changed: every common id
 * outside one longest run kept in the same relative order (a longest increasing
 * subsequence of old positions, read in new order). Swapping two neighbours marks one of
 * them, the smallest set that explains the new order. Insertions and deletions alone mark
 * nothing. O(n log n); on ties the earliest-ending run is kept, so the answer is fixed.
 */
export function reorderedIds(before: readonly string[], after: readonly string[]): Set<string> {
  const oldIndex = new Map<string, number>();
  before.forEach((id, index) => {
    if (!oldIndex.has(id)) oldIndex.set(id, index);
  });
  const common = [...new Set(after)].filter((id) => oldIndex.has(id));
  const positions = common.map((id) => oldIndex.get(id) as number);

  // Patience sorting: tails[k] is the index (in `positions`) ending the best run of length k+1.
  const tails: number[] = [];
  const previous: number[] = new Array<number>(positions.length).fill(-1);
  positions.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((positions[tails[mid] as number] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1] as number;
    tails[lo] = i;
  });

  const kept = new Set<number>();
  for (let i = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; i >= 0; i = previous[i] as number) kept.add(i);
  return new Set(common.filter((_, i) => !kept.has(i)));
}
