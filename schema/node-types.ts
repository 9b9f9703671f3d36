/** The 54 node types of DSP 0.1, grouped by family (order as in the spec). */
export const NODE_TYPES = [
  'generic', 'service', 'database', 'queue', 'actor', 'note', 'decision', 'document', 'process',
  'container', 'externalSystem', 'storage', 'objectStorage', 'event', 'iconNode',
  'workflow.start', 'workflow.end', 'workflow.task', 'workflow.decision', 'workflow.gateway',
  'workflow.gatewayParallel', 'workflow.gatewayInclusive', 'workflow.subprocess', 'workflow.timer',
  'workflow.error', 'workflow.intermediateTimer', 'workflow.intermediateMessage',
  'workflow.intermediateError', 'workflow.intermediateThrowMessage', 'workflow.terminate',
  'workflow.messageStart', 'workflow.messageEnd', 'workflow.gatewayEvent',
  'er.entity', 'er.weakEntity', 'er.attribute', 'er.relationship',
  'sequence.lifeline', 'sequence.activation', 'sequence.actor', 'sequence.note',
  'network.server', 'network.router', 'network.switch', 'network.firewall', 'network.cloud', 'network.client',
  'org.person', 'org.role', 'org.department',
  'uiflow.screen', 'uiflow.modal', 'uiflow.entry', 'uiflow.exit',
] as const;

export type NodeType = (typeof NODE_TYPES)[number];

/** The 13 node outlines. textBox and iconBox draw as rect. */
export const SHAPES = [
  'rect', 'roundedRect', 'ellipse', 'diamond', 'cylinder', 'bucket', 'pill', 'hexagon',
  'parallelogram', 'cloud', 'box3d', 'textBox', 'iconBox',
] as const;

export type Shape = (typeof SHAPES)[number];

/** The 17 edge types. */
export const EDGE_TYPES = [
  'default', 'workflow.sequenceFlow', 'workflow.messageFlow', 'er.relationship', 'er.identifying',
  'sequence.message', 'sequence.reply', 'sequence.create', 'sequence.async', 'sequence.destroy',
  'network.dataFlow', 'network.controlFlow', 'org.directReport', 'org.dottedLine',
  'uiflow.navigate', 'uiflow.back', 'uiflow.action',
] as const;

export type EdgeType = (typeof EDGE_TYPES)[number];

export const DIAGRAM_FAMILIES = [
  'architecture', 'workflow', 'entityRelationship', 'sequence', 'network', 'orgchart', 'uiflow',
] as const;

export type DiagramFamily = (typeof DIAGRAM_FAMILIES)[number];

export const ROUTERS = ['straight', 'orthogonal', 'curved', 'polyline'] as const;
export const SIDES = ['top', 'right', 'bottom', 'left'] as const;
export const ARROWHEADS = ['none', 'triangle', 'diamond', 'circle', 'bar', 'openTriangle', 'openCircle'] as const;
export const CARDINALITIES = ['one', 'many', 'zero-or-one', 'zero-or-many', 'one-or-many'] as const;
export const CONTAINER_TYPES = [
  'generic', 'pool', 'lane', 'subprocess', 'partition', 'package', 'boundary', 'fragment',
] as const;
export const ELEMENT_KINDS = ['node', 'edge', 'group', 'text', 'image', 'frame', 'guide'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];
