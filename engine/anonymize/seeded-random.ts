/**
 * A seeded stream of numbers in [0, 1) (mulberry32): the anonymizer's only source of
 * chance, so one seed gives one copy in Node and in the browser, and the engine keeps no
 * randomness of its own. Not for secrets: the seed is shown to the person who reports.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
