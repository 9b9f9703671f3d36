import type { EdgeValue, SceneDocumentValue } from '../../../schema/index.js';
import { fontKeyFor, fontWeightFor } from '../../fonts/index.js';
import type { TextSpec } from '../../measure/index.js';
import type { ErEdge } from '../types.js';
import { styleOf } from './element-style.js';

/** Font size of plain edge labels without a style fontSize (the event tier's size). */
export const EDGE_LABEL_FONT_SIZE = 12;

/** What a plain edge label is set in: the style's face, size and weight, else the scene's face at 12 px. */
export function edgeLabelSpec(edge: EdgeValue, scene: SceneDocumentValue): TextSpec {
  const style = styleOf(edge, scene);
  return {
    font: fontKeyFor(style.fontFamily ?? scene.scene.defaults?.fontFamily),
    size: style.fontSize ?? EDGE_LABEL_FONT_SIZE,
    weight: fontWeightFor(style.fontWeight),
  };
}

/** The text an edge shows, or undefined: no label, a blank one, or an ER label dropped as redundant (unless style.forceLabel). */
export function shownLabel(edge: EdgeValue, scene: SceneDocumentValue, er: ErEdge | undefined): string | undefined {
  const text = edge.label?.trim();
  if (text === undefined || text === '') return undefined;
  if (er?.suppressLabel === true && styleOf(edge, scene).forceLabel !== true) return undefined;
  return text;
}
