import type { AbsoluteLayoutValue } from '../../schema/index.js';
import { buildElement, idIsFree } from './build-element.js';
import { pick } from './patch.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

const NODE_FIELDS = ['nodeType', 'shape', 'label', 'layout', 'textStyle', 'name', 'style', 'ports', 'icon', 'zIndex', 'locked', 'visible', 'metadata', 'extensions'] as const;
const SHORTHAND = ['x', 'y', 'width', 'height'] as const;

/**
 * createNode: a new node at the end of the elements. The x/y/width/height shorthand
 * becomes an absolute layout at once (missing x or y is 0, a missing size the strategy's
 * node size), so later ops of the edit see one form. Without a layout the node stays
 * unplaced and the layout stage puts it next to its neighbours. An overlap with another
 * node is warned once the edit is done (final-warnings.ts), where the node ended up.
 */
export function createNode(state: EditState, op: OpOf<'createNode'>): void {
  const start = state.checkpoint();
  idIsFree(state, op.id);
  const shorthand = SHORTHAND.filter((key) => op[key] !== undefined);
  if (shorthand.length > 0 && op.layout !== undefined) {
    state.fail('LAYOUT_SHORTHAND_CONFLICT', `send the position either as layout or as ${shorthand.join('/')}, not both`, { elementId: op.id, field: ['layout'] });
  }
  if (state.failedSince(start)) return;
  const candidate: Record<string, unknown> = { id: op.id, kind: 'node', ...pick(op, NODE_FIELDS) };
  if (shorthand.length > 0) {
    const strategy = state.strategy();
    const layout: AbsoluteLayoutValue = {
      mode: 'absolute',
      x: op.x ?? 0,
      y: op.y ?? 0,
      width: op.width ?? strategy.nodeWidth,
      height: op.height ?? strategy.nodeHeight,
      rotation: 0,
      autoSize: 'none',
    };
    candidate.layout = layout;
  }
  const node = buildElement(state, candidate);
  if (node !== undefined) state.add(node);
}
