import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode } from '../../model/index.js';
import { center, inflate, type Box } from '../../geometry/index.js';
import type { NodeDrawer, RenderContext, ResolvedStyle } from '../types.js';
import { paintNodeLabel } from './label.js';
import { outlinePaint, partSeed, solidPaint, strokePaint } from './paint.js';
import { diamondPath, ellipsePath, rectPath, roundedRectPath } from './path.js';
import { clock, cross, disc, envelope, eventMarker, lightning, plus, ring, type MarkerFrame } from './workflow-glyphs.js';

/**
 * The workflow family (spec rule 5): BPMN-style events, gateways and activities. Events and
 * gateways fill their box (routes are clipped to the same ellipse or diamond); their labels
 * sit where layout put them (below the shape).
 */

type Rim = 'thin' | 'bold' | 'double';
type EventMarker = 'none' | 'clock' | 'envelope' | 'sentEnvelope' | 'lightning' | 'sentLightning' | 'disc';

const EVENTS: Readonly<Record<string, { rim: Rim; marker: EventMarker; filled?: boolean }>> = {
  'workflow.start': { rim: 'thin', marker: 'none', filled: true },
  'workflow.messageStart': { rim: 'thin', marker: 'envelope' },
  'workflow.timer': { rim: 'thin', marker: 'clock' },
  'workflow.end': { rim: 'bold', marker: 'none' },
  'workflow.messageEnd': { rim: 'bold', marker: 'sentEnvelope' },
  'workflow.error': { rim: 'bold', marker: 'sentLightning' },
  'workflow.terminate': { rim: 'bold', marker: 'disc' },
  'workflow.intermediateTimer': { rim: 'double', marker: 'clock' },
  'workflow.intermediateMessage': { rim: 'double', marker: 'envelope' },
  'workflow.intermediateThrowMessage': { rim: 'double', marker: 'sentEnvelope' },
  'workflow.intermediateError': { rim: 'double', marker: 'lightning' },
};

const GATEWAYS: Readonly<Record<string, (frame: MarkerFrame, context: RenderContext) => string>> = {
  'workflow.gateway': cross,
  'workflow.gatewayParallel': (frame, context) => plus(frame, context),
  'workflow.gatewayInclusive': ring,
  'workflow.gatewayEvent': eventMarker,
};

/** The double rim's gap, and the bold rim's least width. */
const RIM_GAP = 3;
const BOLD_RIM = 3;
const SUBPROCESS_MARKER = 12;

function markerFrame(id: string, box: Box, style: ResolvedStyle): MarkerFrame {
  return { centre: center(box), radius: Math.min(box.width, box.height) / 2, id, style };
}

function drawEvent(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const event = EVENTS[node.nodeType]!;
  const style = context.style(node.id);
  const { look } = context;
  const box = computed.box;
  const outline = ellipsePath(box);
  let svg: string;
  if (event.filled === true) svg = look.shape(outline, solidPaint(style.stroke, style), partSeed(node.id, 'event'));
  else if (event.rim === 'bold') svg = look.shape(outline, { ...outlinePaint(style), strokeWidth: Math.max(BOLD_RIM, style.strokeWidth * 2.5) }, partSeed(node.id, 'event'));
  else svg = look.shape(outline, outlinePaint(style), partSeed(node.id, 'event'));
  if (event.rim === 'double') svg += look.shape(ellipsePath(inflate(box, -RIM_GAP)), strokePaint(style), partSeed(node.id, 'inner'));
  const frame = markerFrame(node.id, box, style);
  switch (event.marker) {
    case 'clock':
      svg += clock(frame, context);
      break;
    case 'envelope':
    case 'sentEnvelope':
      svg += envelope(frame, event.marker === 'sentEnvelope', context);
      break;
    case 'lightning':
    case 'sentLightning':
      svg += lightning(frame, event.marker === 'sentLightning', context);
      break;
    case 'disc':
      svg += disc(frame, 0.6, context);
      break;
    case 'none':
      break;
  }
  return svg + paintNodeLabel(node, computed, style, context);
}

function drawGateway(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  const diamond = context.look.shape(diamondPath(computed.box), outlinePaint(style), partSeed(node.id, 'gateway'));
  const marker = GATEWAYS[node.nodeType]?.(markerFrame(node.id, computed.box, style), context) ?? '';
  return diamond + marker + paintNodeLabel(node, computed, style, context);
}

function drawActivity(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  const box = computed.box;
  // Activities are rounded whatever the theme says (spec rule 5).
  const radius = style.cornerRadius > 0 ? style.cornerRadius : 8;
  let svg = context.look.shape(roundedRectPath(box, radius), outlinePaint(style), partSeed(node.id, 'activity'));
  if (node.nodeType === 'workflow.subprocess') {
    const size = Math.min(SUBPROCESS_MARKER, box.height / 3, box.width / 3);
    const marker: Box = { x: box.x + (box.width - size) / 2, y: box.y + box.height - size - 3, width: size, height: size };
    svg += context.look.shape(rectPath(marker), strokePaint(style, Math.max(1, style.strokeWidth * 0.75)), partSeed(node.id, 'collapsed'));
    svg += plus({ centre: center(marker), radius: size / 2, id: node.id, style }, context, 0.6, Math.max(1, style.strokeWidth));
  }
  return svg + paintNodeLabel(node, computed, style, context);
}

/** Draws workflow events, gateways, decisions, tasks and subprocesses; null for other nodes. */
export const drawWorkflowNode: NodeDrawer = (node, computed, context) => {
  if (node.nodeType in EVENTS) return drawEvent(node, computed, context);
  if (node.nodeType in GATEWAYS || node.nodeType === 'workflow.decision') return drawGateway(node, computed, context);
  if (node.nodeType === 'workflow.task' || node.nodeType === 'workflow.subprocess') return drawActivity(node, computed, context);
  return null;
};
