import { canvasBackground, firstColour } from '../style/cascade.js';
import type { Paint, RenderContext, ResolvedStyle } from '../types.js';

/*
 * Paints of the family drawings. None carries the element's opacity: the core wraps each
 * element's drawing in a group with it (nodes/node-shape.ts, edges/draw-edge.ts).
 */

/** A closed outline in the element's fill and stroke. */
export function outlinePaint(style: ResolvedStyle): Paint {
  return { fill: style.fill, stroke: style.stroke, strokeWidth: style.strokeWidth, dash: style.dash };
}

/** A line or an unfilled outline in the element's stroke colour; `width` overrides the stroke width. */
export function strokePaint(style: ResolvedStyle, width = style.strokeWidth): Paint {
  return { fill: 'none', stroke: style.stroke, strokeWidth: width };
}

/** A solid shape filled and outlined in one colour (markers, filled glyphs). */
export function solidPaint(colour: string, style: ResolvedStyle): Paint {
  return { fill: colour, stroke: colour, strokeWidth: Math.min(style.strokeWidth, 1) };
}

/** A fill without an outline (tints, bands, shadows). */
export function fillPaint(colour: string, opacity = 1): Paint {
  return { fill: colour, stroke: 'none', strokeWidth: 0, opacity };
}

/** The seed of one part of an element's drawing: sketch wobble stays stable per part. */
export function partSeed(elementId: string, part: string): string {
  return `${elementId}:${part}`;
}

/** The canvas colour (scene background, palette, theme): fills that must hide a line behind them. */
export function canvasColour(context: RenderContext): string {
  return canvasBackground(context.scene, context.theme);
}

/** The scene's secondary accent (palette, then theme): FK badges, role cards. */
export function secondaryAccent(context: RenderContext): string {
  return firstColour(context.scene.palette?.accentSecondary, context.theme.accentSecondary);
}

/** The scene's foreground (palette, then theme): shadows. */
export function foregroundColour(context: RenderContext): string {
  return firstColour(context.scene.palette?.foreground, context.theme.foreground);
}
