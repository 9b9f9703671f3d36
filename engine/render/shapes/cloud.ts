import type { Point } from '../../geometry/index.js';
import { pathData } from '../svg/path-data.js';
import type { OutlineBuilder } from './outline.js';

// Six bumps as cubic segments in a unit box (0-1 on both axes), drawn clockwise from the
// bottom left; scaled to the node's box so the cloud fills it whatever its proportions.
const START: Point = { x: 0.25, y: 0.9 };
const BUMPS: ReadonlyArray<readonly [Point, Point, Point]> = [
  [{ x: 0.04, y: 0.9 }, { x: -0.02, y: 0.58 }, { x: 0.14, y: 0.5 }],
  [{ x: 0.04, y: 0.28 }, { x: 0.24, y: 0.06 }, { x: 0.42, y: 0.18 }],
  [{ x: 0.5, y: -0.04 }, { x: 0.82, y: -0.02 }, { x: 0.82, y: 0.24 }],
  [{ x: 1.02, y: 0.24 }, { x: 1.04, y: 0.56 }, { x: 0.9, y: 0.62 }],
  [{ x: 1.02, y: 0.8 }, { x: 0.88, y: 1 }, { x: 0.72, y: 0.92 }],
  [{ x: 0.6, y: 1.04 }, { x: 0.34, y: 1.04 }, START],
];

/** cloud (network.cloud): six bumps filling the box. */
export const cloudOutline: OutlineBuilder = (box) => {
  const at = (p: Point): Point => ({ x: box.x + p.x * box.width, y: box.y + p.y * box.height });
  const d = pathData().move(at(START).x, at(START).y);
  for (const [c1, c2, end] of BUMPS) d.cubic(at(c1), at(c2), at(end));
  return { d: d.close().toString() };
};
