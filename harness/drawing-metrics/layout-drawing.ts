/**
 * One of our layouts ({scene, computed}: layoutScene's result or a laid-out golden) as the
 * geometry the drawing metrics read (geometry.ts), for the layout tests: node and frame
 * boxes, frames with every element inside them at any depth, and edge routes as drawn
 * (curves as their control polygons). The quality lab reads its corpus drawings with
 * labels, rows and flattened curves (bench/quality-lab/real/ours.ts).
 */
import type { Box, Point } from './drawing.js';
import type { Direction, RealDrawing, RealEdge, RealFrame, RealNode } from './geometry.js';

/** What a layout gives: the scene (for frames' children) and the computed geometry. */
export interface LaidOut {
  scene: { elements: readonly unknown[] };
  computed: { elements: Record<string, unknown> };
}

/** Each frame's members at any depth, from the scene's `children` lists. */
function frameMembers(elements: readonly unknown[]): Map<string, string[]> {
  const children = new Map<string, readonly string[]>();
  for (const raw of elements) {
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
  return new Map([...children.keys()].map((id) => [id, [...membersOf(id, new Set())]]));
}

/** The drawing of a layout whose flow runs in `direction`. */
export function drawingOfLayout(result: LaidOut, direction: Direction = 'TB'): RealDrawing {
  const nodes: RealNode[] = [];
  const edges: RealEdge[] = [];
  const frameBoxes = new Map<string, Box>();
  for (const [id, value] of Object.entries(result.computed.elements)) {
    const element = value as { kind: string; box?: Box; from?: string; to?: string; points?: Point[] };
    if (element.kind === 'node' && element.box !== undefined) nodes.push({ id, box: element.box });
    if (element.kind === 'frame' && element.box !== undefined) frameBoxes.set(id, element.box);
    if (element.kind === 'edge' && element.points !== undefined) edges.push({ id, from: element.from!, to: element.to!, points: [...element.points] });
  }
  const members = frameMembers(result.scene.elements);
  const frames: RealFrame[] = [...members].flatMap(([id, inside]) => {
    const box = frameBoxes.get(id);
    return box === undefined ? [] : [{ id, box, members: inside }];
  });
  return { direction, nodes, frames, edges, labels: [] };
}
