import type { NodeValue, Shape } from '../../../schema/index.js';
import type { Box } from '../../geometry/index.js';
import type { NodeSize } from './node-size.js';
import { shapeOf } from './default-shape.js';

/** Space kept between a node label and its text area (sides 12 px, top and bottom 8 px). */
export const LABEL_PADDING = { top: 8, right: 12, bottom: 8, left: 12 } as const;

/** Fractions of the box cut from each side to get the largest text rectangle inside an outline. */
export interface ShapeInsets {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const NONE: ShapeInsets = { left: 0, right: 0, top: 0, bottom: 0 };
// An ellipse holds a centred rectangle of 1/√2 its width and height.
const ELLIPSE = (1 - Math.SQRT1_2) / 2;

/**
 * Per-shape text rectangles. Outlines narrower than their box (ellipse, diamond, hexagon,
 * cylinder, cloud, parallelogram...) need a larger box for the same text; these fractions
 * say how much, and the renderer's outlines stay inside them.
 */
const SHAPE_INSETS: Record<Shape, ShapeInsets> = {
  rect: NONE,
  roundedRect: NONE,
  textBox: NONE,
  iconBox: NONE,
  box3d: NONE,
  pill: { left: 0.05, right: 0.05, top: 0, bottom: 0 },
  ellipse: { left: ELLIPSE, right: ELLIPSE, top: ELLIPSE, bottom: ELLIPSE },
  // The largest rectangle in a rhombus is half its width by half its height.
  diamond: { left: 0.25, right: 0.25, top: 0.25, bottom: 0.25 },
  hexagon: { left: 0.15, right: 0.15, top: 0, bottom: 0 },
  parallelogram: { left: 0.15, right: 0.15, top: 0, bottom: 0 },
  // The top cap's lower arc, and the bottom curve.
  cylinder: { left: 0, right: 0, top: 0.2, bottom: 0.08 },
  bucket: { left: 0.08, right: 0.08, top: 0.2, bottom: 0.05 },
  cloud: { left: 0.15, right: 0.15, top: 0.2, bottom: 0.15 },
};

/** The text insets of a shape, as fractions of the box. */
export function shapeInsets(shape: Shape): ShapeInsets {
  return SHAPE_INSETS[shape];
}

/** An icon beside the label (any node with an icon, except iconBox nodes). */
export const INLINE_ICON = { size: 20, gap: 8 } as const;
/** The icon of an iconBox node: above its label, centred. */
export const TOP_ICON = { size: 32, top: 8 } as const;

type LabelledNode = Pick<NodeValue, 'shape' | 'nodeType' | 'icon'>;

function iconPlacement(node: LabelledNode): 'top' | 'inline' | null {
  if (node.icon === undefined) return null;
  return shapeOf(node) === 'iconBox' ? 'top' : 'inline';
}

/** Where the node's label may go inside `box` (padding not yet taken off): the shape's text rectangle minus the icon. */
export function labelAreaOf(node: LabelledNode, box: Box): Box {
  const insets = SHAPE_INSETS[shapeOf(node)];
  const area: Box = {
    x: box.x + box.width * insets.left,
    y: box.y + box.height * insets.top,
    width: box.width * (1 - insets.left - insets.right),
    height: box.height * (1 - insets.top - insets.bottom),
  };
  const icon = iconPlacement(node);
  if (icon === 'inline') {
    const taken = INLINE_ICON.size + INLINE_ICON.gap;
    return { ...area, x: area.x + taken, width: Math.max(0, area.width - taken) };
  }
  if (icon === 'top') {
    const taken = TOP_ICON.top + TOP_ICON.size;
    return { ...area, y: area.y + taken, height: Math.max(0, area.height - taken) };
  }
  return area;
}

/** The box size whose label area (labelAreaOf) is `width` x `height`, and that holds the icon. */
export function boxSizeForLabelArea(node: LabelledNode, width: number, height: number): NodeSize {
  const insets = SHAPE_INSETS[shapeOf(node)];
  const icon = iconPlacement(node);
  let areaWidth = width;
  let areaHeight = height;
  if (icon === 'inline') {
    areaWidth += INLINE_ICON.size + INLINE_ICON.gap;
    areaHeight = Math.max(areaHeight, INLINE_ICON.size + LABEL_PADDING.top + LABEL_PADDING.bottom);
  } else if (icon === 'top') {
    areaHeight += TOP_ICON.top + TOP_ICON.size;
    areaWidth = Math.max(areaWidth, TOP_ICON.size + LABEL_PADDING.left + LABEL_PADDING.right);
  }
  return {
    width: areaWidth / (1 - insets.left - insets.right),
    height: areaHeight / (1 - insets.top - insets.bottom),
  };
}

/** Where a node's icon is drawn: beside the label at the left, or above it for iconBox nodes. */
export function iconBoxOf(node: LabelledNode, box: Box): Box | undefined {
  const icon = iconPlacement(node);
  if (icon === null) return undefined;
  const insets = SHAPE_INSETS[shapeOf(node)];
  const left = box.x + box.width * insets.left;
  if (icon === 'inline') {
    const size = INLINE_ICON.size;
    return { x: left + LABEL_PADDING.left, y: box.y + (box.height - size) / 2, width: size, height: size };
  }
  const size = TOP_ICON.size;
  return { x: box.x + (box.width - size) / 2, y: box.y + box.height * insets.top + TOP_ICON.top, width: size, height: size };
}
