/**
 * The layout-quality figures of one drawing, computed the same way whatever drew it
 * (harness/drawing-metrics/drawing.ts): crossings, bends, total edge length, drawing area and aspect ratio, the
 * share of edges through a node, overlapping nodes.
 */
import { countBends } from './bends.js';
import { countCrossings } from '../../../harness/drawing-metrics/crossings.js';
import { boundsOf, type Drawing } from '../../../harness/drawing-metrics/drawing.js';
import { polylineLength } from '../../../harness/drawing-metrics/polyline.js';
import { edgesThroughNodes, overlappingNodes } from '../../../harness/drawing-metrics/through-nodes.js';

export interface Quality {
  nodes: number;
  edges: number;
  /** Points where two edges pass through each other (harness/drawing-metrics/crossings.ts). */
  crossings: number;
  /** Total turning of all edges in right angles (bends.ts): an orthogonal corner is 1. */
  bends: number;
  /** Total edge length, px. */
  edgeLength: number;
  /** The drawing's extent (nodes, edges, labels, frames), px. */
  width: number;
  height: number;
  /** width × height in megapixels (at scale 1, 1 px = 1 CSS px). */
  megapixels: number;
  /** width / height. */
  aspect: number;
  /** Edges passing through a node other than their ends (harness/drawing-metrics/through-nodes.ts). */
  throughNodes: number;
  /** throughNodes / edges (0 with no edges). */
  throughShare: number;
  /** Pairs of nodes overlapping. */
  overlaps: number;
}

/** Every quality figure of a drawing. */
export function qualityOf(drawing: Drawing): Quality {
  const bounds = boundsOf(drawing) ?? { x: 0, y: 0, width: 0, height: 0 };
  const throughNodes = edgesThroughNodes(drawing.nodes, drawing.edges).length;
  return {
    nodes: drawing.nodes.length,
    edges: drawing.edges.length,
    crossings: countCrossings(drawing.edges),
    bends: drawing.edges.reduce((sum, edge) => sum + countBends(edge.points), 0),
    edgeLength: drawing.edges.reduce((sum, edge) => sum + polylineLength(edge.points), 0),
    width: bounds.width,
    height: bounds.height,
    megapixels: (bounds.width * bounds.height) / 1e6,
    aspect: bounds.height === 0 ? 0 : bounds.width / bounds.height,
    throughNodes,
    throughShare: drawing.edges.length === 0 ? 0 : throughNodes / drawing.edges.length,
    overlaps: overlappingNodes(drawing.nodes).length,
  };
}
