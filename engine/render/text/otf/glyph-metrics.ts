import type { PathCommand } from 'opentype.js/dist/opentype.mjs';
import type { SubsetGlyph } from './types.js';

/** A glyph's extent over its points and control points (opentype.js's getMetrics: not the exact curve bounds). */
export interface GlyphExtent {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export function glyphExtent(commands: readonly PathCommand[], advanceWidth: number): GlyphExtent {
  let xMin = Infinity;
  let yMin = Infinity;
  let xMax = -Infinity;
  let yMax = -Infinity;
  const add = (x: number, y: number): void => {
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
    if (y < yMin) yMin = y;
    if (y > yMax) yMax = y;
  };
  for (const command of commands) {
    if (command.type === 'Z') continue;
    add(command.x, command.y);
    if (command.type === 'Q' || command.type === 'C') add(command.x1, command.y1);
    if (command.type === 'C') add(command.x2, command.y2);
  }
  // An empty outline (a space) spans its advance at the baseline, as opentype.js has it.
  return {
    xMin: Number.isFinite(xMin) ? xMin : 0,
    xMax: Number.isFinite(xMax) ? xMax : advanceWidth,
    yMin: Number.isFinite(yMin) ? yMin : 0,
    yMax: Number.isFinite(yMax) ? yMax : 0,
  };
}

/** What the head, hhea, OS/2 and CFF tables say about all the subset's glyphs together (.notdef left out). */
export interface FontExtent extends GlyphExtent {
  advanceWidthMax: number;
  advanceWidthAverage: number;
  /** The extent of each glyph, in the glyphs' order. */
  glyphs: GlyphExtent[];
}

export function fontExtent(glyphs: readonly SubsetGlyph[]): FontExtent {
  const extents = glyphs.map((glyph) => glyphExtent(glyph.commands, glyph.advanceWidth));
  // Math.min/max of no values give ±Infinity, and an average of none NaN, as in opentype.js.
  let advanceSum = 0;
  for (const glyph of glyphs) advanceSum += glyph.advanceWidth;
  return {
    xMin: Math.min(...extents.map((e) => e.xMin)),
    yMin: Math.min(...extents.map((e) => e.yMin)),
    xMax: Math.max(...extents.map((e) => e.xMax)),
    yMax: Math.max(...extents.map((e) => e.yMax)),
    advanceWidthMax: Math.max(...glyphs.map((glyph) => glyph.advanceWidth)),
    advanceWidthAverage: advanceSum / glyphs.length,
    glyphs: extents,
  };
}
