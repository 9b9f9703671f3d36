/**
 * Edge crossings, counted on polylines (curves flattened first), the same way for every
 * layout: a crossing is a point where two different edges pass from one side of each
 * other to the other. So:
 *
 * - a crossing found on two segments of one edge (at its bend) is one crossing: the
 *   points two edges meet at are merged when closer than MERGE_DISTANCE;
 * - edges that only touch (one ends on the other, or they meet and turn back) do not cross,
 *   and neither do edges sharing a point where either starts or ends;
 * - edges running along the same line for a while (a shared track) do not cross there:
 *   where their directions coincide the meeting is not counted.
 *
 * Segments are bucketed in a grid, so a thousand-edge drawing is counted in milliseconds.
 */
import type { DrawnEdge, Point } from './drawing.js';
import { withoutRepeats } from './polyline.js';

/** Meeting points of two edges closer than this (px) are one meeting. */
export const MERGE_DISTANCE = 0.5;
const CELL = 96;
const EPS = 1e-9;

/** Where a meeting lies on a polyline: on segment `segment` at parameter t (0 its start, 1 its end). */
interface Place {
  segment: number;
  t: number;
}

interface Meeting {
  point: Point;
  onA: Place;
  onB: Place;
}

/** The point where segments p0-p1 and q0-q1 meet, with its parameters; null when they do not or are parallel. */
export function segmentIntersection(p0: Point, p1: Point, q0: Point, q1: Point): { point: Point; t: number; u: number } | null {
  const rx = p1.x - p0.x;
  const ry = p1.y - p0.y;
  const sx = q1.x - q0.x;
  const sy = q1.y - q0.y;
  const denominator = rx * sy - ry * sx;
  const scale = Math.hypot(rx, ry) * Math.hypot(sx, sy);
  if (scale === 0 || Math.abs(denominator) <= EPS * scale) return null;
  const qpx = q0.x - p0.x;
  const qpy = q0.y - p0.y;
  const t = (qpx * sy - qpy * sx) / denominator;
  const u = (qpx * ry - qpy * rx) / denominator;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return null;
  const tc = Math.min(1, Math.max(0, t));
  return { point: { x: p0.x + tc * rx, y: p0.y + tc * ry }, t: tc, u: Math.min(1, Math.max(0, u)) };
}

/** The two directions (as angles) a polyline leaves a point on it in: back along it and forward. Null at either end. */
function directionsAt(points: readonly Point[], place: Place, at: Point): [number, number] | null {
  let before: Point;
  let after: Point;
  if (place.t <= EPS) {
    if (place.segment === 0) return null;
    before = points[place.segment - 1]!;
    after = points[place.segment + 1]!;
  } else if (place.t >= 1 - EPS) {
    if (place.segment + 2 >= points.length) return null;
    before = points[place.segment]!;
    after = points[place.segment + 2]!;
  } else {
    before = points[place.segment]!;
    after = points[place.segment + 1]!;
  }
  return [Math.atan2(before.y - at.y, before.x - at.x), Math.atan2(after.y - at.y, after.x - at.x)];
}

const TAU = 2 * Math.PI;
/** Counter-clockwise turn from angle `from` to angle `to`, in [0, 2π). */
const turn = (from: number, to: number): number => (((to - from) % TAU) + TAU) % TAU;

/** Whether two polylines meeting at a point pass through each other there (rather than touch). */
function passesThrough(a: readonly Point[], b: readonly Point[], meeting: Meeting): boolean {
  const da = directionsAt(a, meeting.onA, meeting.point);
  const db = directionsAt(b, meeting.onB, meeting.point);
  if (da === null || db === null) return false;
  const span = turn(da[0], da[1]);
  const angles = [turn(da[0], db[0]), turn(da[0], db[1])];
  // A direction of b along a direction of a: a shared track, or a touch. Not a crossing.
  if (angles.some((angle) => angle < 1e-7 || Math.abs(angle - span) < 1e-7 || angle > TAU - 1e-7)) return false;
  return angles[0]! < span !== angles[1]! < span;
}

/** Edge crossings of a drawing: points where two different edges pass through each other (module comment). */
export function countCrossings(edges: readonly DrawnEdge[]): number {
  const lines = edges.map((edge) => withoutRepeats(edge.points));
  // Grid buckets of segment ids (edge index and segment index packed in one number).
  const stride = Math.max(1, ...lines.map((l) => l.length));
  const cells = new Map<string, number[]>();
  lines.forEach((line, e) => {
    for (let s = 0; s + 1 < line.length; s++) {
      const p = line[s]!;
      const q = line[s + 1]!;
      for (let cx = Math.floor(Math.min(p.x, q.x) / CELL); cx <= Math.floor(Math.max(p.x, q.x) / CELL); cx++) {
        for (let cy = Math.floor(Math.min(p.y, q.y) / CELL); cy <= Math.floor(Math.max(p.y, q.y) / CELL); cy++) {
          const key = `${cx},${cy}`;
          const cell = cells.get(key);
          if (cell === undefined) cells.set(key, [e * stride + s]);
          else cell.push(e * stride + s);
        }
      }
    }
  });

  const tested = new Set<string>();
  const meetings = new Map<string, Meeting[]>();
  for (const cell of cells.values()) {
    for (let i = 0; i < cell.length; i++) {
      for (let j = i + 1; j < cell.length; j++) {
        let [first, second] = [cell[i]!, cell[j]!];
        if (first > second) [first, second] = [second, first];
        const [ea, sa, eb, sb] = [Math.floor(first / stride), first % stride, Math.floor(second / stride), second % stride];
        if (ea === eb) continue;
        const pairKey = `${first},${second}`;
        if (tested.has(pairKey)) continue;
        tested.add(pairKey);
        const a = lines[ea]!;
        const b = lines[eb]!;
        const hit = segmentIntersection(a[sa]!, a[sa + 1]!, b[sb]!, b[sb + 1]!);
        if (hit === null) continue;
        const edgeKey = `${ea},${eb}`;
        const list = meetings.get(edgeKey) ?? [];
        list.push({ point: hit.point, onA: { segment: sa, t: hit.t }, onB: { segment: sb, t: hit.u } });
        meetings.set(edgeKey, list);
      }
    }
  }

  let crossings = 0;
  for (const [edgeKey, list] of meetings) {
    const [ea, eb] = edgeKey.split(',').map(Number) as [number, number];
    const merged: Meeting[] = [];
    for (const meeting of list) {
      if (merged.some((m) => Math.hypot(m.point.x - meeting.point.x, m.point.y - meeting.point.y) < MERGE_DISTANCE)) continue;
      // Of the meetings merging into one, the first found stands for them (all see the same two paths).
      merged.push(meeting);
    }
    for (const meeting of merged) if (passesThrough(lines[ea]!, lines[eb]!, meeting)) crossings++;
  }
  return crossings;
}
