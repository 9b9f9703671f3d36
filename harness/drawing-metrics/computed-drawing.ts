/**
 * Our layout as a Drawing (drawing.ts), read from the `computed` section layoutScene gives:
 * node boxes, edge routes (curved routes flattened like dot's splines), and as extras the
 * node and edge labels, frames (with their titles), bands and sequence lifelines. Free text
 * and image elements are left out: they are not part of the graph dot is given.
 */
import type { Computed } from '../../engine/index.js';
import type { Box, Drawing, DrawnEdge, DrawnNode } from './drawing.js';
import { flattenBezierChain } from './polyline.js';

/** The drawing of a computed layout. */
export function drawingOfComputed(computed: Computed): Drawing {
  const nodes: DrawnNode[] = [];
  const edges: DrawnEdge[] = [];
  const extras: Box[] = [];
  for (const [id, element] of Object.entries(computed.elements)) {
    if (element.kind === 'node') {
      nodes.push({ id, box: element.box });
      if (element.label !== undefined) extras.push(element.label.box);
      const lifeline = element.lifeline;
      if (lifeline !== undefined) extras.push({ x: lifeline.x, y: lifeline.top, width: 0, height: lifeline.bottom - lifeline.top }, ...(lifeline.foot ? [lifeline.foot] : []));
    } else if (element.kind === 'edge') {
      const points = element.router === 'curved' ? flattenBezierChain(element.points) : element.points;
      edges.push({ id, from: element.from, to: element.to, points });
      if (element.label !== undefined) extras.push(element.label.box);
    } else if (element.kind === 'frame') {
      extras.push(element.box);
      if (element.title !== undefined) extras.push(element.title.box);
    }
  }
  for (const band of computed.bands) extras.push(band.box, band.title.box);
  return { nodes, edges, extras };
}
