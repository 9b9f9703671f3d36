import type { Point } from '../../geometry/index.js';
import { MIN_END_SEGMENT, U_TURN_REACH } from './route-constants.js';
import type { RouteEnd } from './route-types.js';
import { TRACK_SPACING } from './track-index.js';


/**
 * The simple orthogonal shapes joining two ends, simplest first: straight (ends facing each
 * other and aligned), Z with its middle segment in the gap between the ends (the middle of
 * the gap first, then tracks TRACK_SPACING apart further and further from it), L
 * (perpendicular sides), U (both ends facing the same way). Each leaves and enters
 * perpendicular to its side with room for an arrowhead; obstacles are not checked here.
 * Made one at a time: the router takes the first free one mostly, and making every track's
 * Z up front was a tenth of its garbage on the 200-node bench flowchart. A yielded shape is
 * valid until the next is asked for (keepShape copies one).
 */
export function* simpleShapes(from: RouteEnd, to: RouteEnd): Generator<Point[]> {
  const s = from.point;
  const t = to.point;
  const ds = from.normal;
  const dt = to.normal;
  if (ds.x === -dt.x && ds.y === -dt.y) {
    const advance = dot(sub(t, s), ds);
    const aligned = ds.x === 0 ? s.x === t.x : s.y === t.y;
    if (aligned && advance > 0) yield [s, t];
    if (advance >= 2 * MIN_END_SEGMENT) {
      // One Z, its bends moved from track to track: a fresh shape per track was most of the
      // router's garbage (the caller copies the one it keeps).
      const bend = { x: 0, y: 0 };
      const across = { x: 0, y: 0 };
      const z = [s, bend, across, t];
      const middle = advance / 2;
      const room = middle - MIN_END_SEGMENT;
      // The middle segment `depth` from the start along its normal, then level with the target.
      const at = (depth: number): Point[] => {
        bend.x = s.x + ds.x * depth;
        bend.y = s.y + ds.y * depth;
        across.x = ds.x !== 0 ? bend.x : t.x;
        across.y = ds.x !== 0 ? t.y : bend.y;
        return z;
      };
      // The middle of the gap first, then alternately further on and back.
      yield at(middle);
      for (let k = 1; k * TRACK_SPACING <= room; k++) {
        yield at(middle + k * TRACK_SPACING);
        yield at(middle - k * TRACK_SPACING);
      }
    }
  } else if (ds.x === dt.x && ds.y === dt.y) {
    const reach = Math.max(dot(s, ds), dot(t, ds)) + U_TURN_REACH;
    yield [s, add(s, scale(ds, reach - dot(s, ds))), add(t, scale(dt, reach - dot(t, dt))), t];
  } else {
    const corner = ds.x !== 0 ? { x: t.x, y: s.y } : { x: s.x, y: t.y };
    if (dot(sub(corner, s), ds) >= MIN_END_SEGMENT && dot(sub(corner, t), dt) >= MIN_END_SEGMENT) yield [s, corner, t];
  }
}

const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });

/** A shape simpleShapes yielded, copied to keep: its Zs are reused for the next track. */
export const keepShape = (shape: readonly Point[]): Point[] => shape.map((p) => ({ x: p.x, y: p.y }));
