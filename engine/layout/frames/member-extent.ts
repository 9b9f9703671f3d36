import { unionBoxes, type Box } from '../../geometry/index.js';
import { outsideLabelBox, type LabelContext } from '../labels/node-labels.js';
import type { SceneIndex } from '../types.js';

/**
 * The area an element covers inside its container: its box, and for workflow glyphs the
 * label drawn below it, so that frames and lanes fitted around members hold their labels.
 */
export function memberExtent(index: SceneIndex, id: string, box: Box, labels: LabelContext): Box {
  const element = index.byId.get(id);
  if (element?.kind !== 'node') return box;
  const label = outsideLabelBox(element, box, labels);
  return label === undefined ? box : unionBoxes([box, label])!;
}
