import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode, TextLayout } from '../../model/index.js';
import { center, containsPoint, type Box } from '../../geometry/index.js';
import { shapeOutline } from '../shapes/index.js';
import { ownStyle } from '../style/own-style.js';
import type { NodeDrawer, RenderContext } from '../types.js';
import { paintNodeLabel } from './label.js';
import { outlinePaint, partSeed, strokePaint } from './paint.js';
import { networkGlyph } from './network-glyphs.js';

/**
 * The network family: the node's own outline (rect by default, cloud for network.cloud)
 * with a line glyph of its type (server, router, switch, firewall, cloud, client) beside
 * or above the label. A node with an icon is left to the generic drawer, which draws it.
 */

const GLYPH = { min: 14, max: 28, gap: 6 } as const;

/** A square for the glyph where the label leaves room: above it, else left of it, else centred. */
function glyphSlot(box: Box, label: TextLayout | undefined): Box | null {
  const square = (size: number, x: number, y: number): Box => ({ x, y, width: size, height: size });
  const largest = Math.min(GLYPH.max, Math.min(box.width, box.height) - 2 * GLYPH.gap);
  if (largest < GLYPH.min) return null;
  if (label === undefined || label.runs.length === 0 || !containsPoint(box, center(label.box))) {
    return square(largest, box.x + (box.width - largest) / 2, box.y + (box.height - largest) / 2);
  }
  const above = Math.min(largest, label.box.y - box.y - 2 * GLYPH.gap);
  if (above >= GLYPH.min) return square(above, box.x + (box.width - above) / 2, box.y + GLYPH.gap);
  const left = Math.min(largest, label.box.x - box.x - 2 * GLYPH.gap);
  if (left >= GLYPH.min) return square(left, box.x + GLYPH.gap, box.y + (box.height - left) / 2);
  return null;
}

function drawNetwork(node: NodeValue, computed: ComputedNode, context: RenderContext): string {
  const style = context.style(node.id);
  // As the generic drawer: rect corners stay square unless the element's own style rounds them.
  const radius = computed.shape === 'rect' ? (ownStyle(context.scene, node).cornerRadius ?? 0) : style.cornerRadius;
  const outline = shapeOutline(computed.shape, computed.box, radius);
  let svg = context.look.shape(outline.d, outlinePaint(style), partSeed(node.id, 'outline'));
  (outline.details ?? []).forEach((d, i) => (svg += context.look.line(d, strokePaint(style), partSeed(node.id, `detail${i}`))));
  // A cloud node's outline already is its glyph.
  const slot = computed.shape === 'cloud' ? null : glyphSlot(computed.box, computed.label);
  const glyph = slot === null ? null : networkGlyph(node.nodeType, slot);
  if (glyph !== null) {
    const width = Math.max(1, style.strokeWidth * 0.85);
    svg += context.look.shape(glyph.outline, { ...strokePaint(style, width), fill: style.fill }, partSeed(node.id, 'glyph'));
    if (glyph.lines !== '') svg += context.look.line(glyph.lines, strokePaint(style, width), partSeed(node.id, 'glyph-lines'));
  }
  return svg + paintNodeLabel(node, computed, style, context);
}

/** Draws network servers, routers, switches, firewalls, clouds and clients; null for other nodes and for nodes with an icon. */
export const drawNetworkNode: NodeDrawer = (node, computed, context) => {
  if (!node.nodeType.startsWith('network.') || node.icon !== undefined) return null;
  return drawNetwork(node, computed, context);
};
