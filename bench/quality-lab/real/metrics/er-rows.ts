/**
 * (g) ER lines that could land on a named column row but do not. A relationship end can
 * land on a row when the relationship names one (the row the text points at, or the FK row
 * our reader resolves for it): `named` lists those ends. The end lands on the row when the
 * edge's end point lies within the row's y range and on or next to the row (within TOUCH px).
 */
import { distanceToBox, type Point, type RealDrawing } from '../../../../harness/drawing-metrics/geometry.js';

/** How far from the row's box an end may stop, px (arrowheads and markers stop short). */
export const TOUCH = 12;

export interface NamedEnd {
  edge: string;
  end: 'from' | 'to';
  node: string;
  column: string;
}

/** The named ends that do not land on their row; undefined when the drawing has no rows (n/a). */
export function missedRows(drawing: RealDrawing, named: readonly NamedEnd[]): NamedEnd[] | undefined {
  if (drawing.rows === undefined) return undefined;
  const edges = new Map(drawing.edges.map((edge) => [edge.id, edge]));
  const missed: NamedEnd[] = [];
  for (const end of named) {
    const edge = edges.get(end.edge);
    const row = drawing.rows.find((r) => r.node === end.node && r.name === end.column);
    if (edge === undefined || edge.points.length === 0 || row === undefined) continue;
    const p: Point = end.end === 'from' ? edge.points[0]! : edge.points.at(-1)!;
    const withinY = p.y >= row.box.y - 0.5 && p.y <= row.box.y + row.box.height + 0.5;
    if (!withinY || distanceToBox(p, row.box) > TOUCH) missed.push(end);
  }
  return missed;
}
