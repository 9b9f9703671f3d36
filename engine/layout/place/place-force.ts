import { diagnostic, type Diagnostic } from '../../model/index.js';
import { contains, roundBox, type Box } from '../../geometry/index.js';
import { FRAME_INSET, type BandPlan, type Geometry, type NodeSize, type SceneIndex } from '../types.js';
import { fixedFrames } from './anchor-nodes.js';
import { unitHash } from './force-hash.js';
import { removeOverlaps, type Blocker } from './force-overlap.js';
import { simulate, type Body, type Spring } from './force-simulation.js';
import { frameChain, nodesToPlace, obstacleBoxes, placementSize } from './grid-targets.js';

/** Simulation rounds: fixed, so the result never depends on time (1,000 nodes: about 0.2-0.5 s warm on one core). */
export const FORCE_ITERATIONS = 100;

/** Where a layout without anchors is moved to: the canvas margin, as for the grid. */
const ORIGIN = { x: 40, y: 40 };

/**
 * Pipeline stage 5 for layoutStrategy.algorithm 'forceDirected': writes a box into
 * `geometry.boxes` for every node that is neither anchored nor relative. Deterministic:
 * unplaced nodes start on a square grid in document order with a small offset hashed from
 * their id (or around their anchored neighbours, or inside their frame when it has a box),
 * then FORCE_ITERATIONS rounds of springs on edges and repulsion between nearby nodes
 * (simulate), members of a frame or band pulled together, then overlaps removed by snapping
 * to a lattice (removeOverlaps) so that no two nodes, and no node and an anchored node,
 * frame, text or image, come closer than nodeSpacing. Anchored nodes never move. A frame
 * fitted later keeps its members close but is not kept free of other nodes (grid and
 * hierarchical do that). Members of a frame with a box of its own (fixedFrames) stay in it
 * while there is room; one that does not fit gets NODE_OUTSIDE_FRAME. Without anchors,
 * frames, text or images in the way, the result is moved to start at the margin.
 */
export async function placeForce(
  index: SceneIndex,
  sizes: ReadonlyMap<string, NodeSize>,
  geometry: Geometry,
  bands: readonly BandPlan[] | null = null,
): Promise<Diagnostic[]> {
  const toPlace = nodesToPlace(index, geometry);
  if (toPlace.size === 0) return [];
  for (const id of toPlace) geometry.boxes.delete(id);
  const fixed = fixedFrames(index);
  const obstacles = obstacleBoxes(index, geometry, toPlace, fixed);
  const spacing = index.strategy.nodeSpacing;

  const bodies = startBodies(index, geometry, toPlace, fixed, (id) => placementSize(index, sizes, id), spacing);
  const position = new Map(bodies.map((body, i) => [body.id, i]));
  const springs: Spring[] = [];
  for (const edge of index.edges) {
    const a = position.get(edge.from.elementId);
    const b = position.get(edge.to.elementId);
    if (a !== undefined && b !== undefined && a !== b) springs.push({ a, b });
  }
  simulate(bodies, springs, { spacing, iterations: FORCE_ITERATIONS, groups: cohesionGroups(index, bands, position) });

  const blockers: Blocker[] = [];
  for (const [id, box] of obstacles) {
    if (geometry.anchored.has(id) && position.has(id)) continue; // a fixed body already
    const element = index.byId.get(id);
    blockers.push(element?.kind === 'frame' ? { box, ignores: descendants(index, id) } : { box });
  }
  removeOverlaps(bodies, blockers, spacing);

  const free = bodies.filter((body) => !body.fixed);
  const shift = bodies.length === free.length && blockers.length === 0 ? shiftToOrigin(free) : { x: 0, y: 0 };
  for (const body of free) {
    geometry.boxes.set(body.id, roundBox({ x: body.x - body.width / 2 + shift.x, y: body.y - body.height / 2 + shift.y, width: body.width, height: body.height }));
  }
  return outsideTheirFrames(index, geometry, fixed, free.map((body) => body.id));
}

/** Unplaced nodes first (document order), then anchored nodes as fixed bodies. */
function startBodies(
  index: SceneIndex,
  geometry: Geometry,
  toPlace: ReadonlySet<string>,
  fixed: ReadonlyMap<string, Box>,
  sizeOf: (id: string) => NodeSize,
  spacing: number,
): Body[] {
  const movable = index.nodes.filter((node) => toPlace.has(node.id));
  const sized = movable.map((node) => ({ id: node.id, ...sizeOf(node.id) }));
  const step = Math.max(...sized.map((s) => Math.sqrt(s.width * s.width + s.height * s.height))) + spacing;
  const columns = Math.max(1, Math.ceil(Math.sqrt(sized.length)));
  const bodies: Body[] = sized.map((s, i) => {
    const jitterX = (unitHash(s.id, 1) - 0.5) * step * 0.5;
    const jitterY = (unitHash(s.id, 2) - 0.5) * step * 0.5;
    const body: Body = { ...s, x: ORIGIN.x + step / 2 + (i % columns) * step + jitterX, y: ORIGIN.y + step / 2 + Math.floor(i / columns) * step + jitterY, fixed: false };
    const neighbours = anchoredNeighbours(index, geometry, s.id);
    if (neighbours.length > 0) {
      body.x = neighbours.reduce((sum, box) => sum + box.x + box.width / 2, 0) / neighbours.length + jitterX * 2;
      body.y = neighbours.reduce((sum, box) => sum + box.y + box.height / 2, 0) / neighbours.length + jitterY * 2;
    }
    const area = frameArea(index, fixed, s.id);
    if (area !== undefined) {
      body.frame = area;
      body.x = area.x + s.width / 2 + unitHash(s.id, 3) * Math.max(0, area.width - s.width);
      body.y = area.y + s.height / 2 + unitHash(s.id, 4) * Math.max(0, area.height - s.height);
    }
    return body;
  });
  for (const node of index.nodes) {
    const box = geometry.boxes.get(node.id);
    if (!geometry.anchored.has(node.id) || box === undefined) continue;
    bodies.push({ id: node.id, x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width, height: box.height, fixed: true });
  }
  return bodies;
}

function anchoredNeighbours(index: SceneIndex, geometry: Geometry, id: string): Box[] {
  const boxes: Box[] = [];
  for (const edge of index.edgesOf.get(id) ?? []) {
    const other = edge.from.elementId === id ? edge.to.elementId : edge.from.elementId;
    const box = geometry.anchored.has(other) ? geometry.boxes.get(other) : undefined;
    if (box !== undefined) boxes.push(box);
  }
  return boxes;
}

/** The innermost frame around a node that has a box of its own. */
function fixedFrameOf(index: SceneIndex, fixed: ReadonlyMap<string, Box>, id: string): { id: string; box: Box } | undefined {
  for (const frameId of frameChain(index, index.frameOf.get(id) ?? null)) {
    const box = fixed.get(frameId);
    if (box !== undefined) return { id: frameId, box };
  }
  return undefined;
}

/** The inner area of that frame, where the node is placed. */
function frameArea(index: SceneIndex, fixed: ReadonlyMap<string, Box>, id: string): Box | undefined {
  const frame = fixedFrameOf(index, fixed, id);
  if (frame === undefined) return undefined;
  const { box } = frame;
  return { x: box.x + FRAME_INSET.side, y: box.y + FRAME_INSET.top, width: box.width - 2 * FRAME_INSET.side, height: box.height - FRAME_INSET.top - FRAME_INSET.bottom };
}

/** Bodies that should stay together: each frame's nodes (at any depth), each band's members. */
function cohesionGroups(index: SceneIndex, bands: readonly BandPlan[] | null, position: ReadonlyMap<string, number>): number[][] {
  const groups: number[][] = [];
  const indicesOf = (ids: Iterable<string>): number[] => [...ids].map((id) => position.get(id)).filter((i): i is number => i !== undefined);
  for (const frame of index.frames) groups.push(indicesOf(descendants(index, frame.id)));
  for (const band of bands ?? []) groups.push(indicesOf(band.members));
  return groups.filter((group) => group.length > 1);
}

function descendants(index: SceneIndex, id: string): Set<string> {
  const result = new Set<string>();
  const visit = (parent: string, depth: number): void => {
    if (depth > 64) return;
    for (const child of index.childrenOf.get(parent) ?? []) {
      if (result.has(child)) continue;
      result.add(child);
      visit(child, depth + 1);
    }
  };
  visit(id, 0);
  return result;
}

function shiftToOrigin(bodies: readonly Body[]): { x: number; y: number } {
  const left = Math.min(...bodies.map((body) => body.x - body.width / 2));
  const top = Math.min(...bodies.map((body) => body.y - body.height / 2));
  return { x: ORIGIN.x - left, y: ORIGIN.y - top };
}

/** NODE_OUTSIDE_FRAME for placed nodes that ended outside the frame with a box of its own around them. */
function outsideTheirFrames(index: SceneIndex, geometry: Geometry, fixed: ReadonlyMap<string, Box>, placed: readonly string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const id of placed) {
    const frame = fixedFrameOf(index, fixed, id);
    const box = geometry.boxes.get(id);
    if (frame === undefined || box === undefined || contains(frame.box, box)) continue;
    diagnostics.push(
      diagnostic('NODE_OUTSIDE_FRAME', `"${id}" does not fit in frame "${frame.id}" and was placed outside it: make the frame larger or remove its layout`, {
        elementId: id,
        data: { frameId: frame.id },
      }),
    );
  }
  return diagnostics;
}
