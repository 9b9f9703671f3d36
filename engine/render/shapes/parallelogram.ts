import { pathData } from '../svg/path-data.js';
import type { OutlineBuilder } from './outline.js';

/** parallelogram: leaning right, the slant a fifth of the width at most. */
export const parallelogramOutline: OutlineBuilder = (box) => {
  const { x, y, width: w, height: h } = box;
  const skew = Math.min(w / 5, h / 2);
  const d = pathData().move(x + skew, y).horizontal(x + w).line(x + w - skew, y + h).horizontal(x).close();
  return { d: d.toString() };
};
