import type { Point } from '../../geometry/index.js';

/**
 * Where an edge meets its node and which way it is heading there: glyphs at the ends are
 * drawn in this frame so they follow the last segment (or the Bézier tangent) of any route.
 */
export interface EdgeEnd {
  /** The route's end point (on the node's border). */
  tip: Point;
  /** Unit vector along the route, pointing into the node. */
  along: Point;
  /** Unit vector perpendicular to `along`. */
  across: Point;
}

/** The frame at the start or the end of a route; null for a route without length. */
export function edgeEnd(points: readonly Point[], which: 'start' | 'end'): EdgeEnd | null {
  // Walked from the tip inwards, by index rather than over a reversed copy.
  const last = which === 'end' ? points.length - 1 : 0;
  const inwards = which === 'end' ? -1 : 1;
  const tip = points[last];
  if (tip === undefined) return null;
  // The nearest earlier point that differs from the tip gives the direction (a Bézier's
  // last control point may coincide with its end).
  for (let k = 1; k < points.length; k++) {
    const from = points[last + inwards * k]!;
    const length = Math.hypot(tip.x - from.x, tip.y - from.y);
    if (length > 1e-6) {
      const along = { x: (tip.x - from.x) / length, y: (tip.y - from.y) / length };
      return { tip, along, across: { x: -along.y, y: along.x } };
    }
  }
  return null;
}

/** The point `back` px before the tip along the route, moved `side` px across it. */
export function endPoint(end: EdgeEnd, back: number, side = 0): Point {
  return {
    x: end.tip.x - end.along.x * back + end.across.x * side,
    y: end.tip.y - end.along.y * back + end.across.y * side,
  };
}
