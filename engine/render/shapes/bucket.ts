import { pathData } from '../svg/path-data.js';
import { rimRadius } from './cylinder.js';
import type { OutlineBuilder } from './outline.js';

/** bucket (objectStorage): a rim on top, sides narrowing to a smaller round bottom; the detail is the rim's front. */
export const bucketOutline: OutlineBuilder = (box) => {
  const { x, y, width: w, height: h } = box;
  const rx = w / 2;
  const ry = rimRadius(w, h);
  const inset = w * 0.12;
  const bottomRx = rx - inset;
  const bottomRy = ry * 0.7;
  const d = pathData().move(x, y + ry).arc(rx, ry, false, true, x + w, y + ry)
    .line(x + w - inset, y + h - bottomRy).arc(bottomRx, bottomRy, false, true, x + inset, y + h - bottomRy).close();
  const rim = pathData().move(x, y + ry).arc(rx, ry, false, false, x + w, y + ry);
  return { d: d.toString(), details: [rim.toString()] };
};
