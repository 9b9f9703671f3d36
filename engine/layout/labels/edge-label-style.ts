import type { EdgeValue, SceneDocumentValue } from '../../../schema/index.js';
import { styleOf } from '../../measure/index.js';
import type { ErEdge } from '../types.js';

/** The text an edge shows, or undefined: no label, a blank one, or an ER label dropped as redundant (unless style.forceLabel). */
export function shownLabel(edge: EdgeValue, scene: SceneDocumentValue, er: ErEdge | undefined): string | undefined {
  const text = edge.label?.trim();
  if (text === undefined || text === '') return undefined;
  if (er?.suppressLabel === true && styleOf(edge, scene).forceLabel !== true) return undefined;
  return text;
}
