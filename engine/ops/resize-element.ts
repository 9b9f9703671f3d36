import type { ElementValue } from '../../schema/index.js';
import type { Box } from '../geometry/index.js';
import { pushNodesInTheWay } from './push-nodes.js';
import { absoluteAt, isLaid, ownBox } from './placement.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

type Side = 'top' | 'right' | 'bottom' | 'left';

/**
 * The new box: the anchor side stays put and the box stays centred along it; without an
 * anchor the top-left corner stays.
 */
export function resizedBox(box: Box, size: { width: number; height: number }, anchor: Side | undefined): Box {
  const centredX = box.x + (box.width - size.width) / 2;
  const centredY = box.y + (box.height - size.height) / 2;
  switch (anchor) {
    case 'top':
      return { x: centredX, y: box.y, ...size };
    case 'bottom':
      return { x: centredX, y: box.y + box.height - size.height, ...size };
    case 'left':
      return { x: box.x, y: centredY, ...size };
    case 'right':
      return { x: box.x + box.width - size.width, y: centredY, ...size };
    default:
      return { x: box.x, y: box.y, ...size };
  }
}

function isSequenceElement(state: EditState, element: ElementValue): boolean {
  if (element.kind === 'node' && element.nodeType.startsWith('sequence.')) return true;
  return state.isSequence() && (element.kind === 'node' || element.kind === 'frame');
}

/**
 * resizeElement: a new size for a node, frame, text or image. A placed node made bigger
 * pushes the nodes in its way (push-nodes.ts); a smaller one pulls nothing back. A frame
 * without a layout of its own takes its drawn box as one first. A relative element keeps
 * its place and takes the size as preferredSize. Refused: nodes not placed yet and frames
 * created without a layout in this edit (RESIZE_NOT_PLACED); edges, groups, guides and
 * sequence nodes and frames (RESIZE_NOT_SUPPORTED).
 */
export function resizeElement(state: EditState, op: OpOf<'resizeElement'>): void {
  const element = state.target(op.id);
  if (element === undefined) return;
  if (!isLaid(element) || isSequenceElement(state, element)) {
    const why = isLaid(element) ? 'sequence diagrams are sized from their labels and messages' : `a ${element.kind} has no size of its own`;
    state.fail('RESIZE_NOT_SUPPORTED', `"${element.id}" cannot be resized: ${why}; resize nodes, frames, text or images instead`, { elementId: element.id });
    return;
  }
  if (element.layout?.mode === 'relative') {
    element.layout = { ...element.layout, preferredSize: { ...op.size } };
    state.touch(element.id);
    return;
  }
  const box = ownBox(element) ?? (element.kind === 'frame' ? state.drawnBox(element.id) : undefined);
  if (box === undefined) {
    const why = element.kind === 'frame'
      ? 'this frame has no box yet (it is fitted around its members at the next layout); give it a layout when you create it, or resize it in a later edit'
      : `"${element.id}" is not placed yet (x 0, y 0); give it a position first (updateNode layout), or resize it after the next save`;
    state.fail('RESIZE_NOT_PLACED', why, { elementId: element.id });
    return;
  }
  const next = resizedBox(box, op.size, op.anchor);
  element.layout = absoluteAt(next, element.layout);
  state.touch(element.id);
  const grew = op.size.width > box.width || op.size.height > box.height;
  if (element.kind === 'node' && grew) pushNodesInTheWay(state, element.id, box, next);
}
