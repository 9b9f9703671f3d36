import { buildElement, idIsFree } from './build-element.js';
import { pick } from './patch.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

const EDGE_FIELDS = ['from', 'to', 'label', 'router', 'style', 'endpoints', 'waypoints', 'edgeType', 'name', 'zIndex', 'locked', 'visible', 'metadata', 'extensions'] as const;

/**
 * createEdge: a new edge at the end of the elements. Its ends may name elements a later op
 * of the same edit creates, so they are not checked here: the final validation reports an
 * end that still names nothing (EDGE_ENDPOINT_NOT_FOUND).
 */
export function createEdge(state: EditState, op: OpOf<'createEdge'>): void {
  if (!idIsFree(state, op.id)) return;
  const edge = buildElement(state, { id: op.id, kind: 'edge', ...pick(op, EDGE_FIELDS) });
  if (edge !== undefined) state.add(edge);
}
