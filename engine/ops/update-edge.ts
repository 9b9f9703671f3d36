import { applyFields, sendsAny } from './patch.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

const EDGE_FIELDS = ['from', 'to', 'label', 'router', 'style', 'endpoints', 'waypoints', 'edgeType', 'name', 'zIndex', 'locked', 'visible', 'metadata', 'extensions'] as const;

/**
 * updateEdge: changes the sent properties of an edge, each replaced whole (an end, the
 * endpoints object...); null removes. New ends may name elements created later in the edit.
 */
export function updateEdge(state: EditState, op: OpOf<'updateEdge'>): void {
  const start = state.checkpoint();
  const edge = state.target(op.id);
  if (edge !== undefined && edge.kind !== 'edge') state.kindMismatch(edge, 'edges', 'use updateNode for nodes, setText or setStyle for other elements');
  if (!sendsAny(op, EDGE_FIELDS)) {
    state.fail('OP_NOTHING_TO_UPDATE', 'send at least one property to change (from, to, label, router, endpoints, edgeType, style, ...)', { elementId: op.id, field: [] });
  }
  if (state.failedSince(start) || edge?.kind !== 'edge') return;
  applyFields(edge, op, EDGE_FIELDS);
  state.touch(edge.id);
}
