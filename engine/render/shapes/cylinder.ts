import { pathData } from '../svg/path-data.js';
import type { OutlineBuilder } from './outline.js';

/** The depth of a cylinder's or bucket's elliptic rim: flat enough to leave room for the label. */
export function rimRadius(width: number, height: number): number {
  return Math.min(height / 6, width / 4, 12);
}

/** cylinder (database, storage): the body with its round bottom; the detail is the front of the top rim. */
export const cylinderOutline: OutlineBuilder = (box) => {
  const { x, y, width: w, height: h } = box;
  const rx = w / 2;
  const ry = rimRadius(w, h);
  const d = pathData().move(x, y + ry).arc(rx, ry, false, true, x + w, y + ry).vertical(y + h - ry)
    .arc(rx, ry, false, true, x, y + h - ry).close();
  const rim = pathData().move(x, y + ry).arc(rx, ry, false, false, x + w, y + ry);
  return { d: d.toString(), details: [rim.toString()] };
};
