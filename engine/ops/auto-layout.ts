import { relayoutAll, isSequenceNode } from './relayout.js';
import { unplace } from './placement.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

/**
 * autoLayout: without elements, the whole diagram is laid out again (relayout.ts). With
 * elements (node ids only), just those nodes are unplaced so the layout stage re-places
 * them next to their neighbours (NODE_OUTSIDE_FRAME comes from there when one does not fit
 * its frame). Relative layouts and sequence nodes are never moved.
 */
export function autoLayout(state: EditState, op: OpOf<'autoLayout'>): void {
  if (op.elements === undefined) {
    relayoutAll(state);
    return;
  }
  const start = state.checkpoint();
  const nodes = op.elements.flatMap((id, index) => {
    const element = state.target(id, ['elements', index]);
    if (element === undefined) return [];
    if (element.kind !== 'node') {
      state.kindMismatch(element, 'nodes', 'list node ids only (a frame is fitted around its members; edges follow their ends)', ['elements', index]);
      return [];
    }
    return [element];
  });
  if (state.failedSince(start)) return;
  for (const node of nodes) if (!isSequenceNode(state, node)) unplace(state, node);
}
