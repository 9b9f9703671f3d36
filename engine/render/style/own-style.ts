import type { ElementValue, SceneDocumentValue, StyleValue } from '../../../schema/index.js';

const NONE: StyleValue = {};

/** An element's own style: its inline object, or the entry of scene.styles it names (empty when the name is unknown). */
export function ownStyle(scene: SceneDocumentValue, element: Pick<ElementValue, 'style'>): StyleValue {
  const style = element.style;
  if (style === undefined) return NONE;
  if (typeof style === 'string') {
    const styles = scene.styles ?? {};
    return Object.prototype.hasOwnProperty.call(styles, style) ? (styles[style] ?? NONE) : NONE;
  }
  return style;
}
