/**
 * Every real-diagram figure of one drawing (the (a) to (i)), computed the same way
 * whatever drew it: one metric a file, (a) to (e) shared with the layout tests
 * (harness/drawing-metrics/), (f), (g) and (i) the lab's own (metrics/).
 */
import { countCrossings } from '../../../harness/drawing-metrics/crossings.js';
import { boundsOf } from '../../../harness/drawing-metrics/drawing.js';
import { edgesThroughNodes } from '../../../harness/drawing-metrics/through-nodes.js';
import type { RealDrawing } from '../../../harness/drawing-metrics/geometry.js';
import { edgesAgainstFlow } from '../../../harness/drawing-metrics/against-flow.js';
import { missedRows, type NamedEnd } from './metrics/er-rows.js';
import { frameTrouble } from '../../../harness/drawing-metrics/frame-borders.js';
import { ambiguousLabels } from './metrics/label-ambiguity.js';
import { overlongEdges } from './metrics/long-edges.js';
import { sharedSegmentPairs } from '../../../harness/drawing-metrics/shared-segments.js';

export interface RealQuality {
  nodes: number;
  edges: number;
  /** (a) forward edges drawn against the flow. */
  againstFlow: number;
  /** (b) pairs of edges sharing a line. */
  shared: number;
  /** (c) edges along a frame border, and through a frame they have no end in. */
  alongFrame: number;
  throughFrame: number;
  /** (d) */
  crossings: number;
  /** (e) edges through a node. */
  throughNodes: number;
  /** (f) labels closer to another edge. */
  ambiguousLabels: number;
  /** (g) named ER ends not on their row; undefined: the drawing has no rows (n/a). */
  missedRows: number | undefined;
  /** (h) the drawing's extent (nodes, frames, edges, labels), px. */
  width: number;
  height: number;
  /** (i) edges over more layers than they need. */
  overlong: number;
}

export function measureReal(drawing: RealDrawing, named: readonly NamedEnd[]): RealQuality {
  const extras = [...drawing.frames.map((frame) => frame.box), ...drawing.labels.map((label) => label.box)];
  const bounds = boundsOf({ nodes: drawing.nodes, edges: drawing.edges, extras }) ?? { x: 0, y: 0, width: 0, height: 0 };
  const frames = frameTrouble(drawing.frames, drawing.edges);
  return {
    nodes: drawing.nodes.length,
    edges: drawing.edges.length,
    againstFlow: edgesAgainstFlow(drawing).length,
    shared: sharedSegmentPairs(drawing.edges).length,
    alongFrame: frames.along.length,
    throughFrame: frames.through.length,
    crossings: countCrossings(drawing.edges),
    throughNodes: edgesThroughNodes(drawing.nodes, drawing.edges).length,
    ambiguousLabels: ambiguousLabels(drawing.labels, drawing.edges).length,
    missedRows: missedRows(drawing, named)?.length,
    width: bounds.width,
    height: bounds.height,
    overlong: overlongEdges(drawing).length,
  };
}
