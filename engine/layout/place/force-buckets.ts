import { bottom, right, type Box } from '../../model/geometry.js';

// A box covering more cells than this is kept in one list that every query sees.
const MAX_CELLS_PER_BOX = 256;

/**
 * A uniform grid of buckets over boxes, for "which boxes are near this one" in about
 * constant time. Entries come back in insertion order, so users stay deterministic.
 */
export class BoxBuckets<T extends { box: Box }> {
  private readonly cells = new Map<number, number[]>();
  private readonly large: number[] = [];
  private readonly entries: T[] = [];
  // Which query last returned each entry: dedupes a box found in several buckets.
  private readonly seen: number[] = [];
  private query = 0;

  constructor(private readonly size: number) {}

  add(entry: T): void {
    const id = this.entries.length;
    this.entries.push(entry);
    this.seen.push(0);
    const [x0, y0, x1, y1] = this.range(entry.box, 0);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS_PER_BOX) {
      this.large.push(id);
      return;
    }
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = cellKey(cx, cy);
        const bucket = this.cells.get(key);
        if (bucket === undefined) this.cells.set(key, [id]);
        else bucket.push(id);
      }
    }
  }

  /**
   * Entries whose boxes may come within `margin` of `box` (every such entry, maybe a few
   * more), in a fixed order: the large ones, then bucket by bucket.
   */
  near(box: Box, margin: number): T[] {
    const [x0, y0, x1, y1] = this.range(box, margin);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS_PER_BOX * 4) return [...this.entries];
    this.query++;
    const found: T[] = [];
    const take = (id: number): void => {
      if (this.seen[id] === this.query) return;
      this.seen[id] = this.query;
      found.push(this.entries[id]!);
    };
    for (const id of this.large) take(id);
    for (let cx = x0; cx <= x1; cx++) for (let cy = y0; cy <= y1; cy++) for (const id of this.cells.get(cellKey(cx, cy)) ?? []) take(id);
    return found;
  }

  private range(box: Box, margin: number): [number, number, number, number] {
    return [
      Math.floor((box.x - margin) / this.size),
      Math.floor((box.y - margin) / this.size),
      Math.floor((right(box) + margin) / this.size),
      Math.floor((bottom(box) + margin) / this.size),
    ];
  }
}

/** One number per cell (cells 2^20 apart would share one: that only adds candidates). */
function cellKey(cx: number, cy: number): number {
  return (cx + 0x100000) * 0x200000 + (cy + 0x100000);
}
