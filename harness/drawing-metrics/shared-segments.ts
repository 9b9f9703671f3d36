/**
 * (b) Pairs of different edges sharing a line: a stretch where a segment of one runs on a
 * segment of the other (parallel within ANGLE, no further apart than NEAR px) for more than
 * MIN_SHARED px, so a reader cannot tell the two lines apart there. A pair that leaves or
 * enters the same node together (same source, or same target) is a merge drawn on purpose
 * (a fan-out or fan-in) and is not counted; two edges meeting at a node from opposite roles
 * (one arriving, one leaving) are.
 */
import type { Point, RealEdge } from './geometry.js';

/** Longest shared stretch tolerated, px. */
export const MIN_SHARED = 4;
/** Two segments closer than this (px) lie on one line. */
export const NEAR = 1.5;
/** Largest angle between two segments on one line (radians, about 3 degrees). */
const ANGLE = 0.05;

/** Length of the stretch where segment p0-p1 runs on q0-q1 (module comment), px. */
export function sharedLength(p0: Point, p1: Point, q0: Point, q1: Point): number {
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const length = Math.hypot(dx, dy);
  const other = Math.hypot(q1.x - q0.x, q1.y - q0.y);
  if (length === 0 || other === 0) return 0;
  const cross = Math.abs(dx * (q1.y - q0.y) - dy * (q1.x - q0.x)) / (length * other);
  if (cross > ANGLE) return 0;
  // Both of q's ends, projected on p's line: their distance from it and where they fall along it.
  const ux = dx / length;
  const uy = dy / length;
  const off = (q: Point): number => Math.abs((q.x - p0.x) * uy - (q.y - p0.y) * ux);
  if (off(q0) > NEAR || off(q1) > NEAR) return 0;
  const at = (q: Point): number => (q.x - p0.x) * ux + (q.y - p0.y) * uy;
  const low = Math.max(0, Math.min(at(q0), at(q1)));
  const high = Math.min(length, Math.max(at(q0), at(q1)));
  return Math.max(0, high - low);
}

/** Longest stretch two polylines share, px. */
function longestShared(a: readonly Point[], b: readonly Point[]): number {
  let best = 0;
  for (let i = 0; i + 1 < a.length; i++) {
    const [p0, p1] = [a[i]!, a[i + 1]!];
    const reach = { minX: Math.min(p0.x, p1.x) - NEAR, maxX: Math.max(p0.x, p1.x) + NEAR, minY: Math.min(p0.y, p1.y) - NEAR, maxY: Math.max(p0.y, p1.y) + NEAR };
    for (let j = 0; j + 1 < b.length; j++) {
      const [q0, q1] = [b[j]!, b[j + 1]!];
      if (Math.max(q0.x, q1.x) < reach.minX || Math.min(q0.x, q1.x) > reach.maxX || Math.max(q0.y, q1.y) < reach.minY || Math.min(q0.y, q1.y) > reach.maxY) continue;
      best = Math.max(best, sharedLength(p0, p1, q0, q1));
    }
  }
  return best;
}

/** Pairs of edge ids sharing a line (module comment). */
export function sharedSegmentPairs(edges: readonly RealEdge[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      const a = edges[i]!;
      const b = edges[j]!;
      if (a.from === b.from || a.to === b.to) continue;
      if (longestShared(a.points, b.points) > MIN_SHARED) pairs.push([a.id, b.id]);
    }
  }
  return pairs;
}
