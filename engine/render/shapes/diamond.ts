import { pathData } from '../svg/path-data.js';
import type { OutlineBuilder } from './outline.js';

/** diamond: the rhombus through the midpoints of the box's sides. */
export const diamondOutline: OutlineBuilder = (box) => {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const d = pathData().move(cx, box.y).line(box.x + box.width, cy).line(cx, box.y + box.height).line(box.x, cy).close();
  return { d: d.toString() };
};
