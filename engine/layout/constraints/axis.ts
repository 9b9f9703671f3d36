import type { Box } from '../../model/geometry.js';
import { boxOf, moveBy, type ConstraintBoxes } from './constraint-boxes.js';

export type Axis = 'x' | 'y';

/** Where a box starts along an axis (left or top edge). */
export const startOf = (box: Box, axis: Axis): number => (axis === 'x' ? box.x : box.y);
/** A box's extent along an axis (width or height). */
export const sizeOf = (box: Box, axis: Axis): number => (axis === 'x' ? box.width : box.height);
/** Where a box ends along an axis (right or bottom edge). */
export const endOf = (box: Box, axis: Axis): number => startOf(box, axis) + sizeOf(box, axis);
export const other = (axis: Axis): Axis => (axis === 'x' ? 'y' : 'x');

/** Where a box starts when its start, centre or end sits on `line`. */
export function startFor(line: number, size: number, alignment: 'start' | 'center' | 'end'): number {
  if (alignment === 'start') return line;
  if (alignment === 'end') return line - size;
  return line - size / 2;
}

/** The start, centre or end coordinate of a box along an axis. */
export function lineOf(box: Box, axis: Axis, alignment: 'start' | 'center' | 'end'): number {
  if (alignment === 'start') return startOf(box, axis);
  if (alignment === 'end') return endOf(box, axis);
  return startOf(box, axis) + sizeOf(box, axis) / 2;
}

/** Moves an element along one axis so that its box starts at `start`. */
export function moveAlong(ctx: ConstraintBoxes, id: string, axis: Axis, start: number): void {
  const box = boxOf(ctx, id);
  if (box === undefined) return;
  const delta = start - startOf(box, axis);
  moveBy(ctx, id, axis === 'x' ? delta : 0, axis === 'y' ? delta : 0);
}
