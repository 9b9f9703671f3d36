import { pathData } from '../svg/path-data.js';
import type { OutlineBuilder } from './outline.js';

/** hexagon: flat top and bottom, points at the left and right; the points take a quarter of the width at most. */
export const hexagonOutline: OutlineBuilder = (box) => {
  const { x, y, width: w, height: h } = box;
  const inset = Math.min(w / 4, h / 2);
  const cy = y + h / 2;
  const d = pathData().move(x + inset, y).horizontal(x + w - inset).line(x + w, cy).line(x + w - inset, y + h)
    .horizontal(x + inset).line(x, cy).close();
  return { d: d.toString() };
};
