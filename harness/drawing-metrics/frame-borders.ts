/**
 * (c) Edges and frames (subgraphs) that do not go together:
 * - along a border: an edge runs on one of a frame's four sides (shared-segments.ts: parallel, within NEAR px)
 *   for more than ALONG px, whether or not it enters the frame (crossing a border is done
 *   across it, not along it);
 * - through a frame: an edge passes inside a frame (deeper than INSET px) although neither
 *   of its ends is the frame or inside it.
 * Each (edge, frame) pair counts once for each kind.
 */
import { segmentEntersBox } from './through-nodes.js';
import type { Box, Point, RealEdge, RealFrame } from './geometry.js';
import { sharedLength } from './shared-segments.js';

/** Longest run along a frame's side tolerated, px. */
export const ALONG = 8;
/** How far inside a frame an edge must go to pass through it, px. */
export const INSET = 2;

const sides = (box: Box): Array<[Point, Point]> => {
  const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.width, box.y + box.height];
  return [
    [{ x: x0, y: y0 }, { x: x1, y: y0 }],
    [{ x: x1, y: y0 }, { x: x1, y: y1 }],
    [{ x: x0, y: y1 }, { x: x1, y: y1 }],
    [{ x: x0, y: y0 }, { x: x0, y: y1 }],
  ];
};

export interface FrameTrouble {
  /** [edge, frame] pairs where the edge runs along the frame's border. */
  along: Array<[string, string]>;
  /** [edge, frame] pairs where the edge passes through a frame it has no end in. */
  through: Array<[string, string]>;
}

export function frameTrouble(frames: readonly RealFrame[], edges: readonly RealEdge[]): FrameTrouble {
  const along: Array<[string, string]> = [];
  const through: Array<[string, string]> = [];
  for (const frame of frames) {
    const inside = new Set([frame.id, ...frame.members]);
    const inner = { x: frame.box.x + INSET, y: frame.box.y + INSET, width: frame.box.width - 2 * INSET, height: frame.box.height - 2 * INSET };
    for (const edge of edges) {
      const segments = edge.points.slice(1).map((p, i) => [edge.points[i]!, p] as const);
      const runs = sides(frame.box).some(([s0, s1]) => segments.reduce((sum, [p0, p1]) => sum + sharedLength(s0, s1, p0, p1), 0) > ALONG);
      if (runs) along.push([edge.id, frame.id]);
      if (inside.has(edge.from) || inside.has(edge.to)) continue;
      if (segments.some(([p0, p1]) => segmentEntersBox(p0, p1, inner))) through.push([edge.id, frame.id]);
    }
  }
  return { along, through };
}
