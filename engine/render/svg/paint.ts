import { parseColour } from '../style/colour.js';
import type { Paint } from '../types.js';
import { nums } from './num.js';
import type { Attributes } from './writer.js';

/** A colour as an SVG paint plus its opacity: translucent colours become `#rrggbb` with an opacity attribute (resvg and every browser read that). */
export function splitColour(colour: string): { paint: string; opacity: number } {
  const parsed = parseColour(colour);
  if (parsed === null || parsed.a === 0) return { paint: 'none', opacity: 1 };
  const hex = (v: number): string => v.toString(16).padStart(2, '0');
  return { paint: `#${hex(parsed.r)}${hex(parsed.g)}${hex(parsed.b)}`, opacity: parsed.a };
}

const opacityOrNull = (value: number | undefined): number | null => (value === undefined || value >= 1 ? null : Math.max(0, value));

/** fill, stroke, stroke-width, dash and opacity attributes of a paint (defaults left out). */
export function paintAttributes(paint: Paint): Attributes {
  const fill = splitColour(paint.fill);
  const stroke = splitColour(paint.stroke);
  const stroked = stroke.paint !== 'none' && paint.strokeWidth > 0;
  const dash = stroked && paint.dash !== undefined && paint.dash !== null && paint.dash.some((length) => length > 0) ? paint.dash : null;
  return {
    fill: fill.paint,
    'fill-opacity': fill.paint === 'none' ? null : opacityOrNull(fill.opacity),
    stroke: stroked ? stroke.paint : null,
    'stroke-opacity': stroked ? opacityOrNull(stroke.opacity) : null,
    'stroke-width': stroked ? paint.strokeWidth : null,
    'stroke-dasharray': dash === null ? null : nums(dash),
    opacity: opacityOrNull(paint.opacity),
  };
}

/** A fill-only paint attribute pair (text, marks). */
export function fillAttributes(colour: string): Attributes {
  const fill = splitColour(colour);
  return { fill: fill.paint, 'fill-opacity': fill.paint === 'none' ? null : opacityOrNull(fill.opacity) };
}
