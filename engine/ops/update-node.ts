import { applyFields, mergeFields, sendsAny } from './patch.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

/** Replaced whole when sent (null removes); textStyle is merged instead. */
const REPLACED = ['nodeType', 'shape', 'label', 'layout', 'name', 'style', 'ports', 'icon', 'zIndex', 'locked', 'visible', 'metadata', 'extensions'] as const;

/**
 * updateNode: changes the sent properties of a node. textStyle is merged key by key;
 * style, layout, metadata, extensions and ports are replaced whole (to change ER columns,
 * send the complete extensions.columns); null removes. An op that sends nothing to change
 * is refused (OP_NOTHING_TO_UPDATE) rather than recorded as an empty revision.
 */
export function updateNode(state: EditState, op: OpOf<'updateNode'>): void {
  const start = state.checkpoint();
  const node = state.target(op.id);
  if (node !== undefined && node.kind !== 'node') state.kindMismatch(node, 'nodes', 'use updateEdge for edges, setText or setStyle for other elements');
  if (!sendsAny(op, [...REPLACED, 'textStyle'])) {
    state.fail('OP_NOTHING_TO_UPDATE', 'send at least one property to change (label, shape, nodeType, layout, style, textStyle, ports, icon, ...)', { elementId: op.id, field: [] });
  }
  if (state.failedSince(start) || node?.kind !== 'node') return;
  applyFields(node, op, REPLACED);
  if (op.textStyle === null) delete node.textStyle;
  else if (op.textStyle !== undefined) node.textStyle = mergeFields(node.textStyle, op.textStyle);
  state.touch(node.id);
}
