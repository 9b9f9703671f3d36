import type { Box, Point } from '../../harness/drawing-metrics/geometry.js';
import { drawingOfLayout, type LaidOut } from '../../harness/drawing-metrics/layout-drawing.js';
import { INSET, segmentEntersBox } from '../../harness/drawing-metrics/through-nodes.js';

/**
 * The two faults a reader sees first in a drawing: boxes on top of each other, and an edge
 * running through a node. Boxes are node and frame boxes; a frame overlapping its own
 * members (or a frame nested in it) is not a fault.
 */

/** A layout's boxes by id (nodes and frames), its edges, and each frame with everything inside it. */
export interface DrawingFacts {
  boxes: Map<string, Box>;
  edges: Array<{ id: string; from: string; to: string; points: readonly Point[] }>;
  frames: Array<{ id: string; box: Box; members: ReadonlySet<string> }>;
}

/** The facts of one of our layouts, read through the drawing metrics' reader. */
export function factsOf(result: LaidOut): DrawingFacts {
  const drawing = drawingOfLayout(result);
  const boxes = new Map([...drawing.nodes, ...drawing.frames].map((item) => [item.id, item.box] as const));
  return { boxes, edges: drawing.edges, frames: drawing.frames.map((frame) => ({ ...frame, members: new Set(frame.members) })) };
}

/** Overlaps thinner than this are a shared border, not boxes on top of each other. */
const TOUCH = 0.5;

function overlap(a: Box, b: Box): boolean {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > TOUCH && height > TOUCH;
}

/** Pairs of boxes (nodes and frames) that overlap, except a frame and what it holds. */
export function overlappingBoxes(facts: DrawingFacts): Array<[string, string]> {
  const membersOf = new Map(facts.frames.map((frame) => [frame.id, frame.members] as const));
  const related = (a: string, b: string): boolean => membersOf.get(a)?.has(b) === true || membersOf.get(b)?.has(a) === true;
  const ids = [...facts.boxes.keys()];
  const found: Array<[string, string]> = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i]!, ids[j]!];
      if (!related(a, b) && overlap(facts.boxes.get(a)!, facts.boxes.get(b)!)) found.push([a, b]);
    }
  }
  return found;
}

/** Edges that pass through a node other than their own ends. */
export function edgesThroughNodes(facts: DrawingFacts): Array<{ edge: string; node: string }> {
  const frames = new Set(facts.frames.map((frame) => frame.id));
  const found: Array<{ edge: string; node: string }> = [];
  for (const edge of facts.edges) {
    for (const [id, box] of facts.boxes) {
      if (frames.has(id) || id === edge.from || id === edge.to) continue;
      const points = edge.points;
      for (let i = 1; i < points.length; i++) {
        const inner = { x: box.x + INSET, y: box.y + INSET, width: box.width - 2 * INSET, height: box.height - 2 * INSET };
        if (segmentEntersBox(points[i - 1]!, points[i]!, inner)) {
          found.push({ edge: edge.id, node: id });
          break;
        }
      }
    }
  }
  return found;
}
