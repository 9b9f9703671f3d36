import type { Box, Point } from '../model/index.js';

/** Boxes: tiny pure functions. Every number leaving a stage goes through `px`. */

/** Rounds to 1/100 px: stage outputs are stable across engines and short in JSON/SVG. */
export function px(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded; // no -0
}

export function roundBox(box: Box): Box {
  return { x: px(box.x), y: px(box.y), width: px(box.width), height: px(box.height) };
}

export function roundPoint(point: Point): Point {
  return { x: px(point.x), y: px(point.y) };
}

export const right = (box: Box): number => box.x + box.width;
export const bottom = (box: Box): number => box.y + box.height;
export const centerX = (box: Box): number => box.x + box.width / 2;
export const centerY = (box: Box): number => box.y + box.height / 2;
export const center = (box: Box): Point => ({ x: centerX(box), y: centerY(box) });

/** Grows (or with a negative margin shrinks) a box on every side. */
export function inflate(box: Box, margin: number): Box {
  return { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
}

/** True when the boxes share interior area (touching edges do not overlap). */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a.x < right(b) + gap && b.x < right(a) + gap && a.y < bottom(b) + gap && b.y < bottom(a) + gap;
}

/** True when `inner` lies inside `outer` (edges may touch). */
export function contains(outer: Box, inner: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && right(inner) <= right(outer) && bottom(inner) <= bottom(outer);
}

export function containsPoint(box: Box, point: Point): boolean {
  return point.x >= box.x && point.x <= right(box) && point.y >= box.y && point.y <= bottom(box);
}

/** The smallest box holding all the given boxes, or null for none. */
export function unionBoxes(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const box of boxes) {
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, right(box));
    maxY = Math.max(maxY, bottom(box));
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The area two boxes share (0 when they only touch or are apart). */
export function overlapArea(a: Box, b: Box): number {
  const width = Math.min(right(a), right(b)) - Math.max(a.x, b.x);
  const height = Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The box moved by (dx, dy), unrounded (placement works in exact numbers). */
export function shiftBox(box: Box, dx: number, dy: number): Box {
  return { x: box.x + dx, y: box.y + dy, width: box.width, height: box.height };
}

/** Room kept between a box and what is around or inside it, in px. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A box with room added around it. */
export function growBox(box: Box, insets: Insets): Box {
  return { x: box.x - insets.left, y: box.y - insets.top, width: box.width + insets.left + insets.right, height: box.height + insets.top + insets.bottom };
}

/** A box with room taken off inside it (never below zero size). */
export function shrinkBox(box: Box, insets: Insets): Box {
  return { x: box.x + insets.left, y: box.y + insets.top, width: Math.max(0, box.width - insets.left - insets.right), height: Math.max(0, box.height - insets.top - insets.bottom) };
}
