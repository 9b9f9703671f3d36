import type { NodeType } from '../../../schema/index.js';

/**
 * Workflow events and gateways are small fixed glyphs whose label sits outside, below
 * (service spec, Rendering rules 5). Sizes in px; the label is not part of the node box.
 */
const EVENT_SIZE = 36;
const GATEWAY_SIZE = 50;

const GLYPH_SIZES: Partial<Record<NodeType, number>> = {
  'workflow.start': EVENT_SIZE,
  'workflow.end': EVENT_SIZE,
  'workflow.timer': EVENT_SIZE,
  'workflow.error': EVENT_SIZE,
  'workflow.terminate': EVENT_SIZE,
  'workflow.messageStart': EVENT_SIZE,
  'workflow.messageEnd': EVENT_SIZE,
  'workflow.intermediateTimer': EVENT_SIZE,
  'workflow.intermediateMessage': EVENT_SIZE,
  'workflow.intermediateError': EVENT_SIZE,
  'workflow.intermediateThrowMessage': EVENT_SIZE,
  'workflow.gateway': GATEWAY_SIZE,
  'workflow.gatewayParallel': GATEWAY_SIZE,
  'workflow.gatewayInclusive': GATEWAY_SIZE,
  'workflow.gatewayEvent': GATEWAY_SIZE,
};

/** The side of the square glyph a workflow event or gateway is drawn in, or undefined for other types. */
export function glyphSizeOf(nodeType: NodeType): number | undefined {
  return GLYPH_SIZES[nodeType];
}

/** Whether the node's label is drawn outside, below its box. */
export function hasOutsideLabel(nodeType: NodeType): boolean {
  return GLYPH_SIZES[nodeType] !== undefined;
}

/** Outside labels: gap below the glyph, and the width they wrap at (wider glyphs wrap at their own width). */
export const OUTSIDE_LABEL = { gap: 6, maxWidth: 120 } as const;
