import { boundedMemo } from '../memo.js';
import { parseColour } from '../style/colour.js';
import type { Paint } from '../types.js';
import { nums } from './num.js';
import type { Attributes } from './writer.js';

/** A colour as SVG paint: `#rrggbb` (or none) and the opacity written beside it. */
export interface SplitColour {
  readonly paint: string;
  readonly opacity: number;
}

const hex2 = (value: number): string => value.toString(16).padStart(2, '0');

// Every path of a drawing writes its fill and stroke through here, mostly the theme's few
// colours: each string is split once (see ../memo.ts; results are frozen and shared).
const splitColours = boundedMemo(512, (colour: string): SplitColour => {
  const parsed = parseColour(colour);
  if (parsed === null || parsed.a === 0) return Object.freeze({ paint: 'none', opacity: 1 });
  return Object.freeze({ paint: `#${hex2(parsed.r)}${hex2(parsed.g)}${hex2(parsed.b)}`, opacity: parsed.a });
});

/** A colour as an SVG paint plus its opacity: translucent colours become `#rrggbb` with an opacity attribute (resvg and every browser read that). */
export function splitColour(colour: string): SplitColour {
  return splitColours(colour);
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
