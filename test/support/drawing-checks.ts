/**
 * What a reader notices in a drawing of edges and frames, as plain geometry that does not
 * depend on which engine drew it (issue 30's metrics (a), (b) and (c)): edges drawn against
 * the flow, distinct edges sharing a line, edges running along a frame's border, and edges
 * crossing frames they neither leave nor enter. Our layouts come in through `factsOf`; the
 * quality bench can build `DrawingFacts` from dot's or Mermaid's drawings the same way.
 * Routes are orthogonal or straight polylines (curves given as their control polygons).
 */

import type { Box, Point } from '../../engine/model/plane.js';

export type { Box, Point };

/** One drawn edge: its ends' element ids and its polyline from source to target. */
export interface DrawnEdge {
  id: string;
  from: string;
  to: string;
  points: readonly Point[];
}

/** One drawn frame (a subgraph): its box and the ids of everything inside it, nested frames' members included. */
export interface DrawnFrame {
  id: string;
  box: Box;
  members: ReadonlySet<string>;
}

export interface DrawingFacts {
  /** Node and frame boxes by element id. */
  boxes: ReadonlyMap<string, Box>;
  edges: readonly DrawnEdge[];
  frames: readonly DrawnFrame[];
}

/** Segments closer than this are on one line; overlaps shorter than MIN_SHARED are a touch, not a shared line. */
const SAME_LINE = 1;
const MIN_SHARED = 4;

type Segment = [Point, Point];

function segmentsOf(points: readonly Point[]): Segment[] {
  const segments: Segment[] = [];
  for (let i = 1; i < points.length; i++) segments.push([points[i - 1]!, points[i]!]);
  return segments;
}

/** How long two axis-parallel segments run on one line (0 when not parallel, not on one line or not overlapping). */
export function collinearOverlap(a: Segment, b: Segment): number {
  const vertical = (s: Segment): boolean => Math.abs(s[0].x - s[1].x) < 1e-6;
  const horizontal = (s: Segment): boolean => Math.abs(s[0].y - s[1].y) < 1e-6;
  const overlap = (a0: number, a1: number, b0: number, b1: number): number =>
    Math.min(Math.max(a0, a1), Math.max(b0, b1)) - Math.max(Math.min(a0, a1), Math.min(b0, b1));
  if (vertical(a) && vertical(b) && Math.abs(a[0].x - b[0].x) < SAME_LINE) return Math.max(0, overlap(a[0].y, a[1].y, b[0].y, b[1].y));
  if (horizontal(a) && horizontal(b) && Math.abs(a[0].y - b[0].y) < SAME_LINE) return Math.max(0, overlap(a[0].x, a[1].x, b[0].x, b[1].x));
  return 0;
}

/** Pairs of distinct edges sharing a line for more than MIN_SHARED px, except pairs sharing an end (merged on purpose). */
export function sharedSegments(facts: DrawingFacts): Array<{ a: string; b: string; length: number }> {
  const found: Array<{ a: string; b: string; length: number }> = [];
  const { edges } = facts;
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      const [a, b] = [edges[i]!, edges[j]!];
      if (a.from === b.from || a.to === b.to || a.from === b.to || a.to === b.from) continue;
      let length = 0;
      for (const s of segmentsOf(a.points)) for (const t of segmentsOf(b.points)) length += collinearOverlap(s, t);
      if (length > MIN_SHARED) found.push({ a: a.id, b: b.id, length });
    }
  }
  return found;
}

function borderSegments(box: Box): Segment[] {
  const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.width, box.y + box.height];
  return [
    [{ x: x0, y: y0 }, { x: x1, y: y0 }],
    [{ x: x1, y: y0 }, { x: x1, y: y1 }],
    [{ x: x0, y: y1 }, { x: x1, y: y1 }],
    [{ x: x0, y: y0 }, { x: x0, y: y1 }],
  ];
}

/** Edges running along a frame's border for more than MIN_SHARED px (crossing it does not count). */
export function alongFrameBorders(facts: DrawingFacts): Array<{ edge: string; frame: string; length: number }> {
  const found: Array<{ edge: string; frame: string; length: number }> = [];
  for (const edge of facts.edges) {
    for (const frame of facts.frames) {
      let length = 0;
      for (const s of segmentsOf(edge.points)) for (const border of borderSegments(frame.box)) length += collinearOverlap(s, border);
      if (length > MIN_SHARED) found.push({ edge: edge.id, frame: frame.id, length });
    }
  }
  return found;
}

/** Whether a segment passes through a box's open interior (more than a touch of its border). */
export function crossesInterior(a: Point, b: Point, box: Box): boolean {
  const [x0, y0, x1, y1] = [box.x + SAME_LINE, box.y + SAME_LINE, box.x + box.width - SAME_LINE, box.y + box.height - SAME_LINE];
  // Liang-Barsky clipping of the segment against the shrunk box.
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [p, q] of [
    [-dx, a.x - x0],
    [dx, x1 - a.x],
    [-dy, a.y - y0],
    [dy, y1 - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return t1 - t0 > 1e-9;
}

/** Edges passing through a frame that holds neither of their ends and is neither end itself. */
export function throughUnrelatedFrames(facts: DrawingFacts): Array<{ edge: string; frame: string }> {
  const found: Array<{ edge: string; frame: string }> = [];
  for (const edge of facts.edges) {
    for (const frame of facts.frames) {
      const related = [edge.from, edge.to].some((end) => end === frame.id || frame.members.has(end));
      if (related) continue;
      if (segmentsOf(edge.points).some(([a, b]) => crossesInterior(a, b, frame.box))) found.push({ edge: edge.id, frame: frame.id });
    }
  }
  return found;
}

/** Edges whose target's centre lies against the flow from its source's centre (above it in TB, left of it in LR...). */
export function againstFlow(facts: DrawingFacts, direction: 'TB' | 'BT' | 'LR' | 'RL'): string[] {
  const centre = (id: string): Point | undefined => {
    const box = facts.boxes.get(id);
    return box === undefined ? undefined : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const along = (p: Point): number => (direction === 'TB' ? p.y : direction === 'BT' ? -p.y : direction === 'LR' ? p.x : -p.x);
  return facts.edges.flatMap((edge) => {
    const [from, to] = [centre(edge.from), centre(edge.to)];
    return from !== undefined && to !== undefined && along(to) < along(from) ? [edge.id] : [];
  });
}

/** The facts of one of our layouts ({scene, computed}: layoutScene's result or a laid-out golden). */
export function factsOf(result: { scene: { elements: readonly unknown[] }; computed: { elements: Record<string, unknown> } }): DrawingFacts {
  const boxes = new Map<string, Box>();
  const edges: DrawnEdge[] = [];
  for (const [id, value] of Object.entries(result.computed.elements)) {
    const element = value as { kind: string; box?: Box; from?: string; to?: string; points?: Point[] };
    if ((element.kind === 'node' || element.kind === 'frame') && element.box !== undefined) boxes.set(id, element.box);
    if (element.kind === 'edge' && element.points !== undefined) edges.push({ id, from: element.from!, to: element.to!, points: element.points });
  }
  const children = new Map<string, readonly string[]>();
  for (const raw of result.scene.elements) {
    const element = raw as { id: string; kind: string; children?: string[] };
    if (element.kind === 'frame') children.set(element.id, element.children ?? []);
  }
  const membersOf = (id: string, into: Set<string>): Set<string> => {
    for (const child of children.get(id) ?? []) {
      if (into.has(child)) continue;
      into.add(child);
      membersOf(child, into);
    }
    return into;
  };
  const frames = [...children.keys()].flatMap((id) => (boxes.has(id) ? [{ id, box: boxes.get(id)!, members: membersOf(id, new Set()) }] : []));
  return { boxes, edges, frames };
}
