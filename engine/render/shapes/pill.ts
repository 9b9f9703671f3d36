import { roundedRectOutline } from './rounded-rect.js';
import type { OutlineBuilder } from './outline.js';

/** pill: fully rounded ends (radius half the shorter side). */
export const pillOutline: OutlineBuilder = (box) => roundedRectOutline(box, Math.min(box.width, box.height) / 2);
