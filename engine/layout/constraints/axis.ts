import { startOf, type Axis } from '../../geometry/index.js';
import { boxOf, moveBy, type ConstraintBoxes } from './constraint-boxes.js';

/** Moves an element along one axis so that its box starts at `start`. */
export function moveAlong(ctx: ConstraintBoxes, id: string, axis: Axis, start: number): void {
  const box = boxOf(ctx, id);
  if (box === undefined) return;
  const delta = start - startOf(box, axis);
  moveBy(ctx, id, axis === 'x' ? delta : 0, axis === 'y' ? delta : 0);
}
