import { overlaps, right, bottom, type Box } from '../../geometry/index.js';

const CELL = 256;

/**
 * Boxes that newly placed nodes keep clear of, bucketed in a uniform grid so that a query
 * looks at the few boxes near it instead of all of them. Boxes can be replaced (a frame
 * growing around its members).
 */
export class ObstacleSet {
  private readonly cells = new Map<string, Set<string>>();
  private readonly boxes = new Map<string, Box>();

  /** Adds or replaces the box of `id`. */
  set(id: string, box: Box): void {
    const old = this.boxes.get(id);
    if (old !== undefined) for (const key of cellsOf(old)) this.cells.get(key)?.delete(id);
    this.boxes.set(id, box);
    for (const key of cellsOf(box)) {
      let cell = this.cells.get(key);
      if (cell === undefined) {
        cell = new Set();
        this.cells.set(key, cell);
      }
      cell.add(id);
    }
  }

  get(id: string): Box | undefined {
    return this.boxes.get(id);
  }

  /** Ids of boxes that come within `gap` of `box`, in the order they were first added. */
  near(box: Box, gap: number): string[] {
    const found = new Set<string>();
    for (const key of cellsOf({ x: box.x - gap, y: box.y - gap, width: box.width + 2 * gap, height: box.height + 2 * gap })) {
      for (const id of this.cells.get(key) ?? []) found.add(id);
    }
    return [...found].filter((id) => overlaps(box, this.boxes.get(id)!, gap));
  }

  /** Every box. */
  all(): Box[] {
    return [...this.boxes.values()];
  }
}

function cellsOf(box: Box): string[] {
  const keys: string[] = [];
  const x0 = Math.floor(box.x / CELL);
  const x1 = Math.floor(right(box) / CELL);
  const y0 = Math.floor(box.y / CELL);
  const y1 = Math.floor(bottom(box) / CELL);
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(`${x},${y}`);
  return keys;
}
