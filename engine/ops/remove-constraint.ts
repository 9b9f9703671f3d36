import type { EditState } from './state.js';
import type { OpOf } from './types.js';

/** removeConstraint: drops the constraint with that id (CONSTRAINT_NOT_FOUND when there is none). */
export function removeConstraint(state: EditState, op: OpOf<'removeConstraint'>): void {
  const constraints = state.scene.constraints ?? [];
  if (!constraints.some((constraint) => constraint.id === op.id)) {
    const known = constraints.map((constraint) => constraint.id);
    const hint = known.length > 0 ? `the constraints are: ${known.slice(0, 10).join(', ')}${known.length > 10 ? ', ...' : ''}` : 'this diagram has no constraints';
    state.fail('CONSTRAINT_NOT_FOUND', `there is no constraint "${op.id}"; ${hint}`);
    return;
  }
  state.scene.constraints = constraints.filter((constraint) => constraint.id !== op.id);
  state.touchConstraint(op.id);
}
