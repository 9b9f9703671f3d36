import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode } from '../../model/index.js';
import { iconReplacesOutline } from '../icons/index.js';
import { shapeOutline } from '../shapes/index.js';
import { ownStyle } from '../style/own-style.js';
import { group } from '../svg/writer.js';
import type { Paint, RenderContext, ResolvedStyle } from '../types.js';
import { ICON_DRAWER, NODE_DRAWERS } from './drawers.js';
import { drawPorts } from './ports.js';

/** What the node-shape step drew, and whether that already includes the label (a family drew the node completely). */
export interface NodeShapeDrawing {
  markup: string;
  complete: boolean;
}

// rect-like shapes have square corners; they round only when the element asks (style.cornerRadius).
const SQUARE_SHAPES: ReadonlySet<string> = new Set(['rect', 'textBox', 'iconBox']);

/** The paint of a node's outline from its resolved style. */
export function outlinePaint(style: ResolvedStyle): Paint {
  return { fill: style.fill, stroke: style.stroke, strokeWidth: style.strokeWidth, dash: style.dash };
}

/** The outline and its detail lines, in the node's paint. */
function drawOutline(node: NodeValue, computed: ComputedNode, style: ResolvedStyle, context: RenderContext): string {
  const radius = SQUARE_SHAPES.has(computed.shape) ? (ownStyle(context.scene, node).cornerRadius ?? 0) : style.cornerRadius;
  const outline = shapeOutline(computed.shape, computed.box, radius);
  const paint = outlinePaint(style);
  let markup = context.look.shape(outline.d, paint, node.id);
  // A loop rather than map(callback): under tsx every closure made per node costs a naming call.
  const details = outline.details ?? [];
  for (let i = 0; i < details.length; i++) markup += context.look.line(details[i]!, paint, `${node.id}:detail:${i}`);
  return markup;
}

/** The generic drawing: the outline (left out when a cloud icon stands for the node, rule 9), the icon and the ports. */
export function drawGenericShape(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  const outline = iconReplacesOutline(node, context.scene) ? '' : drawOutline(node, computed, style, context);
  const icon = node.icon === undefined ? '' : ICON_DRAWER(node, computed, context);
  return outline + icon + drawPorts(node.id, computed, style, context);
}

/** The node-shape step: a family drawer when one claims the node, else the generic outline; grouped under the node's SVG id. */
export function drawNodeShape(node: NodeValue, computed: ComputedNode, context: RenderContext): NodeShapeDrawing {
  const style = context.style(node.id);
  let family: string | null = null;
  for (const drawer of NODE_DRAWERS) {
    family = drawer(node, computed, context);
    if (family !== null) break;
  }
  const markup = family ?? drawGenericShape(node, computed, context);
  return {
    markup: group({ id: context.svgId(node.id), opacity: style.opacity < 1 ? style.opacity : null }, markup),
    complete: family !== null,
  };
}
