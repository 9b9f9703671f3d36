import { bottom, center, contains, right, type Box, type Point, type Side } from '../../geometry/index.js';
import type { ResolvedStrategy } from '../types.js';
import { MIN_END_SEGMENT } from './route-constants.js';

/** Which side of a box an edge end uses, and whether the route runs into the box from it. */
export interface SideChoice {
  side: Side;
  /** The box contains the other end: the route meets this side from inside. */
  inward: boolean;
}

type Direction = ResolvedStrategy['direction'];

// Below this gap along the layout axis a Z-shaped route has no room for its ends, so the
// other axis is used when it has more.
const MIN_AXIS_GAP = 4 * MIN_END_SEGMENT;

/**
 * The side of `box` facing `other` (another box, or a point as an empty box). Boxes apart
 * on one axis face each other on it; apart on both, the layout direction's axis wins (TB/BT
 * vertical, LR/RL horizontal) unless its gap is too narrow. A box holding the other uses its
 * side nearest the other's centre, from inside; a box held by the other uses that same side.
 */
export function facingSide(box: Box, other: Box, direction: Direction): SideChoice {
  if (box !== other && contains(box, other) && !contains(other, box)) {
    return { side: nearestSide(box, center(other)), inward: true };
  }
  if (contains(other, box) && !contains(box, other)) {
    return { side: nearestSide(other, center(box)), inward: false };
  }
  const gapX = Math.max(other.x - right(box), box.x - right(other));
  const gapY = Math.max(other.y - bottom(box), box.y - bottom(other));
  const verticalFirst = direction === 'TB' || direction === 'BT';
  let vertical: boolean;
  if (gapX > 0 && gapY > 0) {
    const [along, across] = verticalFirst ? [gapY, gapX] : [gapX, gapY];
    const useLayoutAxis = along >= MIN_AXIS_GAP || across <= along;
    vertical = useLayoutAxis === verticalFirst;
  } else if (gapX > 0 || gapY > 0) {
    vertical = gapY > 0;
  } else {
    // Overlapping boxes: the axis on which the centres are further apart, relative to size.
    const dx = Math.abs(center(other).x - center(box).x) / Math.max(1, box.width + other.width);
    const dy = Math.abs(center(other).y - center(box).y) / Math.max(1, box.height + other.height);
    vertical = dy === dx ? verticalFirst : dy > dx;
  }
  const c = center(box);
  const o = center(other);
  if (vertical) return { side: o.y < c.y || (o.y === c.y && direction === 'BT') ? 'top' : 'bottom', inward: false };
  return { side: o.x < c.x || (o.x === c.x && direction === 'RL') ? 'left' : 'right', inward: false };
}

/** The side of a box nearest to a point inside it (ties: top, right, bottom, left). */
function nearestSide(box: Box, point: Point): Side {
  const distances: Array<[Side, number]> = [
    ['top', point.y - box.y],
    ['right', right(box) - point.x],
    ['bottom', bottom(box) - point.y],
    ['left', point.x - box.x],
  ];
  let best = distances[0]!;
  for (const entry of distances) if (entry[1] < best[1]) best = entry;
  return best[0];
}
