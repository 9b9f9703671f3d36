import type { ElementValue, SceneDocumentValue, StyleValue } from '../../../schema/index.js';
import { fontKeyFor, fontWeightFor } from '../../fonts/index.js';
import type { TextSpec } from '../../measure/index.js';

/** Font size of node labels, text elements and frame titles when neither style nor scene defaults set one. */
export const DEFAULT_FONT_SIZE = 14;

/** An element's own style: inline, or the scene.styles entry it names (empty when none). */
export function styleOf(element: ElementValue, scene: SceneDocumentValue): StyleValue {
  const style = 'style' in element ? element.style : undefined;
  if (style === undefined) return {};
  if (typeof style !== 'string') return style;
  const styles = scene.styles ?? {};
  return Object.prototype.hasOwnProperty.call(styles, style) ? (styles[style] ?? {}) : {};
}

/**
 * What an element's text is set in: the style's face (else the scene's default face, else
 * Inter), size (else the scene default, else 14 px) and weight (`fallbackWeight` when the
 * style sets none: frame titles are bold).
 */
export function textSpecOf(element: ElementValue, scene: SceneDocumentValue, fallbackWeight: 'normal' | 'bold' = 'normal'): TextSpec {
  const style = styleOf(element, scene);
  const defaults = scene.scene.defaults;
  return {
    font: fontKeyFor(style.fontFamily ?? defaults?.fontFamily),
    size: style.fontSize ?? defaults?.fontSize ?? DEFAULT_FONT_SIZE,
    weight: style.fontWeight === undefined ? fallbackWeight : fontWeightFor(style.fontWeight),
  };
}
