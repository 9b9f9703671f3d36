import { type Box, overlaps, bottom, right, shiftBox, unionBoxes } from '../../geometry/index.js';
import { memberExtent } from '../frames/member-extent.js';
import type { Geometry } from '../types.js';
import type { BlockInput } from './elk-block.js';
import { LAYOUT_ORIGIN } from './place-unplaced.js';

/**
 * How far a whole layout moves: to the origin, then (when it would cover a text or image,
 * such as a title above the diagram) down or right past them, whichever moves it less.
 * Pure: the same layout and texts give the same shift, so a saved layered layout can be
 * placed again and compared (place-layered.ts savedLayeredVia).
 */
export function wholeShift(input: BlockInput, boxes: ReadonlyMap<string, Box>, geometry: Geometry): { x: number; y: number } {
  const { index } = input;
  const extent = unionBoxes([...boxes].map(([id, box]) => memberExtent(index, id, box, input.labels)));
  if (extent === null) return { x: 0, y: 0 };
  const origin = { x: LAYOUT_ORIGIN - extent.x, y: LAYOUT_ORIGIN - extent.y };
  const fixedBoxes = [...index.texts, ...index.images].flatMap((e) => geometry.boxes.get(e.id) ?? []);
  const gap = index.strategy.nodeSpacing;
  const clear = (axis: 'x' | 'y'): { x: number; y: number } => {
    const shift = { ...origin };
    for (let round = 0; round < fixedBoxes.length; round++) {
      const moved = shiftBox(extent, shift.x, shift.y);
      const covered = fixedBoxes.filter((box) => overlaps(moved, box, gap));
      if (covered.length === 0) break;
      shift[axis] += Math.max(...covered.map((box) => (axis === 'x' ? right(box) - moved.x : bottom(box) - moved.y))) + gap;
    }
    return shift;
  };
  const down = clear('y');
  const across = clear('x');
  const shift = across.x - origin.x < down.y - origin.y ? across : down;
  return shift;
}
