import { pathData } from '../svg/path-data.js';
import type { OutlineBuilder } from './outline.js';

/** ellipse: the ellipse inscribed in the box, as two half arcs. */
export const ellipseOutline: OutlineBuilder = (box) => {
  const rx = box.width / 2;
  const ry = box.height / 2;
  const cy = box.y + ry;
  const d = pathData().move(box.x, cy).arc(rx, ry, false, true, box.x + box.width, cy).arc(rx, ry, false, true, box.x, cy).close();
  return { d: d.toString() };
};
