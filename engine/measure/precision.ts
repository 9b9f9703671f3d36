/**
 * Every number measure returns is cut to 1/100 px. Sums of glyph advances are computed the
 * same way in Node and Chromium (IEEE doubles, same order), and rounding the result keeps
 * the last digits from ever differing once the numbers cross into layout and SVG.
 */
export const PX_PRECISION = 100;

/** Rounds a length in px to 1/100 px (and turns -0 into 0). */
export function roundPx(value: number): number {
  return Math.round(value * PX_PRECISION) / PX_PRECISION || 0;
}
