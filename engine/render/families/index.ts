import type { EdgeDecorator, NodeDrawer } from '../types.js';
import { decorateCrowsFeet } from './crows-foot.js';
import { drawErNode } from './er.js';
import { drawNetworkNode } from './network.js';
import { drawOrgNode } from './org.js';
import { decorateSequenceDestroy, drawSequenceNode } from './sequence.js';
import { drawUiFlowNode } from './uiflow.js';
import { drawWorkflowNode } from './workflow.js';

/**
 * The family drawings (README.md in engine/render): the core tries NODE_DRAWERS in order
 * (each returns null for nodes that are not its concern) and calls every EDGE_DECORATOR
 * after the generic edge. Families claim disjoint node types, so the order only matters for
 * speed. Sequence fragments (frames with a title tab) are drawn by the core's frames/.
 */

/** Family node drawers: workflow, ER, sequence, org chart, UI flow, network. */
export const NODE_DRAWERS: readonly NodeDrawer[] = [drawWorkflowNode, drawErNode, drawSequenceNode, drawOrgNode, drawUiFlowNode, drawNetworkNode];

/** Edge decorators: crow's-foot cardinalities, the X of sequence.destroy. */
export const EDGE_DECORATORS: readonly EdgeDecorator[] = [decorateCrowsFeet, decorateSequenceDestroy];

export { CROWS_FOOT } from './crows-foot.js';
