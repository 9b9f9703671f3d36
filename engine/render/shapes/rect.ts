import { roundedRectOutline } from './rounded-rect.js';
import type { OutlineBuilder } from './outline.js';

/** rect (also textBox and iconBox): square corners unless the element's style sets cornerRadius. */
export const rectOutline: OutlineBuilder = (box, cornerRadius) => roundedRectOutline(box, cornerRadius);
