/**
 * What transposition (transpose.ts) found for pairs of neighbouring vertices it did not
 * swap, kept while it still holds. A pair's crossings read only the order of its two
 * vertices' neighbours in the adjacent layers (places are whole numbers and an end's share
 * stays inside (-0.5, 0.5)), so a pair counted once gives the same answer until two of
 * those neighbours change order. Measured on ER 60: transposition counted 12,570 pairs,
 * most of them counted before with nothing around them reordered; with this, 6,191. In
 * time (CPU, same minute): ER 60's ordering about as before, 1.05-1.10 ms (its stamps cost
 * about what the counts saved), flowchart 50's 0.33 -> 0.29 ms.
 *
 * Each pair is kept on its left vertex (the right one and what the count said), stamped
 * with a clock. Whoever reorders a layer reports, for every two vertices that change
 * order, one of them (moved); that stamps the vertex's neighbours, which voids every pair
 * that read it, and so every pair that read both.
 */
import type { Adjacencies, Adjacency } from './crossings.js';

/** A kept pair's count: swapping would give more crossings (or none either way), or exactly as many (a tie, which odd rounds swap). */
export const WORSE = 0;
export const TIE = 1;
/** No count kept for the pair, or one no longer valid. */
export const UNKNOWN = -1;

export class SettledPairs {
  private readonly right: Int32Array;
  private readonly kind: Int8Array;
  private readonly at: Int32Array;
  /** Per vertex: the clock when a neighbour of it last moved. */
  private readonly touched: Int32Array;
  private clock = 0;

  constructor(private readonly adjacency: Adjacencies) {
    const count = adjacency.above.start.length - 1;
    this.right = new Int32Array(count).fill(-1);
    this.kind = new Int8Array(count);
    this.at = new Int32Array(count);
    this.touched = new Int32Array(count);
  }

  /** What was counted for v left of w, if it still holds (WORSE, TIE), else UNKNOWN. */
  known(v: number, w: number): number {
    const at = this.at[v]!;
    return this.right[v] === w && this.touched[v]! <= at && this.touched[w]! <= at ? this.kind[v]! : UNKNOWN;
  }

  /** Keeps what a count found for v left of w, not swapped for being better: WORSE or TIE. */
  keep(v: number, w: number, kind: number): void {
    this.right[v] = w;
    this.kind[v] = kind;
    this.at[v] = this.clock;
  }

  /** v changed order with some vertex of its layer: every pair that read v is void. */
  moved(v: number): void {
    const clock = ++this.clock;
    stamp(this.adjacency.above, v, this.touched, clock);
    stamp(this.adjacency.below, v, this.touched, clock);
  }
}

function stamp({ start, neighbour }: Adjacency, v: number, touched: Int32Array, clock: number): void {
  for (let k = start[v]!; k < start[v + 1]!; k++) touched[neighbour[k]!] = clock;
}
