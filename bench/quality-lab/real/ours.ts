/**
 * Our drawing of a corpus diagram as a RealDrawing (harness/drawing-metrics/geometry.ts), read from the `computed`
 * section layoutScene gives: node boxes, frame boxes, edge routes (curved ones flattened),
 * edge-label boxes and ER table rows.
 */
import type { Computed } from '../../../engine/index.js';
import { flattenBezierChain } from '../../../harness/drawing-metrics/polyline.js';
import type { RealDrawing, RealEdge, RealFrame, RealLabel, RealNode, RealRow } from '../../../harness/drawing-metrics/geometry.js';
import type { SceneFacts } from './scene-facts.js';

export function drawingOfOurs(computed: Computed, facts: SceneFacts): RealDrawing {
  const nodes: RealNode[] = [];
  const frames: RealFrame[] = [];
  const edges: RealEdge[] = [];
  const labels: RealLabel[] = [];
  const rows: RealRow[] = [];
  for (const [id, element] of Object.entries(computed.elements)) {
    if (element.kind === 'node') {
      nodes.push({ id, box: element.box });
      for (const row of element.table?.rows ?? []) rows.push({ node: id, name: row.name, box: row.box });
    } else if (element.kind === 'edge') {
      const points = element.router === 'curved' ? flattenBezierChain(element.points) : element.points;
      edges.push({ id, from: element.from, to: element.to, points });
      if (element.label !== undefined) labels.push({ edge: id, box: element.label.box });
    } else if (element.kind === 'frame') {
      frames.push({ id, box: element.box, members: facts.members.get(id) ?? [] });
    }
  }
  return { direction: facts.direction, nodes, frames, edges, labels, rows };
}
