import { FrameElement, ImageElement, NodeElement, TextElement, type ElementValue, type SceneDocumentValue } from '../../schema/index.js';
import { roundBox } from '../geometry/index.js';
import type { Geometry } from './types.js';

// Key order of each kind in normal form (valibot writes an object's keys in schema order).
const KEY_ORDER = {
  node: Object.keys(NodeElement.entries),
  frame: Object.keys(FrameElement.entries),
  text: Object.keys(TextElement.entries),
  image: Object.keys(ImageElement.entries),
} as const;

/**
 * Stage 12: the scene with every placed position kept (README, "Placed positions stay
 * put"). Each node, and each frame, text or image with an absolute layout, gets
 * `{mode: 'absolute', x, y, width, height, rotation, autoSize}` with its final box
 * (rotation and autoSize kept). Relative layouts keep their place; frames without a layout
 * stay without one (they are fitted again on every layout). Not called for sequence
 * diagrams, whose nodes stay at x 0, y 0. The input is in normal form (normalizeScene) and
 * so is the result: normalizeScene gives it back unchanged.
 */
export function writeBack(scene: SceneDocumentValue, geometry: Geometry): SceneDocumentValue {
  return { ...scene, elements: scene.elements.map((element) => withPlacedLayout(element, geometry)) };
}

function withPlacedLayout(element: ElementValue, geometry: Geometry): ElementValue {
  if (element.kind !== 'node' && element.kind !== 'frame' && element.kind !== 'text' && element.kind !== 'image') return element;
  const layout = element.layout;
  if (layout?.mode === 'relative') return element;
  if (layout === undefined && element.kind !== 'node') return element;
  const box = geometry.boxes.get(element.id);
  if (box === undefined) return element;
  const { x, y, width, height } = roundBox(box);
  const placed = { mode: 'absolute' as const, x, y, width, height, rotation: layout?.rotation ?? 0, autoSize: layout?.autoSize ?? 'none' as const };
  return withLayoutInKeyOrder(element, placed, KEY_ORDER[element.kind]) as ElementValue;
}

/** The element with `layout` set, keys in schema order, built in one pass (no spread copy first). */
function withLayoutInKeyOrder(element: ElementValue, layout: unknown, order: readonly string[]): Record<string, unknown> {
  const source = element as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of order) {
    const value = key === 'layout' ? layout : source[key];
    if (value !== undefined) ordered[key] = value;
  }
  return ordered;
}
