import { composite, parseColour, type Rgba } from './colour.js';

/** Rule 2: a canvas darker than this (perceived luminance, 0-255) gets the dark theme. */
export const DARK_CANVAS_LUMINANCE = 102;

/**
 * Text on a fill at or above this luminance is black, below it white: the middle of the
 * scale, the usual threshold for the 0.299/0.587/0.114 weighting.
 */
export const LIGHT_FILL_LUMINANCE = 128;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Perceived luminance 0.299R + 0.587G + 0.114B on 0-255, translucent colours seen over `over` (white by default). */
export function perceivedLuminance(colour: Rgba, over: Rgba = WHITE): number {
  const seen = colour.a === 1 ? colour : composite(colour, over);
  // Integer weights, divided once: grey 102 is exactly 102, not 101.99999999999999.
  return (299 * seen.r + 587 * seen.g + 114 * seen.b) / 1000;
}

/** Rule 2: whether a canvas background asks for the dark theme (unparseable colours do not). */
export function isDarkCanvas(background: string | undefined): boolean {
  if (background === undefined) return false;
  const colour = parseColour(background);
  return colour !== null && perceivedLuminance(colour) < DARK_CANVAS_LUMINANCE;
}

/** Rule 3: black or white text, whichever reads on `fill` (seen over the canvas `background`). */
export function contrastingTextColour(fill: Rgba, background: Rgba): '#000000' | '#ffffff' {
  const over = background.a === 1 ? background : composite(background, WHITE);
  return perceivedLuminance(fill, over) >= LIGHT_FILL_LUMINANCE ? '#000000' : '#ffffff';
}
