import type { Box, Point } from '../../geometry/index.js';
import { diamondOutline } from '../shapes/diamond.js';
import { ellipseOutline } from '../shapes/ellipse.js';
import { roundedRectOutline } from '../shapes/rounded-rect.js';
import { pathData } from '../svg/path-data.js';

export { polygonPath, polylinePath } from '../svg/path-data.js';

/**
 * Path data for the family glyphs, in canvas coordinates: the core's outlines by name,
 * plus the few figures glyphs need that no node shape has (circles, loose strokes).
 * Numbers go through the writer's num(), so the same geometry gives the same bytes.
 */

/** A rectangle. */
export const rectPath = (box: Box): string => roundedRectOutline(box, 0).d;

/** A rectangle with corners rounded by `radius` (at most half the shorter side). */
export const roundedRectPath = (box: Box, radius: number): string => roundedRectOutline(box, radius).d;

/** The ellipse filling the box (a circle when the box is square). */
export const ellipsePath = (box: Box): string => ellipseOutline(box, 0).d;

/** The diamond through the middles of the box's sides. */
export const diamondPath = (box: Box): string => diamondOutline(box, 0).d;

/** A circle. */
export function circlePath(centre: Point, radius: number): string {
  return ellipsePath({ x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius });
}

/** Several separate straight strokes in one path. */
export function segmentsPath(segments: ReadonlyArray<readonly [Point, Point]>): string {
  const d = pathData();
  for (const [a, b] of segments) d.move(a.x, a.y).line(b.x, b.y);
  return d.toString();
}
