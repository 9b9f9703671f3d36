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
 * Made one at a time (next): the router takes the first free one mostly, and making every
 * track's Z up front was a tenth of its garbage on the 200-node bench flowchart. One Z is
 * moved from track to track, so a shape is valid until the next is asked for (keepShape
 * copies one); a cursor rather than a generator, whose resumptions and results cost the
 * 60-entity ER bench diagram more than the shapes did.
 */
export class SimpleShapes {
  /** The straight, U or L shape, given first. */
  private first: Point[] | undefined;
  /** The Z, [start, bend, bend, end], and its tracks: the middle, then `further` either side. */
  private readonly z: Point[] | undefined;
  private readonly normal: Point;
  private readonly middle: number = 0;
  private readonly further: number = 0;
  private track = 0;

  constructor(from: RouteEnd, to: RouteEnd) {
    const s = from.point;
    const t = to.point;
    const ds = from.normal;
    const dt = to.normal;
    this.normal = ds;
    if (ds.x === -dt.x && ds.y === -dt.y) {
      const advance = dot(sub(t, s), ds);
      const aligned = ds.x === 0 ? s.x === t.x : s.y === t.y;
      if (aligned && advance > 0) this.first = [s, t];
      if (advance >= 2 * MIN_END_SEGMENT) {
        this.z = [s, { x: 0, y: 0 }, { x: 0, y: 0 }, t];
        this.middle = advance / 2;
        const room = this.middle - MIN_END_SEGMENT;
        while ((this.further + 1) * TRACK_SPACING <= room) this.further++;
      }
    } else if (ds.x === dt.x && ds.y === dt.y) {
      const reach = Math.max(dot(s, ds), dot(t, ds)) + U_TURN_REACH;
      this.first = [s, add(s, scale(ds, reach - dot(s, ds))), add(t, scale(dt, reach - dot(t, dt))), t];
    } else {
      const corner = ds.x !== 0 ? { x: t.x, y: s.y } : { x: s.x, y: t.y };
      if (dot(sub(corner, s), ds) >= MIN_END_SEGMENT && dot(sub(corner, t), dt) >= MIN_END_SEGMENT) this.first = [s, corner, t];
    }
  }

  /** The next shape, undefined after the last. */
  next(): readonly Point[] | undefined {
    const first = this.first;
    if (first !== undefined) {
      this.first = undefined;
      return first;
    }
    if (this.z === undefined || this.track > 2 * this.further) return undefined;
    // Track 0 the middle, then 2k - 1 k tracks further on, 2k k tracks back.
    const k = (this.track + 1) >> 1;
    const depth = this.track === 0 ? this.middle : this.track % 2 === 1 ? this.middle + k * TRACK_SPACING : this.middle - k * TRACK_SPACING;
    this.track++;
    return zAt(this.z, this.normal, depth);
  }
}

/** Z [s, bend, across, t] with its bends moved: the middle segment `depth` from s along `normal`, then level with t. */
function zAt(z: Point[], normal: Point, depth: number): Point[] {
  const [s, bend, across, t] = z as [Point, Point, Point, Point];
  bend.x = s.x + normal.x * depth;
  bend.y = s.y + normal.y * depth;
  across.x = normal.x !== 0 ? bend.x : t.x;
  across.y = normal.x !== 0 ? t.y : bend.y;
  return z;
}

const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });

/** A shape SimpleShapes gave, copied to keep: its Z is moved to the next track. */
export const keepShape = (shape: readonly Point[]): Point[] => shape.map((p) => ({ x: p.x, y: p.y }));
