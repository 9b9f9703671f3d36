import type { ViaPoint } from '../layered/index.js';
import { EDGE_SPACING } from './route-constants.js';

/** One layer's slotted via points: their centres across the layout axis, ascending, and where each one's route passes (its centre until routed). */
interface Lane {
  centres: number[];
  taken: number[];
}

/**
 * The layers' order kept while routes pass them anywhere in their via slots
 * (layered/via-slots.ts: a slot reaches over the neighbouring dummies up to the nearest node).
 * Each route through a layer keeps EDGE_SPACING from the routes of the dummies either side,
 * where they were routed, or from their centres while they are not: so a route never takes
 * the place a later one needs, and the layer's routes stay in the placement's order. Routes
 * come in document order, so the result is deterministic. Layers are told apart by their
 * position along the layout axis (every via point of a layer has the same one).
 */
export class ViaLanes {
  private readonly lanes = new Map<number, Lane>();
  /** Whether any via point has a slot: the placement gave room, not only points. */
  readonly slotted: boolean;

  constructor(
    via: Iterable<readonly ViaPoint[]>,
    private readonly vertical: boolean,
  ) {
    const collected = new Map<number, number[]>();
    for (const points of via) {
      for (const p of points) {
        if (!hasSlot(p)) continue;
        const list = collected.get(this.along(p));
        if (list === undefined) collected.set(this.along(p), [this.across(p)]);
        else list.push(this.across(p));
      }
    }
    for (const [key, list] of collected) {
      const centres = [...new Set(list)].sort((a, b) => a - b);
      this.lanes.set(key, { centres, taken: [...centres] });
    }
    this.slotted = this.lanes.size > 0;
  }

  /** The stretch across the axis a route may pass `p`'s layer in: its slot, narrowed to keep EDGE_SPACING from its neighbours' routes, never so far it loses the point itself. */
  slot(p: ViaPoint): [number, number] {
    const centre = this.across(p);
    let low = centre - (p.before ?? 0);
    let high = centre + (p.after ?? 0);
    const found = this.find(p);
    if (found !== undefined) {
      const { lane, i } = found;
      if (i > 0) low = Math.max(low, lane.taken[i - 1]! + EDGE_SPACING);
      if (i + 1 < lane.taken.length) high = Math.min(high, lane.taken[i + 1]! - EDGE_SPACING);
    }
    return [Math.min(low, centre), Math.max(high, centre)];
  }

  /** Records that the route through `p`'s layer passes at `at` across the axis. */
  take(p: ViaPoint, at: number): void {
    const found = this.find(p);
    if (found !== undefined) found.lane.taken[found.i] = at;
  }

  private find(p: ViaPoint): { lane: Lane; i: number } | undefined {
    const lane = this.lanes.get(this.along(p));
    if (lane === undefined) return undefined;
    const centre = this.across(p);
    let [lo, hi] = [0, lane.centres.length - 1];
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const value = lane.centres[mid]!;
      if (value === centre) return { lane, i: mid };
      if (value < centre) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  private along(p: ViaPoint): number {
    return this.vertical ? p.y : p.x;
  }

  private across(p: ViaPoint): number {
    return this.vertical ? p.x : p.y;
  }
}

/** Whether a via point has room around it (a point from a placer without slots has none). */
export function hasSlot(p: ViaPoint): boolean {
  return (p.before ?? 0) > 0 || (p.after ?? 0) > 0;
}
