import type { Box } from '../model/index.js';
import { bottom, right } from './boxes.js';

// Bucket coordinates are shifted by this much so keys stay non-negative and unique for any
// coordinate the schema allows (±1,000,000 px) at any cell size of 1 px or more.
const SHIFT = 2 ** 21;
const STRIDE = 2 ** 22;
// Cells this many from the origin or fewer have keys within ±2^30 (cellKey).
const SMALL = 2 ** 14;
// A box spanning more cells than this is kept in a list every query scans, so one huge
// frame band or a query over the whole scene never walks millions of empty cells.
const MAX_CELLS = 4096;

/**
 * A uniform-grid spatial index of boxes, numbered 0..n-1 in insertion order. Queries visit
 * each box at most once, in ascending number, so results do not depend on bucket layout.
 * Used for routing obstacles, edge-label overlap checks and force placement's overlap removal.
 */
export class BoxBuckets {
  private readonly buckets = new Map<number, number[]>();
  private readonly oversized: number[] = [];
  private readonly boxes: Box[] = [];
  private readonly seen: number[] = [];
  private stamp = 0;
  private readonly scratch: number[] = [];

  constructor(private readonly cellSize: number) {}

  /** Adds a box; returns its number. */
  add(box: Box): number {
    const id = this.boxes.length;
    this.boxes.push(box);
    this.seen.push(0);
    if (this.cellCount(box) > MAX_CELLS) {
      this.oversized.push(id);
      return id;
    }
    this.forCells(box, (key) => {
      const bucket = this.buckets.get(key);
      if (bucket === undefined) this.buckets.set(key, [id]);
      else bucket.push(id);
    });
    return id;
  }

  box(id: number): Box {
    return this.boxes[id]!;
  }

  get size(): number {
    return this.boxes.length;
  }

  /** Numbers of the boxes whose area meets `area` (touching counts), ascending. */
  query(area: Box): number[] {
    const found = this.collect(area, []);
    return found.length > 1 ? found.sort(ascending) : found;
  }

  /**
   * The boxes query(area) finds, in no particular order, in a buffer the next call reuses:
   * for callers that only fold over them (the router tests thousands of segments against
   * obstacles per layout, and a fresh sorted array each time was most of that test).
   */
  queryUnordered(area: Box): readonly number[] {
    this.scratch.length = 0;
    return this.collect(area, this.scratch);
  }

  /** Appends to `found` every box meeting `area`, once each; returns `found`. */
  private collect(area: Box, found: number[]): number[] {
    // Plain loops and no closures: the router asks this thousands of times per layout.
    const stamp = ++this.stamp;
    const size = this.cellSize;
    const x0 = Math.floor(area.x / size);
    const x1 = Math.floor(right(area) / size);
    const y0 = Math.floor(area.y / size);
    const y1 = Math.floor(bottom(area) / size);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > Math.max(MAX_CELLS, this.boxes.length)) {
      for (let id = 0; id < this.boxes.length; id++) this.consider(id, area, stamp, found);
      return found;
    }
    for (let i = 0; i < this.oversized.length; i++) this.consider(this.oversized[i]!, area, stamp, found);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const bucket = this.buckets.get(cellKey(cx, cy));
        if (bucket !== undefined) for (let i = 0; i < bucket.length; i++) this.consider(bucket[i]!, area, stamp, found);
      }
    }
    return found;
  }

  /** Adds box `id` to `found` when it meets `area` and this query has not seen it yet. */
  private consider(id: number, area: Box, stamp: number, found: number[]): void {
    if (this.seen[id] === stamp) return;
    this.seen[id] = stamp;
    const box = this.boxes[id]!;
    if (box.x <= area.x + area.width && area.x <= box.x + box.width && box.y <= area.y + area.height && area.y <= box.y + box.height) found.push(id);
  }

  private cellCount(box: Box): number {
    const columns = Math.floor(right(box) / this.cellSize) - Math.floor(box.x / this.cellSize) + 1;
    const rows = Math.floor(bottom(box) / this.cellSize) - Math.floor(box.y / this.cellSize) + 1;
    return columns * rows;
  }

  private forCells(box: Box, visit: (key: number) => void): void {
    const x0 = Math.floor(box.x / this.cellSize);
    const x1 = Math.floor(right(box) / this.cellSize);
    const y0 = Math.floor(box.y / this.cellSize);
    const y1 = Math.floor(bottom(box) / this.cellSize);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) visit(cellKey(cx, cy));
    }
  }
}

function ascending(a: number, b: number): number {
  return a - b;
}

/** The key of bucket cell (cx, cy). */
function cellKey(cx: number, cy: number): number {
  // Cells near the origin (every layout but the huge) get a small-integer key, which a Map
  // looks up without boxing a number on every query; the others (from 2^14 cells out) a key
  // of at least 2^41 (cx >= -1,000,000), so the two never meet.
  if (cx > -SMALL && cx < SMALL && cy > -SMALL && cy < SMALL) return cx * 2 * SMALL + cy;
  return (cx + SHIFT) * STRIDE + (cy + SHIFT);
}

/** A bucket size suited to these boxes: twice their mean larger dimension, at least 32 px. */
export function bucketSizeFor(boxes: readonly Box[]): number {
  if (boxes.length === 0) return 64;
  const mean = boxes.reduce((sum, box) => sum + Math.max(box.width, box.height), 0) / boxes.length;
  return Math.max(32, 2 * mean);
}
