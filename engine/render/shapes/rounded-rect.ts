import { pathData } from '../svg/path-data.js';
import type { OutlineBuilder } from './outline.js';

/** roundedRect: corners of the given radius, at most half the shorter side. */
export const roundedRectOutline: OutlineBuilder = (box, cornerRadius) => {
  const { x, y, width: w, height: h } = box;
  const r = Math.max(0, Math.min(cornerRadius, w / 2, h / 2));
  const d = pathData();
  if (r === 0) return { d: d.move(x, y).horizontal(x + w).vertical(y + h).horizontal(x).close().toString() };
  d.move(x + r, y).horizontal(x + w - r).arc(r, r, false, true, x + w, y + r)
    .vertical(y + h - r).arc(r, r, false, true, x + w - r, y + h)
    .horizontal(x + r).arc(r, r, false, true, x, y + h - r)
    .vertical(y + r).arc(r, r, false, true, x + r, y).close();
  return { d: d.toString() };
};
