import { mergeFields } from './patch.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

/**
 * setText: a node's label, an edge's label or a text element's text; textStyle is merged
 * on nodes and text elements. Edges have no textStyle, so an edge ignores it.
 */
export function setText(state: EditState, op: OpOf<'setText'>): void {
  const element = state.target(op.id);
  if (element === undefined) return;
  if (element.kind === 'node' || element.kind === 'edge') {
    element.label = op.text;
  } else if (element.kind === 'text') {
    element.text = op.text;
  } else {
    state.kindMismatch(element, 'nodes, edges and text elements', 'name a node, an edge or a text element');
    return;
  }
  if (op.textStyle !== undefined && element.kind !== 'edge') element.textStyle = mergeFields(element.textStyle, op.textStyle);
  state.touch(element.id);
}
