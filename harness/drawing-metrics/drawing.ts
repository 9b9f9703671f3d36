/**
 * What the quality metrics read: a drawing reduced to node boxes, edge polylines and the
 * other boxes that take room (labels, frames, bands). Both layouts compared (ours, read
 * from `computed`; Graphviz dot, read from its JSON) are turned into this first, so every
 * metric is computed the same way for both. Coordinates are CSS px, y growing downwards.
 */
import type { Box, Point } from '../../engine/index.js';

export type { Box, Point };

/** A node as a box. Containers (frames, groups, clusters) are not nodes here. */
export interface DrawnNode {
  id: string;
  box: Box;
}

/** An edge as a polyline from its source's border to its target's border (curves flattened). */
export interface DrawnEdge {
  id: string;
  from: string;
  to: string;
  points: Point[];
}

export interface Drawing {
  nodes: DrawnNode[];
  edges: DrawnEdge[];
  /** Everything else that takes room: edge and outside node labels, frames, bands. */
  extras: Box[];
}

/** The smallest box holding every node, edge point and extra box; null for an empty drawing. */
export function boundsOf(drawing: Drawing): Box | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const addBox = (box: Box): void => {
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, box.x + box.width);
    maxY = Math.max(maxY, box.y + box.height);
  };
  for (const node of drawing.nodes) addBox(node.box);
  for (const box of drawing.extras) addBox(box);
  for (const edge of drawing.edges) for (const p of edge.points) addBox({ x: p.x, y: p.y, width: 0, height: 0 });
  return minX === Infinity ? null : { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}
