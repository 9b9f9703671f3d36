import type { Computed } from '../../model/index.js';
import { drawnBoxes, unionBoxes, type Box } from '../../geometry/index.js';
import type { SceneIndex } from '../types.js';

/**
 * The box holding everything drawn: node boxes and their labels (which may sit below the
 * box), icons, lifelines and their feet, edge routes (a curve's control points bound it)
 * and labels, frames with their titles, text, images, and autoGroup bands. Groups and
 * guides are not content (groups are not drawn; a guide is a line across the canvas);
 * nor is an element with visible false. Null when nothing is drawn.
 */
export function contentBounds(index: SceneIndex, computed: Pick<Computed, 'elements' | 'bands'>): Box | null {
  const boxes: Box[] = [];
  for (const [id, element] of Object.entries(computed.elements)) {
    if (index.byId.get(id)?.visible === false) continue;
    boxes.push(...drawnBoxes(element));
  }
  for (const band of computed.bands) boxes.push(band.box, band.title.box);
  return unionBoxes(boxes);
}
