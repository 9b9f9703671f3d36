import { buildElement, idIsFree } from './build-element.js';
import { nestInCommonParent } from './containers.js';
import { removeWithCascade } from './cascade.js';
import { pick } from './patch.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

const GROUP_FIELDS = ['children', 'title', 'style', 'layout', 'name', 'zIndex', 'metadata', 'extensions'] as const;

/**
 * groupElements: a new group of the children (which may be created later in the edit).
 * Groups are not drawn, so nothing moves. Children that all sit in one group get the new
 * group nested in their place there.
 */
export function groupElements(state: EditState, op: OpOf<'groupElements'>): void {
  if (!idIsFree(state, op.id)) return;
  const group = buildElement(state, { id: op.id, kind: 'group', ...pick(op, GROUP_FIELDS) });
  if (group === undefined) return;
  nestInCommonParent(state, op.children, op.id, 'group');
  state.add(group);
}

/**
 * ungroupElements: removes a group and keeps its members (they join the group's own
 * parent group, if it has one). Edges and constraints naming the group go as with
 * deleteElement.
 */
export function ungroupElements(state: EditState, op: OpOf<'ungroupElements'>): void {
  const group = state.target(op.id);
  if (group === undefined) return;
  if (group.kind !== 'group') {
    state.kindMismatch(group, 'groups', group.kind === 'frame' ? 'delete a frame with deleteElement (its members stay)' : 'name a group id');
    return;
  }
  removeWithCascade(state, op.id);
}
