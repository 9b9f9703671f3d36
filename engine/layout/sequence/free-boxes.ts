import type { ImageValue, NodeValue, TextValue } from '../../../schema/index.js';
import type { Measurer } from '../../measure/index.js';
import type { NodeSizing } from '../size/size-nodes.js';
import type { NodeSize, SceneIndex } from '../types.js';

/** An image whose layout and asset give no size. */
const IMAGE_FALLBACK = 100;

/** Nodes, texts and images of a sequence diagram that are not part of the sequence itself. */
export type FreeBoxElement = NodeValue | TextValue | ImageValue;

/** What free boxes are sized and drawn with: the core's sizes (size/size-nodes.ts) and the measurer. */
export interface FreeBoxContext {
  index: SceneIndex;
  measurer: Measurer;
  sizing: NodeSizing;
}

/** The element's size: the core's (its layout grown to fit its label, or its ER table), an image's layout or asset size. */
export function freeBoxSize(element: FreeBoxElement, context: FreeBoxContext): NodeSize {
  const sized = context.sizing.sizes.get(element.id);
  if (sized !== undefined) return sized;
  const layout = element.layout;
  if (layout?.mode === 'absolute') return { width: layout.width, height: layout.height };
  if (layout?.mode === 'relative' && layout.preferredSize !== undefined) return layout.preferredSize;
  const asset = element.kind === 'image' ? context.index.scene.assets?.[element.assetRef] : undefined;
  return { width: asset?.width ?? IMAGE_FALLBACK, height: asset?.height ?? IMAGE_FALLBACK };
}
