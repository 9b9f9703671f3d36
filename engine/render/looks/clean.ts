import { attributes, elementAfter } from '../svg/writer.js';
import type { Look, Paint } from '../types.js';
import { WrittenPaints, writtenPaint } from './written-paints.js';

const ROUND_ENDS = attributes({ 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

const shapePaints = new WrittenPaints(writtenPaint);
const linePaints = new WrittenPaints((paint) => writtenPaint({ ...paint, fill: 'none' }) + ROUND_ENDS);

/**
 * The clean look: each outline or line is one crisp <path>; the seed is not needed. The
 * paint is written once for all the paths in it (see WrittenPaints).
 */
export const CLEAN_LOOK: Look = {
  ignoresSeed: true,
  shape(d: string, paint: Paint): string {
    return elementAfter('path', { d }, shapePaints.of(paint));
  },
  line(d: string, paint: Paint): string {
    return elementAfter('path', { d }, linePaints.of(paint));
  },
};
