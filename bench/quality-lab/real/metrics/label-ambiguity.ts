/**
 * (f) Labels a reader could give to the wrong edge: an edge label whose centre is closer to
 * another edge's line than to its own edge's line (by more than MARGIN px).
 */
import { centreOf, distanceToPolyline, type RealEdge, type RealLabel } from '../../../../harness/drawing-metrics/geometry.js';

/** How much closer another edge must be, px (ties are not counted). */
export const MARGIN = 1;

/** Ids of the edges whose label is closer to another edge (module comment). */
export function ambiguousLabels(labels: readonly RealLabel[], edges: readonly RealEdge[]): string[] {
  const byId = new Map(edges.map((edge) => [edge.id, edge]));
  const found: string[] = [];
  for (const label of labels) {
    const own = byId.get(label.edge);
    if (own === undefined) continue;
    const centre = centreOf(label.box);
    const mine = distanceToPolyline(centre, own.points);
    if (edges.some((edge) => edge.id !== own.id && distanceToPolyline(centre, edge.points) < mine - MARGIN)) found.push(label.edge);
  }
  return found;
}
