/**
 * A bounded memo for pure functions of a short string or a number that drawing calls over
 * and over with the same few arguments (a theme's colours, attribute names, id parts, the
 * coordinates num() writes): every element of a diagram asks again for what every other
 * element asked for.
 *
 * At most `limit` results are kept; past that the oldest entry goes first. Plain
 * first-in-first-out rather than least-recently-used, because a hit must stay a single
 * Map lookup (it is the hot path), and one drawing's working set is a handful of entries
 * far under the bound, so a server drawing many diagrams only ever cycles through it.
 * String keys longer than MEMO_KEY_LENGTH (or the `keyLength` given) are computed every time and
 * never kept, so a scene full of long made-up colour strings cannot make the memo hold much.
 *
 * `compute` must be pure and its results must not be mutated by callers (freeze objects):
 * a hit then gives exactly what a fresh call would, so the memo changes no output.
 */
export const MEMO_KEY_LENGTH = 64;

export function boundedMemo<T, K extends string | number = string>(limit: number, compute: (key: K) => T, keyLength = MEMO_KEY_LENGTH): (key: K) => T {
  const results = new Map<K, T>();
  return (key: K): T => {
    const cached = results.get(key);
    if (cached !== undefined || results.has(key)) return cached as T;
    const result = compute(key);
    if (typeof key === 'string' && key.length > keyLength) return result;
    if (results.size >= limit) {
      const oldest = results.keys().next();
      if (oldest.done !== true) results.delete(oldest.value);
    }
    results.set(key, result);
    return result;
  };
}
