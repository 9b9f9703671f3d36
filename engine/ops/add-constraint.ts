import type { ConstraintValue } from '../../schema/index.js';
import { spacingAlong } from '../layout/index.js';
import { cloneJson } from '../model/index.js';
import { currentBox, isLaid, ownBox, shiftElement } from './placement.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

// Boxes are rounded to 1/100 px; closer than this counts as in order (as in the layout stage).
const SLACK = 0.001;

/**
 * addConstraint: appends the constraint (its members may be created later in the edit).
 * An order constraint takes effect at once: see enforceOrder.
 */
export function addConstraint(state: EditState, op: OpOf<'addConstraint'>): void {
  const constraint = cloneJson(op.constraint);
  const constraints = state.scene.constraints ?? [];
  if (constraints.some((existing) => existing.id === constraint.id)) {
    state.fail('DUPLICATE_ID', `constraint id "${constraint.id}" is already used; pick another id, or removeConstraint first`, { field: ['constraint', 'id'] });
    return;
  }
  state.scene.constraints = [...constraints, constraint];
  state.touchConstraint(constraint.id);
  if (constraint.type === 'order') enforceOrder(state, constraint);
}

/**
 * When source and target are not in order along the axis (the target starts less than
 * gap, by default the layout spacing of that axis, after the source ends), the target
 * moves along the axis just past the source; the source and every other node stay. This
 * is the rule the layout stage applies on every save (layout/constraints/separate.ts), so
 * the stored positions already say what will be drawn. We prefer it to unplacing both
 * nodes: that would move two nodes to places nobody chose, and the constraint stage would
 * still have to push the target past the source afterwards. A target with no position of
 * its own (unplaced, relative, or created later) is left to the layout stage.
 */
function enforceOrder(state: EditState, constraint: Extract<ConstraintValue, { type: 'order' }>): void {
  const source = currentBox(state, constraint.source);
  const target = currentBox(state, constraint.target);
  const element = state.get(constraint.target);
  if (source === undefined || target === undefined || element === undefined) return;
  const movable = element.kind === 'group' || element.kind === 'frame' || (isLaid(element) && ownBox(element) !== undefined);
  if (!movable || (isLaid(element) && element.layout?.mode === 'relative')) return;
  const axis = constraint.axis;
  const sourceEnd = axis === 'x' ? source.x + source.width : source.y + source.height;
  const needed = sourceEnd + (constraint.gap ?? spacingAlong(state.strategy(), axis));
  const start = axis === 'x' ? target.x : target.y;
  if (start >= needed - SLACK) return;
  const delta = needed - start;
  shiftElement(state, constraint.target, axis === 'x' ? delta : 0, axis === 'y' ? delta : 0);
}
