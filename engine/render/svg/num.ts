/**
 * The one number formatter of the SVG output. Coordinates arrive rounded to 1/100 from
 * layout; anything computed while drawing (arrowheads, arcs) is cut here, so the same
 * input gives the same characters in every engine.
 */

// Past this, toFixed switches to exponent notation; no drawing needs such numbers.
const LARGEST = 1e15;

/** Formats a number for SVG: at most 2 decimals, no trailing zeros, no -0, no exponent (non-finite → 0). */
export function num(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const clamped = Math.min(LARGEST, Math.max(-LARGEST, value));
  const rounded = Math.round(clamped * 100) / 100;
  if (rounded === 0) return '0';
  const fixed = rounded.toFixed(2);
  return fixed.replace(/0+$/, '').replace(/\.$/, '');
}

/** Several numbers separated by spaces (points, viewBox, dash arrays). */
export function nums(values: readonly number[]): string {
  return values.map(num).join(' ');
}
