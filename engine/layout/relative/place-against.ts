import type { PlaceValue } from '../../../schema/index.js';
import { bottom, centerX, centerY, right, roundBox, type Box } from '../../geometry/index.js';
import type { NodeSize } from '../types.js';

/**
 * The box of an element of `size` placed against `target` per `place`: above/below/leftOf/
 * rightOf put it `gap` px outside the target's side, aligned along the other axis by
 * alignX (above, below) or alignY (leftOf, rightOf), centred by default; inside puts it
 * within the target, `gap` px in from the edges it aligns to.
 */
export function placeAgainst(target: Box, size: NodeSize, place: PlaceValue): Box {
  const gap = place.gap ?? 0;
  const { width, height } = size;
  const alongX = (inset: number): number => {
    if (place.alignX === 'left') return target.x + inset;
    if (place.alignX === 'right') return right(target) - inset - width;
    return centerX(target) - width / 2;
  };
  const alongY = (inset: number): number => {
    if (place.alignY === 'top') return target.y + inset;
    if (place.alignY === 'bottom') return bottom(target) - inset - height;
    return centerY(target) - height / 2;
  };
  if (place.above !== undefined) return roundBox({ x: alongX(0), y: target.y - gap - height, width, height });
  if (place.below !== undefined) return roundBox({ x: alongX(0), y: bottom(target) + gap, width, height });
  if (place.leftOf !== undefined) return roundBox({ x: target.x - gap - width, y: alongY(0), width, height });
  if (place.rightOf !== undefined) return roundBox({ x: right(target) + gap, y: alongY(0), width, height });
  return roundBox({ x: alongX(gap), y: alongY(gap), width, height });
}

/** The id a relative place names (exactly one of its five directions). */
export function placeTarget(place: PlaceValue): string | undefined {
  return place.above ?? place.below ?? place.leftOf ?? place.rightOf ?? place.inside;
}
