import type { Point } from '../../geometry/index.js';
import type { Paint, RenderContext, ResolvedStyle } from '../types.js';
import { circlePath, polygonPath, polylinePath, rectPath, segmentsPath } from './path.js';
import { partSeed, solidPaint, strokePaint } from './paint.js';

/**
 * The BPMN markers drawn inside workflow events and gateways, sized from the centre and
 * the radius of the shape around them.
 */

/** Where a marker goes: the shape's centre and its inner radius (half the shorter side). */
export interface MarkerFrame {
  centre: Point;
  radius: number;
  /** The element the marker belongs to (sketch seeds). */
  id: string;
  style: ResolvedStyle;
}

const at = ({ centre, radius }: MarkerFrame, dx: number, dy: number): Point => ({ x: centre.x + dx * radius, y: centre.y + dy * radius });

/** Strokes of gateway markers and glyphs are heavier than outlines so they read at small sizes. */
function markerStroke(style: ResolvedStyle): number {
  return Math.max(2.5, style.strokeWidth * 2);
}

/** A clock face with four ticks and two hands (timer events). */
export function clock(frame: MarkerFrame, context: RenderContext): string {
  const { look } = context;
  const paint = strokePaint(frame.style, Math.max(1, frame.style.strokeWidth * 0.75));
  const face = look.shape(circlePath(frame.centre, frame.radius * 0.62), { ...paint, fill: frame.style.fill }, partSeed(frame.id, 'clock'));
  const ticks = segmentsPath([
    [at(frame, 0, -0.62), at(frame, 0, -0.48)],
    [at(frame, 0.62, 0), at(frame, 0.48, 0)],
    [at(frame, 0, 0.62), at(frame, 0, 0.48)],
    [at(frame, -0.62, 0), at(frame, -0.48, 0)],
  ]);
  const hands = polylinePath([at(frame, 0, -0.42), frame.centre, at(frame, 0.3, 0.08)]);
  return face + look.line(ticks, paint, partSeed(frame.id, 'ticks')) + look.line(hands, paint, partSeed(frame.id, 'hands'));
}

/** An envelope; `filled` for throwing (sending) events, open for catching ones. */
export function envelope(frame: MarkerFrame, filled: boolean, context: RenderContext): string {
  const { look } = context;
  const body = { x: frame.centre.x - frame.radius * 0.5, y: frame.centre.y - frame.radius * 0.34, width: frame.radius, height: frame.radius * 0.68 };
  const line = strokePaint(frame.style, Math.max(1, frame.style.strokeWidth * 0.75));
  const bodyPaint: Paint = filled ? solidPaint(frame.style.stroke, frame.style) : { ...line, fill: frame.style.fill };
  const flapPaint: Paint = filled ? { ...line, stroke: frame.style.fill } : line;
  const flap = polylinePath([at(frame, -0.5, -0.34), at(frame, 0, 0.06), at(frame, 0.5, -0.34)]);
  return look.shape(rectPath(body), bodyPaint, partSeed(frame.id, 'envelope')) + look.line(flap, flapPaint, partSeed(frame.id, 'flap'));
}

/** The BPMN error zig-zag; filled on end events (throwing), open on intermediate ones. */
export function lightning(frame: MarkerFrame, filled: boolean, context: RenderContext): string {
  const points = [at(frame, -0.42, 0.5), at(frame, -0.14, -0.46), at(frame, 0.1, 0.14), at(frame, 0.44, -0.5), at(frame, 0.16, 0.44), at(frame, -0.08, -0.14)];
  const paint = filled ? solidPaint(frame.style.stroke, frame.style) : strokePaint(frame.style);
  return context.look.shape(polygonPath(points), paint, partSeed(frame.id, 'lightning'));
}

/** A filled disc (terminate events). */
export function disc(frame: MarkerFrame, scale: number, context: RenderContext): string {
  return context.look.shape(circlePath(frame.centre, frame.radius * scale), solidPaint(frame.style.stroke, frame.style), partSeed(frame.id, 'disc'));
}

/** The exclusive gateway's x. */
export function cross(frame: MarkerFrame, context: RenderContext): string {
  const d = segmentsPath([
    [at(frame, -0.26, -0.26), at(frame, 0.26, 0.26)],
    [at(frame, 0.26, -0.26), at(frame, -0.26, 0.26)],
  ]);
  return context.look.line(d, strokePaint(frame.style, markerStroke(frame.style)), partSeed(frame.id, 'x'));
}

/** The parallel gateway's +. */
export function plus(frame: MarkerFrame, context: RenderContext, size = 0.34, width = markerStroke(frame.style)): string {
  const d = segmentsPath([
    [at(frame, 0, -size), at(frame, 0, size)],
    [at(frame, -size, 0), at(frame, size, 0)],
  ]);
  return context.look.line(d, strokePaint(frame.style, width), partSeed(frame.id, 'plus'));
}

/** The inclusive gateway's bold circle. */
export function ring(frame: MarkerFrame, context: RenderContext): string {
  return context.look.shape(circlePath(frame.centre, frame.radius * 0.36), strokePaint(frame.style, markerStroke(frame.style)), partSeed(frame.id, 'ring'));
}

/** The event-based gateway's double circle around a pentagon. */
export function eventMarker(frame: MarkerFrame, context: RenderContext): string {
  const paint = strokePaint(frame.style, Math.max(1, frame.style.strokeWidth * 0.75));
  const circles = [0.5, 0.42].map((scale, i) => context.look.shape(circlePath(frame.centre, frame.radius * scale), paint, partSeed(frame.id, `ring${i}`)));
  const pentagon = Array.from({ length: 5 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return at(frame, 0.26 * Math.cos(angle), 0.26 * Math.sin(angle));
  });
  return circles.join('') + context.look.shape(polygonPath(pentagon), paint, partSeed(frame.id, 'pentagon'));
}
