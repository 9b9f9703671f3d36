import type { NodeType, NodeValue, Shape } from '../../../schema/index.js';

/**
 * The outline a node draws when it names no shape (service spec, "Node": default shapes by
 * nodeType). Layout sizes text areas by it and the renderer draws it, so this is the one table.
 */
const DEFAULT_SHAPES: Partial<Record<NodeType, Shape>> = {
  'er.entity': 'rect',
  'er.weakEntity': 'rect',
  'er.attribute': 'ellipse',
  'er.relationship': 'diamond',
  'workflow.task': 'roundedRect',
  'workflow.subprocess': 'roundedRect',
  'workflow.start': 'ellipse',
  'workflow.end': 'ellipse',
  'workflow.timer': 'ellipse',
  'workflow.error': 'ellipse',
  'workflow.intermediateTimer': 'ellipse',
  'workflow.intermediateMessage': 'ellipse',
  'workflow.intermediateError': 'ellipse',
  'workflow.intermediateThrowMessage': 'ellipse',
  'workflow.terminate': 'ellipse',
  'workflow.messageStart': 'ellipse',
  'workflow.messageEnd': 'ellipse',
  'workflow.gateway': 'diamond',
  'workflow.gatewayParallel': 'diamond',
  'workflow.gatewayInclusive': 'diamond',
  'workflow.gatewayEvent': 'diamond',
  'workflow.decision': 'diamond',
  decision: 'diamond',
  service: 'roundedRect',
  actor: 'roundedRect',
  queue: 'roundedRect',
  externalSystem: 'roundedRect',
  process: 'roundedRect',
  'org.person': 'roundedRect',
  'org.role': 'roundedRect',
  'uiflow.screen': 'roundedRect',
  'uiflow.modal': 'roundedRect',
  database: 'cylinder',
  storage: 'cylinder',
  objectStorage: 'bucket',
  event: 'ellipse',
  'uiflow.entry': 'ellipse',
  'uiflow.exit': 'ellipse',
  'network.cloud': 'cloud',
  iconNode: 'iconBox',
};

/** The default shape for a nodeType ("rect" for any type the spec's table does not name). */
export function defaultShapeFor(nodeType: NodeType): Shape {
  return DEFAULT_SHAPES[nodeType] ?? 'rect';
}

/** The shape a node is drawn with: its own, or the default for its nodeType. */
export function shapeOf(node: Pick<NodeValue, 'shape' | 'nodeType'>): Shape {
  return node.shape ?? defaultShapeFor(node.nodeType);
}
