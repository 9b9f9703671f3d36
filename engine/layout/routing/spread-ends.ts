import { pointOnSide, type Box, type Point, type Side } from '../../geometry/index.js';

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
 * Returns the point of each slot, keyed `edgeId/which`, and the slots of each side in
 * their order along it (sides in the order their first slot was given).
 */
export function spreadEnds(slots: readonly SideSlot[]): { points: Map<string, Point>; sides: SideSlot[][] } {
  const bySide = new Map<string, SideSlot[]>();
  for (const slot of slots) {
    const key = `${slot.elementId}\u0000${slot.side}`;
    const list = bySide.get(key);
    if (list === undefined) bySide.set(key, [slot]);
    else list.push(slot);
  }
  const points = new Map<string, Point>();
  for (const list of bySide.values()) {
    list.sort(compareSlots);
    list.forEach((slot, i) => {
      points.set(slotKey(slot.edgeId, slot.which), pointOnSide(slot.box, slot.side, (i + 1) / (list.length + 1)));
    });
  }
  return { points, sides: [...bySide.values()] };
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
