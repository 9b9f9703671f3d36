import type { Arrowhead } from '../../model/index.js';
import type { Point } from '../../geometry/index.js';
import { pathData, polygonPath, polylinePath } from '../svg/path-data.js';

/**
 * Arrowheads drawn as paths (not markers, which resvg and browsers size differently).
 * A head's tip is the route's end point on the node's border; the line is shortened by
 * `setback` so it stops where the head begins and never shows through an open head.
 */
export interface ArrowheadGeometry {
  /** Path data of the head. */
  d: string;
  /** Closed outline (filled or hollow) or an open line (bar). */
  closed: boolean;
  /** Filled with the edge's colour (triangle, diamond, circle) or hollow. */
  filled: boolean;
  /** How far back from the border point the line must stop. */
  setback: number;
}

/** Length of a triangle head along the line: grows with the stroke so thick edges keep visible heads. */
export function arrowLength(strokeWidth: number): number {
  return 8 + 2 * strokeWidth;
}

/** Half the width of a triangle head as a share of its length. */
const HALF_WIDTH_RATIO = 0.4;

/**
 * Points measured from a head's tip. A class rather than a closure over the tip: heads are
 * drawn twice per edge, and under tsx (keepNames) every closure made costs a call that
 * names it, while a method costs nothing.
 */
class HeadFrame {
  constructor(private readonly tip: Point, private readonly direction: Point) {}

  /** The point `back` along the line from the tip and `side` across it. */
  at(back: number, side: number): Point {
    const { tip, direction } = this;
    return { x: tip.x - direction.x * back - direction.y * side, y: tip.y - direction.y * back + direction.x * side };
  }
}

/**
 * The head of the given kind with its tip at the `border` point, pointing along the unit vector
 * `direction` (from the line towards the tip); null for 'none'.
 */
export function arrowhead(kind: Arrowhead, border: Point, direction: Point, strokeWidth: number): ArrowheadGeometry | null {
  const length = arrowLength(strokeWidth);
  const halfWidth = length * HALF_WIDTH_RATIO;
  // Filled heads are drawn without a stroke; a hollow head's stroke pokes past its outline
  // (by the mitre at a triangle's tip), so its outline starts that far inside the border.
  const inset = kind === 'openTriangle' ? strokeWidth / 2 / Math.sin(Math.atan(HALF_WIDTH_RATIO)) : kind === 'openCircle' ? strokeWidth / 2 : 0;
  const tip = { x: border.x - direction.x * inset, y: border.y - direction.y * inset };
  const frame = new HeadFrame(tip, direction);
  switch (kind) {
    case 'none':
      return null;
    case 'triangle':
    case 'openTriangle':
      return { d: polygonPath([tip, frame.at(length, halfWidth), frame.at(length, -halfWidth)]), closed: true, filled: kind === 'triangle', setback: inset + length };
    case 'diamond': {
      const long = length * 1.4;
      return { d: polygonPath([tip, frame.at(long / 2, halfWidth), frame.at(long, 0), frame.at(long / 2, -halfWidth)]), closed: true, filled: true, setback: long };
    }
    case 'circle':
    case 'openCircle': {
      const radius = length * 0.35;
      const near = frame.at(0, 0);
      const far = frame.at(2 * radius, 0);
      const d = pathData().move(near.x, near.y).arc(radius, radius, false, true, far.x, far.y).arc(radius, radius, false, true, near.x, near.y).close();
      return { d: d.toString(), closed: true, filled: kind === 'circle', setback: inset + 2 * radius };
    }
    case 'bar':
      return { d: polylinePath([frame.at(length * 0.3, halfWidth * 1.2), frame.at(length * 0.3, -halfWidth * 1.2)]), closed: false, filled: false, setback: 0 };
  }
}
