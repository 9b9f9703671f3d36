import type { EdgeValue, ElementValue, SceneDocumentValue, StyleValue } from '../../../schema/index.js';
import { fontKeyFor, fontWeightFor } from '../../fonts/index.js';
import type { TextSpec } from '../measurer.js';

/** Font size of node labels, text elements and frame titles when neither style nor scene defaults set one. */
export const DEFAULT_FONT_SIZE = 14;

/** Font size of plain edge labels without a style fontSize (the event tier's size). */
export const EDGE_LABEL_FONT_SIZE = 12;

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

/** What a plain edge label is set in: the style's face, size and weight, else the scene's face at 12 px. */
export function edgeLabelSpec(edge: EdgeValue, scene: SceneDocumentValue): TextSpec {
  const style = styleOf(edge, scene);
  return {
    font: fontKeyFor(style.fontFamily ?? scene.scene.defaults?.fontFamily),
    size: style.fontSize ?? EDGE_LABEL_FONT_SIZE,
    weight: fontWeightFor(style.fontWeight),
  };
}

/**
 * What a sequence diagram's own texts (headers, notes, fragment titles) are set in: the
 * style, else the scene defaults, else `defaultSize` px (notes and titles are set smaller
 * than the usual 14 px); normal weight unless the style says otherwise.
 */
export function sequenceTextSpecOf(element: ElementValue, scene: SceneDocumentValue, defaultSize: number): TextSpec {
  const style = styleOf(element, scene);
  return {
    font: fontKeyFor(style.fontFamily ?? scene.scene.defaults?.fontFamily),
    size: style.fontSize ?? scene.scene.defaults?.fontSize ?? defaultSize,
    weight: fontWeightFor(style.fontWeight),
  };
}
