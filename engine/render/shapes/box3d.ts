import { pathData } from '../svg/path-data.js';
import type { OutlineBuilder } from './outline.js';

/** box3d: a front face with a top and a right face receding up-right; the details are the front face's far edges. */
export const box3dOutline: OutlineBuilder = (box) => {
  const { x, y, width: w, height: h } = box;
  const depth = Math.min(w / 6, h / 6, 12);
  const d = pathData().move(x, y + depth).line(x + depth, y).horizontal(x + w).vertical(y + h - depth)
    .line(x + w - depth, y + h).horizontal(x).close();
  const front = pathData().move(x, y + depth).horizontal(x + w - depth).vertical(y + h);
  const corner = pathData().move(x + w - depth, y + depth).line(x + w, y);
  return { d: d.toString(), details: [front.toString(), corner.toString()] };
};
