import { paintAttributes } from '../svg/paint.js';
import { element } from '../svg/writer.js';
import type { Look, Paint } from '../types.js';

/** The clean look: each outline or line is one crisp <path>; the seed is not needed. */
export const CLEAN_LOOK: Look = {
  shape(d: string, paint: Paint): string {
    return element('path', { d, ...paintAttributes(paint) });
  },
  line(d: string, paint: Paint): string {
    return element('path', { d, ...paintAttributes({ ...paint, fill: 'none' }), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  },
};
