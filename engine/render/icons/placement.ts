import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode } from '../../model/index.js';
import type { Box } from '../../geometry/index.js';

/** The corner icon of an ordinary node: 20 px, 6 px in from the top-left corner. */
export const CORNER_ICON = { size: 20, inset: 6 } as const;

/** Bounds of an icon that stands for the whole node (iconNode, iconBox, or a cloud icon without its box). */
export const FEATURE_ICON = { min: 16, max: 64, margin: 4 } as const;

/**
 * Where a node's icon goes when layout gave no icon box (computed.icon). A node that is its
 * icon (nodeType iconNode, shape iconBox, or a cloud icon drawn without a box, rule 9) has
 * the icon centred in the space above its label (the whole box without one), as large as
 * fits up to 64 px. Any other node has a 20 px icon in its top-left corner, inside the
 * border, shrunk for nodes too small to hold it; the label keeps its place.
 */
export function iconPlacement(node: NodeValue, computed: ComputedNode, standsForNode: boolean): Box {
  if (computed.icon !== undefined) return computed.icon.box;
  const { box } = computed;
  if (standsForNode || node.nodeType === 'iconNode' || computed.shape === 'iconBox') {
    const labelTop = computed.label === undefined ? box.y + box.height : Math.max(box.y, Math.min(computed.label.box.y, box.y + box.height));
    const room = { width: box.width - 2 * FEATURE_ICON.margin, height: labelTop - box.y - 2 * FEATURE_ICON.margin };
    const size = Math.max(FEATURE_ICON.min, Math.min(FEATURE_ICON.max, room.width, room.height));
    return {
      x: box.x + (box.width - size) / 2,
      y: box.y + FEATURE_ICON.margin + Math.max(0, (room.height - size) / 2),
      width: size,
      height: size,
    };
  }
  const size = Math.max(0, Math.min(CORNER_ICON.size, box.width - 2 * CORNER_ICON.inset, box.height - 2 * CORNER_ICON.inset));
  return { x: box.x + CORNER_ICON.inset, y: box.y + CORNER_ICON.inset, width: size, height: size };
}
