import { overlaps } from '../geometry/index.js';
import { descendants, framesHolding } from './containers.js';
import { removeWithCascade } from './cascade.js';
import { currentBox, ownBox, unplaceDeep } from './placement.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

/**
 * deleteElement: removes the element with its cascade (cascade.ts). The members of a
 * deleted frame stay where they are, unless one now lies in another frame that does not
 * hold it: that member (with everything inside it) is unplaced so the layout stage
 * re-places it, and `changed` lists it. A deleted group is not drawn, so its members
 * cannot newly fall into a frame and all stay.
 */
export function deleteElement(state: EditState, op: OpOf<'deleteElement'>): void {
  const element = state.target(op.id);
  if (element === undefined) return;
  const freed = element.kind === 'frame' ? [...element.children] : [];
  removeWithCascade(state, op.id);
  for (const member of freed) settleFreedMember(state, member);
}

function settleFreedMember(state: EditState, id: string): void {
  const member = state.get(id);
  if (member?.kind !== 'node' && member?.kind !== 'frame') return;
  const box = member.kind === 'node' ? ownBox(member) : member.layout?.mode === 'relative' ? undefined : currentBox(state, id);
  if (box === undefined) return;
  const holders = new Set(framesHolding(state, id));
  const inside = new Set(descendants(state, id));
  const foreign = state.elements.some((frame) => {
    if (frame.kind !== 'frame' || frame.id === id || holders.has(frame.id) || inside.has(frame.id)) return false;
    const frameBox = currentBox(state, frame.id);
    return frameBox !== undefined && overlaps(box, frameBox);
  });
  if (foreign) unplaceDeep(state, id);
}
