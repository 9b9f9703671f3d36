import type { ComputedElement } from '../../model/index.js';
import { unionBoxes, type Box } from '../../geometry/index.js';

/**
 * The area an element covers, for the boxes drawn around it (fragments around their rows,
 * frames and groups around their children): an edge's route and label; a lifeline's
 * header, line and foot; any other element's box. Null for guides and missing elements.
 */
export function elementExtent(element: ComputedElement | undefined): Box | null {
  if (element === undefined || element.kind === 'guide') return null;
  if (element.kind === 'edge') {
    const points = element.points.map((point) => ({ ...point, width: 0, height: 0 }));
    return unionBoxes(element.label === undefined ? points : [...points, element.label.box]);
  }
  if (element.kind === 'node' && element.lifeline !== undefined) {
    const { x, top, bottom, foot } = element.lifeline;
    const line: Box = { x, y: top, width: 0, height: bottom - top };
    return unionBoxes(foot === undefined ? [element.box, line] : [element.box, line, foot]);
  }
  return element.box;
}
