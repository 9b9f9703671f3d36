import type { ImageValue, NodeValue, TextValue } from '../../../schema/index.js';
import { measuredNode } from '../../measure/index.js';
import type { LabelContext } from '../labels/node-labels.js';
import type { NodeSize, SceneIndex } from '../types.js';

/** An image whose layout and asset give no size. */
const IMAGE_FALLBACK = 100;

/** Nodes, texts and images of a sequence diagram that are not part of the sequence itself. */
export type FreeBoxElement = NodeValue | TextValue | ImageValue;

/** What free boxes are sized and drawn with: the scene's index and what measuring found (the core's sizes and texts). */
export interface FreeBoxContext {
  index: SceneIndex;
  labels: LabelContext;
}

/** The element's size: the core's (its layout grown to fit its label, or its ER table), an image's layout or asset size. */
export function freeBoxSize(element: FreeBoxElement, context: FreeBoxContext): NodeSize {
  const sized = measuredNode(context.labels.measured, element.id)?.size;
  if (sized !== undefined) return sized;
  const layout = element.layout;
  if (layout?.mode === 'absolute') return { width: layout.width, height: layout.height };
  if (layout?.mode === 'relative' && layout.preferredSize !== undefined) return layout.preferredSize;
  const asset = element.kind === 'image' ? context.index.scene.assets?.[element.assetRef] : undefined;
  return { width: asset?.width ?? IMAGE_FALLBACK, height: asset?.height ?? IMAGE_FALLBACK };
}
