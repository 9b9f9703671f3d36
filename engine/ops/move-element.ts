import { px } from '../geometry/index.js';
import { absoluteAt, isLaid, ownBox, shiftElement } from './placement.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

/**
 * moveElement: shifts an element by delta. A frame or group takes its members (and nested
 * members) along; members at x 0, y 0 are left for the layout stage; a guide moves along
 * its axis. A node not placed yet but drawn by the base revision is moved from where it
 * was drawn. Refused: edges and sequence nodes, frames and groups (MOVE_NOT_SUPPORTED),
 * relative layouts (MOVE_NOT_ALLOWED_FOR_RELATIVE_LAYOUT), nodes with no position at all
 * (MOVE_NOT_PLACED).
 */
export function moveElement(state: EditState, op: OpOf<'moveElement'>): void {
  const element = state.target(op.id);
  if (element === undefined) return;
  const { dx, dy } = op.delta;
  if (element.kind === 'edge') {
    state.fail('MOVE_NOT_SUPPORTED', `"${element.id}" is an edge, which follows its ends; move the elements it connects instead`, { elementId: element.id });
    return;
  }
  if (state.isSequence() && (element.kind === 'node' || element.kind === 'frame' || element.kind === 'group')) {
    state.fail('MOVE_NOT_SUPPORTED', `"${element.id}" is in a sequence diagram, which is laid out from its messages on every save; change the order of elements instead`, { elementId: element.id });
    return;
  }
  if (isLaid(element) && element.layout?.mode === 'relative') {
    state.fail('MOVE_NOT_ALLOWED_FOR_RELATIVE_LAYOUT', `"${element.id}" is placed relative to another element; change its place with updateNode, or give it an absolute layout first`, { elementId: element.id });
    return;
  }
  if (element.kind === 'guide') {
    const position = px(element.position + (element.orientation === 'horizontal' ? dy : dx));
    if (position !== element.position) {
      element.position = position;
      state.touch(element.id);
    }
    return;
  }
  if (element.kind === 'group' || element.kind === 'frame' || ownBox(element) !== undefined) {
    shiftElement(state, element.id, dx, dy);
    return;
  }
  const drawn = state.drawnBox(element.id);
  if (drawn === undefined) {
    state.fail('MOVE_NOT_PLACED', `"${element.id}" has no position yet (it is placed by the next layout); give it a layout with updateNode, or move it in a later edit`, { elementId: element.id });
    return;
  }
  if (dx === 0 && dy === 0) return;
  element.layout = absoluteAt({ ...drawn, x: drawn.x + dx, y: drawn.y + dy }, element.layout);
  state.touch(element.id);
}
