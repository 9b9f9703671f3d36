/**
 * What the real-diagram metrics read, whatever drew the diagram (ours, Graphviz dot,
 * Mermaid with dagre or ELK, D2): node boxes, frame boxes with the nodes inside them,
 * edges as polylines between their ends (curves flattened), edge-label boxes, ER table
 * rows, and the direction the flow runs. Coordinates are CSS px, y growing downwards.
 * Ends are the scene's element ids (an edge may end on a frame), edges in the text's order.
 */
import type { Box, Point } from './drawing.js';

export type { Box, Point };

export type Direction = 'TB' | 'BT' | 'LR' | 'RL';

export interface RealNode {
  id: string;
  box: Box;
}

export interface RealFrame {
  id: string;
  box: Box;
  /** Every node and frame inside it, at any depth. */
  members: string[];
}

export interface RealEdge {
  id: string;
  from: string;
  to: string;
  points: Point[];
}

export interface RealLabel {
  /** The id of the edge it names. */
  edge: string;
  box: Box;
}

/** An ER table row as drawn. */
export interface RealRow {
  node: string;
  name: string;
  box: Box;
}

export interface RealDrawing {
  direction: Direction;
  nodes: RealNode[];
  frames: RealFrame[];
  edges: RealEdge[];
  labels: RealLabel[];
  /** Table rows; undefined when the drawing does not say where rows are (the metric prints n/a). */
  rows?: RealRow[];
}

export const centreOf = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Distance from p to the segment a-b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Distance from p to a polyline (Infinity for an empty one). */
export function distanceToPolyline(p: Point, points: readonly Point[]): number {
  if (points.length === 1) return Math.hypot(p.x - points[0]!.x, p.y - points[0]!.y);
  let best = Infinity;
  for (let i = 0; i + 1 < points.length; i++) best = Math.min(best, distanceToSegment(p, points[i]!, points[i + 1]!));
  return best;
}

/** Distance from p to a box (0 inside it). */
export function distanceToBox(p: Point, box: Box): number {
  const dx = Math.max(box.x - p.x, 0, p.x - (box.x + box.width));
  const dy = Math.max(box.y - p.y, 0, p.y - (box.y + box.height));
  return Math.hypot(dx, dy);
}
