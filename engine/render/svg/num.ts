import { boundedMemo } from '../memo.js';

/**
 * The one number formatter of the SVG output. Coordinates arrive rounded to 1/100 from
 * layout; anything computed while drawing (arrowheads, arcs) is cut here, so the same
 * input gives the same characters in every engine.
 */

// Past this, toFixed switches to exponent notation; no drawing needs such numbers.
const LARGEST = 1e15;
// Below this many hundredths, integer arithmetic gives exactly toFixed(2)'s digits (the
// double nearest k/100 lies far closer to it than 1/200); from here on the spacing of
// doubles nears 1/100, so toFixed itself decides.
const EXACT_HUNDREDTHS = 1e12;

/**
 * Formats a number for SVG: at most 2 decimals, no trailing zeros, no -0, no exponent (non-finite → 0).
 *
 * Every coordinate of a drawing passes through here, so the digits are built from the
 * integer count of hundredths instead of toFixed(2) plus two regular expressions (a
 * third of the time). The result is the same as `toFixed(2)` with trailing zeros and a
 * bare point removed; test/engine/render/core/svg-writer.test.ts holds the two side by side.
 */
export function num(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const hundredths = Math.round(Math.min(LARGEST, Math.max(-LARGEST, value)) * 100);
  if (hundredths === 0) return '0';
  if (hundredths % 100 === 0) return String(hundredths / 100);
  const size = Math.abs(hundredths);
  if (size >= EXACT_HUNDREDTHS) return (hundredths / 100).toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
  // A drawing writes the same coordinates many times over (edges end where boxes are): the
  // digits of each are built once and kept, a few thousand at most.
  return fraction(hundredths);
}

/** The digits of a count of hundredths that is not whole (below EXACT_HUNDREDTHS in size), kept by count. */
const fraction = boundedMemo(8192, (hundredths: number): string => {
  const size = Math.abs(hundredths);
  const whole = Math.floor(size / 100);
  const cents = size - whole * 100;
  const sign = hundredths < 0 ? '-' : '';
  if (cents % 10 === 0) return `${sign}${whole}.${cents / 10}`;
  return `${sign}${whole}.${cents < 10 ? '0' : ''}${cents}`;
});

/** Several numbers separated by spaces (points, viewBox, dash arrays). */
export function nums(values: readonly number[]): string {
  return values.map(num).join(' ');
}
