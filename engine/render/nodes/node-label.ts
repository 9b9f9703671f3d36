import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode } from '../../model/index.js';
import { center, containsPoint } from '../../geometry/index.js';
import { canvasTextColour } from '../style/canvas-text.js';
import { group } from '../svg/writer.js';
import type { RenderContext } from '../types.js';

/** The node-label step: the label's runs through the text painter, on the fill's contrast colour, or the canvas's when the label sits outside the shape. */
export function drawNodeLabel(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const label = computed.label;
  if (label === undefined || label.runs.length === 0) return '';
  const style = context.style(node.id);
  // Judged by the label's centre: an overflowing label is still on the fill.
  const inside = containsPoint(computed.box, center(label.box));
  const colour = inside ? style.textColor : canvasTextColour(context.scene, node, context.theme);
  return group({ opacity: style.opacity < 1 ? style.opacity : null }, context.text.layout(label, colour, style.mutedColor));
}
