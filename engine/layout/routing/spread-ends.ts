import { pointOnSide, type Box, type Point, type Side } from '../../geometry/index.js';
import { TRACK_SPACING } from './track-index.js';

/** An end that takes a share of its side, next to the other ends on the same side. */
export interface SideSlot {
  edgeId: string;
  which: 'from' | 'to';
  elementId: string;
  box: Box;
  side: Side;
  /** Where the other end is, to order the slots along the side so routes do not cross. */
  toward: Point;
}

/**
 * Spreads the ends sharing a side of one element evenly along it, at offsets
 * 1/(k+1) … k/(k+1), ordered by where their other ends lie along the side (then edge id,
 * then from before to), so no two ends share a point and neighbours do not cross.
 * Returns the point of each slot, keyed `edgeId/which`, the slots of each side in their
 * order along it (sides in the order their first slot was given), and each slot's cell: the
 * stretch along the side (x on top and bottom, y on left and right) halfway to its
 * neighbours' points, less half a track each side, where a router that knows better
 * (route-via.ts) may move the end without changing the side's order.
 */
export function spreadEnds(slots: readonly SideSlot[]): { points: Map<string, Point>; sides: SideSlot[][]; cells: Map<string, [number, number]> } {
  const bySide = new Map<string, SideSlot[]>();
  for (const slot of slots) {
    const key = `${slot.elementId}\u0000${slot.side}`;
    const list = bySide.get(key);
    if (list === undefined) bySide.set(key, [slot]);
    else list.push(slot);
  }
  const points = new Map<string, Point>();
  const cells = new Map<string, [number, number]>();
  for (const list of bySide.values()) {
    list.sort(compareSlots);
    list.forEach((slot, i) => {
      const point = pointOnSide(slot.box, slot.side, (i + 1) / (list.length + 1));
      points.set(slotKey(slot.edgeId, slot.which), point);
      const horizontal = slot.side === 'top' || slot.side === 'bottom';
      const at = horizontal ? point.x : point.y;
      const half = Math.max(0, (horizontal ? slot.box.width : slot.box.height) / (2 * (list.length + 1)) - TRACK_SPACING / 2);
      cells.set(slotKey(slot.edgeId, slot.which), [at - half, at + half]);
    });
  }
  return { points, sides: [...bySide.values()], cells };
}

/** The key spreadEnds uses for one end of an edge. */
export function slotKey(edgeId: string, which: 'from' | 'to'): string {
  return `${edgeId}/${which}`;
}

function compareSlots(a: SideSlot, b: SideSlot): number {
  const vertical = a.side === 'top' || a.side === 'bottom';
  const along = vertical ? a.toward.x - b.toward.x : a.toward.y - b.toward.y;
  if (along !== 0) return along;
  if (a.edgeId !== b.edgeId) return a.edgeId < b.edgeId ? -1 : 1;
  return a.which === b.which ? 0 : a.which === 'from' ? -1 : 1;
}
