import { center, roundPoint, type Point } from '../../geometry/index.js';
import type { EndElement } from './route-types.js';
import { clipToOutline } from './shape-outline.js';

/**
 * A straight route: one segment on the line between the two ends' centres, from outline to
 * outline (ellipses and diamonds by their curve, other shapes by their box). A fixed point
 * (port, anchor, ER column row) is used as it is, and the other end aims at it.
 * ER column rows must already be fixed points (column-sides.ts).
 */
export function routeStraight(from: EndElement, to: EndElement): Point[] {
  const aimFrom = from.fixed?.point ?? center(from.box);
  const aimTo = to.fixed?.point ?? center(to.box);
  const start = from.fixed?.point ?? clipToOutline(from.shape, from.box, aimTo);
  const end = to.fixed?.point ?? clipToOutline(to.shape, to.box, aimFrom);
  return [roundPoint(start), roundPoint(end)];
}
