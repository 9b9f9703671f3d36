import type { EdgeValue } from '../../../schema/index.js';
import type { ComputedEdge } from '../../model/index.js';
import { group } from '../svg/writer.js';
import type { RenderContext } from '../types.js';
import { arrowhead, type ArrowheadGeometry } from './arrowheads.js';
import { EDGE_DECORATORS } from './decorators.js';
import { edgeTypeLook } from './edge-type-defaults.js';
import { drawLineLabel } from './edge-label.js';
import { routeEnds, routePath } from './edge-route.js';

function drawHead(head: ArrowheadGeometry | null, colour: string, strokeWidth: number, seed: string, context: RenderContext): string {
  if (head === null) return '';
  // A filled head has no stroke, so its tip lands exactly on the border.
  const paint = head.filled ? { fill: colour, stroke: 'none', strokeWidth: 0 } : { fill: 'none', stroke: colour, strokeWidth };
  return head.closed ? context.look.shape(head.d, paint, seed) : context.look.line(head.d, paint, seed);
}

/**
 * An edge: its route (shortened under the heads), the heads (from `endpoints`, or the
 * edgeType's defaults when the edge has none), the family decorators, then the label on
 * its background; grouped under the edge's SVG id.
 */
export function drawEdge(edge: EdgeValue, computed: ComputedEdge, context: RenderContext): string {
  const style = context.style(edge.id);
  const typeLook = edgeTypeLook(edge.edgeType);
  const ends = routeEnds(computed);
  let body = '';
  if (ends !== null) {
    const startKind = edge.endpoints === undefined ? typeLook.startArrow : (edge.endpoints.startArrow ?? 'none');
    const endKind = edge.endpoints === undefined ? typeLook.endArrow : (edge.endpoints.endArrow ?? 'none');
    const start = arrowhead(startKind, ends.start.tip, ends.start.direction, style.strokeWidth);
    const end = arrowhead(endKind, ends.end.tip, ends.end.direction, style.strokeWidth);
    const d = routePath(computed, ends, { start: start?.setback ?? 0, end: end?.setback ?? 0 });
    const dash = style.dash ?? typeLook.dash;
    body += context.look.line(d, { fill: 'none', stroke: style.stroke, strokeWidth: style.strokeWidth, dash }, edge.id);
    body += drawHead(start, style.stroke, style.strokeWidth, `${edge.id}:start`, context);
    body += drawHead(end, style.stroke, style.strokeWidth, `${edge.id}:end`, context);
  }
  // A loop rather than map(callback): under tsx every closure made per edge costs a naming call.
  for (const decorate of EDGE_DECORATORS) body += decorate(edge, computed, context);
  if (computed.label !== undefined) body += drawLineLabel(computed.label, style, context);
  return group({ id: context.svgId(edge.id), opacity: style.opacity < 1 ? style.opacity : null }, body);
}
