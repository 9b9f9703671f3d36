import type { PathCommand } from 'opentype.js/dist/opentype.mjs';
import { num } from '../svg/num.js';

/**
 * SVG path data of a glyph outline in font units with y turned downwards (SVG's
 * direction), so a glyph placed with a uniform scale stands upright. TrueType outlines are
 * integers, so the numbers stay short.
 */
export function glyphPathData(commands: readonly PathCommand[]): string {
  let d = '';
  for (const command of commands) {
    switch (command.type) {
      case 'M':
      case 'L':
        d += `${command.type}${num(command.x)} ${num(-command.y)}`;
        break;
      case 'Q':
        d += `Q${num(command.x1)} ${num(-command.y1)} ${num(command.x)} ${num(-command.y)}`;
        break;
      case 'C':
        d += `C${num(command.x1)} ${num(-command.y1)} ${num(command.x2)} ${num(-command.y2)} ${num(command.x)} ${num(-command.y)}`;
        break;
      case 'Z':
        d += 'Z';
        break;
    }
  }
  return d;
}
